import MatchcutSemantics
import MatchcutSource
import Testing

/// Math functions, `CGRect`, `UIScreen.main.bounds`, `GeometryProxy.safeAreaInsets`,
/// `compactMap` and `flatMap` (docs/semantics.md "Geometry and math"), read back through the
/// initial values of `@State`s. Expected values are worked out by hand from the functions'
/// definitions (sin(π/2) = 1, atan2(1, 1) = π/4 …), Core Graphics' rectangle rules
/// (midX = x + width / 2) and the default canvas, iPhone15Pro (LANGUAGE §1: 393×852, safe
/// area 59 top, 34 bottom).
@Suite struct GeometryMathTests {
  static func initialValues(_ declarations: String) throws -> [String: String] {
    let result = SemanticsHarness.analyze(
      """
      struct Probe: View {
      \(declarations)
        @State private var on = false
        var body: some View { Text("p").onTapGesture { on.toggle() } }
      }
      #Preview { Probe() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    return Dictionary(uniqueKeysWithValues: scene.stateGraph.states[0].values.map { ($0.key, $0.value) })
  }

  @Test func mathFunctions() throws {
    let values = try Self.initialValues(
      """
        @State private var a = sin(Double.pi / 2) + cos(0)
        @State private var b = sqrt(16.0) + pow(2, 3)
        @State private var c = floor(2.7) + ceil(2.2)
        @State private var d = atan2(1.0, 1.0) * 4 - Double.pi
        @State private var e = tan(0.0)
        @State private var f = (2.5).rounded() + (-2.5).rounded() + (2.4).rounded()
      """)
    // rounded() rounds half away from zero: 3 + (-3) + 2 = 2.
    #expect(values["Probe.f"] == "2")
    #expect(values["Probe.a"] == "2")
    #expect(values["Probe.b"] == "12")
    #expect(values["Probe.c"] == "5")
    #expect(values["Probe.d"] == "0")
    #expect(values["Probe.e"] == "0")
  }

  @Test func rectangles() throws {
    let values = try Self.initialValues(
      """
        @State private var mid = CGRect(x: 10, y: 20, width: 100, height: 40).midX
        @State private var maxY = CGRect(origin: CGPoint(x: 0, y: 5), size: CGSize(width: 8, height: 10)).maxY
        @State private var screen = UIScreen.main.bounds.width + UIScreen.main.bounds.height
        @State private var zero = CGRect.zero.size.width
      """)
    // 10 + 100 / 2 = 60; 5 + 10 = 15; 393 + 852 = 1245.
    #expect(values["Probe.mid"] == "60")
    #expect(values["Probe.maxY"] == "15")
    #expect(values["Probe.screen"] == "1245")
    #expect(values["Probe.zero"] == "0")
  }

  @Test func collectionTransforms() throws {
    let values = try Self.initialValues(
      """
        @State private var kept = [1, 2, 3, 4].compactMap { $0 % 2 == 0 ? $0 : nil }.count
        @State private var joined = [[1, 2], [3]].flatMap { $0 }.count
        @State private var squares = (1..<4).map { $0 * $0 }.reversed().first ?? 0
        @State private var index = ["a", "b", "c"].firstIndex(of: "c") ?? -1
        @State private var found = [5, 6, 7].firstIndex { $0 > 5 } ?? -1
        @State private var copies = Array(repeating: 7, count: 3).count * (Array(repeating: 7, count: 3).last ?? 0)
        @State private var letters = Array("abc").last ?? ""
      """)
    // Three copies of 7: 3 × 7 = 21; the characters of "abc" end with "c".
    #expect(values["Probe.copies"] == "21")
    #expect(values["Probe.letters"] == "\"c\"" || values["Probe.letters"] == "c")
    // compactMap keeps 2 and 4; flatMap joins [1, 2] and [3] into three elements; the squares
    // of 1, 2, 3 reversed start with 9; "c" is at index 2; 6 is the first above 5, at 1.
    #expect(values["Probe.kept"] == "2")
    #expect(values["Probe.joined"] == "3")
    #expect(values["Probe.squares"] == "9")
    #expect(values["Probe.index"] == "2")
    #expect(values["Probe.found"] == "1")
  }

  /// The proxy reports the canvas: iPhone15Pro's safe area is 59 on top and 34 at the bottom,
  /// and its frame is the canvas rectangle, 393 wide.
  @Test func geometryProxySafeArea() throws {
    let result = SemanticsHarness.analyze(
      """
      struct Probe: View {
        @State private var on = false
        var body: some View {
          GeometryReader { proxy in
            Rectangle()
              .frame(
                width: proxy.frame(in: .global).maxX,
                height: proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom)
              .onTapGesture { on.toggle() }
          }
        }
      }
      #Preview { Probe() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    let rectangle = try #require(scene.trees[0].children.first)
    #expect(rectangle.modifiers.first?.kind == .frame(width: 393, height: 93, alignment: .center))
  }

  /// `UIApplication.shared`'s key window is the canvas (docs/semantics.md "Geometry and math"):
  /// through `windows` or `connectedScenes`, its insets are iPhone15Pro's, 59 on top and 34 at
  /// the bottom (LANGUAGE §1), and `left`/`right` 0. Members of `extension View` are read by
  /// implicit `self` in the body, as Swift finds members of a conformed protocol's extension.
  @Test func sharedApplicationThroughViewExtension() throws {
    let result = SemanticsHarness.analyze(
      """
      extension View {
        var safeArea: UIEdgeInsets { UIApplication.shared.windows.first?.safeAreaInsets ?? .zero }
        var sceneInsets: UIEdgeInsets {
          let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
          return scene?.windows.first?.safeAreaInsets ?? .zero
        }
        var rect: CGRect { UIScreen.main.bounds }
      }
      struct Probe: View {
        @State private var on = false
        var body: some View {
          Rectangle()
            .frame(width: rect.width - safeArea.left - safeArea.right, height: safeArea.top + sceneInsets.bottom)
            .onTapGesture { on.toggle() }
        }
      }
      #Preview { Probe() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    // 393 − 0 − 0 wide; 59 + 34 = 93 high.
    #expect(scene.trees[0].modifiers.first?.kind == .frame(width: 393, height: 93, alignment: .center))
  }

  /// User protocols' extensions: `Tile` conforms to `Sized`, which inherits `Measured`; the
  /// body reads `side` (from `extension Sized`) and `area()` (from `extension Measured`)
  /// unqualified. `Big` declares its own `side`, which wins over the extension's, as Swift
  /// dispatches a requirement on the dynamic type. Tile: side 12; Big: area 20 × 20 = 400.
  @Test func userProtocolExtensionByImplicitSelf() throws {
    let result = SemanticsHarness.analyze(
      """
      protocol Measured { var side: Double { get } }
      extension Measured {
        func area() -> Double { side * side }
      }
      protocol Sized: Measured {}
      extension Sized {
        var side: Double { 12 }
      }
      struct Big: Sized {
        var side: Double { 20 }
      }
      struct Tile: View, Sized {
        @State private var on = false
        var body: some View {
          Rectangle().frame(width: side, height: Big().area()).onTapGesture { on.toggle() }
        }
      }
      #Preview { Tile() }
      """)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    #expect(scene.trees[0].modifiers.first?.kind == .frame(width: 12, height: 400, alignment: .center))
  }
}
