import MatchcutLayout
import MatchcutMotion

extension StrokeOutline {
  /// The path a stroked shape's line is centred on, for an outline filling `box` with corner
  /// radius `radius`: the outline itself for `stroke`, so half the line lies outside the box;
  /// for `strokeBorder`, the outline inset by half the line width on every side and its radius
  /// by as much (not below 0), so the line lies inside the box (swiftui-semantics §23.6). A line
  /// wider than the box leaves a path of size 0 at the box's centre.
  func linePath(box: Rect, radius: Double) -> (box: Rect, radius: Double) {
    guard inset else { return (box, radius) }
    let width = max(0, lineWidth)
    let insetWidth = max(0, box.width - width)
    let insetHeight = max(0, box.height - width)
    return (
      Rect(
        x: box.midX - insetWidth / 2, y: box.midY - insetHeight / 2, width: insetWidth, height: insetHeight),
      max(0, radius - width / 2)
    )
  }
}
