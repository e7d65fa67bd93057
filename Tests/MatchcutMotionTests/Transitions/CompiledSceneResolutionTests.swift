import MatchcutLayout
import Testing

@testable import MatchcutMotion

// `CompiledScene.compile` resolves each state once (matched geometry, effective opacities:
// `TransitionBuilder.Resolved`) and hands the result to every edge that leaves or enters it;
// `TransitionBuilder.build(from:to:edge:)` resolves both states itself. These tests check that
// the shared resolution gives exactly the plans of the plain path, on states where resolving
// changes frames (a matched member placed on its group's source, swiftui-semantics §14) and
// opacities multiply down the tree.

private func view(
  _ path: String, parent: Int?, _ frame: Rect, opacity: Double = 1, matches: [MatchedGeometry] = []
) -> ViewRecord {
  ViewRecord(path: path, parent: parent, frame: frame, kind: .shape, opacity: opacity, matches: matches)
}

private func card(isSource: Bool = true) -> [MatchedGeometry] {
  [MatchedGeometry(namespace: "ns", id: "card", isSource: isSource)]
}

/// Three states: a small card, the big card that replaces it (a hero pair), and the small card
/// again with its follower moved. `V/Follower` is a non-source member: resolving moves it onto the
/// source, so the resolved state is a different array from the laid-out one.
private let states: [StateLayout] = [
  StateLayout(
    id: "s0", values: [],
    views: [
      view("V", parent: nil, Rect(x: 0, y: 0, width: 390, height: 844), opacity: 0.5),
      view("V/Small", parent: 0, Rect(x: 10, y: 10, width: 40, height: 40), matches: card()),
      view("V/Small/Dot", parent: 1, Rect(x: 20, y: 20, width: 10, height: 10), opacity: 0.8),
      view(
        "V/Follower", parent: 0, Rect(x: 200, y: 200, width: 80, height: 80), matches: card(isSource: false)),
    ]),
  StateLayout(
    id: "s1", values: [],
    views: [
      view("V", parent: nil, Rect(x: 0, y: 0, width: 390, height: 844), opacity: 0.5),
      view("V/Big", parent: 0, Rect(x: 0, y: 100, width: 300, height: 200), matches: card()),
      view("V/Big/Dot", parent: 1, Rect(x: 20, y: 120, width: 10, height: 10), opacity: 0.8),
      view(
        "V/Follower", parent: 0, Rect(x: 200, y: 400, width: 80, height: 80), matches: card(isSource: false)),
    ]),
  StateLayout(
    id: "s2", values: [],
    views: [
      view("V", parent: nil, Rect(x: 0, y: 0, width: 390, height: 844), opacity: 0.5),
      view("V/Small", parent: 0, Rect(x: 10, y: 60, width: 40, height: 40), matches: card()),
      view("V/Small/Dot", parent: 1, Rect(x: 20, y: 70, width: 10, height: 10), opacity: 0.8),
      view("V/Follower", parent: 0, Rect(x: 0, y: 0, width: 80, height: 80), matches: card(isSource: false)),
    ]),
]

private func edge(_ id: String, _ from: Int, _ to: Int) -> EdgeInput {
  EdgeInput(
    id: id, from: from, to: to, trigger: .tap, triggerPath: "V",
    animation: Animation(base: .easeInOut(duration: nil)), changedKeys: [])
}

private func summary(_ plan: TransitionPlan) -> [String] {
  plan.nodes.map { "\($0.node) \($0.role) \($0.order) \($0.from) \($0.to) \($0.hero) \($0.duration ?? -1)" }
}

@Test func statesResolvedOnceGiveThePlansOfThePlainBuild() {
  // Every state is left and entered by several edges; the last edge names a missing state and
  // is skipped.
  let edges = [edge("t0", 0, 1), edge("t1", 1, 0), edge("t2", 1, 2), edge("t3", 2, 0), edge("t4", 0, 7)]
  let scene = CompiledScene.compile(
    preview: "Cards", canvas: Canvas(width: 390, height: 844), states: states, edges: edges)
  let builder = TransitionBuilder(table: SceneNodeTable(states: states))
  #expect(scene.transitions.count == 4)
  for (plan, edge) in zip(scene.transitions, edges) {
    #expect(plan.edge.id == edge.id)
    #expect(summary(plan) == summary(builder.build(from: states[edge.from], to: states[edge.to], edge: edge)))
  }
  #expect(scene.states == states.map(MatchedGeometryResolver.resolve))
  // The cases the shared resolution must carry: the follower sits on the source at rest (s0:
  // the small card's frame), the 0 → 1 edge flies a hero pair, and the dot's opacity is its own
  // times its parents' (0.8 · 1 · 0.5 = 0.4).
  #expect(scene.states[0].views[3].frame == Rect(x: 10, y: 10, width: 40, height: 40))
  #expect(scene.transitions[0].nodes.contains { $0.hero })
  let dot = scene.transitions[0].nodes.first { scene.table.nodes[$0.node].path == "V/Small/Dot" }
  #expect(dot?.from.opacity == 0.4)
}
