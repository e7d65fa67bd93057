import MatchcutLayout
import MatchcutViews

extension MatchedGeometry {
  /// Places a view of frame `own` in the shared frame `shared`: `.size` gives it the shared size,
  /// `.position` puts its anchor on the shared anchor point (swiftui-semantics §14).
  public func place(_ own: Rect, in shared: Rect) -> Rect {
    var result = own
    if properties != .position {
      result.width = shared.width
      result.height = shared.height
    }
    if properties != .size {
      let target = shared.point(at: anchor)
      result.x = target.x - anchor.x * result.width
      result.y = target.y - anchor.y * result.height
    }
    return result
  }
}
