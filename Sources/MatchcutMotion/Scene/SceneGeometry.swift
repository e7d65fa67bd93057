import MatchcutLayout
import MatchcutViews

/// Geometry helpers the motion pass needs on the layout pass's `Rect` (window points, origin
/// top-left, TOOLING §2 `frame`).
extension Rect {
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The point at a unit position inside the rectangle (`UnitPoint` semantics).
  public func point(at anchor: UnitPoint) -> (x: Double, y: Double) {
    (x + anchor.x * width, y + anchor.y * height)
  }

  /// The component-wise interpolation `self + (other − self)·p` (swiftui-semantics §0: a frame
  /// animates as one 4-vector).
  public func interpolated(to other: Rect, _ p: Double) -> Rect {
    Rect(
      x: x + (other.x - x) * p, y: y + (other.y - y) * p,
      width: width + (other.width - width) * p, height: height + (other.height - height) * p)
  }

  /// The largest absolute change of any component between two rectangles.
  public func maxDelta(to other: Rect) -> Double {
    max(abs(other.x - x), abs(other.y - y), abs(other.width - width), abs(other.height - height))
  }

  /// True when the two rectangles overlap with a positive area.
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}
