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
  /// The trait's value, computed by walking single-child modifiers (see ``LayoutPriority``).
  /// Conforming types may store it instead, as ``LayoutArena`` does.
  public func layoutPriority(of node: LayoutNodeID) -> Double {
    let kind = kind(of: node)
    guard LayoutContext<Self>.isModifier(kind), childCount(of: node) > 0 else {
      return LayoutPriority.of(kind, firstChild: nil)
    }
    if case .layoutPriority = kind { return LayoutPriority.of(kind, firstChild: nil) }
    return layoutPriority(of: child(0, of: node))
  }
}
