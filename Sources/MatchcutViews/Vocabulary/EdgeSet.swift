/// A set of rectangle edges (`Edge.Set`): `.all`, `.horizontal`, `[.top, .trailing]`.
public struct EdgeSet: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  @inlinable public static var top: EdgeSet { EdgeSet(rawValue: 1) }
  @inlinable public static var leading: EdgeSet { EdgeSet(rawValue: 2) }
  @inlinable public static var bottom: EdgeSet { EdgeSet(rawValue: 4) }
  @inlinable public static var trailing: EdgeSet { EdgeSet(rawValue: 8) }
  @inlinable public static var horizontal: EdgeSet { EdgeSet(rawValue: 2 | 8) }
  @inlinable public static var vertical: EdgeSet { EdgeSet(rawValue: 1 | 4) }
  @inlinable public static var all: EdgeSet { EdgeSet(rawValue: 15) }

  /// The set holding one edge.
  @inlinable public init(_ edge: Edge) {
    switch edge {
    case .top: self = .top
    case .leading: self = .leading
    case .bottom: self = .bottom
    case .trailing: self = .trailing
    }
  }

  /// Whether `edge` is in the set.
  @inlinable public func contains(_ edge: Edge) -> Bool { contains(EdgeSet(edge)) }

  /// The edges in the set, in `Edge.allCases` order.
  public var edges: [Edge] { Edge.allCases.filter { contains($0) } }

  /// `.top,.bottom`: the edges in `Edge.allCases` order.
  public var description: String {
    edges.map { "." + $0.rawValue }.joined(separator: ",")
  }
}
