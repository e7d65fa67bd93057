import Foundation
import Matchcut
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import Testing

/// The lines layout broke a text into reach the timeline (`lines` per state and at both ends
/// of a transition, `lineSteps` while a matched text flies), and the flight re-breaks the text
/// at its own font (docs/motion.md "Text in flight").
///
/// Expected lines are derived by hand from the Inter Regular advances of
/// `InterMetrics.generated.swift` (unitsPerEm 2816): H 2084, e 1640, l 668, o 1680, space 792,
/// w 2288, r 1048, d 1748, "…" 2312. At 17 pt: "Hello" = 6740 u = 40.689 pt, "world" = 7432 u
/// = 44.867 pt, "Hello world" = 14964 u = 90.337 pt, space 4.781 pt, "…" 13.957 pt.
@Suite struct TextLinesTests {
  static func compile(_ source: String) throws -> CompiledScene {
    let result = Driver().compile(sources: [SourceFile(path: "Lines.mcut", text: source)])
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return try #require(result.files.first?.scenes.first)
  }

  static func json(_ scene: CompiledScene) throws -> [String: Any] {
    let bytes = TimelineWriter.write(source: "Lines.mcut", scenes: [scene])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let scenes = try #require(document["scenes"] as? [[String: Any]])
    return try #require(scenes.first)
  }

  /// The `lines` of the state node showing `text` in state `state`.
  static func stateLines(_ scene: [String: Any], state: Int, text: String) throws -> [String]? {
    let nodes = try #require(scene["nodes"] as? [[String: Any]])
    let id = try #require(nodes.first { $0["text"] as? String == text }?["id"] as? String)
    let states = try #require(scene["states"] as? [[String: Any]])
    let entries = try #require(states[state]["nodes"] as? [[String: Any]])
    return entries.first { $0["id"] as? String == id }?["lines"] as? [String]
  }

  static let wrapping = """
    struct Labels: View {
      var body: some View {
        VStack(spacing: 8) {
          Text("ENGINEERING")
            .font(.caption)
          Text("Chill Mix")
            .font(.headline)
          Text("Hello world")
            .frame(width: 60)
          Text("Hello world")
            .lineLimit(1)
            .frame(width: 60)
            .opacity(0.5)
        }
      }
    }

    #Preview("Labels") { Labels() }
    """

  @Test func aLabelThatFitsHasOneLine() throws {
    // Proposed the safe area's width, each label is narrower than its single-line ideal
    // width, so layout keeps it on one line (swiftui-semantics §11); the timeline says so.
    let scene = try Self.json(Self.compile(Self.wrapping))
    #expect(try Self.stateLines(scene, state: 0, text: "ENGINEERING") == ["ENGINEERING"])
    #expect(try Self.stateLines(scene, state: 0, text: "Chill Mix") == ["Chill Mix"])
  }

  @Test func aNarrowProposalWrapsAtTheWordBoundary() throws {
    // Proposed 60 pt: "Hello world" (90.337) does not fit, "Hello" (40.689) does, and adding
    // the space and "world" would make 90.337 > 60: the line breaks at the space.
    let compiled = try Self.compile(Self.wrapping)
    let views = compiled.states[0].views.filter { $0.text == "Hello world" }
    #expect(views.count == 2)
    #expect(views.first?.textBlock?.lines == ["Hello", "world"])
    // With lineLimit(1) the one line is cut to fit with "…": "Hello" + space + "…" =
    // 45.470 + 13.957 = 59.427 ≤ 60, adding "w" (13.812) does not fit; the trailing space is
    // dropped: "Hello…".
    #expect(views.last?.textBlock?.lines == ["Hello…"])
    let scene = try Self.json(compiled)
    let nodes = try #require(scene["nodes"] as? [[String: Any]])
    let ids = nodes.filter { $0["text"] as? String == "Hello world" }.compactMap { $0["id"] as? String }
    let states = try #require(scene["states"] as? [[String: Any]])
    let entries = try #require(states[0]["nodes"] as? [[String: Any]])
    let lines = ids.map { id in entries.first { $0["id"] as? String == id }?["lines"] as? [String] }
    #expect(lines == [["Hello", "world"], ["Hello…"]])
  }

  static let flight = """
    struct Flight: View {
      @State private var big = false
      @Namespace private var space

      var body: some View {
        VStack {
          if big {
            Text("Hello world")
              .font(.system(size: 34))
              .matchedGeometryEffect(id: "title", in: space)
          } else {
            Text("Hello world")
              .matchedGeometryEffect(id: "title", in: space)
          }
        }
        .onTapGesture { withAnimation(.easeInOut(duration: 1)) { big.toggle() } }
      }
    }

    #Preview("Flight") { Flight() }
    """

  @Test func aMatchedTextKeepsItsFontAndBreaksAgainAsItFlies() throws {
    let scene = try Self.compile(Self.flight)
    let plan = try #require(
      scene.transitions.first { scene.states[$0.edge.from].values.first?.value == "false" })
    var texts = SceneTexts(scene)
    let inserted = try #require(plan.nodes.first { $0.role == .insert })
    let removed = try #require(plan.nodes.first { $0.role == .remove })
    let found = texts.flight(of: inserted, in: plan)
    let flight = try #require(found)
    // The 34 pt text starts on the 17 pt text's frame (about 90.33 × 20.33 at 3×): one line of
    // 34 pt (40.574 tall) is all the height allows, and its width holds "Hell" (5060 u =
    // 61.094 pt) plus "…" (27.914 pt) = 89.008, not "Hello" + "…" = 109.298: "Hell…".
    #expect(flight.relayout)
    #expect(flight.from == ["Hell…"])
    // It ends on its own layout: one line, the whole string.
    #expect(flight.to == ["Hello world"])
    #expect(flight.steps.first == TextFlight.Step(time: 0, lines: ["Hell…"]))
    #expect(flight.steps.last?.lines == ["Hello world"])
    // Each step comes when the interpolated width, plus a pixel, first holds its line: the
    // truncated line plus "…" at 34 pt (each character's advance × 34 / 2816).
    let unit = 34 / 2816.0
    let ellipsis = 2312 * unit
    let pixel = 1 / scene.canvas.scale
    func width(at time: Double) -> Double {
      let p = inserted.progress(at: time)
      return inserted.from.frame.width + p * (inserted.to.frame.width - inserted.from.frame.width)
    }
    let advances: [Character: Double] = [
      "H": 2084, "e": 1640, "l": 668, "o": 1680, " ": 792, "w": 2288, "r": 1048, "d": 1748,
    ]
    for step in flight.steps.dropFirst() where step.lines != flight.to {
      let line = try #require(step.lines.first)
      #expect(step.lines.count == 1 && line.hasSuffix("…"))
      let shown = line.dropLast().reduce(0.0) { $0 + (advances[$1] ?? 0) * unit }
      #expect(width(at: step.time) + pixel >= shown + ellipsis - 1e-6, "\(line)")
      #expect(width(at: step.time - 1e-4) + pixel < shown + ellipsis + 1e-6, "\(line)")
    }
    #expect(flight.steps.map(\.time) == flight.steps.map(\.time).sorted())
    // The 17 pt text is proposed ever more room: it keeps its one line throughout.
    let foundOther = texts.flight(of: removed, in: plan)
    let other = try #require(foundOther)
    #expect(other.from == ["Hello world"] && other.to == ["Hello world"] && !other.changes)

    // The timeline carries both: the ends' `lines` and the inserted node's `lineSteps`.
    let json = try Self.json(scene)
    let transitions = try #require(json["transitions"] as? [[String: Any]])
    let nodes = try #require(transitions[plan.edge.id == "t0" ? 0 : 1]["nodes"] as? [[String: Any]])
    let node = try #require(nodes.first { $0["role"] as? String == "insert" })
    let from = try #require(node["from"] as? [String: Any])
    #expect(from["lines"] as? [String] == ["Hell…"])
    let steps = try #require(node["lineSteps"] as? [[String: Any]])
    #expect(steps.count == flight.steps.count)
    #expect(steps.first?["lines"] as? [String] == ["Hell…"])
    #expect(steps.last?["lines"] as? [String] == ["Hello world"])
    let removedNode = try #require(nodes.first { $0["role"] as? String == "remove" })
    #expect(removedNode["lineSteps"] == nil)
  }

  @Test func exportersDrawTheStepsAtTheFontSize() throws {
    let scene = try Self.compile(Self.flight)
    let index = try #require(
      scene.transitions.firstIndex { scene.states[$0.edge.from].values.first?.value == "false" })
    var texts = SceneTexts(scene)
    let plan = scene.transitions[index]
    let inserted = try #require(plan.nodes.first { $0.role == .insert })
    let found = texts.flight(of: inserted, in: plan)
    let flight = try #require(found)
    // Lottie: one text layer per step, each at 34 pt and unscaled by the frame.
    let lottie = String(decoding: LottieWriter.write(scene, transition: index), as: UTF8.self)
    for step in flight.steps {
      #expect(
        lottie.contains("\"s\":34,\"f\":\"Inter-Regular\",\"t\":\"\(step.lines.joined(separator: "\\r"))\""))
    }
    // SVG: the first frame sets "Hell…" at 34 px.
    let svg = String(decoding: SVGWriter.write(scene, transition: index), as: UTF8.self)
    #expect(svg.contains("font-size=\"34\""))
    #expect(svg.contains(">Hell…</tspan>"))
    // CSS: one child per set of lines, shown by step-end visibility animations.
    let css = String(decoding: CSSWriter.stylesheet(scene), as: UTF8.self)
    let page = String(decoding: CSSWriter.page(scene), as: UTF8.self)
    #expect(page.contains(">Hell…</div>"))
    #expect(css.contains("step-end both"))
    // Step 1's set is visible from its time to step 2's, as percentages of the 1 s transition
    // (`easeInOut(duration: 1)`; JSONWriter's number format, 4 decimals).
    func percent(_ t: Double) -> String {
      var bytes: [UInt8] = []
      JSONWriter.appendNumber(t * 100, decimals: 4, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    #expect(
      css.contains(
        "% { visibility: hidden; } \(percent(flight.steps[1].time))% { visibility: visible; } "
          + "\(percent(flight.steps[2].time))% { visibility: hidden; }"))
    // Lottie: the second step's layer is shown from its frame (t · 60) to the third's.
    let layers = try #require(
      (try JSONSerialization.jsonObject(with: Data(LottieWriter.write(scene, transition: index)))
        as? [String: Any])?[
          "layers"] as? [[String: Any]])
    let textLayers = layers.filter { ($0["ty"] as? Int) == 5 && ($0["ip"] as? Double ?? -1) > 0 }
    let second = textLayers.first { abs(($0["ip"] as? Double ?? 0) - flight.steps[1].time * 60) < 1e-6 }
    #expect(second != nil)
    let secondOut = second?["op"] as? Double ?? 0
    #expect(abs(secondOut - flight.steps[2].time * 60) < 1e-6)
    // `sample --json` reports the lines drawn at that instant.
    let sample = String(decoding: SampleWriter.write(plan, scene: scene, at: 0), as: UTF8.self)
    #expect(sample.contains("\"lines\":[\"Hell…\"]"))
  }
}
