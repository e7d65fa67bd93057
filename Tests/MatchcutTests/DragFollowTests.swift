import Matchcut
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// LANGUAGE §7: while the finger is down, each affected node follows the translation, as
/// coefficients where linear and as samples otherwise.
struct DragFollowTests {
  static func scenes(_ name: String) -> [CompiledScene] {
    Driver().compile([Fixtures.repositoryRoot + "/Samples/" + name]).files.flatMap(\.scenes)
  }

  @Test func swipeToDismissFollowsTheFingerOneToOne() throws {
    // Destinations' swipe-to-dismiss modifier sets `offset = translation` and applies
    // `.offset(y: offset.height)`: every node of the detail moves by exactly ty (perY[1] = 1)
    // and ignores tx — hand-derived from the sample's code.
    let scene = try #require(Self.scenes("Destinations.mcut").first)
    let drag = try #require(scene.drags.first)
    #expect(!drag.nodes.isEmpty)
    for follow in drag.nodes {
      #expect(follow.isLinear)
      #expect(abs(follow.perY[1] - 1) < 1e-9 && abs(follow.perX[0]) < 1e-9 && abs(follow.perX[1]) < 1e-9)
    }
  }

  @Test func pullToDismissScalesNonLinearly() throws {
    // TodayStories' reader sets `pull = max(translation.height, 0)` and applies
    // `.scaleEffect(1 - min(pull, 300) / 1200)`: at ty = 100 the scale is 1 − 100/1200 = 0.91667,
    // at ty = −100 it stays 1, so the track is not linear and is described by samples.
    let scene = try #require(Self.scenes("TodayStories.mcut").first { $0.preview == "Reader" })
    let drag = try #require(scene.drags.first)
    let follow = try #require(drag.nodes.first)
    #expect(!follow.isLinear)
    let down = try #require(follow.samples.first { $0.translation == (0, 100) })
    let up = try #require(follow.samples.first { $0.translation == (0, -100) })
    #expect(abs(down.appearance.scale - (1 - 100.0 / 1200)) < 1e-9)
    #expect(up.appearance.scale == 1)
  }
}
