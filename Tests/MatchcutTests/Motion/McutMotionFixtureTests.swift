import Foundation
import Matchcut
import MatchcutEmit
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// Every file in `Tests/Fixtures/motion-mcut/` is one case: a `.mcut` scene compiled by the whole
/// pipeline, with the frames and opacities its transitions must show at given times written as
/// comments (`McutMotionExpectations`), derived by hand from swiftui-semantics §13–§15. Adding a
/// case is adding a file. On failure the message shows the fixture line and the whole
/// `matchcut sample` output at that time.
@Suite struct McutMotionFixtureTests {
  static var directory: String { Fixtures.root + "/motion-mcut" }

  static var fixtureNames: [String] { Fixtures.names(in: directory, endingWith: ".mcut") }

  @Test(arguments: fixtureNames)
  func fixture(_ name: String) throws {
    let path = Self.directory + "/" + name
    let expectations = try McutMotionExpectations(text: String(contentsOfFile: path, encoding: .utf8))
    #expect(!expectations.samples.isEmpty, "\(name) checks nothing")
    let result = Driver().compile([path])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(name): \(errors.map { "\($0.id) \($0.message)" })")
    let scene = try #require(result.files.first?.scenes.first, "\(name) compiled no scene")
    for edge in expectations.edges {
      let plan = scene.transitions.first { $0.edge.id == edge.id }
      let actual = plan.map { "\(scene.states[$0.edge.from].id) -> \(scene.states[$0.edge.to].id)" }
      #expect(actual == edge.states, "\(name):\(edge.line): \(edge.id) is \(actual ?? "missing")")
    }
    let tolerance = expectations.tolerance ?? 1 / scene.canvas.scale
    for expected in expectations.samples {
      let line = "\(name):\(expected.line)"
      guard let plan = scene.transitions.first(where: { $0.edge.id == expected.transition }) else {
        Issue.record("\(line): no transition \(expected.transition)")
        continue
      }
      let time = expected.time ?? (plan.duration ?? 0)
      let dump = SampleWriter.text(plan, scene: scene, at: time)
      let drawn = plan.sample(at: time).filter {
        Self.matches(scene.table.nodes[$0.node].path, expected.path)
      }
      guard drawn.count == 1, let sample = drawn.first else {
        Issue.record("\(line): \"\(expected.path)\" matches \(drawn.count) drawn nodes\n\(dump)")
        continue
      }
      // The drawn rect, as the player measures it: the frame scaled about its centre.
      let f = sample.appearance.frame
      let s = sample.appearance.scale
      let frame = [f.midX - f.width * s / 2, f.midY - f.height * s / 2, f.width * s, f.height * s]
      let close = zip(frame, expected.frame).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
      #expect(close, "\(line): expected \(expected.frame) got \(frame)\n\(dump)")
      if let opacity = expected.opacity {
        #expect(
          abs(sample.appearance.opacity - opacity) <= 0.005,
          "\(line): expected opacity \(opacity) got \(sample.appearance.opacity)\n\(dump)")
      }
    }
  }

  @Test func fixturesExist() {
    #expect(Self.fixtureNames.count >= 3)
  }

  /// A node path ends with `suffix` at a component boundary.
  static func matches(_ path: String, _ suffix: String) -> Bool {
    path == suffix || path.hasSuffix("/" + suffix)
  }
}

/// The expectations written in a motion fixture's comments:
///
/// ```
/// // transition t0 s0 -> s1                          the edge's states (checks the id means it)
/// // at t0 0.5 "VStack/Color:0" [x, y, w, h]         a drawn node's rect (frame scaled by its scale) 0.5 s after
/// // at t0 end "VStack/Color:0" [x, y, w, h] opacity 1   at the transition's end; opacity optional
/// // tolerance: 0.5                                  optional; default one device pixel
/// ```
struct McutMotionExpectations {
  struct Edge {
    var line: Int
    var id: String
    var states: String
  }

  struct Sample {
    var line: Int
    var transition: String
    /// Seconds after the trigger; nil for the transition's end.
    var time: Double?
    var path: String
    var frame: [Double]
    var opacity: Double?
  }

  struct Malformed: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "malformed expectation on line \(line): \(text)" }
  }

  var edges: [Edge] = []
  var samples: [Sample] = []
  var tolerance: Double?

  init(text: String) throws {
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("//") else { continue }
      let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
      let line = index + 1
      if body.hasPrefix("tolerance:") {
        guard let value = Double(body.dropFirst("tolerance:".count).trimmingCharacters(in: .whitespaces))
        else { throw Malformed(line: line, text: body) }
        tolerance = value
      } else if body.hasPrefix("transition ") {
        let words = body.split(separator: " ")
        guard words.count == 5, words[3] == "->" else { throw Malformed(line: line, text: body) }
        edges.append(Edge(line: line, id: String(words[1]), states: "\(words[2]) -> \(words[4])"))
      } else if body.hasPrefix("at ") {
        samples.append(try Self.sample(body, line: line))
      }
    }
  }

  /// `at t0 0.5 "Path/Suffix" [x, y, w, h] opacity 0.5`
  private static func sample(_ body: String, line: Int) throws -> Sample {
    let parts = body.split(separator: "\"", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw Malformed(line: line, text: body) }
    let head = parts[0].split(separator: " ")
    guard head.count == 3 else { throw Malformed(line: line, text: body) }
    let time: Double?
    if head[2] == "end" {
      time = nil
    } else {
      guard let value = Double(head[2]) else { throw Malformed(line: line, text: body) }
      time = value
    }
    let tail = parts[2].trimmingCharacters(in: .whitespaces)
    guard tail.hasPrefix("["), let close = tail.firstIndex(of: "]") else {
      throw Malformed(line: line, text: body)
    }
    let numbers = tail[tail.index(after: tail.startIndex)..<close].split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    let values = numbers.compactMap { $0 }
    guard numbers.count == 4, values.count == 4 else { throw Malformed(line: line, text: body) }
    var opacity: Double?
    let rest = tail[tail.index(after: close)...].split(separator: " ")
    if !rest.isEmpty {
      guard rest.count == 2, rest[0] == "opacity", let value = Double(rest[1]) else {
        throw Malformed(line: line, text: body)
      }
      opacity = value
    }
    return Sample(
      line: line, transition: String(head[1]), time: time, path: String(parts[1]), frame: values,
      opacity: opacity)
  }
}
