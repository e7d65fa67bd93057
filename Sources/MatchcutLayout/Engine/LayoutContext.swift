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
  /// Each stack's children as last arranged while sizing it, for its placement.
  var arrangements: StackArrangements
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
  /// Per node: the axes it is rigid on (``RigidAxes`` bits) plus ``RigidAxes/known`` once
  /// worked out (see ``rigidAxes(_:)``); 0 = not yet known.
  var rigidity: [UInt8]
  /// Whether the result-preserving shortcuts are on: rigid cache keys and the stacks' reuse of
  /// rigid children's probes. Off only in tests, which compare both paths frame for frame.
  let shortcuts: Bool
  /// Number of size computations that were not answered from the cache.
  var evaluations = 0
  /// Text nodes in placement order, for the result's line layouts.
  var placedTexts: [(node: LayoutNodeID, proposal: ProposedSize)] = []

  init(tree: Tree, canvas: Canvas, shortcuts: Bool = true) {
    self.tree = tree
    self.canvas = canvas
    self.shortcuts = shortcuts
    let count = tree.nodeCount
    cache = MeasureCache(nodeCount: count)
    arrangements = StackArrangements(nodeCount: shortcuts ? count : 0)
    frames = Array(repeating: .zero, count: count)
    placed = Array(repeating: false, count: count)
    stackContext = Array(repeating: .none, count: count)
    rigidity = Array(repeating: 0, count: count)
  }

  /// The axes along which `node`'s size does not depend on its proposal: its answer to
  /// (w, h) is its answer to (w′, h) for every w′ when it is rigid horizontally, and likewise
  /// vertically, and so are its text baselines: what makes a rigid cache key safe
  /// (``cacheKey(_:_:)``).
  ///
  /// - A fixed `.frame` is rigid on each axis it fixes, whatever its child: the child is always
  ///   proposed that length there (swiftui-semantics §3.1); `.fixedSize` likewise on each axis it
  ///   fixes (the child is proposed `nil` there, §3.3). On their other axes they are what their
  ///   child is.
  /// - A non-resizable image (§7) and an empty view are rigid on both axes.
  /// - A `Spacer` in an HStack is 0 tall whatever it is offered, so rigid vertically; in a
  ///   VStack horizontally (§1.7). A `Divider` is one pixel thick across its stack (see
  ///   ``LeafLayout``), rigid along that thickness.
  /// - Stacks, `ZStack`, padding and the layout-neutral modifiers are rigid on an axis when all
  ///   their children are: each child's length there is then fixed whatever the child is
  ///   offered, so are the sums, the fitting order (it compares the children's fixed minimums
  ///   and maximums), the alignment guides and the offsets (§1.3–1.6, §2, §4, §5, §6).
  /// - Colours, shapes, text, resizable images, lazy stacks, grids, flexible frames and the
  ///   other containers take their size from the proposal: never rigid.
  ///
  /// This is what keeps nested stacks linear: an `HStack` probes each child at 0, ∞ and its
  /// share along its axis and passes its own cross proposal through, so in alternating
  /// `HStack`/`VStack` nesting each level is asked the cross product of its parent's three
  /// probes on one axis and its grandparent's on the other, up to 9 distinct proposals a level
  /// against 3 in a flat stack. And a list row (`HStack { fixed views; Spacer() }`) that its
  /// `VStack` probes at heights 0, ∞ and its share is rigid vertically: one computation, not three.
  @inline(__always)
  mutating func rigidAxes(_ node: LayoutNodeID) -> RigidAxes {
    let known = rigidity[node.int]
    if known & RigidAxes.known.rawValue != 0 { return RigidAxes(rawValue: known).subtracting(.known) }
    return workOutRigidAxes(node)
  }

  /// ``rigidAxes(_:)`` the first time it is asked for `node`.
  private mutating func workOutRigidAxes(_ node: LayoutNodeID) -> RigidAxes {
    let axes: RigidAxes
    switch tree.kind(of: node) {
    case .frame(let frame):
      var own: RigidAxes = []
      if frame.width != nil { own.insert(.horizontal) }
      if frame.height != nil { own.insert(.vertical) }
      axes = own == .both ? .both : own.union(childrenRigidAxes(node))
    case .fixedSize(let fixed):
      var own: RigidAxes = []
      if fixed.contains(.horizontal) { own.insert(.horizontal) }
      if fixed.contains(.vertical) { own.insert(.vertical) }
      axes = own == .both ? .both : own.union(childrenRigidAxes(node))
    case .image(let image): axes = image.resizable ? [] : .both
    case .empty: axes = .both
    case .spacer:
      switch stackContext[node.int] {
      case .horizontal: axes = .vertical
      case .vertical: axes = .horizontal
      case .none: axes = []
      }
    case .divider: axes = stackContext[node.int] == .horizontal ? .horizontal : .vertical
    case .padding, .offset, .layoutPriority, .clip, .overlay, .background, .hStack, .vStack, .zStack:
      axes = childrenRigidAxes(node)
    default: axes = []
    }
    rigidity[node.int] = axes.union(.known).rawValue
    return axes
  }

  /// The axes all children of `node` are rigid on (both when it has none: a modifier without
  /// content answers 0 there).
  private mutating func childrenRigidAxes(_ node: LayoutNodeID) -> RigidAxes {
    let count = tree.childCount(of: node)
    // Colours, shapes and text are never rigid: one among the children (the common case, as in
    // a row of a list) settles it without walking any sibling's subtree.
    for index in 0..<count {
      let child = tree.child(index, of: node)
      guard child.int >= 0 && child.int < tree.nodeCount else { return [] }
      switch tree.kind(of: child) {
      case .color, .shape, .text: return []
      default: continue
      }
    }
    var axes = RigidAxes.both
    for index in 0..<count {
      axes.formIntersection(rigidAxes(tree.child(index, of: node)))
      if axes.isEmpty { break }
    }
    return axes
  }

  /// The key `node`'s answer to `proposal` is cached under: the proposal with `nil` on each
  /// axis the node is rigid on, so all proposals that differ only there share one entry.
  @inline(__always)
  mutating func cacheKey(_ node: LayoutNodeID, _ proposal: ProposedSize) -> ProposedSize {
    guard shortcuts else { return proposal }
    let rigid = rigidAxes(node)
    if rigid.isEmpty { return proposal }
    return ProposedSize(
      width: rigid.contains(.horizontal) ? nil : proposal.width,
      height: rigid.contains(.vertical) ? nil : proposal.height)
  }

  /// Whether `node`'s length along `axis` (and its whole answer) ignores the proposal there.
  @inline(__always)
  mutating func isRigid(_ node: LayoutNodeID, along axis: Axis) -> Bool {
    shortcuts && rigidAxes(node).contains(axis == .horizontal ? .horizontal : .vertical)
  }

  /// Walks the tree from `root` once: records each node's stack context and checks the depth.
  /// Returns the first node deeper than `maxDepth`, if any.
  mutating func prepare(root: LayoutNodeID, maxDepth: Int) -> LayoutNodeID? {
    var pending: [(node: LayoutNodeID, depth: Int32)] = [(root, 0)]
    defer {
      cache.allocate()
      arrangements.allocate()
    }
    while let (node, depth) = pending.popLast() {
      if Int(depth) > maxDepth { return node }
      let kind = tree.kind(of: node)
      if Self.isCached(kind) { cache.reserveBlock(for: node) }
      let count = tree.childCount(of: node)
      guard count > 0 else { continue }
      let inherited: StackContext
      switch kind {
      case .hStack, .lazyHStack:
        inherited = .horizontal
        if shortcuts { arrangements.reserve(for: node, children: count) }
      case .vStack, .lazyVStack:
        inherited = .vertical
        if shortcuts { arrangements.reserve(for: node, children: count) }
      case .frame, .flexFrame, .padding, .offset, .position, .fixedSize, .layoutPriority,
        .aspectRatio, .ignoresSafeArea, .clip, .overlay, .background:
        inherited = stackContext[node.int]
      default: inherited = .none
      }
      // The secondary view of an overlay/background is not in the stack.
      let secondary: StackContext = Self.isModifier(kind) ? .none : inherited
      for index in 0..<count {
        let child = tree.child(index, of: node)
        guard child.int >= 0 && child.int < tree.nodeCount else { continue }
        stackContext[child.int] = index == 0 ? inherited : secondary
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

/// Axes along which a node's size ignores its proposal (``LayoutContext/rigidAxes(_:)``).
struct RigidAxes: OptionSet {
  let rawValue: UInt8

  static let horizontal = RigidAxes(rawValue: 1)
  static let vertical = RigidAxes(rawValue: 2)
  static let both: RigidAxes = [.horizontal, .vertical]
  /// Marks a worked-out entry of `LayoutContext.rigidity`.
  static let known = RigidAxes(rawValue: 4)
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
  /// The child is rigid along the stack's axis, so its answer to the minimum probe (`major`
  /// = `minMajor`, `minor`) is its answer to every offer (see `StackLayout.measureFlexibility`).
  var rigidMajor = false
  /// The child's size (set by `crossExtent`, before `major`/`minor` become offsets).
  var size = Size.zero
}
