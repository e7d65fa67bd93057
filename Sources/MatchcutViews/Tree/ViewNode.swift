import MatchcutSource

/// One resolved view of a scene in one state: its kind, modifiers in source order, children,
/// stable structural path and the actions a user can trigger on it.
///
/// Components, `ForEach`, `Group`, `if` and custom modifiers are expanded: what remains are
/// SwiftUI's built-in views. The `path` is stable across states (it is the node's id).
public struct ViewNode: Sendable, Hashable {
  public var kind: ViewKind
  public var modifiers: [ResolvedModifier]
  public var children: [ViewNode]
  /// Structural identity, e.g. `ListView/VStack/ScrollView/ForEach[STRATEGY]/Button/Text`.
  public var path: String
  public var file: String
  public var range: SourceRange
  public var actions: [ActionInfo]

  public init(
    kind: ViewKind, modifiers: [ResolvedModifier] = [], children: [ViewNode] = [], path: String,
    file: String, range: SourceRange, actions: [ActionInfo] = []
  ) {
    self.kind = kind
    self.modifiers = modifiers
    self.children = children
    self.path = path
    self.file = file
    self.range = range
    self.actions = actions
  }

  /// The node and its descendants (including overlay/background content) in tree order.
  public func preorder() -> [ViewNode] {
    var out: [ViewNode] = []
    visit { out.append($0) }
    return out
  }

  /// Calls `body` for this node and every descendant, including overlay and background
  /// content, in tree order (background, the node, its children, overlays).
  ///
  /// The nodes are read in place (`ViewNode.forEach(in:_:)`): `for child in children` copied
  /// every node (a retain of each of its fields) on the way down a 14k-view tree.
  @inlinable
  public func visit(_ body: (ViewNode) -> Void) {
    withUnsafePointer(to: self) { root in Self.walk(root) { body($0.pointee) } }
  }

  /// `visit` with a pointer to each node in place instead of the node.
  @inlinable
  public static func walk(_ node: UnsafePointer<ViewNode>, _ body: (UnsafePointer<ViewNode>) -> Void) {
    let modifiers = node.pointee.modifiers
    var holdsViews = false
    modifiers.withUnsafeBufferPointer { modifiers in
      for index in modifiers.indices {
        if case .background(let nodes, _) = modifiers[index].kind {
          forEach(in: nodes) { walk($0, body) }
        } else if case .overlay = modifiers[index].kind {
          holdsViews = true
        }
      }
    }
    body(node)
    forEach(in: node.pointee.children) { walk($0, body) }
    guard holdsViews else { return }
    modifiers.withUnsafeBufferPointer { modifiers in
      for index in modifiers.indices {
        if case .overlay(let nodes, _) = modifiers[index].kind { forEach(in: nodes) { walk($0, body) } }
      }
    }
  }

  /// Calls `body` with a pointer to each of `nodes` in its array's storage.
  @inlinable
  public static func forEach(in nodes: [ViewNode], _ body: (UnsafePointer<ViewNode>) -> Void) {
    nodes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in 0..<buffer.count { body(base + index) }
    }
  }

  /// How many nodes `visit` reaches.
  @inlinable
  public var nodeCount: Int {
    var count = 0
    withUnsafePointer(to: self) { root in Self.walk(root) { _ in count += 1 } }
    return count
  }

  /// The matched-geometry effects on this node.
  public var matches: [MatchedGeometry] {
    modifiers.compactMap {
      if case .matchedGeometry(let m) = $0.kind { return m }
      return nil
    }
  }
}
