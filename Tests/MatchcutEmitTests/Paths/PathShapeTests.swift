import Foundation
import MatchcutLayout
import MatchcutMotion
import MatchcutTestSupport
import MatchcutViews
import Testing

@testable import MatchcutEmit

/// Custom shapes (`path`) in every exporter: the outline is the node's `PathTemplate` resolved at
/// the frame's size at that moment, from the frame's top-left corner, as SwiftUI calls
/// `path(in:)` with the view's bounds at every frame.
///
/// The scene is `ExportScenes.paths`; every expected value below is derived by hand from the
/// templates and the frames, with the arithmetic beside it (never read back from the writers).
@Suite struct PathShapeTests {
  static let scene = ExportScenes.paths

  static func id(_ name: String) throws -> String {
    let index = try #require(scene.table.index(of: "Paths/VStack/\(name)"))
    return scene.table.nodes[index].id
  }

  // MARK: The template

  @Test func theTriangleResolvesAtTheFramesSize() {
    // M(w/2, 0) L(w, h) L(0, h) Z at 100 × 50: (50, 0), (100, 50), (0, 50).
    #expect(ExportScenes.triangle.svgData(width: 100, height: 50) == "M50 0 L100 50 L0 50 Z")
    // Moved to a frame at (50, 50): every point + (50, 50).
    #expect(
      ExportScenes.triangle.svgData(in: Rect(x: 50, y: 50, width: 100, height: 50))
        == "M100 50 L150 100 L50 100 Z")
  }

  @Test func subpathsFollowCoreGraphicsElements() {
    // Q from p0 = (0, 20) with control (30, 0) to (60, 20) on the wave at 120 × 40 (controls
    // w/4 = 30, 0; w/2 = 60, h/2 = 20): cubic controls p0 + ⅔(q − p0) = (20, 6.6667) and
    // p3 + ⅔(q − p3) = (40, 6.6667), so the tangents are (20, −13.3333) out of p0 and
    // (−20, −13.3333) into p3. The C controls (90, 40) and (120 − 4, 40) = (116, 40) to
    // (120, 20): out of (60, 20) (30, 20), into (120, 20) (−4, 20). Open: `c` false.
    let subpaths = BezierSubpath.subpaths(of: ExportScenes.wave)
    #expect(subpaths.count == 1)
    let wave = subpaths[0].resolved(in: Rect(x: 0, y: 0, width: 120, height: 40))
    #expect(!wave.closed)
    #expect(Self.close(wave.vertices, [(0, 20), (60, 20), (120, 20)]))
    #expect(Self.close(wave.outTangents, [(20, -13.3333), (30, 20), (0, 0)]))
    #expect(Self.close(wave.inTangents, [(0, 0), (-20, -13.3333), (-4, 20)]))

    // A last vertex on the first one merges into it, its in tangent kept: M(0, 0) C(w, 0;
    // w, h → 0, 0) Z at 10 × 20 is one closed vertex (0, 0) with out (10, 0) and in (10, 20).
    let loop = PathTemplate(elements: [
      .move(to: ExportScenes.point(0, 0)),
      .curve(
        to: ExportScenes.point(0, 0), control1: ExportScenes.point(1, 0), control2: ExportScenes.point(1, 1)),
      .close,
    ])
    let drop = BezierSubpath.subpaths(of: loop)
    #expect(drop.count == 1)
    let one = drop[0].resolved(in: Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(one.closed)
    #expect(Self.close(one.vertices, [(0, 0)]))
    #expect(Self.close(one.outTangents, [(10, 0)]))
    #expect(Self.close(one.inTangents, [(10, 20)]))

    // Two subpaths; a lone M draws nothing; a line after Z starts where the closed one did:
    // M(0,0) L(w,0) Z L(0,h) M(w,h) → [(0,0) (w,0) closed], [(0,0) (0,h) open]; the last M alone.
    let two = PathTemplate(elements: [
      .move(to: ExportScenes.point(0, 0)), .line(to: ExportScenes.point(1, 0)), .close,
      .line(to: ExportScenes.point(0, 1)), .move(to: ExportScenes.point(1, 1)),
    ])
    let parts = BezierSubpath.subpaths(of: two).map {
      $0.resolved(in: Rect(x: 0, y: 0, width: 10, height: 20))
    }
    #expect(parts.count == 2)
    #expect(parts.first?.closed == true && parts.last?.closed == false)
    #expect(Self.close(parts.first?.vertices ?? [], [(0, 0), (10, 0)]))
    #expect(Self.close(parts.last?.vertices ?? [], [(0, 0), (0, 20)]))
  }

  static func close(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0.0 - $1.0) < 1e-3 && abs($0.1 - $1.1) < 1e-3 }
  }

  // MARK: Timeline JSON

  static var timeline: String {
    String(decoding: TimelineWriter.write(source: "Paths.mcut", scenes: [scene]), as: UTF8.self)
  }

  @Test func theTimelineCarriesTheTemplateItself() throws {
    // The triangle's points as [constant, perWidth, perHeight] pairs: (w/2, 0) is
    // [0, 0.5, 0], [0, 0, 0]; (w, h) [0, 1, 0], [0, 0, 1]; (0, h) [0, 0, 0], [0, 0, 1].
    let json = Self.timeline
    #expect(
      json.contains(
        "\"shape\":\"path\",\"outline\":[[\"M\",[0,0.5,0],[0,0,0]],[\"L\",[0,1,0],[0,0,1]],"
          + "[\"L\",[0,0,0],[0,0,1]],[\"Z\"]]"))
    // The wave: Q's control (w/4, 0) then its point (w/2, h/2); C's controls (3w/4, h) and
    // (−4 + w, h), then (w, h/2).
    #expect(
      json.contains(
        "\"outline\":[[\"M\",[0,0,0],[0,0,0.5]],[\"Q\",[0,0.25,0],[0,0,0],[0,0.5,0],[0,0,0.5]],"
          + "[\"C\",[0,0.75,0],[0,0,1],[-4,1,0],[0,0,1],[0,1,0],[0,0,0.5]]]"))
    // The outline is static: it is in the node list, never in a state's or a keyframe's node.
    #expect(json.components(separatedBy: "\"outline\"").count == 1 + 3)
  }

  @Test func theTimelineMatchesTheSchema() throws {
    let document = try JSONSerialization.jsonObject(with: Data(Self.timeline.utf8))
    let validator = try JSONSchemaValidator(
      schemaPath: Fixtures.repositoryRoot + "/docs/timeline.schema.json")
    let errors = validator.validate(document)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
    // A wrong element (a point with two numbers) is rejected.
    let broken = Self.timeline.replacingOccurrences(
      of: "[\"M\",[0,0.5,0],[0,0,0]]", with: "[\"M\",[0,0.5],[0,0,0]]")
    #expect(!validator.validate(try JSONSerialization.jsonObject(with: Data(broken.utf8))).isEmpty)
  }

  // MARK: SVG

  @Test func svgDrawsThePathAtEachFramesSize() throws {
    let svg = String(decoding: SVGWriter.write(Self.scene, transition: 0), as: UTF8.self)
    #expect(XMLCheck.check(svg).problems.isEmpty)
    let (triangle, wave, border) = (try Self.id("Triangle"), try Self.id("Wave"), try Self.id("Border"))
    // Frame 0: the triangle at (50, 50) 100 × 50: (50 + 50, 50), (50 + 100, 50 + 50), (50, 100);
    // blue #007AFF (0.478 · 255 = 121.9 → 0x7A).
    #expect(
      try StrokedShapeTests.svgElement(svg, frame: 0, node: triangle)
        == "<path d=\"M100 50 L150 100 L50 100 Z\" fill=\"#007AFF\"/>")
    // Frame 5 (the end): (50, 300) 200 × 100: (150, 300), (250, 400), (50, 400).
    #expect(
      try StrokedShapeTests.svgElement(svg, frame: 5, node: triangle)
        == "<path d=\"M150 300 L250 400 L50 400 Z\" fill=\"#007AFF\"/>")
    // The wave at (50, 150) 120 × 40: M(50, 170) Q(80, 150 → 110, 170) C(140, 190; 50 + 116, 190
    // → 170, 170), stroked 2 wide in red #FF3B30, miter limit 10 (`StrokeStyle`'s).
    #expect(
      try StrokedShapeTests.svgElement(svg, frame: 0, node: wave)
        == "<path d=\"M50 170 Q80 150 110 170 C140 190 166 190 170 170\" fill=\"none\" stroke=\"#FF3B30\" "
        + "stroke-width=\"2\" stroke-miterlimit=\"10\"/>")
    // strokeBorder 4 on (50, 220) 100 × 50: the box inset by 2, (52, 222) 96 × 46: (52 + 48, 222),
    // (148, 268), (52, 268); orange #FF9500.
    #expect(
      try StrokedShapeTests.svgElement(svg, frame: 0, node: border)
        == "<path d=\"M100 222 L148 268 L52 268 Z\" fill=\"none\" stroke=\"#FF9500\" stroke-width=\"4\" "
        + "stroke-miterlimit=\"10\"/>")
  }

  // MARK: Lottie

  /// A shape property's path at its first and last keyframe (the same path twice when static).
  static func pathEnds(_ property: Any?) throws -> (first: [String: Any], last: [String: Any]) {
    let property = try #require(property as? [String: Any])
    if property["a"] as? Int == 0 {
      let path = try #require(property["k"] as? [String: Any])
      return (path, path)
    }
    let keys = try #require(property["k"] as? [[String: Any]])
    let first = try #require((keys.first?["s"] as? [[String: Any]])?.first)
    let last = try #require((keys.last?["s"] as? [[String: Any]])?.first)
    return (first, last)
  }

  static func points(_ path: [String: Any], _ key: String) throws -> [(Double, Double)] {
    let list = try #require(path[key] as? [[Double]])
    return list.map { ($0[0], $0[1]) }
  }

  /// The items of node `name`'s shape group.
  static func items(_ name: String) throws -> [[String: Any]] {
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(LottieWriter.write(scene, transition: 0))) as? [String: Any]
    )
    let layers = try #require(doc["layers"] as? [[String: Any]])
    let layer = try #require(layers.first { $0["nm"] as? String == (try? id(name)) })
    return try #require((layer["shapes"] as? [[String: Any]])?.first?["it"] as? [[String: Any]])
  }

  @Test func lottieDrawsAShItemWithTheVerticesAtEachKeyframe() throws {
    // The writer draws in window points (a rectangle's `p` is its frame's centre), so the
    // vertices are the triangle's points plus the frame's corner: at t = 0, (50, 50) 100 × 50 →
    // (100, 50), (150, 100), (50, 100); at the end, (50, 300) 200 × 100 → (150, 300),
    // (250, 400), (50, 400). Straight segments: every tangent 0. Closed; no `rc`, a fill.
    let triangle = try Self.items("Triangle")
    #expect(!triangle.contains { $0["ty"] as? String == "rc" || $0["ty"] as? String == "el" })
    #expect(triangle.contains { $0["ty"] as? String == "fl" })
    let sh = try #require(triangle.first { $0["ty"] as? String == "sh" })
    let ks = try #require(sh["ks"] as? [String: Any])
    #expect(ks["a"] as? Int == 1)
    let (first, last) = try Self.pathEnds(ks)
    #expect(first["c"] as? Bool == true)
    #expect(Self.close(try Self.points(first, "v"), [(100, 50), (150, 100), (50, 100)]))
    #expect(Self.close(try Self.points(last, "v"), [(150, 300), (250, 400), (50, 400)]))
    #expect(Self.close(try Self.points(first, "i"), [(0, 0), (0, 0), (0, 0)]))
    #expect(Self.close(try Self.points(first, "o"), [(0, 0), (0, 0), (0, 0)]))
    // Keyed where the rectangle would be: the first keyframe at frame 0, the last at the end,
    // 0.35 s · 60 = 21.
    let keys = try #require(ks["k"] as? [[String: Any]])
    #expect(keys.first?["t"] as? Double == 0)
    #expect(keys.last?["t"] as? Double == 21)
  }

  @Test func lottieConvertsQuadraticsAndKeepsAnOpenPathOpen() throws {
    // The wave (as in `subpathsFollowCoreGraphicsElements`, moved by the frame's corner): at
    // t = 0, (50, 150) 120 × 40: vertices (50, 170), (110, 170), (170, 170), out (20, −13.3333),
    // (30, 20), (0, 0), in (0, 0), (−20, −13.3333), (−4, 20). At the end, (40, 500) 240 × 40:
    // (40, 520), (160, 520), (280, 520); Q's control (40 + 60, 500): out ⅔(60, −20) =
    // (40, −13.3333), in ⅔(−60, −20) = (−40, −13.3333); C's (40 + 180, 540) → out (60, 20), and
    // (40 + 236, 540) → in (276 − 280, 20) = (−4, 20).
    let wave = try Self.items("Wave")
    #expect(!wave.contains { $0["ty"] as? String == "fl" })
    let sh = try #require(wave.first { $0["ty"] as? String == "sh" })
    let (first, last) = try Self.pathEnds(sh["ks"])
    #expect(first["c"] as? Bool == false)
    #expect(Self.close(try Self.points(first, "v"), [(50, 170), (110, 170), (170, 170)]))
    #expect(Self.close(try Self.points(first, "o"), [(20, -13.3333), (30, 20), (0, 0)]))
    #expect(Self.close(try Self.points(first, "i"), [(0, 0), (-20, -13.3333), (-4, 20)]))
    #expect(Self.close(try Self.points(last, "v"), [(40, 520), (160, 520), (280, 520)]))
    #expect(Self.close(try Self.points(last, "o"), [(40, -13.3333), (60, 20), (0, 0)]))
    #expect(Self.close(try Self.points(last, "i"), [(0, 0), (-40, -13.3333), (-4, 20)]))
    try StrokedShapeTests.checkStrokeItem(
      try #require(wave.first { $0["ty"] as? String == "st" }), width: 2, colour: [1, 0.231, 0.188, 1])

    // strokeBorder 4, static: the inset box (52, 222) 96 × 46 → (100, 222), (148, 268), (52, 268).
    let border = try Self.items("Border")
    let path = try #require(border.first { $0["ty"] as? String == "sh" })
    let ks = try #require(path["ks"] as? [String: Any])
    #expect(ks["a"] as? Int == 0)
    let (still, _) = try Self.pathEnds(ks)
    #expect(Self.close(try Self.points(still, "v"), [(100, 222), (148, 268), (52, 268)]))
    try StrokedShapeTests.checkStrokeItem(
      try #require(border.first { $0["ty"] as? String == "st" }), width: 4, colour: [1, 0.584, 0, 1])
  }

  // MARK: CSS

  @Test func cssClipsAFilledOutlineAndStrokesALineInAnInlineSVG() throws {
    let css = String(decoding: CSSWriter.stylesheet(Self.scene), as: UTF8.self)
    let page = String(decoding: CSSWriter.page(Self.scene), as: UTF8.self)
    let scope = ".mc-stage[data-scene=\"Paths\"]"
    let (triangle, wave, border) = (try Self.id("Triangle"), try Self.id("Wave"), try Self.id("Border"))
    // The filled triangle: the outline in the element's own box (100 × 50, then 200 × 100).
    #expect(
      css.contains(
        "left: 50px; top: 50px; width: 100px; height: 50px; opacity: 1; background-color: rgb(0 121.89 255 / 1); "
          + "clip-path: path('M50 0 L100 50 L0 50 Z');"))
    #expect(
      css.contains(
        "100% { left: 50px; top: 300px; width: 200px; height: 100px; opacity: 1; "
          + "background-color: rgb(0 121.89 255 / 1); clip-path: path('M100 0 L200 100 L0 100 Z');"))
    // The stroked ones: an inline SVG, no box shadow; its `d` at 120 × 40: M(0, 20) Q(30, 0 →
    // 60, 20) C(90, 40; 116, 40 → 120, 20); at the end 240 × 40: Q(60, 0 → 120, 20) C(180, 40;
    // 236, 40 → 240, 20). strokeBorder 4: the box inset by 2, 96 × 46 from (2, 2).
    #expect(
      page.contains(
        "<div class=\"mc-node mc-\(wave)\" title=\"Paths/VStack/Wave\"><svg aria-hidden=\"true\"><path/></svg></div>"
      ))
    #expect(!css.contains(".mc-\(wave) { box-shadow") && !css.contains(".mc-\(border) { box-shadow"))
    #expect(
      css.contains(
        "\(scope) > .mc-\(wave) > svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; "
          + "overflow: visible; fill: none; stroke: currentColor; stroke-width: 2px; stroke-miterlimit: 10; }"
      ))
    #expect(
      css.contains(
        "\(scope)[data-state=\"s0\"] > .mc-\(wave) > svg > path { d: path('M0 20 Q30 0 60 20 C90 40 116 40 120 20'); }"
      ))
    #expect(css.contains("@keyframes mc-Paths-t0-\(wave)-line {"))
    #expect(css.contains("100% { d: path('M0 20 Q60 0 120 20 C180 40 236 40 240 20'); }"))
    #expect(
      css.contains(
        "\(scope)[data-transition=\"t0\"] > .mc-\(wave) > svg > path { animation: mc-Paths-t0-\(wave)-line 350ms linear both; }"
      ))
    #expect(
      css.contains(
        "\(scope)[data-state=\"s0\"] > .mc-\(border) > svg > path { d: path('M50 2 L98 48 L2 48 Z'); }"))
    _ = triangle
  }

  // MARK: Gallery

  static let site = GallerySite.files(
    for: [GallerySample(name: "Paths", source: "Samples/Paths.mcut", scenes: [scene])])

  @Test func galleryThumbnailDrawsTheOutline() throws {
    let index = try #require(Self.site.first { $0.path == "index.html" })
    let page = String(decoding: index.bytes, as: UTF8.self)
    // s0, in window points as the SVG above; colours with their alpha (#…FF).
    #expect(page.contains("<path d=\"M100 50 L150 100 L50 100 Z\" fill=\"#007AFFFF\"/>"))
    #expect(
      page.contains(
        "<path d=\"M50 170 Q80 150 110 170 C140 190 166 190 170 170\" fill=\"none\" stroke=\"#FF3B30FF\" "
          + "stroke-width=\"2\"/>"))
    #expect(
      page.contains(
        "<path d=\"M100 222 L148 268 L52 268 Z\" fill=\"none\" stroke=\"#FF9500FF\" stroke-width=\"4\"/>"))
  }

  @Test func galleryPlayerGetsTheOutlineAndResolvesItPerFrame() throws {
    let scenePage = try #require(Self.site.first { $0.path != "index.html" && $0.path.hasSuffix(".html") })
    let page = String(decoding: scenePage.bytes, as: UTF8.self)
    // The embedded timeline carries the template; the player resolves it at each frame's size
    // (clip-path for a fill, an inline SVG's `d` for a line) and the style sheet draws the line.
    #expect(page.contains("\"outline\":[[\"M\",[0,0.5,0],[0,0,0]]"))
    #expect(page.contains("function outlineData(outline, x, y, w, h)"))
    #expect(page.contains("s.clipPath = \"path('\" + outlineData(this.outline, 0, 0"))
    #expect(page.contains(".node.path > svg {"))
  }
}
