extension ViewNode {
  /// `nodes` with the prefix `old` of every path (overlay and background content included)
  /// replaced by `new`; nil when some path does not start with `old`. Used for `ForEach` rows
  /// that render the same at every path (`Renderer.renderRow`).
  ///
  /// Each node is built afresh from the old one read in place (`PathMove.moved`): copying the
  /// array and rewriting each node's path in it copied every node and children array first (a
  /// retain of each field) only to replace the path and release the old one.
  static func rebased(_ nodes: [ViewNode], from old: String, to new: String) -> [ViewNode]? {
    PathMove(old: Array(old.utf8), new: Array(new.utf8)).moved(nodes)
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

  /// `nodes` moved, in a new array; nil when a path does not start with `old`.
  func moved(_ nodes: [ViewNode]) -> [ViewNode]? {
    var out: [ViewNode] = []
    out.reserveCapacity(nodes.count)
    var failed = false
    ViewNode.forEach(in: nodes) { node in
      guard !failed, let moved = moved(node) else {
        failed = true
        return
      }
      out.append(moved)
    }
    return failed ? nil : out
  }

  /// The node at `node` with every path under it moved.
  private func moved(_ node: UnsafePointer<ViewNode>) -> ViewNode? {
    guard let path = apply(node.pointee.path) else { return nil }
    var children = node.pointee.children
    if !children.isEmpty {
      guard let moved = moved(children) else { return nil }
      children = moved
    }
    var modifiers = node.pointee.modifiers
    // Most rows hold no overlay or background: their modifiers are left untouched (shared).
    let holdsViews = modifiers.withUnsafeBufferPointer { modifiers in
      modifiers.indices.contains { modifiers[$0].holdsViews }
    }
    if holdsViews {
      for index in modifiers.indices {
        switch modifiers[index].kind {
        case .overlay(let nodes, let alignment):
          guard let moved = moved(nodes) else { return nil }
          modifiers[index].kind = .overlay(moved, alignment: alignment)
        case .background(let nodes, let alignment):
          guard let moved = moved(nodes) else { return nil }
          modifiers[index].kind = .background(moved, alignment: alignment)
        default:
          break
        }
      }
    }
    return ViewNode(
      kind: node.pointee.kind, modifiers: modifiers, children: children, path: path, file: node.pointee.file,
      range: node.pointee.range, actions: node.pointee.actions)
  }

  /// `path` with `old` replaced by `new`, written once into a string of its final size; nil when
  /// `path` does not start with `old`.
  func apply(_ path: String) -> String? {
    if let moved = path.utf8.withContiguousStorageIfAvailable({ apply(bytes: $0) }) { return moved }
    return Array(path.utf8).withUnsafeBufferPointer { apply(bytes: $0) }
  }

  private func apply(bytes path: UnsafeBufferPointer<UInt8>) -> String? {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard path.count >= old.count, let pathBase = path.baseAddress else { return nil }
        if let oldBase = old.baseAddress, !Self.equal(pathBase, oldBase, count: old.count) { return nil }
        // `old` is a whole prefix of the path, so the cut falls on a character boundary. Both
        // parts are copied as whole blocks (`initialize(from:count:)` of bytes is a `memcpy`;
        // the `Sequence` form copied byte by byte).
        let rest = path.count - old.count
        return String(unsafeUninitializedCapacity: new.count + rest) { buffer in
          guard let base = buffer.baseAddress else { return 0 }
          if let newBase = new.baseAddress { base.initialize(from: newBase, count: new.count) }
          (base + new.count).initialize(from: pathBase + old.count, count: rest)
          return new.count + rest
        }
      }
    }
  }

  /// Whether the `count` bytes at `a` and `b` are equal, compared eight at a time.
  private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    let a = UnsafeRawPointer(a)
    let b = UnsafeRawPointer(b)
    var offset = 0
    while offset + 8 <= count {
      guard
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
