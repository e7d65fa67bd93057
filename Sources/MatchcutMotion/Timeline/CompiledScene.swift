import MatchcutLayout

/// A scene after the motion pass: everything the emitters need, and nothing from earlier stages
/// (emitters see only this model).
public struct CompiledScene: Sendable {
  /// The `#Preview` name (an unnamed preview is named after its root view).
  public var preview: String
  public var canvas: Canvas
  public var table: SceneNodeTable
  /// Every state at rest, matched geometry applied, `states[0]` the initial state.
  public var states: [StateLayout]
  /// One plan per state-graph edge, in transition-id order.
  public var transitions: [TransitionPlan]
  /// How nodes follow the finger during each drag (LANGUAGE §7).
  public var drags: [DragFollow] = []
  /// Each state's matched-geometry groups in SwiftUI's order (`states[i]` was resolved with
  /// `matchedGroups[i]`); empty for a scene made by hand.
  public var matchedGroups: [MatchedGroups] = []

  public init(
    preview: String, canvas: Canvas, table: SceneNodeTable, states: [StateLayout],
    transitions: [TransitionPlan]
  ) {
    self.preview = preview
    self.canvas = canvas
    self.table = table
    self.states = states
    self.transitions = transitions
  }

  /// Builds the scene from laid-out states and the state graph's edges.
  public static func compile(
    preview: String, canvas: Canvas, states rawStates: [StateLayout], edges: [EdgeInput]
  ) -> CompiledScene {
    let table = SceneNodeTable(states: rawStates)
    let builder = TransitionBuilder(table: table)
    // Each state is resolved (matched geometry, effective opacities) once, not once per edge.
    let groups = matchedGroups(of: rawStates, edges: edges)
    let resolved = rawStates.indices.map { TransitionBuilder.Resolved(rawStates[$0], groups: groups[$0]) }
    var plans: [TransitionPlan] = []
    plans.reserveCapacity(edges.count)
    for edge in edges where rawStates.indices.contains(edge.from) && rawStates.indices.contains(edge.to) {
      plans.append(
        builder.build(
          from: rawStates[edge.from], to: rawStates[edge.to], edge: edge,
          resolved: (resolved[edge.from], resolved[edge.to])))
    }
    var scene = CompiledScene(
      preview: preview, canvas: canvas, table: table, states: resolved.map(\.state), transitions: plans)
    scene.matchedGroups = groups
    return scene
  }

  /// The matched groups of every state (`MatchedGroups`): the initial state's views all appear
  /// together; every other state's come from the state it is first reached from, breadth first
  /// over the edges in their order (the explorer's discovery order). A state no edge reaches is
  /// taken as appearing all at once.
  static func matchedGroups(of states: [StateLayout], edges: [EdgeInput]) -> [MatchedGroups] {
    var groups = [MatchedGroups?](repeating: nil, count: states.count)
    guard !states.isEmpty else { return [] }
    var outgoing = [[Int]](repeating: [], count: states.count)
    for (position, edge) in edges.enumerated()
    where states.indices.contains(edge.from) && states.indices.contains(edge.to) {
      outgoing[edge.from].append(position)
    }
    groups[0] = .initial(states[0])
    var queue = [0]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      guard let current = groups[state] else { continue }
      for position in outgoing[state] where groups[edges[position].to] == nil {
        let next = edges[position].to
        groups[next] = .after(current, from: states[state], to: states[next])
        queue.append(next)
      }
    }
    return states.indices.map { groups[$0] ?? .initial(states[$0]) }
  }
}
