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
    let selfBlocked = blocked || isInert(modifiers)
    let (overlayCovers, hasBackground, hasOverlay, hasMatch) = modifiers.withUnsafeBufferPointer {
      modifiers in
      var covered = false
      var background = false
      var overlay = false
      var match = false
      for index in modifiers.indices {
        switch modifiers[index].kind {
        case .overlay(let nodes, _):
          overlay = true
          if !covered, anyCovers(nodes) { covered = true }
        case .background: background = true
        case .matchedGeometry: match = true
        default: break
        }
      }
      return (covered, background, overlay, match)
    }
    let underBlocked = selfBlocked || overlayCovers
    if hasBackground {
      for modifier in modifiers {
        if case .background(let nodes, _) = modifier.kind {
          ViewNode.forEach(in: nodes) { collect($0, blocked: underBlocked, into: &out, walk: &walk) }
        }
      }
    }
    if hasMatch {
      for modifier in modifiers {
        if case .matchedGeometry(let match) = modifier.kind {
          walk.matches.append(MatchSite(match, range: modifier.range, on: node))
        }
      }
    }
    if !underBlocked, !node.pointee.actions.isEmpty || hasActionModifier(modifiers) {
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
    if hasOverlay {
      for modifier in modifiers {
        if case .overlay(let nodes, _) = modifier.kind {
          ViewNode.forEach(in: nodes) { collect($0, blocked: selfBlocked, into: &out, walk: &walk) }
        }
      }
    }
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
