import MatchcutSemantics
import MatchcutSource
import MatchcutTestSupport
import Testing

/// Every `Tests/Fixtures/semantics/graphs/*.mcut` (and `.swift`) states its scenes and their
/// state graphs in `// expect-scene` lines, counted by hand from what a user could do (see the
/// directory's README), and its warnings and errors inline; the compiler must agree exactly.
@Suite struct GraphFixtureTests {
  static var directory: String { Fixtures.root + "/semantics/graphs" }
  static let fixtures =
    SemanticsHarness.files(in: directory, extension: "mcut")
    + SemanticsHarness.files(in: directory, extension: "swift")

  /// One `// expect-scene "Name": states N, transitions M, tap K, …` line.
  struct SceneExpectation: Equatable, CustomStringConvertible {
    var name: String
    var figures: [String: Int]
    var description: String {
      "\"\(name)\": " + figures.keys.sorted().map { "\($0) \(figures[$0] ?? 0)" }.joined(separator: ", ")
    }
  }

  static func expectations(_ text: String) -> [SceneExpectation] {
    var out: [SceneExpectation] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("// expect-scene \"") else { continue }
      let rest = trimmed.dropFirst("// expect-scene \"".count)
      guard let quote = rest.firstIndex(of: "\"") else { continue }
      let name = String(rest[..<quote])
      var figures: [String: Int] = [:]
      let list = rest[rest.index(after: quote)...].drop { $0 == ":" || $0 == " " }
      for item in list.split(separator: ",") {
        let parts = item.split(separator: " ")
        if parts.count == 2, let value = Int(parts[1]) { figures[String(parts[0])] = value }
      }
      out.append(SceneExpectation(name: name, figures: figures))
    }
    return out
  }

  static func edgeLine(_ scene: Scene, _ id: String) -> String? {
    let graph = scene.stateGraph
    guard let edge = graph.transitions.first(where: { $0.id == id }) else { return nil }
    return EdgeExpectation.line(
      id: id, from: edge.from, to: edge.to, kind: edge.trigger.kind.rawValue, delay: edge.trigger.delay)
  }

  static func figures(_ scene: Scene) -> [String: Int] {
    var figures = [
      "states": scene.stateGraph.states.count, "transitions": scene.stateGraph.transitions.count,
    ]
    for transition in scene.stateGraph.transitions {
      figures[transition.trigger.kind.rawValue, default: 0] += 1
    }
    return figures
  }

  @Test func thereAreGraphFixtures() {
    #expect(Self.fixtures.count >= 3)
  }

  @Test(arguments: fixtures)
  func fixtureHasExactlyItsScenesAndDiagnostics(_ path: String) {
    let (file, result) = SemanticsHarness.analyzeFile(path)
    let text = String(decoding: file.bytes, as: UTF8.self)
    let expected = Self.expectations(text)
    #expect(!expected.isEmpty, "\(path) declares no expect-scene line" as Comment)
    let problems = ExpectedDiagnostic.verify(
      result.diagnostics, ExpectedDiagnostic.parse(text) ?? [], in: file)
    #expect(problems.isEmpty, Comment(rawValue: "\(path):\n" + problems.joined(separator: "\n")))
    var actual: [SceneExpectation] = []
    for scene in result.scenes {
      let wanted = expected.first { $0.name == scene.name }
      // Only the figures a line names are compared (with "transitions" and "states" always).
      let all = Self.figures(scene)
      var shown = ["states": all["states"] ?? 0, "transitions": all["transitions"] ?? 0]
      for key in wanted?.figures.keys.sorted() ?? [] { shown[key] = all[key] ?? 0 }
      actual.append(SceneExpectation(name: scene.name, figures: shown))
    }
    let normalised = expected.map { expectation in
      var copy = expectation
      copy.figures["states"] = copy.figures["states"] ?? -1
      copy.figures["transitions"] = copy.figures["transitions"] ?? -1
      return copy
    }
    #expect(actual == normalised, "\(path)")
    for edge in EdgeExpectation.parse(text) {
      let scene = result.scenes.first { $0.name == edge.scene }
      #expect(scene.flatMap { Self.edgeLine($0, edge.id) } == edge.line, "\(path): scene \(edge.scene)")
    }
  }
}
