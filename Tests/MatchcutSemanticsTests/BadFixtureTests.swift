import MatchcutSource
import MatchcutTestSupport
import Testing

/// Every `Tests/Fixtures/semantics/bad/*.mcut` declares its diagnostics inline; the set the
/// compiler reports (errors and warnings) must be exactly that set.
@Suite struct BadFixtureTests {
  static let fixtures = SemanticsHarness.files(in: SemanticsHarness.badDirectory, extension: "mcut")

  @Test func thereAreAtLeastFortyFixtures() {
    #expect(Self.fixtures.count >= 40)
  }

  @Test(arguments: fixtures)
  func fixtureReportsExactlyItsExpectations(_ path: String) {
    let (file, result) = SemanticsHarness.analyzeFile(path)
    let expected = ExpectedDiagnostic.parse(String(decoding: file.bytes, as: UTF8.self)) ?? []
    #expect(!expected.isEmpty, "\(path) declares no expectation" as Comment)
    let problems = ExpectedDiagnostic.verify(result.diagnostics, expected, in: file)
    #expect(problems.isEmpty, Comment(rawValue: "\(path):\n" + problems.joined(separator: "\n")))
  }
}
