import MatchcutLayout
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource
import MatchcutTestSupport
import Testing

@testable import Matchcut

/// The lowering reserves room for a state's records and layout nodes: for the first state of a
/// scene it counts the view tree (`StateLowering.Capacity(estimating:)`), later states reserve
/// what the previous one used. Room is never relied on, so a state lowered with far too little
/// room (every array grows) must equal the state lowered with the estimate; the estimate of a
/// small tree is checked against a count by hand.
@Suite struct LoweringCapacityTests {
  private static let samples = [
    "AlbumShelf", "CircleToRectangle", "Destinations", "FilmCards", "FloatingMenu", "PhotoGrid",
    "SearchExpand", "StaggeredList", "TabUnderline", "TodayStories", "ToggleKnob",
  ]

  private func scenes(_ files: [SourceFile]) -> [MatchcutSemantics.Scene] {
    let checked = Driver().check(files: files)
    return analyze(checked.parsed, options: .default).scenes
  }

  @Test func statesLoweredWithoutRoomEqualStatesLoweredWithTheEstimate() throws {
    let driver = Driver()
    var compared = 0
    for name in Self.samples {
      let checked = driver.check([Fixtures.repositoryRoot + "/Samples/\(name).mcut"])
      for scene in analyze(checked.parsed, options: .default).scenes {
        let lowering = StateLowering(canvas: SceneCompiler.layoutCanvas(scene.canvas))
        for index in scene.stateGraph.states.indices {
          let root = try #require(scene.viewTree(for: index))
          let estimated = lowering.lower(root: root, id: "s", values: [])
          let cramped = lowering.lower(
            root: root, id: "s", values: [], reserving: StateLowering.Capacity(records: 1, layoutNodes: 1))
          #expect(estimated.state == cramped.state, "\(name) state \(index)")
          #expect(estimated.diagnostics.map(\.message) == cramped.diagnostics.map(\.message))
          #expect(estimated.capacity.records == cramped.capacity.records)
          compared += 1
        }
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
}
