import MatchcutLayout
import MatchcutMotion

/// The lines each text node of a scene draws, for the CSS page and stylesheet: every distinct
/// set of lines (in its states, at both ends of its transitions and in its flights' steps,
/// `TextFlight`) is one child element of the node, `mc-l<k>`, and the stylesheet shows the child
/// of the current state, or of the current step of a transition by a `step-end` animation of
/// `visibility`. Lines are layout's, so the browser never wraps them (`white-space: pre`).
struct CSSTextLines {
  /// Per node index: its sets of lines, in order of first use; empty for a node without
  /// layout (a hand-built scene), which keeps one element of its own.
  private(set) var sets: [Int: [[String]]] = [:]
  /// Per (state, node): the set shown at rest.
  private(set) var states: [Int: [Int: Int]] = [:]
  /// Per (transition, node): the set of each step, from its time.
  private(set) var transitions: [Int: [Int: [(time: Double, set: Int)]]] = [:]

  init(_ scene: CompiledScene) {
    var texts = SceneTexts(scene)
    for (number, state) in scene.states.enumerated() {
      for view in state.views where view.kind == .text {
        guard let node = scene.table.index(of: view.path),
          let lines = SceneTexts.lines(of: view, pixel: texts.pixel)
        else { continue }
        states[number, default: [:]][node] = add(lines, node: node)
      }
    }
    for (number, plan) in scene.transitions.enumerated() {
      for motion in plan.nodes where scene.table.nodes[motion.node].kind == .text {
        guard transitions[number]?[motion.node] == nil, let flight = texts.flight(of: motion, in: plan) else {
          continue
        }
        _ = add(flight.from, node: motion.node)
        _ = add(flight.to, node: motion.node)
        let steps = flight.changes ? flight.steps : [TextFlight.Step(time: 0, lines: flight.from)]
        transitions[number, default: [:]][motion.node] = steps.map {
          (time: $0.time, set: add($0.lines, node: motion.node))
        }
      }
    }
  }

  private mutating func add(_ lines: [String], node: Int) -> Int {
    if let index = sets[node]?.firstIndex(of: lines) { return index }
    sets[node, default: []].append(lines)
    return sets[node, default: []].count - 1
  }

  /// Whether any node is drawn from layout's lines.
  var hasAnyLines: Bool { sets.values.contains { !$0.isEmpty } }

  /// Whether `node` is drawn from layout's lines.
  func hasLines(_ node: Int) -> Bool { !(sets[node]?.isEmpty ?? true) }
}
