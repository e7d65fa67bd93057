/// The read-only view of a layout tree that the algorithms run over (taffy's `LayoutPartialTree`).
///
/// Every algorithm is a free function generic over this protocol and reads only one node and its
/// direct children, so any storage can conform; ``LayoutArena`` is the one this package ships.
public protocol LayoutTree {
  /// Number of node slots; node indices are `0..<nodeCount`.
  var nodeCount: Int { get }
  /// What the node is.
  func kind(of node: LayoutNodeID) -> LayoutNodeKind
  /// Number of direct children.
  func childCount(of node: LayoutNodeID) -> Int
  /// The `index`-th direct child, in declaration order.
  func child(_ index: Int, of node: LayoutNodeID) -> LayoutNodeID
  /// The text payload of a `.text` node, already shaped against the metrics table.
  func text(_ id: TextID) -> ShapedText
  /// The grid payload of a `.lazyVGrid` / `.lazyHGrid` node.
  func grid(_ id: GridID) -> GridSpec
  /// The layout priority a stack sees for this child (swiftui-semantics §1.7–§1.8).
  func layoutPriority(of node: LayoutNodeID) -> Double
}

extension LayoutTree {
  /// The trait's value: the innermost `.layoutPriority` reached through single-child modifiers,
  /// −∞ for a `Spacer`, else 0 (swiftui-semantics §1.7, §1.8).
  public func layoutPriority(of node: LayoutNodeID) -> Double {
    var current = node
    while true {
      switch kind(of: current) {
      case .layoutPriority(let value): return value
      case .spacer: return -.infinity
      case .frame, .flexFrame, .padding, .offset, .position, .fixedSize, .aspectRatio, .overlay,
        .background, .ignoresSafeArea, .clip:
        guard childCount(of: current) > 0 else { return 0 }
        current = child(0, of: current)
      default: return 0
      }
    }
  }
}
