import MatchcutLayout
import MatchcutMotion
import Testing

// MatchedGroups follows OpenSwiftUI's MatchedGeometryScope (swiftui-semantics §14): views
// register at the front of their group's list, the source is the first view not being removed
// with isSource: true, and it moves to the front when picked. Each expectation below replays
// that list by hand.

private func state(_ views: [(String, Rect, Bool)]) -> StateLayout {
  StateLayout(
    id: "s", values: [],
    views: views.map { path, frame, isSource in
      ViewRecord(
        path: path, parent: nil, frame: frame, kind: .shape,
        matches: [MatchedGeometry(namespace: "V.ns", id: "card", isSource: isSource)])
    })
}

private let key = MatchedGeometry(namespace: "V.ns", id: "card").groupKey
private let card = Rect(x: 0, y: 0, width: 100, height: 50)
private let detail = Rect(x: 0, y: 100, width: 200, height: 300)
private let other = Rect(x: 100, y: 0, width: 50, height: 50)

@Test func viewsThatAppearTogetherMakeTheLastOneTheSource() {
  // Registered in paint order A, B: the list is [B, A]; both are sources, B is first.
  let groups = MatchedGroups.initial(state([("V/A", card, true), ("V/B", detail, true)]))
  #expect(groups.sources[key] == 1)
  #expect(groups.members[key]?.map(\.path) == ["V/B", "V/A"])
}

@Test func aNewSourceTakesOverFromOneThatStaysAndHandsBackWhenItLeaves() {
  let list = state([("V/Card", card, true)])
  let open = state([("V/Card", card, true), ("V/overlay/Detail", detail, true)])
  let start = MatchedGroups.initial(list)
  // The detail registers in front of the card: [Detail, Card]; the detail is the source.
  let opened = MatchedGroups.after(start, from: list, to: open)
  #expect(opened.sources[key] == 1)
  #expect(opened.members[key]?.map(\.path) == ["V/overlay/Detail", "V/Card"])
  // Removing the detail leaves [Card]: the card is the source again.
  let closed = MatchedGroups.after(opened, from: open, to: list)
  #expect(closed.sources[key] == 0)
  // At rest with the detail open, the card (isSource: true too) takes the detail's frame.
  let resolved = MatchedGeometryResolver.resolve(open, groups: opened)
  #expect(resolved.views[0].frame == detail && resolved.views[1].frame == detail)
}

@Test func anOlderSourceThatStaysKeepsTheGroupWhenANonSourceAppears() {
  let list = state([("V/Card", card, true)])
  let open = state([("V/Card", card, true), ("V/overlay/Detail", detail, false)])
  let opened = MatchedGroups.after(.initial(list), from: list, to: open)
  // [Detail, Card] → the first with isSource: true is the card, moved to the front.
  #expect(opened.sources[key] == 0)
  #expect(opened.members[key]?.map(\.path) == ["V/Card", "V/overlay/Detail"])
  let resolved = MatchedGeometryResolver.resolve(open, groups: opened)
  #expect(resolved.views[1].frame == card)
}

@Test func theSourceIsHandedOverWhenIsSourceChanges() {
  let first = state([("V/A", card, true), ("V/B", other, false)])
  let second = state([("V/A", card, false), ("V/B", other, true)])
  let before = MatchedGroups.initial(first)
  #expect(before.sources[key] == 0)
  let after = MatchedGroups.after(before, from: first, to: second)
  #expect(after.sources[key] == 1)
  #expect(after.members[key]?.map(\.path) == ["V/B", "V/A"])
}

@Test func withNoSourceBeforeTheFlightStartsAtTheViewListedAfterTheNewSource() throws {
  // No member had isSource: true, so SwiftUI kept no shared frame; the inserted source is
  // first and the card second (`views[1]`), whose frame the animation starts from.
  let plain = state([("V/Card", card, false)])
  let open = state([("V/Card", card, false), ("V/overlay/Detail", detail, true)])
  let before = MatchedGroups.initial(plain)
  #expect(before.sources[key] == nil)
  let after = MatchedGroups.after(before, from: plain, to: open)
  #expect(after.sources[key] == 1)
  let table = SceneNodeTable(states: [plain, open])
  let edge = EdgeInput(
    id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V/Card",
    animation: Animation(base: .linear(duration: 1)), changedKeys: [])
  let plan = TransitionBuilder(table: table).build(from: plain, to: open, edge: edge)
  let inserted = try #require(plan.nodes.first { $0.role == .insert })
  #expect(inserted.hero && inserted.from.frame == card && inserted.to.frame == detail)
}
