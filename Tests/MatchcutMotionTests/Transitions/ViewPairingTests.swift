import MatchcutLayout
import Testing

@testable import MatchcutMotion

// The motion pass interns view paths to integer ids once per state (`PathInterner`, kept by
// `SceneNodeTable`) and pairs the views of two states by id (`ViewPairing`). These tests check
// the ids and the pairing against the rule they replace — swiftui-semantics §13: a view keeps its
// identity when its structural path is the same; with a duplicated path the first view in paint
// order is the partner — written out with string dictionaries, and that a transition between
// states the table never saw (interned on the fly) equals one between the table's own states.

private func view(_ path: String, parent: Int? = nil, y: Double = 0, kind: DrawnKind? = .shape) -> ViewRecord
{
  ViewRecord(path: path, parent: parent, frame: Rect(x: 0, y: y, width: 20, height: 20), kind: kind)
}

/// The rule spelled out on paths: the first view of the other state with the same path.
private func firstByPath(_ views: [ViewRecord], in other: [ViewRecord]) -> [Int] {
  var first: [String: Int] = [:]
  for (index, view) in other.enumerated() where first[view.path] == nil { first[view.path] = index }
  return views.map { first[$0.path] ?? -1 }
}

// Old: a root, two rows, a duplicated path (the second `Dup` shares the first's identity) and a
// view that leaves. New: the rows swapped, the duplicate twice, a view that arrives.
private let old = [
  view("V"), view("V/A", parent: 0, y: 10), view("V/B", parent: 0, y: 30), view("V/Dup", parent: 0),
  view("V/Dup", parent: 0, y: 5), view("V/Gone", parent: 0),
]
private let new = [
  view("V"), view("V/B", parent: 0, y: 10), view("V/A", parent: 0, y: 30), view("V/New", parent: 0),
  view("V/Dup", parent: 0), view("V/Dup", parent: 0, y: 7),
]

@Test func internerNumbersPathsByFirstSightAndCopiesExtendIndependently() {
  var paths = PathInterner()
  #expect(paths.intern("V/A") == 0)
  #expect(paths.intern("V/B") == 1)
  #expect(paths.intern("V/A") == 0)
  #expect(paths.count == 2)
  var copy = paths
  #expect(copy.intern("V/C") == 2)
  #expect(copy.count == 3 && paths.count == 2)
  #expect(paths.id(of: "V/C") == nil && copy.id(of: "V/C") == 2)
}

@Test func pairingByIDFollowsTheFirstViewWithTheSamePath() {
  let states = [StateLayout(id: "s0", values: [], views: old), StateLayout(id: "s1", values: [], views: new)]
  let table = SceneNodeTable(states: states)
  var paths = table.paths
  let a = table.pathIDs(of: states[0], interning: &paths)
  let b = table.pathIDs(of: states[1], interning: &paths)
  let pairs = TransitionBuilder.ViewPairing(a: a, b: b, pathCount: paths.count)
  // By hand: A ↔ B swap places, both `Dup`s of each side pair with the other side's first `Dup`
  // (index 3 old, 4 new), `Gone` leaves, `New` arrives.
  #expect(pairs.aToB == [0, 2, 1, 4, 4, -1])
  #expect(pairs.bToA == [0, 2, 1, -1, 3, 3])
  #expect(pairs.bFirst == [0, 1, 2, 3, 4, 4])
  #expect(pairs.aToB == firstByPath(old, in: new))
  #expect(pairs.bToA == firstByPath(new, in: old))
}

@Test func statesTheTableNeverSawGetTheSameIDsAndNodes() {
  let states = [StateLayout(id: "s0", values: [], views: old), StateLayout(id: "s1", values: [], views: new)]
  let table = SceneNodeTable(states: states)
  // The same views in fresh storage (writing to a shared array copies it) plus an unknown path.
  var views = states[1].views
  views.append(view("V/Unknown", parent: 0))
  let stranger = StateLayout(id: "s1", values: [], views: views)
  var paths = table.paths
  let known = table.pathIDs(of: states[1], interning: &paths)
  let interned = table.pathIDs(of: stranger, interning: &paths)
  #expect(Array(interned.prefix(known.count)) == known)
  #expect(paths.count == table.paths.count + 1)
  #expect(table.node(ofPath: interned[interned.count - 1]) == nil)
  #expect(table.index(of: "V/Unknown") == nil)
  for (index, id) in interned.enumerated() {
    #expect(table.node(ofPath: id) == table.index(of: views[index].path))
  }
}

@Test func aTransitionBetweenUnknownStatesEqualsOneBetweenTheTablesOwn() {
  let states = [StateLayout(id: "s0", values: [], views: old), StateLayout(id: "s1", values: [], views: new)]
  let table = SceneNodeTable(states: states)
  let edge = EdgeInput(
    id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V",
    animation: Animation(base: .easeInOut(duration: nil)),
    changedKeys: [])
  var fromCopy = states[0]
  fromCopy.views.reserveCapacity(fromCopy.views.count + 1)
  var toCopy = states[1]
  toCopy.views.reserveCapacity(toCopy.views.count + 1)
  let builder = TransitionBuilder(table: table)
  let cached = builder.build(from: states[0], to: states[1], edge: edge)
  let fresh = builder.build(from: fromCopy, to: toCopy, edge: edge)
  func summary(_ plan: TransitionPlan) -> [String] {
    plan.nodes.map { "\($0.node) \($0.role) \($0.order) \($0.from) \($0.to) \($0.hero) \($0.duration ?? -1)" }
  }
  #expect(summary(cached) == summary(fresh))
  #expect(Set(cached.nodes.map(\.role)) == [.persist, .insert, .remove])
}

@Test func internerAgreesWithADictionaryAcrossGrowth() {
  // 3 000 interns of 1 500 distinct paths (each twice, the second time shuffled), through many
  // table growths: the ids are the order of first sight, as a plain dictionary numbers them.
  let distinct = (0..<1500).map { "Rows/VStack/ForEach[\($0)]/HStack/\($0 % 5 == 0 ? "Circle" : "Color")#" }
  var order = distinct
  var state: UInt64 = 42
  for index in order.indices.reversed() {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    order.swapAt(index, Int(state >> 33) % (index + 1))
  }
  var paths = PathInterner()
  var reference: [String: Int32] = [:]
  for path in distinct + order {
    let id = paths.intern(path)
    if reference[path] == nil { reference[path] = Int32(reference.count) }
    #expect(id == reference[path])
  }
  #expect(paths.count == 1500)
  #expect(distinct.allSatisfy { paths.id(of: $0) == reference[$0] })
  #expect(paths.id(of: "Rows/VStack/ForEach[1500]/HStack/Color#") == nil)
  #expect(PathInterner().id(of: "Rows") == nil)
}

@Test func tableIDsFollowingThePreviousStateEqualPlainInterning() {
  // The table compares each view's path with the previous state's at a cursor before looking it
  // up; the ids must be exactly those of interning every path in order. States: the same rows,
  // then rows removed, moved, duplicated and inserted, then a state sharing nothing.
  let rows = (0..<40).map { "V/ForEach[\($0)]/Color" }
  let states: [[String]] = [
    ["V"] + rows,
    ["V"] + rows,
    ["V", "V/Header"] + rows.filter { !$0.contains("[1") } + [rows[3], rows[3], "V/Footer"],
    ["V"] + rows.reversed() + ["V/Header"],
    ["W", "W/Other"],
  ]
  let layouts = states.enumerated().map { index, paths in
    StateLayout(
      id: "s\(index)", values: [],
      views: paths.enumerated().map { position, path in view(path, parent: position == 0 ? nil : 0) })
  }
  let table = SceneNodeTable(states: layouts)
  var plain = PathInterner()
  for (index, paths) in states.enumerated() {
    let expected = paths.map { plain.intern($0) }
    var scratch = table.paths
    #expect(table.pathIDs(of: layouts[index], interning: &scratch) == expected, "state \(index)")
    #expect(scratch.count == table.paths.count)
  }
}
