import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport

/// The formatter's fixtures (files are found and read with `SyntaxFixtures`).
enum FormatFixtures {
  static let directory = Fixtures.root + "/fmt"
  static let samples = Fixtures.repositoryRoot + "/Samples"

  /// The scenario names of `Tests/Fixtures/fmt/<name>.mcut` (inputs, not `.formatted` outputs).
  static var scenarios: [String] {
    SyntaxFixtures.files(in: directory, extension: "mcut")
      .filter { !$0.hasSuffix(".formatted.mcut") }
      .map { String($0.dropLast(".mcut".count)) }
  }

  /// Formats source text (as the file `name`).
  static func format(_ text: String, name: String = "test.mcut") throws -> String {
    try MatchcutSyntax.format(parseFile(SourceFile(path: name, text: text)))
  }

  /// The paths of every sample and fixture that parses without errors.
  static var wellFormedFiles: [String] {
    let paths = SyntaxFixtures.allSources(under: samples) + SyntaxFixtures.allSources(under: Fixtures.root)
    return paths.filter { !parseFile(SyntaxFixtures.load($0)).hasErrors }
  }
}
