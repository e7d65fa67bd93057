import Testing

@testable import MatchcutSemantics

/// Xcode 15's generated asset symbols (swiftui-semantics §18.6): the rule's examples worked by
/// hand — words in lower camel case, a trailing `Color`/`Image` dropped — and their use in
/// `Image(.x)` / `Color(.x)`; `.tint` is the accent colour and `Color.gradient` its colour.
@Suite struct AssetSymbolTests {
  @Test func symbolsAreLowerCamelCaseWithoutTheKindSuffix() {
    #expect(AssetSymbols.symbol(for: "some_blue", suffix: "Color") == "someBlue")
    #expect(AssetSymbols.symbol(for: "someBlueColor", suffix: "Color") == "someBlue")
    #expect(AssetSymbols.symbol(for: "Card 1", suffix: "Image") == "card1")
    #expect(AssetSymbols.symbol(for: "AppLogo", suffix: "Image") == "appLogo")
    #expect(AssetSymbols.symbol(for: "Image", suffix: "Image") == "image")
    // A first word in capitals is an initialism and keeps them (§18.6, [C]).
    #expect(AssetSymbols.symbol(for: "BG", suffix: "Color") == "BG")
    #expect(AssetSymbols.symbol(for: "UI tint", suffix: "Color") == "UITint")
  }

  @Test func resourceInitializersNameTheAsset() throws {
    let scene = try EvaluatorTests.scene(
      """
      #Asset(image: "Hero Card", width: 30, height: 20)
      #Asset(color: "brand_blue", hex: "#112233")
      struct Resources: View {
        var body: some View {
          VStack {
            Image(.heroCard)
            Color(.brandBlue)
            Rectangle().fill(Color.red.gradient)
            Text("Tinted").foregroundStyle(.tint)
          }
        }
      }
      #Preview { Resources() }
      """)
    let rows = scene.trees[0].children
    #expect(
      rows[0].kind == .image(name: "Hero Card", systemName: false, intrinsicWidth: 30, intrinsicHeight: 20))
    #expect(rows[1].kind == .color(RGBA(bytes: 0x11, 0x22, 0x33)))
    // Color.red is #FF3B30 and the accent colour #007AFF (docs/semantics.md "Colours").
    #expect(rows[2].modifiers.contains { $0.kind == .fill(.color(RGBA(bytes: 0xFF, 0x3B, 0x30))) })
    #expect(rows[3].modifiers.contains { $0.kind == .foregroundColor(.color(RGBA(bytes: 0, 0x7A, 0xFF))) })
  }
}
