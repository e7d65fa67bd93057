import Matchcut
import MatchcutEmit
import MatchcutMotion
import MatchcutTestSupport
import Testing

@Test func circleToRectangleCompilesEndToEnd() throws {
  let path = Fixtures.repositoryRoot + "/Samples/CircleToRectangle.mcut"
  let result = Driver().compile([path])
  for d in result.diagnostics { print(d.severity, d.message) }
  #expect(!result.hasErrors)
  let scene = try #require(result.files.first?.scenes.first)
  print(LayoutWriter.text(scene))
  for plan in scene.transitions {
    print(SampleWriter.text(plan, scene: scene, at: 0.1))
  }
  let json = TimelineWriter.write(source: path, scenes: [scene])
  print(String(decoding: json.prefix(3000), as: UTF8.self))
}
