import MatchcutSemantics
import MatchcutSource
import Testing

/// Extensions of any type (issue 19): the module's own structs and enums, the standard
/// library's and SwiftUI's types. Expected values are worked out by hand from Swift's rules, as
/// each comment says.
@Suite struct ExtensionTests {
  /// Static members of `Color` and `Animation` extensions, written qualified (`Color.brand`) or
  /// implicit where the type is expected (`.fill(.accentSoft)`, `withAnimation(.hero)`);
  /// computed properties and methods on `Double` and `String`; an extension of the module's own
  /// struct and enum. `Card.sample.subtitle` is "Hero" + " card", shouted: "HERO CARD!";
  /// `50.0.doubled` is 100, clamped to 80 → 80; `Size.small.width` is 100, `.large` 300.
  @Test func membersOfExtendedTypes() throws {
    let scene = try EvaluatorTests.scene(
      """
      extension Color {
        static let brand = Color.blue
        static var accentSoft: Color { Color.orange.opacity(0.5) }
      }
      extension Animation {
        static let hero = Animation.spring(response: 0.4, dampingFraction: 0.8)
      }
      extension Double {
        var doubled: Double { self * 2 }
        func clamped(to limit: Double) -> Double { min(self, limit) }
      }
      extension String {
        var shout: String { self.uppercased() + "!" }
      }
      struct Card { let title: String }
      extension Card {
        var subtitle: String { title + " card" }
        static let sample = Card(title: "Hero")
      }
      enum Size { case small, large }
      extension Size {
        var width: Double { self == .small ? 100 : 300 }
      }
      extension UIView {
        func shake() { layer.removeAllAnimations() }
      }
      struct Showcase: View {
        @State private var size = Size.small
        @State private var label = ""
        var body: some View {
          VStack {
            Text(label)
            RoundedRectangle(cornerRadius: 12)
              .fill(size == .small ? Color.brand : .accentSoft)
              .frame(width: size.width, height: 50.0.doubled.clamped(to: 80))
              .onTapGesture {
                withAnimation(.hero) {
                  size = .large
                  label = Card.sample.subtitle.shout
                }
              }
          }
        }
      }
      #Preview { Showcase() }
      """)
    #expect(scene.stateGraph.states.count == 2)
    #expect(EvaluatorTests.values(scene, 1)["Showcase.label"] == "\"HERO CARD!\"")
    let small = scene.trees[0].children[1]
    let large = scene.trees[1].children[1]
    // Color.blue is #007AFF (docs/semantics.md "Colours"); orange #FF9500 at half opacity.
    #expect(small.modifiers.contains { $0.kind == .fill(.color(RGBA(bytes: 0, 0x7A, 0xFF))) })
    #expect(large.modifiers.contains { $0.kind == .fill(.color(RGBA(bytes: 0xFF, 0x95, 0, alpha: 0.5))) })
    #expect(scene.stateGraph.transitions[0].animation.animation?.curve == .spring)
  }

  /// A computed property in `extension View` is a member of every view: `Text("A").pill` is
  /// the text with padding 8 on all edges and a capsule clip, as if written out.
  @Test func viewExtensionProperty() throws {
    let scene = try EvaluatorTests.scene(
      """
      extension View {
        var pill: some View { self.padding(8).clipShape(Capsule()) }
      }
      struct Tag: View {
        var body: some View { Text("A").pill }
      }
      #Preview { Tag() }
      """)
    let text = scene.trees[0]
    #expect(text.path.hasSuffix("Text"))
    #expect(text.modifiers.first?.kind == .padding(EdgeSet.all, 8))
    #expect(text.modifiers.count == 2)
  }

  /// Swift finds a protocol extension's members by implicit `self` in a conforming type, so a
  /// view's body can read `extension View`'s `heroAnimation` and `screenWidth` unqualified (and
  /// as `self.…`): the frame is the canvas's width (iPhone 15 Pro: 393 pt, LANGUAGE §8's default
  /// canvas) minus 40 = 353, and the tap's animation is the extension's spring.
  @Test func protocolExtensionMembersByImplicitSelf() throws {
    let scene = try EvaluatorTests.scene(
      """
      extension View {
        var heroAnimation: Animation { .spring(response: 0.3, dampingFraction: 0.9) }
        var screenWidth: CGFloat { UIScreen.main.bounds.width }
      }
      struct Banner: View {
        @State private var wide = false
        var body: some View {
          Color.blue
            .frame(width: wide ? screenWidth - 40 : self.screenWidth / 2, height: 10)
            .onTapGesture { withAnimation(heroAnimation) { wide.toggle() } }
        }
      }
      #Preview { Banner() }
      """)
    #expect(scene.stateGraph.states.count == 2)
    func width(_ state: Int) -> Double? {
      for modifier in scene.trees[state].modifiers {
        if case .frame(let width, _, _) = modifier.kind { return width }
      }
      return nil
    }
    #expect(width(0) == 196.5)
    #expect(width(1) == 353)
    #expect(scene.stateGraph.transitions[0].animation.animation?.curve == .spring)
  }

  /// A function of `extension View` called unqualified in a view's body runs on that view, as
  /// Swift's implicit self: `screenRect().width / 4` on the default canvas (393 pt wide,
  /// LANGUAGE §8) is 98.25.
  @Test func viewExtensionFunctionByImplicitSelf() throws {
    let scene = try EvaluatorTests.scene(
      """
      extension View {
        func screenRect() -> CGRect { UIScreen.main.bounds }
      }
      struct Quarter: View {
        var body: some View { Color.red.frame(width: screenRect().width / 4, height: 10) }
      }
      #Preview { Quarter() }
      """)
    #expect(scene.trees[0].modifiers.map(\.kind) == [.frame(width: 98.25, height: 10, alignment: .center)])
  }
}
