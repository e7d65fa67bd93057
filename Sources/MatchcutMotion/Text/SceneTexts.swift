import MatchcutLayout

/// Finds the laid-out text (`TextBlock`) of a node in a state of a compiled scene, and the
/// lines of text nodes in transitions (`TextFlight`), for the writers.
///
/// A state's text views are indexed on the first question about that state, so a scene
/// without text, or a writer that never asks, costs nothing.
public struct SceneTexts: Sendable {
  public let scene: CompiledScene
  /// One pixel in points (1 / the canvas scale): the slack a drawn frame's snapping may take.
  public let pixel: Double
  /// Per state, node index → index of its text view; nil until asked.
  private var indexes: [[Int: Int]?]

  public init(_ scene: CompiledScene) {
    self.scene = scene
    pixel = scene.canvas.scale > 0 && scene.canvas.scale.isFinite ? 1 / scene.canvas.scale : 1
    indexes = Array(repeating: nil, count: scene.states.count)
  }

  /// The laid-out text of `node` in state `state`; nil when that state does not draw it as a
  /// text layout placed.
  public mutating func block(node: Int, state: Int) -> TextBlock? {
    guard scene.states.indices.contains(state) else { return nil }
    if indexes[state] == nil {
      var index: [Int: Int] = [:]
      let views = scene.states[state].views
      for position in views.indices where views[position].textBlock != nil {
        if let found = scene.table.index(of: views[position].path), index[found] == nil {
          index[found] = position
        }
      }
      indexes[state] = index
    }
    guard let position = indexes[state]?[node] else { return nil }
    return scene.states[state].views[position].textBlock
  }

  /// The lines of `motion`, a node of transition `plan`; nil unless it is a laid-out text.
  public mutating func flight(of motion: NodeMotion, in plan: TransitionPlan) -> TextFlight? {
    guard scene.table.nodes.indices.contains(motion.node), scene.table.nodes[motion.node].kind == .text
    else { return nil }
    let before = motion.role == .insert ? nil : block(node: motion.node, state: plan.edge.from)
    let after = motion.role == .remove ? nil : block(node: motion.node, state: plan.edge.to)
    return TextFlight(motion: motion, from: before, to: after, pixel: pixel)
  }

  /// The lines a state's text view shows in its frame (a follower of a matched group at rest
  /// takes the source's frame and is proposed its size, swiftui-semantics §14).
  public static func lines(of view: ViewRecord, pixel: Double) -> [String]? {
    guard let block = view.textBlock else { return nil }
    return block.lines(fitting: Size(width: view.frame.width, height: view.frame.height), pixel: pixel)
  }
}
