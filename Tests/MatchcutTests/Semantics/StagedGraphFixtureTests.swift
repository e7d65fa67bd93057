import Matchcut
import MatchcutSource
import MatchcutTestSupport
import Testing

/// Every `Tests/Fixtures/semantics/staged/*.swift` is explored through the facade, whose layout
/// answers geometry (`GeometryOracle.layout`) and whose motion stage times `withAnimation`
/// completions (`AnimationClock.motion`): its `expect-edge` and `expect-value` lines, derived by
/// hand, and its inline diagnostics must hold exactly.
@Suite struct StagedGraphFixtureTests {
  static var directory: String { Fixtures.root + "/semantics/staged" }
  static var fixtures: [String] {
    Fixtures.names(in: directory, endingWith: ".swift").map { directory + "/" + $0 }
  }

  @Test func thereAreStagedFixtures() {
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
    let values = Self.valueExpectations(text)
    #expect(!edges.isEmpty || !values.isEmpty, "\(path) declares no expect-edge or expect-value line")
    for value in values {
      let scene = result.scenes.first { $0.name == value.scene }
      let state = scene?.stateGraph.states.first { $0.id == value.state }
      let shown = state?.values.first { $0.key == value.key }?.value
      #expect(shown == value.value, "\(path): \(value.scene) \(value.state) \(value.key)")
    }
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

  /// `// expect-value "Scene" s0 Key = value` lines.
  static func valueExpectations(_ text: String) -> [(
    scene: String, state: String, key: String, value: String
  )] {
    var out: [(String, String, String, String)] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("// expect-value \"") else { continue }
      let rest = trimmed.dropFirst("// expect-value \"".count)
      guard let quote = rest.firstIndex(of: "\"") else { continue }
      let words = rest[rest.index(after: quote)...].split(separator: " ", maxSplits: 3)
      guard words.count == 4, words[2] == "=" else { continue }
      out.append((String(rest[..<quote]), String(words[0]), String(words[1]), String(words[3])))
    }
    return out
  }
}
