import Matchcut
import Testing

/// Output names stay single path components inside the output directory, whatever a source
/// or a `#Preview` is called (docs/build-integration.md, "Output names").
struct OutputNamesTests {
  @Test(arguments: [
    ("Samples/CircleToRectangle.mcut", "CircleToRectangle.timeline.json"),
    ("Hero Card.mcut", "Hero Card.timeline.json"),
    ("dir/View.swift", "View.timeline.json"),
    ("-", "stdin.timeline.json"),
    ("notes.txt", "notes.txt.timeline.json"),
    (".mcut", "_.mcut.timeline.json"),
  ])
  func timelineNames(source: String, expected: String) {
    #expect(OutputNames.timeline(for: source) == expected)
  }

  @Test(arguments: [
    ("Circle to rectangle.t0.json", "Circle to rectangle.t0.json"),
    ("../../etc/passwd.t0.json", "_.._.._etc_passwd.t0.json"),
    // `..` gets a `_` in front (leading dot) and after (Windows drops a trailing dot).
    ("..", "_.._"),
    (".hidden.t1.css", "_.hidden.t1.css"),
    ("a\\b/c.svg", "a_b_c.svg"),
    ("line\nbreak\u{7F}.json", "line_break_.json"),
    ("", "_"),
  ])
  func sanitizedNamesAreSingleSafeComponents(name: String, expected: String) {
    let result = OutputNames.sanitized(name)
    #expect(result == expected)
    #expect(!result.contains("/"))
    #expect(!result.hasPrefix("."))
  }

  @Test func overLongNamesAreCutKeepingTheExtension() {
    let name = String(repeating: "é", count: 300) + ".t12.json"
    let result = OutputNames.sanitized(name)
    #expect(result.utf8.count <= OutputNames.maximumBytes)
    #expect(result.hasSuffix(".t12.json"))
    #expect(result.hasPrefix("éé"))
  }
}
