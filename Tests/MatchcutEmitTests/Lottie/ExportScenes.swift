import MatchcutEmit
import MatchcutLayout
import MatchcutMotion

/// Hand-built scenes for the exporter tests (the front end is not needed): the motion pass
/// compiles them from laid-out states exactly as it compiles real sources
/// (`CompiledScene.compile`, swiftui-semantics §13–§15).
enum ExportScenes {
  static let blue = RGBA(red: 0, green: 0.478, blue: 1)
  static let orange = RGBA(red: 1, green: 0.584, blue: 0)
  static let red = RGBA(red: 1, green: 0.231, blue: 0.188)
  static let gray = RGBA(red: 0.557, green: 0.557, blue: 0.576)

  static func view(
    _ path: String, parent: Int? = nil, _ frame: Rect, kind: DrawnKind? = .shape, shape: DrawnShape? = nil,
    text: String? = nil, fill: RGBA? = nil, cornerRadius: Double = 0, rotation: Double = 0, clip: Clip? = nil,
    matches: [MatchedGeometry] = [], transition: TransitionDescription? = nil
  ) -> ViewRecord {
    ViewRecord(
      path: path, parent: parent, frame: frame, kind: kind, shape: shape, text: text, fill: fill,
      cornerRadius: cornerRadius, rotation: rotation, clip: clip, matches: matches, transition: transition)
  }

  static func edge(_ id: String, _ from: Int, _ to: Int, _ animation: Animation) -> EdgeInput {
    EdgeInput(
      id: id, from: from, to: to, trigger: .tap, triggerPath: "Root/Button", animation: animation,
      changedKeys: ["Root.flag"])
  }

  /// A circle that becomes a rectangle through `matchedGeometryEffect` (a hero pair: the
  /// circle is removed and the rectangle inserted, both on the shared frame, cross-fading),
  /// with a caption moving in from the bottom; a bouncy spring there, easeInOut back.
  static let hero: CompiledScene = {
    let geo = MatchedGeometry(namespace: "Hero.ns", id: "shape")
    let stack = view("Hero/VStack", Rect(x: 0, y: 59, width: 393, height: 759), kind: nil)
    let s0 = [
      stack,
      view(
        "Hero/VStack/if/Circle", parent: 0, Rect(x: 171.5, y: 79, width: 50, height: 50), shape: .circle,
        fill: blue, matches: [geo]),
    ]
    let s1 = [
      stack,
      view(
        "Hero/VStack/else/Rectangle", parent: 0, Rect(x: 96.5, y: 593, width: 200, height: 100), shape: .rect,
        fill: orange, matches: [geo]),
      view(
        "Hero/VStack/else/Text", parent: 0, Rect(x: 146.5, y: 713, width: 100, height: 24), kind: .text,
        text: "Hello", transition: .move(.bottom)),
    ]
    return CompiledScene.compile(
      preview: "Hero", canvas: .iPhone15Pro,
      states: [StateLayout(id: "s0", values: [], views: s0), StateLayout(id: "s1", values: [], views: s1)],
      edges: [
        edge("t0", 0, 1, .spring(response: 0.5, dampingFraction: 0.7)),
        edge("t1", 1, 0, .easeInOut(duration: 0.35)),
      ])
  }()

  /// A card that expands: corner radius 12 → 28 and blue → orange; a clipped image grows with
  /// it; a badge (capsule) leaves with `.scale`; a title arrives with `.move(edge: .bottom)`;
  /// an arrow turns 45°.
  static let card: CompiledScene = {
    let root = view("Card/ZStack", Rect(x: 0, y: 0, width: 393, height: 852), kind: nil)
    let small = Rect(x: 24, y: 100, width: 160, height: 120)
    let large = Rect(x: 16, y: 80, width: 361, height: 400)
    let imageSmall = Rect(x: 40, y: 116, width: 80, height: 80)
    let imageLarge = Rect(x: 16, y: 80, width: 361, height: 240)
    let s0 = [
      root,
      view(
        "Card/ZStack/RoundedRectangle", parent: 0, small, shape: .roundedRect, fill: blue, cornerRadius: 12),
      view(
        "Card/ZStack/Image", parent: 0, imageSmall, kind: .image,
        clip: Clip(rect: imageSmall, cornerRadius: 8, shape: .roundedRect)),
      view(
        "Card/ZStack/Badge", parent: 0, Rect(x: 140, y: 108, width: 36, height: 20), shape: .capsule,
        fill: red,
        transition: .scale(1e-5, anchor: .center)),
      view(
        "Card/ZStack/Arrow", parent: 0, Rect(x: 150, y: 186, width: 24, height: 24), shape: .rect, fill: gray),
    ]
    let s1 = [
      root,
      view(
        "Card/ZStack/RoundedRectangle", parent: 0, large, shape: .roundedRect, fill: orange, cornerRadius: 28),
      view(
        "Card/ZStack/Image", parent: 0, imageLarge, kind: .image,
        clip: Clip(rect: large, cornerRadius: 28, shape: .roundedRect)),
      view(
        "Card/ZStack/Title", parent: 0, Rect(x: 32, y: 340, width: 120, height: 24), kind: .text,
        text: "Details", transition: .move(.bottom)),
      view(
        "Card/ZStack/Arrow", parent: 0, Rect(x: 337, y: 440, width: 24, height: 24), shape: .rect, fill: gray,
        rotation: 45),
    ]
    return CompiledScene.compile(
      preview: "Card", canvas: .iPhone15Pro,
      states: [StateLayout(id: "s0", values: [], views: s0), StateLayout(id: "s1", values: [], views: s1)],
      edges: [
        edge("t0", 0, 1, .spring(response: 0.45, dampingFraction: 0.8)),
        edge("t1", 1, 0, .easeOut(duration: 0.3)),
      ])
  }()

  /// Stroked shapes (swiftui-semantics §23.6) moving down with easeInOut 0.35 s on a 300 × 700
  /// canvas, each `view` with its `stroke` set as lowering sets it:
  /// - n0 `RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 3)` at (50, 50) 100 × 40,
  ///   then (50, 350) 200 × 80;
  /// - n1 `RoundedRectangle(cornerRadius: 8).strokeBorder(.orange, lineWidth: 2)` at (50, 110)
  ///   100 × 40, then (40, 400) 120 × 60;
  /// - n2 `Circle().strokeBorder(.red, lineWidth: 2)` at (50, 170) 100 × 40, then (50, 500)
  ///   100 × 40.
  /// Not in `all`: the render checks of `Tests/validators` measure a filled shape (its colour
  /// and opacity at the centre), so only its Lottie file is exported for the schema check.
  static let outlines: CompiledScene = {
    func shape(
      _ name: String, _ frame: Rect, _ shape: DrawnShape, _ fill: RGBA, cornerRadius: Double = 0,
      _ stroke: StrokeOutline
    ) -> ViewRecord {
      var record = view(
        "Outlines/VStack/\(name)", parent: 0, frame, shape: shape, fill: fill, cornerRadius: cornerRadius)
      record.stroke = stroke
      return record
    }
    let stack = view("Outlines/VStack", Rect(x: 0, y: 0, width: 300, height: 700), kind: nil)
    let border = StrokeOutline(lineWidth: 2, inset: true)
    let s0 = [
      stack,
      shape(
        "Stroke", Rect(x: 50, y: 50, width: 100, height: 40), .roundedRect, blue, cornerRadius: 8,
        StrokeOutline(lineWidth: 3, inset: false)),
      shape(
        "Border", Rect(x: 50, y: 110, width: 100, height: 40), .roundedRect, orange, cornerRadius: 8, border),
      shape("Circle", Rect(x: 50, y: 170, width: 100, height: 40), .circle, red, border),
    ]
    let s1 = [
      stack,
      shape(
        "Stroke", Rect(x: 50, y: 350, width: 200, height: 80), .roundedRect, blue, cornerRadius: 8,
        StrokeOutline(lineWidth: 3, inset: false)),
      shape(
        "Border", Rect(x: 40, y: 400, width: 120, height: 60), .roundedRect, orange, cornerRadius: 8, border),
      shape("Circle", Rect(x: 50, y: 500, width: 100, height: 40), .circle, red, border),
    ]
    return CompiledScene.compile(
      preview: "Outlines", canvas: Canvas(width: 300, height: 700),
      states: [StateLayout(id: "s0", values: [], views: s0), StateLayout(id: "s1", values: [], views: s1)],
      edges: [edge("t0", 0, 1, .easeInOut(duration: 0.35))])
  }()

  static var all: [CompiledScene] { [hero, card, house, clipPath] }
}
