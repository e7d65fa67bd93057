/// Which nodes can receive a touch in one state, without geometry (LANGUAGE §7).
///
/// Until layout is wired in, "fully covered" is approximated from the tree alone (see
/// `docs/states.md`): a later-drawn sibling in a `ZStack` (ordered by `zIndex`), or an
/// `overlay`'s content, covers the views drawn before it when it takes touches (it has an
/// action, a fill, a background or is a colour or shape) and fills its container (it ignores
/// the safe area, has `frame(maxWidth: .infinity, maxHeight: .infinity)`, or is a bare colour
/// or shape). Views under `opacity(0)` or `allowsHitTesting(false)` receive nothing.
enum HitTesting {
  /// Paths of nodes whose actions are reachable, in tree order.
  static func reachablePaths(_ root: ViewNode) -> [String] {
    var out: [String] = []
    collect(root, blocked: false, into: &out)
    return out
  }

  private static func collect(_ node: ViewNode, blocked: Bool, into out: inout [String]) {
    let selfBlocked = blocked || isInert(node)
    var overlayCovers = false
    for modifier in node.modifiers {
      if case .overlay(let nodes, _) = modifier.kind, nodes.contains(where: covers) { overlayCovers = true }
    }
    let underBlocked = selfBlocked || overlayCovers
    for modifier in node.modifiers {
      if case .background(let nodes, _) = modifier.kind {
        nodes.forEach { collect($0, blocked: underBlocked, into: &out) }
      }
    }
    if !underBlocked, !node.actions.isEmpty || hasActionModifier(node) { out.append(node.path) }
    if case .zStack = node.kind {
      // Only a ZStack needs an order of its own (a 10k-view tree has few).
      var order = Array(node.children.indices)
      order.sort {
        zIndex(node.children[$0]) < zIndex(node.children[$1])
          || (zIndex(node.children[$0]) == zIndex(node.children[$1]) && $0 < $1)
      }
      var coveredBelow = Set<Int>()
      for (position, index) in order.enumerated() where covers(node.children[index]) {
        for earlier in order[..<position] { coveredBelow.insert(earlier) }
      }
      for index in order.sorted() {
        collect(node.children[index], blocked: underBlocked || coveredBelow.contains(index), into: &out)
      }
    } else {
      for child in node.children { collect(child, blocked: underBlocked, into: &out) }
    }
    for modifier in node.modifiers {
      if case .overlay(let nodes, _) = modifier.kind {
        nodes.forEach { collect($0, blocked: selfBlocked, into: &out) }
      }
    }
  }

  static func hasActionModifier(_ node: ViewNode) -> Bool {
    node.modifiers.contains {
      switch $0.kind {
      case .onTapGesture, .onAppear, .gesture, .onLongPressGesture: true
      default: false
      }
    }
  }

  static func isInert(_ node: ViewNode) -> Bool {
    node.modifiers.contains {
      switch $0.kind {
      case .opacity(let value): value <= 0
      case .allowsHitTesting(let enabled): !enabled
      default: false
      }
    }
  }

  static func zIndex(_ node: ViewNode) -> Double {
    for modifier in node.modifiers.reversed() {
      if case .zIndex(let value) = modifier.kind { return value }
    }
    return 0
  }

  /// Whether the node takes touches over its whole container (the geometry-free rule).
  static func covers(_ node: ViewNode) -> Bool {
    if isInert(node) { return false }
    var takesTouches = !node.actions.isEmpty || hasActionModifier(node)
    var fullSize = false
    var sized = false
    switch node.kind {
    case .color, .shape: takesTouches = true
    default: break
    }
    for modifier in node.modifiers {
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
      switch node.kind {
      case .color, .shape(.rect): fullSize = true
      default: break
      }
    }
    return takesTouches && fullSize
  }
}
