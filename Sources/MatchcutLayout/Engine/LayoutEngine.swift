import MatchcutSource

/// Lays out `tree` from `root` on `canvas` (swiftui-semantics §0, LANGUAGE §8).
///
/// The root is proposed the canvas's safe-area rect and centred in it, as SwiftUI does for a
/// window's root view; views reach into the safe area only through `.ignoresSafeArea`.
/// Frames are then snapped to the canvas's pixel grid.
///
/// The steps:
/// 1. Walk the tree once: stack context of spacers and dividers, depth limit.
/// 2. Size the root for the safe-area proposal (`sizeThatFits`, memoised per (node, proposal)).
/// 3. Place it centred in the safe area; every container places its children in turn.
/// 4. Snap every frame to the pixel grid (origin and max corner, ties up).
public func computeLayout<Tree: LayoutTree>(_ tree: Tree, root: LayoutNodeID, canvas: Canvas) -> LayoutResult
{
  computeLayout(tree, root: root, canvas: canvas, shortcuts: true)
}

/// ``computeLayout(_:root:canvas:)`` with the result-preserving shortcuts on or off (see
/// `LayoutContext.shortcuts`); tests lay out with both and compare.
func computeLayout<Tree: LayoutTree>(_ tree: Tree, root: LayoutNodeID, canvas: Canvas, shortcuts: Bool)
  -> LayoutResult
{
  var context = LayoutContext(tree: tree, canvas: canvas, shortcuts: shortcuts)
  // Step 1.
  guard root.int >= 0 && root.int < tree.nodeCount else {
    return LayoutResult(
      root: root, canvas: canvas, frames: [], placed: [], texts: [], evaluations: 0)
  }
  if let deep = context.prepare(root: root, maxDepth: LayoutLimits.maxDepth) {
    let diagnostic = Diagnostic(
      "layout.tree-too-deep", .error,
      "view hierarchy is nested deeper than \(LayoutLimits.maxDepth) levels", at: nil,
      notes: [DiagnosticNote("layout stopped at node \(deep)")])
    return LayoutResult(
      root: root, canvas: canvas, frames: [], placed: [], texts: [], evaluations: 0,
      diagnostics: [(diagnostic, deep)]
    )
  }
  // Step 2.
  let safe = canvas.safeRect
  let proposal = ProposedSize(width: safe.width, height: safe.height)
  let size = context.size(root, proposal)
  // Step 3.
  let origin = Point(x: safe.x + (safe.width - size.width) / 2, y: safe.y + (safe.height - size.height) / 2)
  context.place(root, proposal, at: origin)
  // Text lines are laid out in the unsnapped frames.
  let texts = context.placedTexts.map { entry -> PlacedText in
    guard case .text(let id) = tree.kind(of: entry.node) else {
      return PlacedText(node: entry.node, lines: [])
    }
    return PlacedText.make(
      entry.node, tree.text(id), proposal: entry.proposal, frame: context.frames[entry.node.int])
  }
  // Step 4, in place (the context's frames are not read again).
  var invalid: [LayoutNodeID] = []
  var frames = context.frames
  context.frames = []
  PixelSnapping.snap(&frames, placed: context.placed, scale: canvas.scale, invalid: &invalid)
  var diagnostics: [(Diagnostic, LayoutNodeID)] = []
  if let first = invalid.first {
    diagnostics.append(
      (
        Diagnostic(
          "layout.non-finite-frame", .warning, "a view has an infinite or undefined size; it is drawn as 0",
          at: nil, notes: [DiagnosticNote("first at layout node \(first); \(invalid.count) node(s) affected")]
        ),
        first
      ))
  }
  return LayoutResult(
    root: root, canvas: canvas, frames: frames, placed: context.placed, texts: texts,
    evaluations: context.evaluations, diagnostics: diagnostics)
}

/// Sizes one node for one proposal, without placing anything (an ideal-size query when the
/// proposal is `.unspecified`).
public func sizeThatFits<Tree: LayoutTree>(_ tree: Tree, _ node: LayoutNodeID, _ proposal: ProposedSize)
  -> Size
{
  var context = LayoutContext(tree: tree, canvas: Canvas(width: 0, height: 0))
  _ = context.prepare(root: node, maxDepth: LayoutLimits.maxDepth)
  return context.size(node, proposal)
}

/// Limits that keep layout of hostile input bounded.
public enum LayoutLimits {
  /// Deepest nesting laid out; deeper trees get `layout.tree-too-deep`.
  public static let maxDepth = 512
}

extension LayoutArena {
  /// Lays out this tree from ``root`` (or the last node added) on `canvas`.
  public func layout(in canvas: Canvas) -> LayoutResult {
    computeLayout(self, root: root ?? LayoutNodeID(nodeCount - 1), canvas: canvas)
  }
}

extension LayoutContext {
  /// Whether a node's answers are memoised. Containers and text are; leaves and modifiers are
  /// cheap (a modifier's cost is its child's, which is memoised if it is a container).
  @inline(__always)
  static func isCached(_ kind: LayoutNodeKind) -> Bool {
    switch kind {
    case .hStack, .vStack, .lazyHStack, .lazyVStack, .zStack, .lazyVGrid, .lazyHGrid, .scrollView,
      .navigationStack, .text, .aspectRatio:
      true
    default: false
    }
  }

  /// The size `node` chooses for `proposal` (SwiftUI's `sizeThatFits`), memoised.
  mutating func size(_ node: LayoutNodeID, _ proposal: ProposedSize) -> Size {
    let kind = tree.kind(of: node)
    if Self.isCached(kind) {
      // A node rigid on an axis has one answer for every length proposed there, stored with
      // `nil` on that axis (see `rigidAxes`).
      let key = cacheKey(node, proposal)
      if let size = cache.lookup(node, key) { return size }
      let size = computeSize(node, kind, proposal)
      cache.insert(node, key, size)
      return size
    }
    return computeSize(node, kind, proposal)
  }

  /// Dispatches to the algorithm of `kind`.
  private mutating func computeSize(_ node: LayoutNodeID, _ kind: LayoutNodeKind, _ proposal: ProposedSize)
    -> Size
  {
    evaluations += 1
    let count = tree.childCount(of: node)
    let first = count > 0 ? tree.child(0, of: node) : nil
    switch kind {
    case .hStack(let alignment, let spacing):
      return StackLayout.size(
        node, .horizontal, .vertical(alignment), spacing, lazy: false, proposal, in: &self)
    case .vStack(let alignment, let spacing):
      return StackLayout.size(
        node, .vertical, .horizontal(alignment), spacing, lazy: false, proposal, in: &self)
    case .lazyHStack(let alignment, let spacing):
      return StackLayout.size(
        node, .horizontal, .vertical(alignment), spacing, lazy: true, proposal, in: &self)
    case .lazyVStack(let alignment, let spacing):
      return StackLayout.size(
        node, .vertical, .horizontal(alignment), spacing, lazy: true, proposal, in: &self)
    case .zStack:
      return ZStackLayout.size(node, proposal, in: &self)
    case .lazyVGrid(let id):
      return GridLayout.size(node, tree.grid(id), .vertical, proposal, in: &self)
    case .lazyHGrid(let id):
      return GridLayout.size(node, tree.grid(id), .horizontal, proposal, in: &self)
    case .scrollView(let axes):
      return ScrollViewLayout.size(first, axes, proposal, in: &self)
    case .geometryReader:
      return GeometryReaderLayout.size(proposal)
    case .navigationStack(let barHeight):
      return NavigationStackLayout.size(first, barHeight, proposal, in: &self)
    case .spacer(let minLength):
      return SpacerLayout.size(minLength, stackContext[node.int], proposal)
    case .color, .shape, .image, .divider, .empty:
      return LeafLayout.size(kind, stackContext[node.int], canvas.scale, proposal)
    case .text(let id):
      return TextLayout.size(of: tree.text(id), proposal: proposal)
    case .frame(let frame):
      return FrameLayout.size(frame, first, proposal, in: &self)
    case .flexFrame(let frame):
      return FlexFrameLayout.size(frame, first, proposal, in: &self)
    case .padding(let insets):
      return PaddingLayout.size(insets, first, proposal, in: &self)
    case .position:
      return PositionLayout.size(first, proposal, in: &self)
    case .fixedSize(let axes):
      return FixedSizeLayout.size(axes, first, proposal, in: &self)
    case .aspectRatio(let ratio, let mode):
      return AspectRatioLayout.size(ratio, mode, first, proposal, in: &self)
    case .offset, .layoutPriority, .overlay, .background, .ignoresSafeArea, .clip:
      // Layout-neutral modifiers: the modified (first) child's size (§5, §1.8, §6).
      return first.map { size($0, proposal) } ?? .zero
    }
  }

  /// Places `node` at `origin` (window space) after sizing it for `proposal`, then its subtree.
  mutating func place(_ node: LayoutNodeID, _ proposal: ProposedSize, at origin: Point) {
    place(node, proposal, at: origin, size: self.size(node, proposal))
  }

  /// Places `node` at `origin` when its parent already knows its `size` for `proposal` (which
  /// must be exactly what `size(node, proposal)` answers).
  mutating func place(_ node: LayoutNodeID, _ proposal: ProposedSize, at origin: Point, size: Size) {
    let kind = tree.kind(of: node)
    setFrame(node, origin, size)
    if case .text = kind {
      placedTexts.append((node, proposal))
      return
    }
    let count = tree.childCount(of: node)
    guard count > 0 else { return }
    let first = tree.child(0, of: node)
    switch kind {
    case .hStack(let alignment, let spacing):
      StackLayout.place(
        node, .horizontal, .vertical(alignment), spacing, lazy: false, proposal, size, origin, in: &self)
    case .vStack(let alignment, let spacing):
      StackLayout.place(
        node, .vertical, .horizontal(alignment), spacing, lazy: false, proposal, size, origin, in: &self)
    case .lazyHStack(let alignment, let spacing):
      StackLayout.place(
        node, .horizontal, .vertical(alignment), spacing, lazy: true, proposal, size, origin, in: &self)
    case .lazyVStack(let alignment, let spacing):
      StackLayout.place(
        node, .vertical, .horizontal(alignment), spacing, lazy: true, proposal, size, origin, in: &self)
    case .zStack(let alignment):
      ZStackLayout.place(node, alignment, size, origin, in: &self)
    case .lazyVGrid(let id):
      GridLayout.place(node, tree.grid(id), .vertical, size, origin, in: &self)
    case .lazyHGrid(let id):
      GridLayout.place(node, tree.grid(id), .horizontal, size, origin, in: &self)
    case .scrollView(let axes):
      ScrollViewLayout.place(first, axes, proposal, size, origin, in: &self)
    case .geometryReader:
      GeometryReaderLayout.place(node, size, origin, in: &self)
    case .navigationStack(let barHeight):
      NavigationStackLayout.place(first, barHeight, size, origin, in: &self)
    case .frame(let frame):
      FrameLayout.place(frame, first, proposal, size, origin, in: &self)
    case .flexFrame(let frame):
      FlexFrameLayout.place(frame, first, proposal, size, origin, in: &self)
    case .padding(let insets):
      PaddingLayout.place(insets, first, proposal, origin, in: &self)
    case .offset(let x, let y):
      OffsetLayout.place(x, y, first, proposal, origin, in: &self)
    case .position(let x, let y):
      PositionLayout.place(x, y, first, size, origin, in: &self)
    case .fixedSize(let axes):
      FixedSizeLayout.place(axes, first, proposal, size, origin, in: &self)
    case .aspectRatio(let ratio, let mode):
      AspectRatioLayout.place(ratio, mode, first, proposal, size, origin, in: &self)
    case .overlay(let alignment), .background(let alignment):
      OverlayLayout.place(node, alignment, proposal, size, origin, in: &self)
    case .ignoresSafeArea(let edges):
      SafeAreaLayout.place(node, edges, first, size, origin, in: &self)
    case .layoutPriority, .clip:
      place(first, proposal, at: origin)
    case .spacer, .color, .shape, .image, .divider, .empty, .text:
      break
    }
  }
}
