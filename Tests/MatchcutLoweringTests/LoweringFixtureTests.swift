import Foundation
import MatchcutLowering
import MatchcutTestSupport
import Testing

/// Every file in `Tests/Fixtures/lowering/` is one case: a `.mcut` scene and the dump of its
/// lowered record tree, derived by hand from SwiftUI's rules, as its `// > ` lines (see the
/// directory's README). Adding a case is adding a file. On failure the message shows the
/// fixture's expected dump and the whole dump lowering made.
@Suite struct LoweringFixtureTests {
  static var directory: String { Fixtures.root + "/lowering" }

  static var fixtureNames: [String] { Fixtures.names(in: directory, endingWith: ".mcut") }

  /// The expected dump: the `// > ` lines of `text`, prefix removed, one line each.
  static func expectedDump(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("// > ") {
      lines.append(String(line.dropFirst(5)))
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: fixtureNames)
  func fixture(_ name: String) throws {
    let path = Self.directory + "/" + name
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let expected = Self.expectedDump(text)
    #expect(!expected.isEmpty, "\(name) has no `// > ` line")
    let scenes = try #require(LoweringInput.compile(text, path: name), "\(name) has front-end errors")
    let scene = try #require(scenes.first, "\(name) compiled no scene")
    let dump = LoweringDump.text(scene)
    #expect(dump == expected, "\(name): expected\n\(expected)\ngot\n\(dump)")
  }

  @Test func fixturesExist() {
    #expect(Self.fixtureNames.count >= 6)
  }

  /// The harness reads only `// > ` lines, in order; a dump that differs in one field fails.
  @Test func expectedDumpReadsOnlyMarkedLines() {
    let text = "// Hand-derived.\n// > s0\nlet x = 1\n// >   A [0, 0, 1, 1]\n//> not this\n"
    #expect(Self.expectedDump(text) == "s0\n  A [0, 0, 1, 1]\n")
  }
}
