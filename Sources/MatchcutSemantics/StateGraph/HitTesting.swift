/// Which nodes can receive a touch in one state, without geometry (LANGUAGE §7).
///
/// Until layout is wired in, "fully covered" is approximated from the tree alone (see
/// `docs/states.md`): a later-drawn sibling in a `ZStack` (ordered by `zIndex`), or an
/// `overlay`'s content, covers the views drawn before it when it takes touches (it has an
/// action, a fill, a background or is a colour or shape) and fills its container (it ignores
/// the safe area, has `frame(maxWidth: .infinity, maxHeight: .infinity)`, or is a bare colour
/// or shape). Views under `opacity(0)` or `allowsHitTesting(false)` receive nothing (overlays
/// and backgrounds written after that modifier are not under it). A gesture
/// modifier written after a covering overlay wraps it, so the overlay does not cover that gesture.
///
/// Modifiers stack in the order they are written, each wrapping the view so far (swiftui-semantics
/// §6: an overlay draws above its primary, a background below it, both proposed the primary's
/// size): the content of `.overlay` number k is drawn above the view, its backgrounds and every
/// earlier overlay, so a covering later overlay covers them all; `.background` number k is drawn
/// below the view and every earlier background, so a covering earlier background covers the
/// later ones. The views of one overlay or background closure are an implicit `ZStack` (§6),
/// ordered like one.
enum HitTesting {
  // The walk reads every node in place through a pointer into its array: passing nodes by value
  // copied each one (a retain of every field) on the way down a 14k-view tree.

  /// Paths of nodes whose actions are reachable, in tree order.
  static func reachablePaths(_ root: ViewNode) -> [String] { reachability(root).paths }

  /// What one walk of a state's tree finds besides the reachable paths.
  struct Walk {
    /// How many nodes the walk visited: every node `ViewNode.visit` reaches (backgrounds, the
    /// node, its children, overlays), each once.
    var nodes = 0
    /// The tree's matched-geometry effects in `ViewNode.visit` order (for `TransitionLints`).
    var matches: [MatchSite] = []
  }

  /// The reachable paths, the node count and the matched-geometry effects of the tree.
  static func reachability(_ root: ViewNode) -> (paths: [String], walk: Walk) {
    var out: [String] = []
    var walk = Walk()
    withUnsafePointer(to: root) { collect($0, blocked: false, into: &out, walk: &walk) }
    return (out, walk)
  }

  private static func collect(
    _ node: UnsafePointer<ViewNode>, blocked: Bool, into out: inout [String], walk: inout Walk
  ) {
    walk.nodes += 1
    let modifiers = node.pointee.modifiers
    // One pass over the modifiers answers every question below (`isInert`,
    // `hasActionModifier`, the overlays' cover, backgrounds, matches): three loops cost ~1.5 M
    // instructions more on the 2 × 14k-view bench scene.
    var flags = ModifierFlags()
    modifiers.withUnsafeBufferPointer { modifiers in
      for index in modifiers.indices {
        switch modifiers[index].kind {
        case .opacity(let value): if value <= 0 { flags.lastInert = index }
        case .allowsHitTesting(let enabled): if !enabled { flags.lastInert = index }
        case .onTapGesture, .onAppear, .gesture, .onLongPressGesture:
          flags.action = true
          flags.lastAction = index
        case .overlay(let nodes, _):
          flags.overlay = true
          // Modifiers are read in order: the last covering overlay is the one that matters.
          if anyCovers(nodes) { flags.lastCoveringOverlay = index }
        case .background: flags.backgrounds += 1
        case .matchedGeometry: flags.match = true
        default: break
        }
      }
    }
    let selfBlocked = blocked || flags.lastInert != nil
    let underBlocked = selfBlocked || flags.lastCoveringOverlay != nil
    /// Whether an overlay or background written at `index` is blocked: modifiers wrap in order
    /// (swiftui-semantics §6), so `opacity(0)` or `allowsHitTesting(false)` reaches only the
    /// layers written before it — `.opacity(0).overlay { button }` leaves the button live.
    func layerBlocked(at index: Int) -> Bool {
      blocked || (flags.lastInert.map { $0 > index } ?? false)
    }
    if flags.backgrounds > 0 {
      // Each background is drawn below every earlier one: a covering one of those hides it (only
      // asked of a background with another after it).
      var covered = false
      var seen = 0
      for (index, modifier) in modifiers.enumerated() {
        if case .background(let nodes, _) = modifier.kind {
          let hidden = layerBlocked(at: index) || flags.lastCoveringOverlay != nil || covered
          collectLayer(nodes, blocked: hidden, into: &out, walk: &walk)
          seen += 1
          if !covered, seen < flags.backgrounds, anyCovers(nodes) { covered = true }
        }
      }
    }
    if flags.match {
      for modifier in modifiers {
        if case .matchedGeometry(let match) = modifier.kind {
          walk.matches.append(MatchSite(match, range: modifier.range, on: node))
        }
      }
    }
    // A gesture written after a covering overlay wraps the overlay too (modifiers wrap in
    // order, swiftui-semantics §6): `.overlay(Color.black.opacity(0.3)).onTapGesture { … }`
    // still receives the tap; one written before it is covered.
    let outsideOverlay = flags.lastAction.map { $0 > (flags.lastCoveringOverlay ?? -1) } ?? false
    if !selfBlocked, outsideOverlay || (!underBlocked && (!node.pointee.actions.isEmpty || flags.action)) {
      out.append(node.pointee.path)
    }
    let children = node.pointee.children
    if case .zStack = node.pointee.kind {
      // Only a ZStack needs an order of its own (a 10k-view tree has few).
      collectLayer(children, blocked: underBlocked, into: &out, walk: &walk)
    } else {
      ViewNode.forEach(in: children) { collect($0, blocked: underBlocked, into: &out, walk: &walk) }
    }
    if flags.overlay {
      for (index, modifier) in modifiers.enumerated() {
        if case .overlay(let nodes, _) = modifier.kind {
          // Drawn below every later overlay: a covering one of those hides it.
          let covered = flags.lastCoveringOverlay.map { $0 > index } ?? false
          collectLayer(nodes, blocked: layerBlocked(at: index) || covered, into: &out, walk: &walk)
        }
      }
    }
  }

  /// Views drawn in one `ZStack` (its children, or the views of one overlay or background
  /// closure): ordered by `zIndex`, then declaration order, a covering view covers all the views
  /// before it. Collected in declaration order.
  private static func collectLayer(
    _ nodes: [ViewNode], blocked: Bool, into out: inout [String], walk: inout Walk
  ) {
    if nodes.count < 2 {
      ViewNode.forEach(in: nodes) { collect($0, blocked: blocked, into: &out, walk: &walk) }
      return
    }
    var order = Array(nodes.indices)
    order.sort {
      zIndex(nodes[$0].modifiers) < zIndex(nodes[$1].modifiers)
        || (zIndex(nodes[$0].modifiers) == zIndex(nodes[$1].modifiers) && $0 < $1)
    }
    var coveredBelow = Set<Int>()
    nodes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for (position, index) in order.enumerated() where covers(base + index) {
        for earlier in order[..<position] { coveredBelow.insert(earlier) }
      }
      for index in nodes.indices {
        collect(base + index, blocked: blocked || coveredBelow.contains(index), into: &out, walk: &walk)
      }
    }
  }

  /// What `collect` needs to know of a node's modifiers.
  private struct ModifierFlags {
    /// The modifier index of the last `opacity(0)` or `allowsHitTesting(false)`.
    var lastInert: Int?
    var action = false
    var overlay = false
    /// The modifier index of the last overlay whose content covers its container.
    var lastCoveringOverlay: Int?
    /// The modifier index of the last gesture or tap modifier.
    var lastAction: Int?
    var backgrounds = 0
    var match = false
  }

  private static func anyCovers(_ nodes: [ViewNode]) -> Bool {
    var any = false
    ViewNode.forEach(in: nodes) { if !any, covers($0) { any = true } }
    return any
  }

  static func hasActionModifier(_ modifiers: [ResolvedModifier]) -> Bool {
    modifiers.withUnsafeBufferPointer { modifiers in
      for index in modifiers.indices {
        switch modifiers[index].kind {
        case .onTapGesture, .onAppear, .gesture, .onLongPressGesture: return true
        default: continue
        }
      }
      return false
    }
  }

  static func isInert(_ modifiers: [ResolvedModifier]) -> Bool {
    modifiers.withUnsafeBufferPointer { modifiers in
      for index in modifiers.indices {
        switch modifiers[index].kind {
        case .opacity(let value): if value <= 0 { return true }
        case .allowsHitTesting(let enabled): if !enabled { return true }
        default: continue
        }
      }
      return false
    }
  }

  static func zIndex(_ modifiers: [ResolvedModifier]) -> Double {
    for modifier in modifiers.reversed() {
      if case .zIndex(let value) = modifier.kind { return value }
    }
    return 0
  }

  /// Whether the node takes touches over its whole container (the geometry-free rule).
  private static func covers(_ node: UnsafePointer<ViewNode>) -> Bool {
    let modifiers = node.pointee.modifiers
    if isInert(modifiers) { return false }
    var takesTouches = !node.pointee.actions.isEmpty || hasActionModifier(modifiers)
    var fullSize = false
    var sized = false
    var stroked = false
    var moved = false
    for modifier in modifiers {
      switch modifier.kind {
      // A layer moved off its place (a detail slid in from the side) covers only part of it.
      case .offset(let x, let y): if x != 0 || y != 0 { moved = true }
      case .stroke: stroked = true
      // A clear fill draws no pixel to hit (see `.color` below).
      case .fill(.color(let rgba)) where rgba.alpha <= 0: break
      case .background, .fill, .contentShape: takesTouches = true
      case .ignoresSafeArea: fullSize = true
      case .flexibleFrame(_, _, let maxWidth, _, _, let maxHeight, _):
        if maxWidth == .infinity && maxHeight == .infinity { fullSize = true } else { sized = true }
      case .frame, .padding, .paddingInsets: sized = true
      default: break
      }
    }
    if moved { return false }
    switch node.pointee.kind {
    // `Color.clear` draws nothing, so it takes no touches: the usual measuring layer
    // (`.overlay { GeometryReader { Color.clear.preference(…) } }`) leaves the view under it
    // interactive, as the apps built on it rely on.
    case .color(let rgba): takesTouches = takesTouches || rgba.alpha > 0
    // A stroked shape is hit along its outline only, which covers nothing beneath its inside.
    case .shape: takesTouches = takesTouches || !stroked
    // A reader takes all the space it is offered and draws nothing itself (swiftui-semantics
    // §8): its container is covered when one of its children covers the reader, as a
    // detail view built inside a `GeometryReader` over a list does.
    case .geometryReader:
      if !takesTouches, !sized, anyCovers(node.pointee.children) { return true }
    default: break
    }
    if !sized {
      switch node.pointee.kind {
      case .color, .shape(.rect): fullSize = true
      default: break
      }
    }
    return takesTouches && fullSize
  }
}
