import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import MatchcutViews

/// A clip to a custom shape (`clipShape(MyShape())`): the clip's `PathTemplate` resolved at the
/// clip rect's size, from the rect's top-left corner.
extension ExportScenes {
  /// `constant + perWidth · width` across, `constant + perHeight · height` down.
  static func clipPoint(_ x: Double, _ perWidth: Double, _ y: Double, _ perHeight: Double)
    -> PathTemplate.Point
  {
    PathTemplate.Point(
      x: PathTemplate.Coordinate(constant: x, perWidth: perWidth),
      y: PathTemplate.Coordinate(constant: y, perHeight: perHeight))
  }

  /// The top corners rounded by 8, the bottom ones square (UIBezierPath's `roundedRect:
  /// byRoundingCorners: [.topLeft, .topRight]`): a quarter circle's controls lie 8 · 0.5522847
  /// = 4.4183 along the tangents, so 8 − 4.4183 = 3.5817 from the corner.
  /// M(8, 0) L(w − 8, 0) C(w − 3.5817, 0; w, 3.5817 → w, 8) L(w, h) L(0, h) L(0, 8)
  /// C(0, 3.5817; 3.5817, 0 → 8, 0) Z.
  static let topRounded: PathTemplate = {
    let k = 8 - 8 * 0.552_284_749_8
    return PathTemplate(elements: [
      .move(to: clipPoint(8, 0, 0, 0)),
      .line(to: clipPoint(-8, 1, 0, 0)),
      .curve(to: clipPoint(0, 1, 8, 0), control1: clipPoint(-k, 1, 0, 0), control2: clipPoint(0, 1, k, 0)),
      .line(to: clipPoint(0, 1, 0, 1)),
      .line(to: clipPoint(0, 0, 0, 1)),
      .line(to: clipPoint(0, 0, 8, 0)),
      .curve(to: clipPoint(8, 0, 0, 0), control1: clipPoint(0, 0, k, 0), control2: clipPoint(k, 0, 0, 0)),
      .close,
    ])
  }()

  /// A blue colour clipped by `topRounded` at its own frame, growing from (50, 70) 100 × 60 to
  /// (100, 300) 200 × 120 with easeInOut 0.35 s, and back on a gentle spring. In `all`: the
  /// render checks probe along the frame's centre lines, which the rounded top corners leave
  /// inside the clip.
  static let clipPath: CompiledScene = {
    let root = view("ClipPath/ZStack", Rect(x: 0, y: 0, width: 393, height: 852), kind: nil)
    func card(_ frame: Rect) -> ViewRecord {
      view(
        "ClipPath/ZStack/Color", parent: 0, frame, kind: .color, fill: blue,
        clip: Clip(rect: frame, shape: .path, outline: topRounded))
    }
    return CompiledScene.compile(
      preview: "ClipPath", canvas: .iPhone15Pro,
      states: [
        StateLayout(id: "s0", values: [], views: [root, card(Rect(x: 50, y: 70, width: 100, height: 60))]),
        StateLayout(
          id: "s1", values: [], views: [root, card(Rect(x: 100, y: 300, width: 200, height: 120))]),
      ],
      edges: [
        edge("t0", 0, 1, .easeInOut(duration: 0.35)),
        edge("t1", 1, 0, .spring(response: 0.5, dampingFraction: 0.9)),
      ])
  }()
}
