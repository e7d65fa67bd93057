import Foundation
import MatchcutTestSupport
import Testing

@testable import _GenerateTextMetrics

/// The checked-in metrics table matches what the generator produces from the installed fonts
/// (aesthetics-anchors item 22). Skipped when Debian's `fonts-inter` is not installed.
@Suite struct InterMetricsFreshnessTests {
  static let fontsInstalled = FileManager.default.fileExists(
    atPath: MetricsSourceWriter.defaultFontDirectory + "/Inter-Regular.otf")

  @Test(.enabled(if: fontsInstalled, "fonts-inter is not installed (apt-get install fonts-inter)"))
  func generatedTableIsFresh() throws {
    let fonts = try MetricsSourceWriter.weights.map { weight -> [UInt8] in
      let path = MetricsSourceWriter.defaultFontDirectory + "/" + weight.fileName
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    let expected = try MetricsSourceWriter.source(fonts: fonts)
    let path = Fixtures.repositoryRoot + "/Sources/MatchcutLayout/Text/InterMetrics.generated.swift"
    let actual = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      actual == expected, "InterMetrics.generated.swift is out of date. Run 'swift run _GenerateTextMetrics'."
    )
  }

  @Test func rejectsTruncatedFont() {
    #expect(throws: OpenTypeFont.ParseError.self) { try OpenTypeFont(bytes: [0, 1, 0, 0, 0, 9]) }
  }
}
