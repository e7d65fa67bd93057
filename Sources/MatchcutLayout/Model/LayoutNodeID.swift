/// The index of a node in a ``LayoutTree`` (taffy's `NodeId`): a plain value, cheap to store.
public struct LayoutNodeID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Position of the node in its tree's storage.
  public let index: Int32

  public init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }

  @inline(__always)
  public var int: Int { Int(index) }

  public var description: String { "#\(index)" }

  public static func < (lhs: LayoutNodeID, rhs: LayoutNodeID) -> Bool { lhs.index < rhs.index }
}

/// Index of a text payload in its tree (see ``LayoutTree/text(_:)``).
public struct TextID: Sendable, Hashable {
  public let index: Int32
  public init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
}

/// Index of a grid payload in its tree (see ``LayoutTree/grid(_:)``).
public struct GridID: Sendable, Hashable {
  public let index: Int32
  public init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
}
