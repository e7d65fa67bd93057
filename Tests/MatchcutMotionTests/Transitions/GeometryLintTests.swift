import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import Testing

// Hand-built scenes for the geometry lints of LANGUAGE §9. Each case says why the lint must (or
// must not) fire.

private let span = SourceSpan(path: "a.mcut", range: SourceRange(start: 10, end: 20))
private let geo = MatchedGeometry(namespace: "V.ns", id: "geo")

private func scene(_ a: [ViewRecord], _ b: [ViewRecord], animation: Animation?) -> CompiledScene {
  let edge = EdgeInput(
    id: "t0", from: 0, to: 1, trigger: .tap, triggerPath: "V", animation: animation, changedKeys: [],
    source: span)
  return CompiledScene.compile(
    preview: "P", canvas: .iPhone15Pro,
    states: [StateLayout(id: "s0", values: [], views: a), StateLayout(id: "s1", values: [], views: b)],
    edges: [edge])
}

private func shape(_ path: String, _ frame: Rect, matches: [MatchedGeometry] = [], clip: Clip? = nil)
  -> ViewRecord
{
  ViewRecord(
    path: path, parent: nil, frame: frame, kind: .shape, fill: RGBA(red: 1, green: 0, blue: 0), clip: clip,
    matches: matches, source: span)
}

@Test func heroWithoutAnimationIsReportedAtTheAction() {
  // No withAnimation: the matched views swap instantly, so SwiftUI flies nothing (§13–§14).
  let result = GeometryLints.run(
    scene(
      [shape("V/if/Circle", Rect(x: 0, y: 0, width: 50, height: 50), matches: [geo])],
      [shape("V/else/Rect", Rect(x: 0, y: 300, width: 200, height: 100), matches: [geo])], animation: nil))
  #expect(result.map(\.id.rawValue) == ["motion.hero-without-animation"])
  #expect(result.first?.span == span)
  // With an animation the same change is a proper hero: nothing to report.
  let animated = GeometryLints.run(
    scene(
      [shape("V/if/Circle", Rect(x: 0, y: 0, width: 50, height: 50), matches: [geo])],
      [shape("V/else/Rect", Rect(x: 0, y: 300, width: 200, height: 100), matches: [geo])],
      animation: Animation(base: .easeInOut(duration: nil))))
  #expect(animated.isEmpty)
}

@Test func flightBeneathAnOpaqueSiblingIsReported() {
  // The card moves right under an opaque panel drawn after it: halfway (x = 100) the panel
  // (x 80…180) covers 30 of its 50 points, more than a quarter.
  let card = shape("V/Card", Rect(x: 0, y: 0, width: 50, height: 50))
  let panel = shape("V/Panel", Rect(x: 80, y: 0, width: 100, height: 100))
  var moved = card
  moved.frame.x = 200
  let result = GeometryLints.run(
    scene([card, panel], [moved, panel], animation: Animation(base: .default)))
  #expect(result.map(\.id.rawValue) == ["motion.flight-covered"])
  // Drawn after the panel, the card flies over it: no warning.
  let over = GeometryLints.run(scene([panel, card], [panel, moved], animation: Animation(base: .default)))
  #expect(over.isEmpty)
}

@Test func heroArrivingFromOutsideItsClipIsReported() {
  // The inserted view ends inside its ScrollView's clip (y 100…400) but starts on the source at
  // y = 600, outside it: the clip cuts the flight.
  let clip = Clip(rect: Rect(x: 0, y: 100, width: 393, height: 300))
  let result = GeometryLints.run(
    scene(
      [shape("V/if/Circle", Rect(x: 0, y: 600, width: 50, height: 50), matches: [geo])],
      [shape("V/Scroll/else/Rect", Rect(x: 0, y: 150, width: 50, height: 50), matches: [geo], clip: clip)],
      animation: Animation(base: .easeOut(duration: nil))))
  #expect(result.map(\.id.rawValue) == ["motion.flight-clipped"])
}
