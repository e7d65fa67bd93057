import Foundation
import Matchcut
import MatchcutSource
import MatchcutTestSupport
import Testing

/// Runs every hostile fixture through the whole pipeline (`Driver.compile`, with the limits its
/// `// limits:` line asks for) and compares errors and warnings one to one with its inline
/// expectations. Fixtures that compile are also emitted in every format, and no output may hold
/// a non-finite number.
@Suite struct HostileFixtureTests {
  static let fixtures = HostileCorpus.fixtures

  @Test(arguments: fixtures)
  func fixtureReportsExactlyItsExpectations(_ relative: String) throws {
    let path = HostileCorpus.directory + "/" + relative
    let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
    let text = String(decoding: bytes, as: UTF8.self)
    let expected = try #require(
      ExpectedDiagnostic.parse(text), "\(relative) declares no expectation" as Comment)
    let options = try HostileCorpus.options(forText: text)
    let result = Driver(options: options).compile([path], semantics: options.semantics)
    let file = SourceFile(path: path, bytes: bytes)
    let problems = ExpectedDiagnostic.verify(result.diagnostics, expected, in: file)
    #expect(problems.isEmpty, Comment(rawValue: "\(relative):\n" + problems.joined(separator: "\n")))
    guard !result.hasErrors else { return }
    for format in BuildFormat.allCases {
      let artifacts = try BuildEmitter.artifacts(result.files, settings: .init(format: format)).get()
      for artifact in artifacts {
        let problem = NonFiniteOutput.problem(in: artifact)
        #expect(problem == nil, "\(relative) \(format) \(artifact.name): \(problem ?? "")")
      }
    }
  }

  /// The corpus covers every stage and, with the syntax and semantics corpora, holds at least
  /// the 150 hostile inputs the reliability issue asks for.
  @Test func corpusSizeByStage() {
    var counts: [String: Int] = [:]
    for fixture in Self.fixtures { counts[String(fixture.prefix { $0 != "/" }), default: 0] += 1 }
    // `hostile/syntax` holds only parser inputs too large for `syntax/bad` (docs/reliability.md).
    for stage in HostileCorpus.stages where stage != "syntax" {
      #expect(counts[stage, default: 0] >= 20, "stage \(stage)")
    }
    #expect(counts["syntax", default: 0] >= 1)
    let total = Self.fixtures.count + HostileCorpus.syntaxBad.count + HostileCorpus.semanticsBad.count
    #expect(total >= 150)
  }
}

/// Finds NaN or infinity written into an output (JSON that does not parse, or a bare `nan` /
/// `inf` / `Infinity` token in CSS, SVG or HTML).
enum NonFiniteOutput {
  static func problem(in artifact: BuildArtifact) -> String? {
    if artifact.name.hasSuffix(".json") {
      // JSON has no NaN or infinity literal: a document that parses holds only finite numbers
      // (a string such as a state's value label `"nan"` is text, not a number).
      let data = Data(artifact.bytes)
      return (try? JSONSerialization.jsonObject(with: data)) == nil ? "not valid JSON" : nil
    }
    let text = String(decoding: artifact.bytes, as: UTF8.self)
    let pattern = "(?<![A-Za-z0-9_+/])-?(nan|NaN|inf|Infinity)(?![A-Za-z0-9_+/])"
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return "bad pattern" }
    let range = NSRange(text.startIndex..., in: text)
    guard let match = regex.firstMatch(in: text, range: range), let found = Range(match.range, in: text)
    else {
      return nil
    }
    let start = text.index(found.lowerBound, offsetBy: -20, limitedBy: text.startIndex) ?? text.startIndex
    let end = text.index(found.upperBound, offsetBy: 20, limitedBy: text.endIndex) ?? text.endIndex
    return "non-finite number near '\(text[start..<end])'"
  }
}

/// The older corpora (`syntax/bad`, `semantics/bad`) through the whole pipeline rather than
/// their own stage: each must end in at least one error or warning, and none may trap.
@Suite struct BadCorporaThroughPipelineTests {
  @Test(arguments: HostileCorpus.syntaxBad + HostileCorpus.semanticsBad)
  func badInputEndsInADiagnostic(_ path: String) {
    let result = Driver().compile([path])
    #expect(
      result.diagnostics.contains { $0.severity == .error || $0.severity == .warning },
      "\(HostileCorpus.fileName(path)) passed the whole pipeline silently")
  }
}
