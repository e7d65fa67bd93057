/// The shipped ``LayoutTree``: nodes in flat arrays addressed by ``LayoutNodeID``.
///
/// Build bottom-up — children first, then the node that holds them — and set ``root``:
///
/// ```swift
/// var tree = LayoutArena()
/// let color = tree.add(.color)
/// let framed = tree.add(.frame(FixedFrame(width: 20, height: 20)), children: [color])
/// let stack = tree.add(.vStack(alignment: .center, spacing: 0), children: [framed])
/// tree.root = stack
/// let result = tree.layout(in: .iPhone15Pro)
/// ```
///
/// Each node should have at most one parent. Child ids that do not exist yet are dropped
/// rather than trapping. No class per node, no dictionary: layout reads these arrays directly.
public struct LayoutArena: LayoutTree, Sendable {
  /// Storage of one node: its kind and where its children sit in `childList`.
  struct Node: Sendable {
    var kind: LayoutNodeKind
    var firstChild: Int32
    var childCount: Int32
  }

  private(set) var nodes: [Node] = []
  private(set) var childList: [LayoutNodeID] = []
  private(set) var priorities: [Double] = []
  private(set) var texts: [ShapedText] = []
  private(set) var grids: [GridSpec] = []
  /// The node laid out as the scene's root; defaults to the last node added.
  public var root: LayoutNodeID?

  public init() {}

  /// Reserves room for `count` nodes (and about as many child links).
  public mutating func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
    childList.reserveCapacity(count)
    priorities.reserveCapacity(count)
  }

  /// Adds a node whose children were added before it.
  @discardableResult
  public mutating func add(_ kind: LayoutNodeKind, children: [LayoutNodeID] = []) -> LayoutNodeID {
    let first = Int32(childList.count)
    for child in children where child.index >= 0 && child.int < nodes.count {
      childList.append(child)
    }
    return append(kind, firstChild: first)
  }

  /// Adds a modifier node around `child` (without the array a one-element `children` costs).
  @discardableResult
  public mutating func add(_ kind: LayoutNodeKind, child: LayoutNodeID) -> LayoutNodeID {
    let first = Int32(childList.count)
    if child.index >= 0 && child.int < nodes.count { childList.append(child) }
    return append(kind, firstChild: first)
  }

  /// Appends a node whose children are `childList[firstChild...]`.
  private mutating func append(_ kind: LayoutNodeKind, firstChild first: Int32) -> LayoutNodeID {
    let id = LayoutNodeID(nodes.count)
    nodes.append(Node(kind: kind, firstChild: first, childCount: Int32(childList.count) - first))
    let firstChild = childList.count > first ? priorities[childList[Int(first)].int] : nil
    priorities.append(LayoutPriority.of(kind, firstChild: firstChild))
    return id
  }

  /// Adds a `Text` leaf, shaping its content against the metrics table once.
  @discardableResult
  public mutating func addText(_ content: TextContent) -> LayoutNodeID {
    texts.append(ShapedText(content))
    return add(.text(TextID(texts.count - 1)))
  }

  /// Adds a `LazyVGrid` (`vertical: true`, items are columns) or `LazyHGrid` (items are rows).
  @discardableResult
  public mutating func addGrid(vertical: Bool, _ spec: GridSpec, children: [LayoutNodeID]) -> LayoutNodeID {
    grids.append(spec)
    let id = GridID(grids.count - 1)
    return add(vertical ? .lazyVGrid(id) : .lazyHGrid(id), children: children)
  }

  // MARK: LayoutTree

  public var nodeCount: Int { nodes.count }

  @inline(__always)
  public func kind(of node: LayoutNodeID) -> LayoutNodeKind { nodes[node.int].kind }

  @inline(__always)
  public func childCount(of node: LayoutNodeID) -> Int { Int(nodes[node.int].childCount) }

  @inline(__always)
  public func child(_ index: Int, of node: LayoutNodeID) -> LayoutNodeID {
    childList[Int(nodes[node.int].firstChild) + index]
  }

  public func text(_ id: TextID) -> ShapedText { texts[Int(id.index)] }

  public func grid(_ id: GridID) -> GridSpec { grids[Int(id.index)] }

  @inline(__always)
  public func layoutPriority(of node: LayoutNodeID) -> Double { priorities[node.int] }
}
