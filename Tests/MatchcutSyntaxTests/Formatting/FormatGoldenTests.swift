import MatchcutSource
import MatchcutSyntax
import Testing

/// `Tests/Fixtures/fmt/<scenario>.mcut` formats to `<scenario>.formatted.mcut`, byte for byte.
/// The expected outputs are written by hand from the layout rules in `docs/fmt.md`.
@Suite struct FormatGoldenTests {
  @Test func thereAreGoldenScenarios() {
    #expect(FormatFixtures.scenarios.count >= 12)
  }

  @Test(arguments: FormatFixtures.scenarios)
  func formatsToGolden(_ scenario: String) throws {
    let input = SyntaxFixtures.load(FormatFixtures.directory + "/\(scenario).mcut")
    let expected = SyntaxFixtures.load(FormatFixtures.directory + "/\(scenario).formatted.mcut")
    let output = try format(parseFile(input))
    let expectedText = String(decoding: expected.bytes, as: UTF8.self)
    #expect(output == expectedText, "\(scenario):\n\(output)")
  }

  /// Formatting a golden output changes nothing.
  @Test(arguments: FormatFixtures.scenarios)
  func goldenIsAFixedPoint(_ scenario: String) throws {
    let golden = SyntaxFixtures.load(FormatFixtures.directory + "/\(scenario).formatted.mcut")
    let output = try format(parseFile(golden))
    #expect(output == String(decoding: golden.bytes, as: UTF8.self))
  }
}
