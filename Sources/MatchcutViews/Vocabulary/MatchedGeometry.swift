/// One `matchedGeometryEffect(id:in:properties:anchor:isSource:)` on a view, with SwiftUI's
/// defaults for what it leaves out (swiftui-semantics §14: `.frame`, `.center`, `true`).
public struct MatchedGeometry: Sendable, Hashable {
  /// `MatchedGeometryProperties`: which parts of the shared frame a member takes.
  public enum Properties: String, Sendable, Hashable, CaseIterable {
    /// `[.position, .size]`, the default (swiftui-semantics §14).
    case frame
    case position
    case size
  }

  /// The namespace's identity: the declaring instance's path plus the property name.
  public var namespace: String
  /// The id rendered as a string (`"\(item.id)-bg"` gives the UUID text plus `-bg`).
  public var id: String
  public var properties: Properties
  public var anchor: UnitPoint
  public var isSource: Bool

  /// `properties:` when not given (swiftui-semantics §14).
  public static let defaultProperties = Properties.frame
  /// `anchor:` when not given (swiftui-semantics §14).
  public static let defaultAnchor = UnitPoint.center
  /// `isSource:` when not given (swiftui-semantics §14).
  public static let defaultIsSource = true

  public init(
    namespace: String, id: String, properties: Properties = MatchedGeometry.defaultProperties,
    anchor: UnitPoint = MatchedGeometry.defaultAnchor, isSource: Bool = MatchedGeometry.defaultIsSource
  ) {
    self.namespace = namespace
    self.id = id
    self.properties = properties
    self.anchor = anchor
    self.isSource = isSource
  }

  /// The group key: (namespace, id).
  public var groupKey: String { namespace + "\u{1F}" + id }

  /// Whether the size is part of the match (`.frame` or `.size`).
  public var matchesSize: Bool { properties != .position }
}
