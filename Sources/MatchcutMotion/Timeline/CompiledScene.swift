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
    let resolved = rawStates.map(TransitionBuilder.Resolved.init)
    var plans: [TransitionPlan] = []
    plans.reserveCapacity(edges.count)
    for edge in edges where rawStates.indices.contains(edge.from) && rawStates.indices.contains(edge.to) {
      plans.append(
        builder.build(
          from: rawStates[edge.from], to: rawStates[edge.to], edge: edge,
          resolved: (resolved[edge.from], resolved[edge.to])))
    }
    return CompiledScene(
      preview: preview, canvas: canvas, table: table, states: resolved.map(\.state), transitions: plans)
  }
}
