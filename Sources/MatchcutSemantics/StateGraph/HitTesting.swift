/// Which nodes can receive a touch in one state, without geometry (LANGUAGE §7).
///
/// Until layout is wired in, "fully covered" is approximated from the tree alone (see
/// `docs/states.md`): a later-drawn sibling in a `ZStack` (ordered by `zIndex`), or an
/// `overlay`'s content, covers the views drawn before it when it takes touches (it has an
/// action, a fill, a background or is a colour or shape) and fills its container (it ignores
/// the safe area, has `frame(maxWidth: .infinity, maxHeight: .infinity)`, or is a bare colour
/// or shape). Views under `opacity(0)` or `allowsHitTesting(false)` receive nothing.
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
        case .opacity(let value): if value <= 0 { flags.inert = true }
        case .allowsHitTesting(let enabled): if !enabled { flags.inert = true }
        case .onTapGesture, .onAppear, .gesture, .onLongPressGesture: flags.action = true
        case .overlay(let nodes, _):
          flags.overlay = true
          if !flags.overlayCovers, anyCovers(nodes) { flags.overlayCovers = true }
        case .background: flags.background = true
        case .matchedGeometry: flags.match = true
        default: break
        }
      }
    }
    let selfBlocked = blocked || flags.inert
    let underBlocked = selfBlocked || flags.overlayCovers
    if flags.background {
      for modifier in modifiers {
        if case .background(let nodes, _) = modifier.kind {
          ViewNode.forEach(in: nodes) { collect($0, blocked: underBlocked, into: &out, walk: &walk) }
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
    if !underBlocked, !node.pointee.actions.isEmpty || flags.action {
      out.append(node.pointee.path)
    }
    let children = node.pointee.children
    if case .zStack = node.pointee.kind {
      // Only a ZStack needs an order of its own (a 10k-view tree has few).
      var order = Array(children.indices)
      order.sort {
        zIndex(children[$0].modifiers) < zIndex(children[$1].modifiers)
          || (zIndex(children[$0].modifiers) == zIndex(children[$1].modifiers) && $0 < $1)
      }
      var coveredBelow = Set<Int>()
      children.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for (position, index) in order.enumerated() where covers(base + index) {
          for earlier in order[..<position] { coveredBelow.insert(earlier) }
        }
        for index in order.sorted() {
          collect(
            base + index, blocked: underBlocked || coveredBelow.contains(index), into: &out,
            walk: &walk)
        }
      }
    } else {
      ViewNode.forEach(in: children) { collect($0, blocked: underBlocked, into: &out, walk: &walk) }
    }
    if flags.overlay {
      for modifier in modifiers {
        if case .overlay(let nodes, _) = modifier.kind {
          ViewNode.forEach(in: nodes) { collect($0, blocked: selfBlocked, into: &out, walk: &walk) }
        }
      }
    }
  }

  /// What `collect` needs to know of a node's modifiers.
  private struct ModifierFlags {
    var inert = false
    var action = false
    var overlay = false
    var overlayCovers = false
    var background = false
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
    switch node.pointee.kind {
    case .color, .shape: takesTouches = true
    default: break
    }
    for modifier in modifiers {
      switch modifier.kind {
      case .background, .fill, .contentShape: takesTouches = true
      case .ignoresSafeArea: fullSize = true
      case .flexibleFrame(_, _, let maxWidth, _, _, let maxHeight, _):
        if maxWidth == .infinity && maxHeight == .infinity { fullSize = true } else { sized = true }
      case .frame, .padding, .paddingInsets: sized = true
      default: break
      }
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
