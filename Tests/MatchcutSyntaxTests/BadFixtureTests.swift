import Foundation
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport
import Testing

/// Every `Tests/Fixtures/syntax/bad/*.mcut` is parsed and its diagnostics must equal its
/// expectations exactly: no missing error, and no extra one (which proves there is no cascade).
@Suite struct BadFixtureTests {
  static let directory = SyntaxFixtures.root + "/bad"
  static let names = SyntaxFixtures.files(in: directory, extension: "mcut")

  @Test func thereAreAtLeastSeventyBadFixtures() {
    #expect(BadFixtureTests.names.count >= 70)
  }

  @Test(arguments: names)
  func diagnosticsMatchExpectations(_ name: String) throws {
    let path = BadFixtureTests.directory + "/" + name
    let file = SyntaxFixtures.load(path)
    let sidecarPath = path.replacingOccurrences(of: ".mcut", with: ".expected")
    let expectations: [ExpectedDiagnostic]
    if let sidecar = FileManager.default.contents(atPath: sidecarPath) {
      expectations = ExpectedDiagnostic.sidecar(String(decoding: sidecar, as: UTF8.self))
    } else {
      expectations = ExpectedDiagnostic.parse(String(decoding: file.bytes, as: UTF8.self)) ?? []
    }
    #expect(!expectations.isEmpty, "a bad fixture must expect at least one error")
    let result = parseFile(file)
    // Syntax fixtures compare errors only: the parser reports no warnings.
    let problems = ExpectedDiagnostic.verify(result.diagnostics, expectations, in: file, comparing: [.error])
    #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
    for diagnostic in result.diagnostics {
      #expect(diagnostic.id.rawValue.hasPrefix("syntax."))
      #expect(!diagnostic.message.hasSuffix("."))
    }
  }
}
