extension ViewNode {
  /// `nodes` with the prefix `old` of every path (overlay and background content included)
  /// replaced by `new`; nil when some path does not start with `old`. Used for `ForEach` rows
  /// that render the same at every path (`Renderer.renderRow`).
  static func rebased(_ nodes: [ViewNode], from old: String, to new: String) -> [ViewNode]? {
    let move = PathMove(old: Array(old.utf8), new: Array(new.utf8))
    var out = nodes
    for index in out.indices {
      guard out[index].rebase(move) else { return nil }
    }
    return out
  }

  private mutating func rebase(_ move: PathMove) -> Bool {
    guard let moved = move.apply(path) else { return false }
    path = moved
    for index in children.indices {
      guard children[index].rebase(move) else { return false }
    }
    // Most rows hold no overlay or background: their modifiers are left untouched (shared).
    let holdsViews = modifiers.withUnsafeBufferPointer { modifiers in
      modifiers.indices.contains { modifiers[$0].holdsViews }
    }
    guard holdsViews else { return true }
    for index in modifiers.indices {
      switch modifiers[index].kind {
      case .overlay(var nodes, let alignment):
        for n in nodes.indices where !nodes[n].rebase(move) { return false }
        modifiers[index].kind = .overlay(nodes, alignment: alignment)
      case .background(var nodes, let alignment):
        for n in nodes.indices where !nodes[n].rebase(move) { return false }
        modifiers[index].kind = .background(nodes, alignment: alignment)
      default:
        break
      }
    }
    return true
  }
}

extension ResolvedModifier {
  /// Whether the modifier carries views of its own (`overlay`, `background`).
  var holdsViews: Bool {
    switch kind {
    case .overlay, .background: true
    default: false
    }
  }
}

/// One prefix replacement of `ViewNode.rebased`, with both prefixes' bytes read once per row
/// instead of once per node.
private struct PathMove {
  let old: [UInt8]
  let new: [UInt8]

  /// `path` with `old` replaced by `new`, written once into a string of its final size; nil when
  /// `path` does not start with `old`.
  func apply(_ path: String) -> String? {
    if let moved = path.utf8.withContiguousStorageIfAvailable({ apply(bytes: $0) }) { return moved }
    return Array(path.utf8).withUnsafeBufferPointer { apply(bytes: $0) }
  }

  private func apply(bytes path: UnsafeBufferPointer<UInt8>) -> String? {
    guard path.count >= old.count else { return nil }
    let matches = old.withUnsafeBufferPointer { old in
      for index in old.indices where path[index] != old[index] { return false }
      return true
    }
    guard matches else { return nil }
    // `old` is a whole prefix of the path, so the cut falls on a character boundary.
    let rest = UnsafeBufferPointer(rebasing: path[old.count...])
    return String(unsafeUninitializedCapacity: new.count + rest.count) { buffer in
      let (_, written) = UnsafeMutableBufferPointer(rebasing: buffer[0...]).initialize(from: new)
      let (_, end) = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: rest)
      return written + end
    }
  }
}
