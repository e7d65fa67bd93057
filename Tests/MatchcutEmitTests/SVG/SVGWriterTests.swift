import Foundation
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Testing

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Test func goldenHeroFilmstrip() {
  Golden.check(SVGWriter.write(ExportScenes.hero, transition: 0), "Hero.t0.svg")
}

@Test func filmstripsAreWellFormedStandaloneSVG11() {
  for scene in ExportScenes.all {
    for transition in scene.transitions.indices {
      let svg = text(SVGWriter.write(scene, transition: transition))
      let result = XMLCheck.check(svg)
      #expect(result.problems.isEmpty, "\(scene.preview) t\(transition): \(result.problems)")
      #expect(result.root == "svg")
      #expect(result.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
      #expect(result.rootAttributes["version"] == "1.1")
      #expect(result.rootAttributes["viewBox"]?.hasPrefix("0 0 ") == true)
      // No external resources: no links, images or remote fonts.
      #expect(!svg.contains("href") && !svg.contains("<image") && !svg.contains("url(http"))
    }
  }
}

@Test func xmlCheckerRejectsBrokenDocuments() {
  // The checker must be able to fail: unbalanced, unquoted, bad entity, two roots.
  #expect(!XMLCheck.check("<svg><g></svg>").problems.isEmpty)
  #expect(!XMLCheck.check("<svg a=1/>").problems.isEmpty)
  #expect(!XMLCheck.check("<svg>&nbsp;</svg>").problems.isEmpty)
  #expect(!XMLCheck.check("<a/><b/>").problems.isEmpty)
  #expect(XMLCheck.check("<svg a=\"1\"><g>x &amp; y</g></svg>").problems.isEmpty)
}

@Test func everyFrameIsLabelledWithItsTimeAndStates() throws {
  let scene = ExportScenes.hero
  let times = SVGWriter.times(scene, transition: 0)
  let duration = try #require(scene.transitions[0].duration)
  #expect(times.count == 6)
  #expect(times.first == 0 && times.last == duration)
  #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  let svg = text(SVGWriter.write(scene, transition: 0))
  #expect(svg.contains(">t = 0 s · s0</text>"))
  #expect(svg.contains("s0 → s1"))
  #expect(svg.components(separatedBy: "<clipPath id=\"f").count - 1 == 6)
  #expect(svg.contains("font-family=\"Inter, sans-serif\""))
}

@Test func framesShowTheExactSample() throws {
  // The second frame draws the hero rectangle where the motion pass samples it.
  let scene = ExportScenes.hero
  let time = SVGWriter.times(scene, transition: 0)[1]
  let plan = scene.transitions[0]
  let rect = try #require(
    plan.sample(at: time).first { $0.role == .insert && scene.table.nodes[$0.node].kind == .shape })
  let frame = rect.appearance.frame
  let svg = text(SVGWriter.write(scene, transition: 0))
  let x = (frame.x * 100).rounded() / 100
  #expect(svg.contains("<rect x=\"\(format(x))\""))
}

private func format(_ value: Double) -> String {
  var text = String(value)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

@Test func instantChangeShowsTheStateBeforeAndAfter() {
  // Without an animation the change happens at once: the strip shows s0 (any t < 0) and s1.
  let a = [ExportScenes.view("I/Box", Rect(x: 0, y: 0, width: 40, height: 40), shape: .rect)]
  let b = [ExportScenes.view("I/Box", Rect(x: 60, y: 0, width: 40, height: 40), shape: .rect)]
  let scene = CompiledScene.compile(
    preview: "Instant", canvas: Canvas(width: 120, height: 60),
    states: [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)],
    edges: [
      EdgeInput(
        id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "I/Box", animation: nil, changedKeys: ["I.flag"]
      )
    ])
  let svg = String(decoding: SVGWriter.write(scene, transition: 0), as: UTF8.self)
  #expect(svg.contains(">t = 0 s, before · s0</text>"))
  #expect(svg.contains(">t = 0 s · s1</text>"))
  #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"40\""))
  #expect(svg.contains("<rect x=\"60\" y=\"0\" width=\"40\""))
  #expect(XMLCheck.check(svg).problems.isEmpty)
}
