import MatchcutLayout
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource

/// Runs layout and motion for one explored scene: each state's view tree is laid out and
/// lowered, each state-graph edge becomes a transition plan.
public enum SceneCompiler {
  /// The compiled scene; `canvas` overrides the file's `#Canvas` (`--canvas`).
  public static func compile(_ scene: MatchcutSemantics.Scene, canvas override: Canvas? = nil)
    -> CompiledScene
  {
    compileReporting(scene, canvas: override).scene
  }

  /// The compiled scene and the layout pass's diagnostics, each with the source span of the view
  /// whose layout node it is about (one per distinct diagnostic across the scene's states).
  public static func compileReporting(_ scene: MatchcutSemantics.Scene, canvas override: Canvas? = nil)
    -> (scene: CompiledScene, diagnostics: [Diagnostic])
  {
    let canvas = override ?? layoutCanvas(scene.canvas)
    let lowering = StateLowering(canvas: canvas)
    var states: [StateLayout] = []
    var diagnostics: [Diagnostic] = []
    states.reserveCapacity(scene.stateGraph.states.count)
    var capacity = StateLowering.Capacity()
    var wrappers = StateLowering.WrapperPaths()
    for (index, state) in scene.stateGraph.states.enumerated() {
      let values = state.values.map { (key: $0.key, value: $0.value) }
      guard let tree = scene.viewTree(for: index) else {
        states.append(StateLayout(id: state.id, values: values, views: []))
        continue
      }
      let output = lowering.lower(
        root: tree, id: state.id, values: values, reserving: capacity, reusing: wrappers)
      capacity = output.capacity
      wrappers = output.wrappers
      states.append(output.state)
      for diagnostic in output.diagnostics
      where !diagnostics.contains(where: { same($0, diagnostic) }) {
        diagnostics.append(diagnostic)
      }
    }
    var edges: [EdgeInput] = []
    edges.reserveCapacity(scene.stateGraph.transitions.count)
    for transition in scene.stateGraph.transitions {
      guard states.indices.contains(transition.from), states.indices.contains(transition.to) else { continue }
      var edge = EdgeInput(
        id: transition.id, from: transition.from, to: transition.to,
        trigger: trigger(transition.trigger.kind),
        triggerPath: drawnPath(under: transition.trigger.node, in: states[transition.from]),
        animation: transition.animation.animation.map(SemanticConversions.animation),
        changedKeys: transition.animation.scopes.map(\.path),
        source: SourceSpan(path: transition.trigger.file, range: transition.trigger.range))
      edge.releaseRanges = transition.trigger.releaseRanges
      edge.delay = transition.trigger.delay
      edges.append(edge)
    }
    var compiled = CompiledScene.compile(preview: scene.name, canvas: canvas, states: states, edges: edges)
    // Drags: lay out every sample translation the semantic pass rendered (LANGUAGE §7).
    for (index, interaction) in scene.stateGraph.interactions.enumerated() {
      guard states.indices.contains(interaction.from) else { continue }
      let samples = interaction.samples.map { sample in
        DragFollow.Sample(
          translation: (sample.translation.width, sample.translation.height),
          state: lowering.lower(root: sample.tree, id: states[interaction.from].id, values: []).state)
      }
      compiled.drags.append(
        DragFollow.build(
          id: "d\(index)", from: interaction.from,
          triggerPath: drawnPath(under: interaction.node, in: states[interaction.from]), samples: samples,
          table: compiled.table,
          resting: (states[interaction.from], compiled.matchedGroups[interaction.from])))
    }
    return (compiled, diagnostics)
  }

  private static func same(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    a.id == b.id && a.message == b.message && a.span == b.span
  }

  /// The layout pass's canvas for a `#Canvas` spec.
  public static func layoutCanvas(_ spec: CanvasSpec) -> Canvas {
    Canvas(
      width: spec.width, height: spec.height,
      safeArea: EdgeInsets(
        top: spec.safeTop, leading: spec.safeLeading, bottom: spec.safeBottom, trailing: spec.safeTrailing),
      scale: spec.scale)
  }

  private static func trigger(_ kind: TriggerKind) -> EdgeInput.Trigger {
    switch kind {
    case .tap: .tap
    case .appear: .appear
    case .drag: .drag
    case .longPress: .longPress
    case .press: .press
    case .timer: .timer
    }
  }

  /// The first drawn view at or below `path` (a `Button` draws through its label), so the
  /// trigger names a node a player can hit; `path` itself when nothing below draws.
  private static func drawnPath(under path: String, in state: StateLayout) -> String {
    let prefix = path + "/"
    for view in state.views where view.kind != nil {
      if view.path == path || view.path.hasPrefix(prefix) { return view.path }
    }
    return path
  }
}
