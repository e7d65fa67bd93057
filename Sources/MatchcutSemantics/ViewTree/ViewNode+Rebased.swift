extension ViewNode {
  /// `nodes` with the prefix `old` of every path (overlay and background content included)
  /// replaced by `new`; nil when some path does not start with `old`. Used for `ForEach` rows
  /// that render the same at every path (`Renderer.renderRow`).
  static func rebased(_ nodes: [ViewNode], from old: String, to new: String) -> [ViewNode]? {
    var out = nodes
    let count = old.utf8.count
    for index in out.indices {
      guard out[index].rebase(dropping: count, of: old, prefix: new) else { return nil }
    }
    return out
  }

  private mutating func rebase(dropping count: Int, of old: String, prefix new: String) -> Bool {
    guard Self.hasBytePrefix(path, old) else { return false }
    // `old` is a whole prefix of `path`, so the cut falls on a character boundary.
    let rest = path[path.utf8.index(path.utf8.startIndex, offsetBy: count)...]
    var moved = new
    moved.append(contentsOf: rest)
    path = moved
    for index in children.indices {
      guard children[index].rebase(dropping: count, of: old, prefix: new) else { return false }
    }
    for index in modifiers.indices {
      switch modifiers[index].kind {
      case .overlay(var nodes, let alignment):
        for n in nodes.indices where !nodes[n].rebase(dropping: count, of: old, prefix: new) { return false }
        modifiers[index].kind = .overlay(nodes, alignment: alignment)
      case .background(var nodes, let alignment):
        for n in nodes.indices where !nodes[n].rebase(dropping: count, of: old, prefix: new) { return false }
        modifiers[index].kind = .background(nodes, alignment: alignment)
      default:
        break
      }
    }
    return true
  }

  /// Whether the UTF-8 bytes of `text` start with those of `prefix` (`starts(with:)` over the
  /// views, without its generic iteration when both strings are contiguous).
  static func hasBytePrefix(_ text: String, _ prefix: String) -> Bool {
    let fast = text.utf8.withContiguousStorageIfAvailable { t in
      prefix.utf8.withContiguousStorageIfAvailable { p in
        guard t.count >= p.count else { return false }
        for index in 0..<p.count where t[index] != p[index] { return false }
        return true
      }
    }
    if let answer = fast ?? nil { return answer }
    return text.utf8.starts(with: prefix.utf8)
  }
}
