import Foundation
import MatchcutSource
import MatchcutSyntax
import Testing

/// Golden tree dumps for `Tests/Fixtures/syntax/good/*.mcut` (each next to a `.dump` file),
/// and a sweep that every sample and fixture outside `syntax/bad` parses without errors.
/// Set `MATCHCUT_UPDATE_GOLDENS=1` to rewrite the dumps after an intended change.
@Suite struct GoodFixtureTests {
  static let directory = SyntaxFixtures.root + "/good"
  static let names = SyntaxFixtures.files(in: directory, extension: "mcut")

  @Test func thereAreGoodFixtures() {
    #expect(GoodFixtureTests.names.count >= 9)
  }

  @Test(arguments: names)
  func dumpMatchesGolden(_ name: String) throws {
    let path = GoodFixtureTests.directory + "/" + name
    let file = SyntaxFixtures.load(path)
    let result = parseFile(file)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let actual = dump(result.tree, file: file)
    let goldenPath = path.replacingOccurrences(of: ".mcut", with: ".dump")
    if ProcessInfo.processInfo.environment["MATCHCUT_UPDATE_GOLDENS"] != nil {
      try actual.write(toFile: goldenPath, atomically: true, encoding: .utf8)
    }
    let golden = FileManager.default.contents(atPath: goldenPath).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(golden == actual, "golden dump differs for \(name)")
  }

  /// `Samples/` (may be empty) and every fixture outside `syntax/bad` and `hostile/syntax`
  /// (docs/reliability.md) must parse cleanly.
  static var cleanSources: [String] {
    let samples = SyntaxFixtures.allSources(under: MatchcutTestSupportRoot.repositoryRoot + "/Samples")
    let fixtures = SyntaxFixtures.allSources(under: MatchcutTestSupportRoot.path).filter {
      !$0.contains("/syntax/bad/") && !$0.contains("/hostile/syntax/")
    }
    return samples + fixtures
  }

  @Test func everySampleAndFixtureParsesWithoutErrors() {
    for path in GoodFixtureTests.cleanSources {
      let file = SyntaxFixtures.load(path)
      let result = parseFile(file)
      let messages = result.diagnostics.map { diagnostic in
        let location = diagnostic.span.map { file.location(of: $0.range.start) }
        return "\(path):\(location?.description ?? "?"): \(diagnostic.message)"
      }
      #expect(messages.isEmpty, "\(messages.joined(separator: "\n"))")
    }
  }
}
