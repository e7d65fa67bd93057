import MatchcutLayout
import Testing

@testable import MatchcutMotion

// The transition builder names each node's animation by a slot (`AnimationSlots`), resolves each
// distinct (slot, Δ) once (`AnimationResolutions`) and the plan works out its duration once
// (`TransitionPlan.duration`). These tests check each shortcut against the plain rule it stands
// for: `Animation.resolved(delta:)` per node (swiftui-semantics §15.1, §15.5) and the longest
// motion of the plan.

private let spring = Animation(base: .spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
private let ease = Animation(base: .easeInOut(duration: 0.4))
private let slow = Animation(base: .linear(duration: 2), modifiers: [.delay(0.5)])

/// Equal resolutions: the same animation and Δ, the same duration and the same curve, bit for
/// bit (a NaN Δ included).
private func same(_ a: ResolvedAnimation?, _ b: ResolvedAnimation?) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  let times = [-0.1, 0, 0.05, 0.2, 0.35, 0.6, 1.1, 3]
  return a.animation == b.animation && a.delta.bitPattern == b.delta.bitPattern
    && a.duration?.bitPattern == b.duration?.bitPattern
    && times.allSatisfy { a.progress(at: $0).bitPattern == b.progress(at: $0).bitPattern }
}

@Test func slotsNumberDistinctAnimationsAfterTheEdges() {
  var slots = TransitionBuilder.AnimationSlots(edge: spring)
  #expect(slots.slot(of: spring) == 0)
  #expect(slots.slot(of: ease) == 1)
  // `.animation(nil, value:)` is an animation choice of its own: no animation.
  #expect(slots.slot(of: nil) == 2)
  #expect(slots.slot(of: ease) == 1)
  #expect(slots.slot(of: Animation(base: .easeInOut(duration: 0.4))) == 1)
  #expect(slots.animations == [spring, ease, nil])
  var none = TransitionBuilder.AnimationSlots(edge: nil)
  #expect(none.slot(of: nil) == 0)
  // `animates`, which the builder asks per node, says which slots hold an animation.
  #expect(slots.animates == slots.animations.map { $0 != nil })
  #expect(none.slot(of: ease) == 1)
  #expect(none.animates == [false, true])
}

@Test func resolvingFromTheSlotsEqualsResolvingTheAnimation() {
  // `resolve(slot:slots:delta:)`, which reads the animation from the slots only past the check
  // of the last answer, against `resolve(slot:_:delta:)` given the animation (a NaN Δ included).
  var slots = TransitionBuilder.AnimationSlots(edge: spring)
  _ = slots.slot(of: ease)
  _ = slots.slot(of: slow)
  let requests: [(slot: Int, delta: Double)] = [
    (0, 40), (0, 40), (1, 40), (0, 40), (2, 12.5), (2, 12.5), (0, .nan), (1, 1e-9), (0, 40),
  ]
  var plain = TransitionBuilder.AnimationResolutions()
  var fromSlots = TransitionBuilder.AnimationResolutions()
  for request in requests {
    let animation = slots.animations[request.slot] ?? spring
    let expected = plain.resolve(slot: request.slot, animation, delta: request.delta)
    let position = fromSlots.resolve(slot: request.slot, slots: slots, delta: request.delta)
    #expect(position == expected, "\(request)")
    #expect(same(fromSlots.resolved[position], plain.resolved[expected]), "\(request)")
  }
  #expect(fromSlots.resolved.count == plain.resolved.count)
}

@Test func resolutionsEqualResolvingEveryRequest() {
  // Requests as a transition makes them: runs of the same key, keys coming back after others,
  // Δ = 0-ish, a NaN Δ (never a key) and the same Δ under different slots.
  let animations = [spring, ease, slow]
  let requests: [(slot: Int, delta: Double)] = [
    (0, 40), (0, 40), (0, 40), (1, 40), (0, 40), (0, 12.5), (2, 12.5), (0, 40), (1, 1e-9), (1, 1e-9),
    (0, .nan), (0, .nan), (2, 300), (0, 12.5), (1, 40),
  ]
  var resolutions = TransitionBuilder.AnimationResolutions()
  var positions: [Int] = []
  for request in requests {
    let animation = animations[request.slot]
    let position = resolutions.resolve(slot: request.slot, animation, delta: request.delta)
    positions.append(position)
    let expected = animation.resolved(delta: request.delta)
    #expect(same(resolutions.resolved[position], expected), "\(request)")
  }
  // By hand: 8 distinct keys (0/40, 1/40, 0/12.5, 2/12.5, 1/1e-9, 2/300) plus one resolution per
  // NaN request (2) — each made once.
  #expect(resolutions.resolved.count == 8)
  #expect(positions[0] == positions[1] && positions[1] == positions[4] && positions[4] == positions[7])
  #expect(positions[3] == positions[14] && positions[5] == positions[13] && positions[8] == positions[9])
  #expect(positions[10] != positions[11])
}

private func view(
  _ path: String, parent: Int? = nil, y: Double, kind: DrawnKind? = .shape, opacity: Double = 1,
  scopes: [AnimationScope] = []
) -> ViewRecord {
  ViewRecord(
    path: path, parent: parent, frame: Rect(x: 0, y: y, width: 20, height: 20), kind: kind, opacity: opacity,
    animationScopes: scopes)
}

@Test func everyMotionRunsItsAnimationResolvedForItsOwnChange() throws {
  // Three subtrees: one under a scope whose key changed (ease), one under a scope with
  // `.animation(nil)`, one under the transaction (spring); each moves by its own Δ, plus a view
  // that leaves and one that arrives (their Δ is 1e-9 or the fade's 1, per §15.5).
  let scoped = [AnimationScope(valueKey: "V.flag", animation: ease)]
  let off = [AnimationScope(valueKey: "V.flag", animation: nil)]
  let a = [
    view("V", y: 0, kind: nil), view("V/E", parent: 0, y: 0, kind: nil, scopes: scoped),
    view("V/E/1", parent: 1, y: 10), view("V/E/2", parent: 1, y: 20),
    view("V/N", parent: 0, y: 0, kind: nil, scopes: off),
    view("V/N/1", parent: 4, y: 30), view("V/S", parent: 0, y: 40), view("V/T", parent: 0, y: 50),
    view("V/Gone", parent: 0, y: 60),
  ]
  let b = [
    view("V", y: 0, kind: nil), view("V/E", parent: 0, y: 0, kind: nil, scopes: scoped),
    view("V/E/1", parent: 1, y: 110), view("V/E/2", parent: 1, y: 25),
    view("V/N", parent: 0, y: 0, kind: nil, scopes: off),
    view("V/N/1", parent: 4, y: 90), view("V/S", parent: 0, y: 140), view("V/T", parent: 0, y: 150),
    view("V/New", parent: 0, y: 70, opacity: 0.5),
  ]
  let states = [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)]
  let edge = EdgeInput(
    id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V", animation: spring, changedKeys: ["V.flag"])
  let plan = TransitionBuilder(table: SceneNodeTable(states: states)).build(
    from: states[0], to: states[1], edge: edge)
  let table = SceneNodeTable(states: states)
  func motion(_ path: String) throws -> NodeMotion {
    let node = try #require(table.index(of: path))
    return try #require(plan.nodes.first { $0.node == node })
  }
  // The rule per node (LANGUAGE §7, §15.5): the innermost changed scope's animation, else the
  // transaction's, resolved for the node's largest change.
  func expected(_ animation: Animation?, _ motion: NodeMotion) -> ResolvedAnimation? {
    guard let animation else { return nil }
    let delta = max(
      motion.from.geometryDelta(to: motion.to), motion.from.unitDelta(to: motion.to) > 0 ? 1 : 0, 1e-9)
    return animation.resolved(delta: delta)
  }
  for (path, animation) in [
    ("V/E/1", ease), ("V/E/2", ease), ("V/N/1", nil), ("V/S", spring), ("V/T", spring), ("V/Gone", spring),
    ("V/New", spring),
  ] as [(String, Animation?)] {
    let found = try motion(path)
    #expect(same(found.animation, expected(animation, found)), "\(path)")
  }
  // By hand: E/1 moves 100 pt, E/2 5 pt, S and T 100 pt (one resolution shared), N/1 none.
  #expect(try motion("V/E/1").animation?.delta == 100)
  #expect(try motion("V/E/2").animation?.delta == 5)
  #expect(try motion("V/S").animation?.delta == 100)
  #expect(try motion("V/N/1").animation == nil)
}

@Test func planDurationIsTheLongestMotionAndFollowsChangesToTheNodes() throws {
  let a = [view("V", y: 0, kind: nil), view("V/A", parent: 0, y: 0), view("V/B", parent: 0, y: 30)]
  let b = [view("V", y: 0, kind: nil), view("V/A", parent: 0, y: 100), view("V/B", parent: 0, y: 30)]
  let states = [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)]
  let edge = EdgeInput(
    id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V", animation: slow, changedKeys: [])
  var plan = TransitionBuilder(table: SceneNodeTable(states: states)).build(
    from: states[0], to: states[1], edge: edge)
  // By hand: A moves with linear(2 s).delay(0.5) → 2.5 s; B rests, so it does not count.
  #expect(plan.duration == 2.5)
  #expect(plan.duration == TransitionPlan.duration(of: plan.nodes))
  // A never-ending animation makes the plan endless; taking it away brings the duration back.
  let index = try #require(plan.nodes.firstIndex { $0.animation != nil })
  plan.nodes[index].animation = Animation(
    base: .linear(duration: 1), modifiers: [.repeatForever(autoreverses: true)]
  )
  .resolved(delta: 100)
  #expect(plan.duration == nil)
  plan.nodes[index].animation = nil
  #expect(plan.duration == 0)
  plan.nodes.removeAll()
  #expect(plan.duration == 0)
  #expect(TransitionPlan(edge: edge, nodes: []).duration == 0)
}

@Test func nodeIDsAreTheLetterNAndTheDecimalIndex() {
  var indices = Array(0..<2_000)
  indices += [9, 10, 99, 100, 12_345, 99_999, 100_000, 1_000_000_000, Int.max, -1, -42, Int.min]
  for index in indices {
    #expect(SceneNodeTable.nodeID(index) == "n\(index)")
  }
}
