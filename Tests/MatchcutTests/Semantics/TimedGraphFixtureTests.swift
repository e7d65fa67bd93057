import Matchcut
import MatchcutSource
import MatchcutTestSupport
import Testing

/// Every `Tests/Fixtures/semantics/timed/*.swift` is explored through the facade, whose motion
/// stage times `withAnimation` completions (`AnimationClock.motion`): its `expect-edge` lines,
/// derived by hand, and its inline diagnostics must hold exactly.
@Suite struct TimedGraphFixtureTests {
  static var directory: String { Fixtures.root + "/semantics/timed" }
  static var fixtures: [String] {
    Fixtures.names(in: directory, endingWith: ".swift").map { directory + "/" + $0 }
  }

  @Test func thereAreTimedFixtures() {
    #expect(!Self.fixtures.isEmpty)
  }

  @Test(arguments: fixtures)
  func fixtureHasItsEdgesAndDiagnostics(_ path: String) throws {
    let result = Driver().states([path])
    let file = try #require(result.compilation.files.first)
    let text = String(decoding: file.bytes, as: UTF8.self)
    let problems = ExpectedDiagnostic.verify(
      result.diagnostics, ExpectedDiagnostic.parse(text) ?? [], in: file)
    #expect(problems.isEmpty, Comment(rawValue: "\(path):\n" + problems.joined(separator: "\n")))
    let edges = EdgeExpectation.parse(text)
    #expect(!edges.isEmpty, "\(path) declares no expect-edge line")
    for edge in edges {
      let scene = result.scenes.first { $0.name == edge.scene }
      let transition = scene?.stateGraph.transitions.first { $0.id == edge.id }
      let line = transition.map {
        EdgeExpectation.line(
          id: $0.id, from: $0.from, to: $0.to, kind: $0.trigger.kind.rawValue, delay: $0.trigger.delay)
      }
      #expect(line == edge.line, "\(path): scene \(edge.scene)")
    }
  }
}
