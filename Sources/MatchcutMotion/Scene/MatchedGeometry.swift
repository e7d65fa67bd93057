import MatchcutLayout

/// One `matchedGeometryEffect(id:in:properties:anchor:isSource:)` on a view
/// (swiftui-semantics §14).
public struct MatchedGeometry: Sendable, Hashable {
  /// Which parts of the shared frame a view takes (`MatchedGeometryProperties`).
  public enum Properties: String, Sendable, Hashable {
    case frame
    case position
    case size
  }

  /// The namespace's stable name (its declaring component instance and property).
  public var namespace: String
  /// The group id rendered as a string (`"\(id)"`).
  public var id: String
  public var properties: Properties
  public var anchor: UnitPoint
  public var isSource: Bool

  public init(
    namespace: String, id: String, properties: Properties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) {
    self.namespace = namespace
    self.id = id
    self.properties = properties
    self.anchor = anchor
    self.isSource = isSource
  }

  /// The group key: (namespace, id).
  public var groupKey: String { namespace + "\u{1F}" + id }

  /// Places a view of frame `own` in the shared frame `shared`: `.size` gives it the shared size,
  /// `.position` puts its anchor on the shared anchor point (§14).
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
