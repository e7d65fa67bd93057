import MatchcutLayout
import MatchcutMotion
import Testing

// Hand-built states exercise the transition rules of swiftui-semantics §13–§15 without the
// front end. Expected values are derived by hand from those rules; each test says how.

private func view(
  _ path: String, parent: Int? = nil, _ frame: Rect, kind: DrawnKind? = .shape, opacity: Double = 1,
  matches: [MatchedGeometry] = [], transition: TransitionDescription? = nil, scopes: [AnimationScope] = []
) -> ViewRecord {
  ViewRecord(
    path: path, parent: parent, frame: frame, kind: kind, opacity: opacity, matches: matches,
    transition: transition, animationScopes: scopes)
}

private func edge(_ animation: Animation?, changed: [String] = ["V.flag"]) -> EdgeInput {
  EdgeInput(
    id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V/VStack", animation: animation,
    changedKeys: changed)
}

private func plan(_ a: [ViewRecord], _ b: [ViewRecord], _ edge: EdgeInput) -> TransitionPlan {
  let states = [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)]
  let table = SceneNodeTable(states: states)
  return TransitionBuilder(table: table).build(from: states[0], to: states[1], edge: edge)
}

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

private let circle = Rect(x: 171.5, y: 59, width: 50, height: 50)
private let box = Rect(x: 96.5, y: 693, width: 200, height: 100)
private let geo = MatchedGeometry(namespace: "V.ns", id: "geo")

@Test func heroPairFollowsTheSharedFrameAndCrossFades() throws {
  // §14: both views of the pair sit on the shared frame interpolated from the old source's frame
  // to the new one; the default `.opacity` transition fades one out and the other in (§13).
  // easeInOut is exactly 0.5 at half time (§16.1), so at 0.175 s everything is half way.
  let a = [
    view("V/VStack", Rect(x: 0, y: 59, width: 393, height: 759), kind: nil),
    view("V/VStack/if/Circle", parent: 0, circle, matches: [geo]),
  ]
  let b = [
    view("V/VStack", Rect(x: 0, y: 59, width: 393, height: 759), kind: nil),
    view("V/VStack/else/Rectangle", parent: 0, box, matches: [geo]),
  ]
  let result = plan(a, b, edge(.init(base: .easeInOut(duration: nil))))
  #expect(result.nodes.count == 2)
  let removed = try #require(result.nodes.first { $0.role == .remove })
  let inserted = try #require(result.nodes.first { $0.role == .insert })
  #expect(removed.hero && inserted.hero)
  #expect(removed.from.frame == circle && inserted.from.frame == circle)
  #expect(removed.to.frame == box && inserted.to.frame == box)
  #expect(removed.from.opacity == 1 && removed.to.opacity == 0)
  #expect(inserted.from.opacity == 0 && inserted.to.opacity == 1)
  let mid = inserted.appearance(at: 0.175)
  #expect(near(mid.frame.x, (171.5 + 96.5) / 2) && near(mid.frame.width, 125) && near(mid.opacity, 0.5))
  #expect(result.duration == 0.35)
  // The removed circle is drawn until its animation ends, then gone.
  #expect(removed.isVisible(at: 0.34) && !removed.isVisible(at: 0.35))
  // Draw order: the removed circle stays where it was drawn (the `if` branch precedes the `else`
  // branch among the stack's children), so the inserted rectangle is drawn above it.
  #expect(result.nodes.map(\.role) == [.remove, .insert])
}

@Test func persistedViewFollowsTheFluidSpring() throws {
  // `.spring()` is response 0.5, dampingFraction 0.825 (§15.4); its fluid progress at 0.1 s is
  // .4080 of Δ (§16.3, derived, compared within the 0.02), so a 100 pt move has covered
  // 40.8 ± 2 pt; and the node follows the animation's own progress exactly.
  let a = [view("V/Color", Rect(x: 0, y: 0, width: 100, height: 100), kind: .color)]
  let b = [view("V/Color", Rect(x: 100, y: 0, width: 100, height: 100), kind: .color)]
  let result = plan(a, b, edge(.init(base: .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))))
  let motion = try #require(result.nodes.first)
  #expect(motion.role == .persist)
  #expect(near(motion.appearance(at: 0.1).frame.x, 40.80, 2))
  let progress = Animation(base: .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    .progress(at: 0.1, delta: 100)
  #expect(near(motion.appearance(at: 0.1).frame.x, 100 * progress))
  #expect(motion.appearance(at: 0).frame.x == 0)
  #expect(motion.appearance(at: 5).frame.x == 100)
}

@Test func moveTransitionOffsetsByTheViewsOwnSize() throws {
  // §13: `.move(edge: .bottom)` inserts from (0, +h) of the view's own size; linear 1 s at 0.25 s
  // is a quarter of the way.
  let a = [view("V/VStack", Rect(x: 0, y: 0, width: 393, height: 852), kind: nil)]
  let b =
    a + [
      view(
        "V/VStack/Text", parent: 0, Rect(x: 10, y: 300, width: 80, height: 20), kind: .text,
        transition: .move(.bottom))
    ]
  let result = plan(a, b, edge(.init(base: .linear(duration: 1))))
  let inserted = try #require(result.nodes.first { $0.role == .insert })
  #expect(inserted.from.frame.y == 320 && inserted.from.opacity == 1)
  #expect(near(inserted.appearance(at: 0.25).frame.y, 315))
}

@Test func scaleAndCombinedTransitionsComposeOnRemoval() throws {
  // §13: `.scale` shrinks to 1e-5 about the centre; combined with `.opacity` it also fades.
  let a = [
    view(
      "V/Circle", Rect(x: 0, y: 0, width: 40, height: 40),
      transition: .combined([.scale(1e-5, anchor: .center), .opacity]))
  ]
  let result = plan(a, [], edge(.init(base: .easeOut(duration: nil))))
  let removed = try #require(result.nodes.first)
  #expect(removed.role == .remove)
  #expect(near(removed.to.scale, 1e-5) && removed.to.opacity == 0)
  #expect(removed.to.frame == Rect(x: 0, y: 0, width: 40, height: 40))
}

@Test func animationScopeOverridesTheTransactionForItsSubtreeOnly() throws {
  // LANGUAGE §7: without withAnimation, only views under an `.animation(_:value:)` whose value
  // changed animate; the others jump.
  let scope = AnimationScope(valueKey: "V.offset", animation: .init(base: .linear(duration: 2)))
  let a = [
    view("V/A", Rect(x: 0, y: 0, width: 10, height: 10), scopes: [scope]),
    view("V/B", Rect(x: 0, y: 20, width: 10, height: 10)),
  ]
  var b = a
  b[0].frame.x = 100
  b[1].frame.x = 100
  let result = plan(a, b, edge(nil, changed: ["V.offset"]))
  let scoped = try #require(result.nodes.first { $0.from.frame.y == 0 })
  let plain = try #require(result.nodes.first { $0.from.frame.y == 20 })
  #expect(near(scoped.appearance(at: 1).frame.x, 50))
  #expect(plain.appearance(at: 0).frame.x == 100)
  #expect(result.duration == 2)
}

@Test func nonSourceFollowerSitsOnTheSourceAtRest() throws {
  // §14: a non-source member takes the source's frame (`.frame` = position + size); a tab
  // underline follows whichever tab is the source.
  let tab1 = MatchedGeometry(namespace: "T.ns", id: "underline", isSource: true)
  let follower = MatchedGeometry(namespace: "T.ns", id: "underline", isSource: false)
  let state = StateLayout(
    id: "s0", values: [],
    views: [
      view("T/Tab1", Rect(x: 0, y: 0, width: 100, height: 2), matches: [tab1]),
      view("T/Underline", Rect(x: 300, y: 40, width: 10, height: 10), matches: [follower]),
    ])
  let resolved = MatchedGeometryResolver.resolve(state)
  #expect(resolved.views[1].frame == Rect(x: 0, y: 0, width: 100, height: 2))
}

@Test func positionOnlyMatchKeepsTheViewsOwnSize() {
  // §14: `.position` moves the anchor onto the shared anchor and keeps the view's own size.
  let match = MatchedGeometry(namespace: "n", id: "t", properties: .position)
  let placed = match.place(
    Rect(x: 0, y: 0, width: 20, height: 10), in: Rect(x: 100, y: 100, width: 200, height: 50))
  #expect(placed == Rect(x: 190, y: 120, width: 20, height: 10))
}

@Test func combinedTransitionAppliesTheLaterEffectOutside() throws {
  // `.scale.combined(with: .offset(x: 90))`: SwiftUI applies the second transition outside the
  // first (OpenSwiftUI CombiningTransition), so the inserted view starts scaled to 1e-5 about its
  // centre and then moved 90 pt right: its frame's origin is x + 90, not x + 0.0009.
  let a = [view("V/ZStack", Rect(x: 0, y: 0, width: 393, height: 852), kind: nil)]
  let b =
    a + [
      view(
        "V/ZStack/Action", parent: 0, Rect(x: 100, y: 100, width: 40, height: 40),
        transition: .combined([.scale(1e-5, anchor: .center), .offset(x: 90, y: 0)]))
    ]
  let inserted = try #require(
    plan(a, b, edge(.init(base: .linear(duration: 1)))).nodes.first { $0.role == .insert })
  #expect(near(inserted.from.frame.x, 190) && near(inserted.from.scale, 1e-5))
  // The other order scales the offset with the view: `.offset(x: 90).combined(with: .scale)`.
  let c =
    a + [
      view(
        "V/ZStack/Action", parent: 0, Rect(x: 100, y: 100, width: 40, height: 40),
        transition: .combined([.offset(x: 90, y: 0), .scale(0.5, anchor: .center)]))
    ]
  let scaled = try #require(
    plan(a, c, edge(.init(base: .linear(duration: 1)))).nodes.first { $0.role == .insert })
  #expect(near(scaled.from.frame.x, 145))
}

@Test func aClipInsideTheMatchedViewFliesWithIt() throws {
  // `Color.red.frame(60×60).clipped().matchedGeometryEffect(…)`: the clip belongs to the matched
  // view, so during the hero it is carried onto the shared frame (§14) instead of staying put.
  var small = view("V/if/Color", Rect(x: 0, y: 0, width: 60, height: 60), matches: [geo])
  small.clip = Clip(rect: Rect(x: 0, y: 0, width: 60, height: 60))
  var large = view("V/else/Color", Rect(x: 0, y: 200, width: 300, height: 300), matches: [geo])
  large.clip = Clip(rect: Rect(x: 0, y: 200, width: 300, height: 300))
  let result = plan([small], [large], edge(.init(base: .easeInOut(duration: nil))))
  let removed = try #require(result.nodes.first { $0.role == .remove })
  let inserted = try #require(result.nodes.first { $0.role == .insert })
  #expect(removed.to.clip?.rect == Rect(x: 0, y: 200, width: 300, height: 300))
  #expect(inserted.from.clip?.rect == Rect(x: 0, y: 0, width: 60, height: 60))
}
