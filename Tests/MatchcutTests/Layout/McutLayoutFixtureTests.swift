import Foundation
import Matchcut
import MatchcutEmit
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// Every file in `Tests/Fixtures/layout-mcut/` is one case: a `.mcut` scene compiled by the whole
/// pipeline, with its expected window frames written as comments (see `McutLayoutExpectations`).
/// Adding a case is adding a file. On failure the message shows the fixture line and the whole
/// `matchcut layout` dump of the scene.
@Suite struct McutLayoutFixtureTests {
  static var directory: String { Fixtures.root + "/layout-mcut" }

  static var fixtureNames: [String] { Fixtures.names(in: directory, endingWith: ".mcut") }

  @Test(arguments: fixtureNames)
  func fixture(_ name: String) throws {
    let path = Self.directory + "/" + name
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let expectations = try McutLayoutExpectations(text: text)
    #expect(!expectations.frames.isEmpty, "\(name) checks no frame")

    let result = Driver().compile([path])
    // Errors fail the case, and so does any layout diagnostic (a fixture's numbers are finite).
    let problems = result.diagnostics.filter {
      $0.severity == .error || $0.id.domain == "layout"
        || (expectations.forbidsWarnings && $0.severity == .warning)
    }
    #expect(problems.isEmpty, "\(name): \(problems.map { "\($0.id) \($0.message)" })")
    let scene = try #require(result.files.first?.scenes.first, "\(name) compiled no scene")
    let dump = LayoutWriter.text(scene)
    let states = scene.states
    if let count = expectations.stateCount {
      #expect(states.count == count, "\(name): expected \(count) states, got \(states.count)\n\(dump)")
    }
    let tolerance = expectations.tolerance ?? 1 / scene.canvas.scale
    for expected in expectations.frames {
      let line = "\(name):\(expected.line)"
      guard let state = states.first(where: { $0.id == expected.state }) else {
        Issue.record("\(line): no state \(expected.state)\n\(dump)")
        continue
      }
      let matches = Self.views(in: state, matching: expected.path)
      guard matches.count == 1, let view = matches.first else {
        let found = matches.map(\.path)
        Issue.record("\(line): \"\(expected.path)\" matches \(found.count) views \(found)\n\(dump)")
        continue
      }
      let f = view.frame
      let actual = [f.x, f.y, f.width, f.height]
      let close = zip(actual, expected.frame).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
      #expect(
        close,
        "\(line): \(view.path) expected \(expected.frame.map(Self.format)) got \(actual.map(Self.format))\n\(dump)"
      )
    }
  }

  @Test func fixturesExist() {
    #expect(Self.fixtureNames.count >= 50)
  }

  /// The views whose path ends with `suffix` at a component boundary: drawn views first; if no
  /// drawn view matches, the non-drawing levels (stacks, modifier wrappers) with that suffix.
  static func views(in state: StateLayout, matching suffix: String) -> [ViewRecord] {
    func matches(_ view: ViewRecord) -> Bool {
      view.path == suffix || view.path.hasSuffix("/" + suffix)
    }
    let drawn = state.views.filter { $0.kind != nil && matches($0) }
    if !drawn.isEmpty { return drawn }
    return state.views.filter(matches)
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

/// The expectations of one `.mcut` layout fixture, written as line comments:
///
/// ```text
/// // expect s0 "VStack/Color:1" [16, 59, 361, 20]   a path suffix and its window frame
/// // expect-states: 2                               optional: the number of explored states
/// // tolerance: 0.5                                 optional; default one device pixel
/// // no-warnings                                    optional: warnings fail the case too
/// ```
struct McutLayoutExpectations {
  struct Frame {
    var line: Int
    var state: String
    var path: String
    var frame: [Double]
  }

  struct Malformed: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "malformed expectation on line \(line): \(text)" }
  }

  var frames: [Frame] = []
  var stateCount: Int?
  var tolerance: Double?
  var forbidsWarnings = false

  init(text: String) throws {
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("//") else { continue }
      let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      let line = index + 1
      if body.hasPrefix("expect-states:") {
        guard let count = Int(body.dropFirst("expect-states:".count).trimmingCharacters(in: .whitespaces))
        else { throw Malformed(line: line, text: body) }
        stateCount = count
      } else if body.hasPrefix("tolerance:") {
        guard let value = Double(body.dropFirst("tolerance:".count).trimmingCharacters(in: .whitespaces))
        else { throw Malformed(line: line, text: body) }
        tolerance = value
      } else if body == "no-warnings" {
        forbidsWarnings = true
      } else if body.hasPrefix("expect ") {
        frames.append(try Self.frame(body, line: line))
      }
    }
  }

  /// `expect s0 "Path/Suffix" [x, y, w, h]`
  private static func frame(_ body: String, line: Int) throws -> Frame {
    let parts = body.split(separator: "\"", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw Malformed(line: line, text: body) }
    let state = parts[0].dropFirst("expect ".count).trimmingCharacters(in: .whitespaces)
    let tail = parts[2].trimmingCharacters(in: .whitespaces)
    guard !state.isEmpty, tail.hasPrefix("["), tail.hasSuffix("]") else {
      throw Malformed(line: line, text: body)
    }
    let numbers = tail.dropFirst().dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    let values = numbers.compactMap { $0 }
    guard numbers.count == 4, values.count == 4 else { throw Malformed(line: line, text: body) }
    return Frame(line: line, state: state, path: String(parts[1]), frame: values)
  }
}
