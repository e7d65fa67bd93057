import Foundation
import MatchcutLayout
import MatchcutTestSupport
import Testing

/// Every file in `Tests/Fixtures/layout/` is one case: build the tree, lay it out, compare each
/// expected frame within the fixture's tolerance (default one device pixel). On failure the
/// message shows the fixture line and the whole actual dump.
@Suite struct LayoutFixtureTests {
  static var fixtureNames: [String] {
    let directory = Fixtures.root + "/layout"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".layout") }.sorted()
  }

  @Test(arguments: fixtureNames)
  func fixture(_ name: String) throws {
    let path = Fixtures.root + "/layout/" + name
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let fixture = try LayoutFixture(text: text)
    let (tree, ids) = try fixture.build()
    let result = tree.layout(in: fixture.canvas)
    #expect(result.diagnostics.isEmpty)
    let tolerance = fixture.tolerance ?? 1 / fixture.canvas.scale
    let dump = LayoutDump.dump(tree, result)
    var checked = 0
    for (index, line) in fixture.lines.enumerated() {
      guard let expected = line.expected else { continue }
      checked += 1
      guard let frame = result.frame(of: ids[index]) else {
        Issue.record("\(name):\(line.lineNumber): node was not placed\n\(dump)")
        continue
      }
      let actual = [frame.x, frame.y, frame.width, frame.height]
      let matches = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
      #expect(
        matches,
        "\(name):\(line.lineNumber): \(line.name) expected \(expected.map(LayoutDump.format)) got \(actual.map(LayoutDump.format))\n\(dump)"
      )
    }
    #expect(checked > 0, "fixture \(name) checks no frame")
  }

  @Test func fixturesExist() {
    #expect(Self.fixtureNames.count >= 20)
  }
}
