import MatchcutSemantics
import MatchcutTestSupport
import Testing

/// The range of translation each drag release edge stands for (docs/states.md "Drag probes"),
/// on Tests/Fixtures/semantics/graphs/drag_release_threshold.mcut. Values derived by hand from
/// the fixture's code: `abs(value.translation.height) > 100` closes the sheet, so 100 springs
/// back and 100.5 (the first half point above) closes it, up or down; `> 200` and `> 80`.
@Suite struct DragReleaseRangeTests {
  static let result = SemanticsHarness.analyzeFile(
    Fixtures.root + "/semantics/graphs/drag_release_threshold.mcut"
  ).1

  @Test func bothDirectionsOfOneThresholdAreOneEdge() throws {
    let scene = try #require(Self.result.scenes.first { $0.name == "Sheet" })
    let drag = try #require(scene.stateGraph.transitions.first { $0.trigger.kind == .drag })
    #expect(
      drag.trigger.releaseRanges == [
        DragReleaseRange(axis: .vertical, sign: 1, minimum: 100.5, maximum: nil),
        DragReleaseRange(axis: .vertical, sign: -1, minimum: 100.5, maximum: nil),
      ])
    let tap = try #require(scene.stateGraph.transitions.first { $0.trigger.kind == .tap })
    #expect(tap.trigger.releaseRanges.isEmpty)
  }

  @Test func aSecondThresholdBetweenTwoProbesIsFound() throws {
    let scene = try #require(Self.result.scenes.first { $0.name == "Modes" })
    let drag = try #require(scene.stateGraph.transitions.first)
    #expect(
      drag.trigger.releaseRanges == [DragReleaseRange(axis: .vertical, sign: 1, minimum: 200.5, maximum: nil)]
    )
  }

  @Test func statesJSONWritesTheRanges() throws {
    let scene = try #require(Self.result.scenes.first { $0.name == "Sheet" })
    let json = StateGraphWriter.json(scene)
    #expect(
      json.contains(
        #""releaseRanges":[{"axis":"height","sign":1,"min":100.5},{"axis":"height","sign":-1,"min":100.5}]"#))
  }

  /// drag_continuous.mcut: `level = value.translation.height` changes the outcome at every half
  /// point, so each probe stands for the releases nearest it: the 50-pt probe from the first
  /// half point, 0.5, to 50.5, the 300-pt probe from 50.5 on (docs/states.md "Drag probes").
  @Test func aContinuousDragIsSplitBetweenItsProbes() throws {
    let result = SemanticsHarness.analyzeFile(Fixtures.root + "/semantics/graphs/drag_continuous.mcut").1
    let scene = try #require(result.scenes.first)
    let ranges = scene.stateGraph.transitions.flatMap(\.trigger.releaseRanges)
    #expect(ranges.contains(DragReleaseRange(axis: .vertical, sign: 1, minimum: 0.5, maximum: 50.5)))
    #expect(ranges.contains(DragReleaseRange(axis: .vertical, sign: -1, minimum: 50.5, maximum: nil)))
  }
}
