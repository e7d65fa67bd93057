import Foundation
import Matchcut
import MatchcutEmit
import MatchcutMotion
import MatchcutTestSupport
import MatchcutViews
import Testing

/// Release ranges from the semantic pass to the timeline (docs/states.md "Drag probes",
/// docs/timeline.schema.json `trigger.releaseRanges`). Samples/Destinations.mcut dismisses its
/// detail when `abs(drag.height) > 120`: 120 springs back, 120.5 (the next half point) closes,
/// up or down, so each dismissal edge carries both directions from 120.5 with no end.
struct DragReleaseTimelineTests {
  @Test func destinationsDismissalsCarryTheirThreshold() throws {
    let path = Fixtures.repositoryRoot + "/Samples/Destinations.mcut"
    let result = Driver().compile([path])
    let scene = try #require(result.files.first?.scenes.first { $0.preview == "Destinations" })
    let drags = scene.transitions.map(\.edge).filter { $0.trigger == .drag }
    #expect(drags.count == 16)
    for edge in drags {
      #expect(
        edge.releaseRanges == [
          DragReleaseRange(axis: .vertical, sign: 1, minimum: 120.5, maximum: nil),
          DragReleaseRange(axis: .vertical, sign: -1, minimum: 120.5, maximum: nil),
        ], "\(edge.id)")
    }
    let text = String(
      decoding: TimelineWriter.write(source: "Destinations.mcut", scenes: [scene]), as: UTF8.self)
    #expect(
      text.contains(
        #""kind":"drag","node":"#)
        && text.contains(
          #""releaseRanges":[{"axis":"height","sign":1,"min":120.5},{"axis":"height","sign":-1,"min":120.5}]"#
        ))
  }
}
