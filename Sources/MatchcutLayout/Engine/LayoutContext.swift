import MatchcutSource

/// The mutable state of one layout run over a ``LayoutTree``: measurement cache, scratch
/// buffers and the frames being written. Algorithms receive it `inout`.
struct LayoutContext<Tree: LayoutTree> {
  /// Orientation a `Spacer`/`Divider` takes from its enclosing stack (swiftui-semantics §1.7).
  enum StackContext: UInt8 {
    case none
    case horizontal
    case vertical
  }

  let tree: Tree
  let canvas: Canvas
  var cache: MeasureCache
  /// Local (unsnapped) window-space frames, indexed by node.
  var frames: [Rect]
  var placed: [Bool]
  /// Per node: the axis of the stack it is a (possibly modified) direct child of.
  var stackContext: [StackContext]
  /// Scratch for stack children; each call appends its own slice and removes it when done.
  var items: [StackItem] = []
  /// Scratch for fitting orders.
  var order: [Int32] = []
  /// Memoised text baselines (first, last) per (node, proposal); width = baseline, NaN = none.
  /// Without it, baseline queries through nested stacks and frames would repeat exponentially.
  var baselines = (first: OverflowTable(expectedEntries: 0), last: OverflowTable(expectedEntries: 0))
  /// Per node: 0 not yet known, 1 rigid, 2 not (see ``isRigid(_:)``).
  var rigidity: [UInt8]
  /// Number of size computations that were not answered from the cache.
  var evaluations = 0
  /// Text nodes in placement order, for the result's line layouts.
  var placedTexts: [(node: LayoutNodeID, proposal: ProposedSize)] = []

  init(tree: Tree, canvas: Canvas) {
    self.tree = tree
    self.canvas = canvas
    let count = tree.nodeCount
    cache = MeasureCache(nodeCount: count)
    frames = Array(repeating: .zero, count: count)
    placed = Array(repeating: false, count: count)
    stackContext = Array(repeating: .none, count: count)
    rigidity = Array(repeating: 0, count: count)
  }

  /// Whether `node` answers every proposal with the same size and lays out its whole subtree
  /// the same way whatever it is proposed: a fixed `.frame(width:height:)` (its child is always
  /// proposed those two lengths, swiftui-semantics §3.1), a non-resizable image (§7), an empty
  /// view, and stacks, padding and layout-neutral modifiers all of whose children are rigid
  /// (each child's size is then fixed, so are the sums, the alignment guides and the offsets:
  /// §1.3–1.6, §2, §4, §5, §6). Colours, shapes, text, spacers, dividers, lazy stacks, grids and
  /// flexible frames take their size from the proposal and are not.
  ///
  /// The measure cache keys a rigid node by the node alone. That is what keeps nested stacks
  /// linear: an `HStack` probes each child at 0, ∞ and its share along its axis and passes its
  /// own cross proposal through, so in alternating `HStack`/`VStack` nesting each level is asked
  /// the cross product of its parent's three probes on one axis and its grandparent's on the
  /// other, up to 9 distinct proposals a level against 3 in a flat stack.
  mutating func isRigid(_ node: LayoutNodeID) -> Bool {
    let known = rigidity[node.int]
    if known != 0 { return known == 1 }
    let rigid: Bool
    switch tree.kind(of: node) {
    case .frame(let frame) where frame.width != nil && frame.height != nil: rigid = true
    case .image(let image): rigid = !image.resizable
    case .empty: rigid = true
    case .frame, .padding, .offset, .layoutPriority, .clip, .overlay, .background, .hStack, .vStack, .zStack:
      rigid = childrenAreRigid(node)
    default: rigid = false
    }
    rigidity[node.int] = rigid ? 1 : 2
    return rigid
  }

  private mutating func childrenAreRigid(_ node: LayoutNodeID) -> Bool {
    let count = tree.childCount(of: node)
    // First a glance at the children's kinds: a spacer, colour, shape or text among them (the
    // common case, as in every row of a list) settles it without walking any subtree.
    for index in 0..<count {
      let child = tree.child(index, of: node)
      guard child.int >= 0 && child.int < tree.nodeCount else { return false }
      switch tree.kind(of: child) {
      case .spacer, .color, .shape, .text, .divider: return false
      default: continue
      }
    }
    for index in 0..<count {
      let child = tree.child(index, of: node)
      guard child.int >= 0 && child.int < tree.nodeCount, isRigid(child) else { return false }
    }
    return true
  }

  /// Walks the tree from `root` once: records each node's stack context and checks the depth.
  /// Returns the first node deeper than `maxDepth`, if any.
  mutating func prepare(root: LayoutNodeID, maxDepth: Int) -> LayoutNodeID? {
    var pending: [(node: LayoutNodeID, depth: Int32)] = [(root, 0)]
    defer { cache.allocate() }
    while let (node, depth) = pending.popLast() {
      if Int(depth) > maxDepth { return node }
      if Self.isCached(tree.kind(of: node)) { cache.reserveBlock(for: node) }
      let count = tree.childCount(of: node)
      guard count > 0 else { continue }
      let inherited: StackContext
      switch tree.kind(of: node) {
      case .hStack, .lazyHStack: inherited = .horizontal
      case .vStack, .lazyVStack: inherited = .vertical
      case .frame, .flexFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
        .aspectRatio, .ignoresSafeArea, .clip, .overlay, .background:
        inherited = stackContext[node.int]
      default: inherited = .none
      }
      for index in 0..<count {
        let child = tree.child(index, of: node)
        guard child.int >= 0 && child.int < tree.nodeCount else { continue }
        // The secondary view of an overlay/background is not in the stack.
        stackContext[child.int] = index == 0 || !Self.isModifier(tree.kind(of: node)) ? inherited : .none
        pending.append((child, depth + 1))
      }
    }
    return nil
  }

  static func isModifier(_ kind: LayoutNodeKind) -> Bool {
    switch kind {
    case .frame, .flexFrame, .padding, .offset, .position, .fixedSize, .layoutPriority, .aspectRatio,
      .overlay, .background, .ignoresSafeArea, .clip:
      true
    default: false
    }
  }

  /// Records the frame of `node`.
  @inline(__always)
  mutating func setFrame(_ node: LayoutNodeID, _ origin: Point, _ size: Size) {
    frames[node.int] = Rect(origin: origin, size: size)
    placed[node.int] = true
  }
}

/// One child of a stack during sizing and placement (swiftui-semantics §1.3).
struct StackItem {
  var child: LayoutNodeID
  var priority: Double
  var minMajor = 0.0
  var maxMajor = 0.0
  /// The major-axis proposal the child finally received (`nil` when the stack's was `nil`).
  var offer: Double?
  var major = 0.0
  var minor = 0.0
  var gapAfter = 0.0
  /// A direct `Spacer` child with its `minLength`.
  var spacerMinLength: Double?
}
