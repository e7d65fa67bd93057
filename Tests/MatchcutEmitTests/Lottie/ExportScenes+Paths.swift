import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import MatchcutViews

/// Custom shapes (`path`: a `Shape`'s `path(in:)` or a `Path` view), whose outline is a
/// `PathTemplate`: every coordinate `constant + perWidth · width + perHeight · height` of the
/// frame's size, from the frame's top-left corner.
extension ExportScenes {
  /// `x = perWidth · width`, `y = perHeight · height`: a point proportional to the frame.
  static func point(_ perWidth: Double, _ perHeight: Double) -> PathTemplate.Point {
    PathTemplate.Point(
      x: PathTemplate.Coordinate(constant: 0, perWidth: perWidth),
      y: PathTemplate.Coordinate(constant: 0, perHeight: perHeight))
  }

  /// M(w/2, 0) L(w, h) L(0, h) Z.
  static let triangle = PathTemplate(elements: [
    .move(to: point(0.5, 0)), .line(to: point(1, 1)), .line(to: point(0, 1)), .close,
  ])

  /// An open wave: M(0, h/2) Q(w/4, 0 → w/2, h/2) C(3w/4, h; w − 4, h → w, h/2) — the second
  /// control point is 4 points in from the right edge at every size (a constant term).
  static let wave = PathTemplate(elements: [
    .move(to: point(0, 0.5)),
    .quadCurve(to: point(0.5, 0.5), control: point(0.25, 0)),
    .curve(
      to: point(1, 0.5), control1: point(0.75, 1),
      control2: PathTemplate.Point(
        x: PathTemplate.Coordinate(constant: -4, perWidth: 1),
        y: PathTemplate.Coordinate(constant: 0, perHeight: 1)
      )),
  ])

  /// A house: M(w/2, 0) L(w, h/3) L(w, h) L(0, h) L(0, h/3) Z — its centre row runs from the
  /// frame's left edge to its right edge and its centre column from the apex (the frame's top)
  /// to the bottom, so the validators' edge measurements (along those lines) see the frame.
  static let houseOutline = PathTemplate(elements: [
    .move(to: point(0.5, 0)), .line(to: point(1, 1.0 / 3)), .line(to: point(1, 1)), .line(to: point(0, 1)),
    .line(to: point(0, 1.0 / 3)), .close,
  ])

  static func pathShape(
    _ path: String, _ frame: Rect, _ outline: PathTemplate, _ fill: RGBA, stroke: StrokeOutline? = nil
  ) -> ViewRecord {
    var record = view(path, parent: 0, frame, shape: .path, fill: fill)
    record.outline = outline
    record.stroke = stroke
    return record
  }

  /// Custom shapes growing with easeInOut 0.35 s on a 300 × 700 canvas:
  /// - n0 the filled blue `triangle` at (50, 50) 100 × 50, then (50, 300) 200 × 100;
  /// - n1 the red `wave` stroked 2 wide at (50, 150) 120 × 40, then (40, 500) 240 × 40;
  /// - n2 the orange `triangle` with `strokeBorder` 4 at (50, 220) 100 × 50, then the same.
  /// Not in `all` (the render checks measure edges along the frame's centre lines, which a
  /// triangle does not reach, and a filled centre): only its Lottie file is exported, for the
  /// schema check.
  static let paths: CompiledScene = {
    let stack = view("Paths/VStack", Rect(x: 0, y: 0, width: 300, height: 700), kind: nil)
    let line = StrokeOutline(lineWidth: 2, inset: false)
    let border = StrokeOutline(lineWidth: 4, inset: true)
    let s0 = [
      stack,
      pathShape("Paths/VStack/Triangle", Rect(x: 50, y: 50, width: 100, height: 50), triangle, blue),
      pathShape("Paths/VStack/Wave", Rect(x: 50, y: 150, width: 120, height: 40), wave, red, stroke: line),
      pathShape(
        "Paths/VStack/Border", Rect(x: 50, y: 220, width: 100, height: 50), triangle, orange, stroke: border),
    ]
    let s1 = [
      stack,
      pathShape("Paths/VStack/Triangle", Rect(x: 50, y: 300, width: 200, height: 100), triangle, blue),
      pathShape("Paths/VStack/Wave", Rect(x: 40, y: 500, width: 240, height: 40), wave, red, stroke: line),
      pathShape(
        "Paths/VStack/Border", Rect(x: 50, y: 220, width: 100, height: 50), triangle, orange, stroke: border),
    ]
    return CompiledScene.compile(
      preview: "Paths", canvas: Canvas(width: 300, height: 700),
      states: [StateLayout(id: "s0", values: [], views: s0), StateLayout(id: "s1", values: [], views: s1)],
      edges: [edge("t0", 0, 1, .easeInOut(duration: 0.35))])
  }()

  /// A filled orange `houseOutline` growing from (100, 100) 100 × 50 to (60, 400) 200 × 100 on a
  /// gentle spring, and back with easeInOut: in `all`, so every third-party check (schema,
  /// rlottie, ThorVG, Chromium for the CSS and the SVG) measures a drawn custom shape.
  static let house: CompiledScene = {
    let root = view("House/ZStack", Rect(x: 0, y: 0, width: 393, height: 852), kind: nil)
    let s0 = [
      root,
      pathShape("House/ZStack/House", Rect(x: 100, y: 100, width: 100, height: 50), houseOutline, orange),
    ]
    let s1 = [
      root,
      pathShape("House/ZStack/House", Rect(x: 60, y: 400, width: 200, height: 100), houseOutline, orange),
    ]
    return CompiledScene.compile(
      preview: "House", canvas: .iPhone15Pro,
      states: [StateLayout(id: "s0", values: [], views: s0), StateLayout(id: "s1", values: [], views: s1)],
      edges: [
        edge("t0", 0, 1, .spring(response: 0.5, dampingFraction: 0.9)),
        edge("t1", 1, 0, .easeInOut(duration: 0.35)),
      ])
  }()
}
