import MatchcutLayout

/// The nodes of a scene: every drawn view of every state, numbered by first appearance (states in
/// order, views in paint order), so the same view has the same id everywhere (TOOLING §2).
public struct SceneNodeTable: Sendable {
  /// Static facts about one node.
  public struct Node: Sendable, Hashable {
    /// `n0`, `n1`, …
    public var id: String
    public var path: String
    public var kind: DrawnKind
    public var shape: DrawnShape?
    public var text: String?
    /// The font of a text node where it first appears (a state may change it: see
    /// `Appearance.font`).
    public var font: TextFont?
    /// The matched-geometry effects on the node or on the views that carry it.
    public var matches: [MatchedGeometry]
  }

  public private(set) var nodes: [Node] = []
  private var indexByPath: [PathKey: Int] = [:]

  public init(states: [StateLayout]) {
    for state in states {
      for (position, view) in state.views.enumerated() {
        guard let kind = view.kind else { continue }
        let key = PathKey(view.path)
        guard indexByPath[key] == nil else { continue }
        indexByPath[key] = nodes.count
        nodes.append(
          Node(
            id: "n\(nodes.count)", path: view.path, kind: kind, shape: view.shape, text: view.text,
            font: view.font, matches: SceneNodeTable.matches(of: position, in: state)))
      }
    }
  }

  /// The node index of a drawn view's path.
  public func index(of path: String) -> Int? { indexByPath[PathKey(path)] }

  /// Effects declared on the view and on its ancestors, nearest first.
  private static func matches(of position: Int, in state: StateLayout) -> [MatchedGeometry] {
    var result: [MatchedGeometry] = []
    var current: Int? = position
    var guardSteps = state.views.count
    while let index = current, guardSteps > 0 {
      result.append(contentsOf: state.views[index].matches)
      current = state.views[index].parent
      guardSteps -= 1
    }
    return result
  }
}
