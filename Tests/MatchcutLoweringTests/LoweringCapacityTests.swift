import MatchcutLayout
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource
import MatchcutTestSupport
import Testing

@testable import MatchcutLowering

/// The lowering reserves room for a state's records and layout nodes: for the first state of a
/// scene it counts the view tree (`StateLowering.Capacity(estimating:)`), later states reserve
/// what the previous one used; and it reuses the previous state's wrapper path strings
/// (`StateLowering.WrapperPaths`). Neither may change a state: a state lowered with far too
/// little room (every array grows), or reusing the wrapper paths of the state before, of the
/// same state, of another scene or of none, must equal the state lowered with the estimate and
/// nothing to reuse; the estimate of a small tree is checked against a count by hand.
@Suite struct LoweringCapacityTests {
  private static let samples = [
    "AlbumShelf", "CircleToRectangle", "Destinations", "FilmCards", "FloatingMenu", "PhotoGrid",
    "SearchExpand", "StaggeredList", "TabUnderline", "TodayStories", "ToggleKnob",
  ]

  private func scenes(_ files: [SourceFile]) -> [MatchcutSemantics.Scene] { LoweringInput.scenes(files) }

  @Test func statesLoweredWithoutRoomEqualStatesLoweredWithTheEstimate() throws {
    var compared = 0
    // The last state of the previous sample: wrapper paths of another scene altogether.
    var foreign = StateLowering.WrapperPaths()
    for name in Self.samples {
      for scene in try LoweringInput.sample(name) {
        let lowering = StateLowering(canvas: SceneCompiler.layoutCanvas(scene.canvas))
        var previous = StateLowering.WrapperPaths()
        for index in scene.stateGraph.states.indices {
          let root = try #require(scene.viewTree(for: index))
          let estimated = lowering.lower(root: root, id: "s", values: [])
          let cramped = lowering.lower(
            root: root, id: "s", values: [], reserving: StateLowering.Capacity(records: 1, layoutNodes: 1))
          #expect(estimated.state == cramped.state, "\(name) state \(index)")
          #expect(estimated.diagnostics.map(\.message) == cramped.diagnostics.map(\.message))
          #expect(estimated.capacity.records == cramped.capacity.records)
          for reusable in [previous, estimated.wrappers, foreign] {
            let reused = lowering.lower(root: root, id: "s", values: [], reusing: reusable)
            #expect(reused.state == estimated.state, "\(name) state \(index)")
          }
          // Every wrapper path is its view's path and `#`, whichever string it came from.
          #expect(estimated.wrappers.entries.allSatisfy { $0.wrapper == $0.base + "#" })
          previous = lowering.lower(root: root, id: "s", values: [], reusing: previous).wrappers
          #expect(previous.entries.map(\.wrapper) == estimated.wrappers.entries.map(\.wrapper))
          compared += 1
        }
        foreign = previous
      }
    }
    #expect(compared > 20)
  }

  @Test func theEstimateCountsARecordPerViewAndOnePerWrapper() throws {
    let source = """
      import SwiftUI

      struct Card: View {
        var body: some View {
          VStack {
            Text("A").padding().background(Color.red)
            Circle().fill(.blue).frame(width: 20, height: 20)
            Spacer()
          }
        }
      }

      #Preview { Card() }
      """
    let scene = try #require(scenes([SourceFile(path: "Card.mcut", text: source)]).first)
    let root = try #require(scene.viewTree(for: 0))
    let estimate = StateLowering.Capacity(estimating: root)
    // By hand, from the rule (a record per view, one more for a view with modifiers; a layout node
    // per view and per modifier; backgrounds' views count like children): VStack 1 record,
    // 1 node; Text 2 records, 1 + 2 nodes (padding, background); the background's Color 1, 1;
    // Circle 2 records, 1 + 2 nodes (fill, frame); Spacer 1, 1 — 7 records, 9 nodes.
    #expect(root.path.hasSuffix("VStack"))
    #expect(estimate.records == 7)
    #expect(estimate.layoutNodes == 9)
    // What the lowering used: the same records (no matched geometry, no groups here), and fewer
    // layout nodes (`fill` makes none).
    let used = StateLowering(canvas: SceneCompiler.layoutCanvas(scene.canvas)).lower(
      root: root, id: "s0", values: []
    ).capacity
    #expect(used.layoutNodes <= estimate.layoutNodes)
    #expect(used.records == estimate.records)
  }

  /// While every wrapper is found at the cursor from the first on, the lowering only counts
  /// them and hands back (a prefix of) the list it reused; the first time they part it copies
  /// that prefix out and goes on appending. Either way the list handed back must be, entry for
  /// entry, what the plain rule records: each wrapper made, with its view's path.
  @Test func wrapperListsHandedBackAreTheWrappersMade() throws {
    let scene = try #require(try LoweringInput.sample("StaggeredList").first)
    let lowering = StateLowering(canvas: SceneCompiler.layoutCanvas(scene.canvas))
    let root = try #require(scene.viewTree(for: 0))
    let plain = lowering.lower(root: root, id: "s", values: [])
    let made = plain.wrappers.entries
    #expect(made.count > 4)
    let extra = (base: "Nowhere/Else", wrapper: "Nowhere/Else#")
    var longer = made
    longer.append(extra)
    var parted = made
    parted[made.count / 2] = extra
    var missing = made
    missing.remove(at: made.count / 2)
    for reusable in [made, longer, parted, missing, [extra] + made, []] {
      let reused = lowering.lower(
        root: root, id: "s", values: [], reusing: StateLowering.WrapperPaths(entries: reusable))
      #expect(reused.state == plain.state)
      #expect(reused.wrappers.entries.map(\.base) == made.map(\.base))
      #expect(reused.wrappers.entries.map(\.wrapper) == made.map(\.wrapper))
    }
  }
}
