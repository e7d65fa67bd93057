import Foundation
import MatchcutLayout
import MatchcutMotion
import MatchcutTestSupport
import MatchcutViews
import Testing

@testable import MatchcutEmit

/// Clips to a custom shape (`clipShape(MyShape())`) in every exporter: SwiftUI clips to
/// `MyShape().path(in: bounds)`, so the clip is the clip's `PathTemplate` resolved at the clip
/// rect's size at that moment, from the rect's top-left corner — not the rect.
///
/// The scene is `ExportScenes.clipPath`: a colour 100 × 60 at (50, 70) clipped by
/// `topRounded` (top corners rounded by 8, controls 3.5817 from the corners), growing to
/// 200 × 120 at (100, 300). Every expected value is derived by hand below.
@Suite struct PathClipTests {
  static let scene = ExportScenes.clipPath

  static func id() throws -> String {
    let index = try #require(scene.table.index(of: "ClipPath/ZStack/Color"))
    return scene.table.nodes[index].id
  }

  /// At rest, (50, 70) 100 × 60: M(50 + 8, 70) L(50 + 100 − 8, 70) C(50 + 100 − 3.5817, 70;
  /// 150, 70 + 3.5817 → 150, 78) L(150, 130) L(50, 130) L(50, 78) C(50, 73.5817; 53.5817, 70 →
  /// 58, 70) Z.
  static let startData =
    "M58 70 L142 70 C146.4183 70 150 73.5817 150 78 L150 130 L50 130 L50 78 C50 73.5817 53.5817 70 58 70 Z"
  /// Grown, (100, 300) 200 × 120: the corner constants stay 8 and 3.5817 —
  /// M(108, 300) L(292, 300) C(296.4183, 300; 300, 303.5817 → 300, 308) L(300, 420) L(100, 420)
  /// L(100, 308) C(100, 303.5817; 103.5817, 300 → 108, 300) Z.
  static let endData =
    "M108 300 L292 300 C296.4183 300 300 303.5817 300 308 L300 420 L100 420 L100 308 "
    + "C100 303.5817 103.5817 300 108 300 Z"

  @Test func theTemplateResolvesAtTheClipRect() {
    #expect(ExportScenes.topRounded.svgData(in: Rect(x: 50, y: 70, width: 100, height: 60)) == Self.startData)
    #expect(
      ExportScenes.topRounded.svgData(in: Rect(x: 100, y: 300, width: 200, height: 120)) == Self.endData)
  }

  // MARK: Timeline JSON

  static var timeline: String {
    String(decoding: TimelineWriter.write(source: "ClipPath.mcut", scenes: [scene]), as: UTF8.self)
  }

  /// The template as the node `outline` format: (8, 0) is [8, 0, 0], [0, 0, 0]; (w − 8, 0)
  /// [−8, 1, 0], [0, 0, 0]; C's controls (w − 3.5817, 0), (w, 3.5817) then (w, 8); (w, h);
  /// (0, h); (0, 8); C's controls (0, 3.5817), (3.5817, 0) then (8, 0); Z.
  static let outlineJSON =
    "[[\"M\",[8,0,0],[0,0,0]],[\"L\",[-8,1,0],[0,0,0]],"
    + "[\"C\",[-3.5817,1,0],[0,0,0],[0,1,0],[3.5817,0,0],[0,1,0],[8,0,0]],"
    + "[\"L\",[0,1,0],[0,0,1]],[\"L\",[0,0,0],[0,0,1]],[\"L\",[0,0,0],[8,0,0]],"
    + "[\"C\",[0,0,0],[3.5817,0,0],[3.5817,0,0],[0,0,0],[8,0,0],[0,0,0]],[\"Z\"]]"

  @Test func theTimelineWritesTheClipsOutline() throws {
    let json = Self.timeline
    // Each end's clip: the rect in window points, then the outline (unchanged at every size).
    #expect(
      json.contains("\"clip\":{\"shape\":\"path\",\"rect\":[50,70,100,60],\"outline\":\(Self.outlineJSON)}"))
    #expect(
      json.contains(
        "\"clip\":{\"shape\":\"path\",\"rect\":[100,300,200,120],\"outline\":\(Self.outlineJSON)}"))
  }

  @Test func theTimelineMatchesTheSchema() throws {
    let validator = try JSONSchemaValidator(
      schemaPath: Fixtures.repositoryRoot + "/docs/timeline.schema.json")
    let errors = validator.validate(try JSONSerialization.jsonObject(with: Data(Self.timeline.utf8)))
    #expect(errors.isEmpty, "\(errors.prefix(5))")
    // A clip outline with a two-number coordinate is rejected.
    let broken = Self.timeline.replacingOccurrences(
      of: "\"outline\":[[\"M\",[8,0,0]", with: "\"outline\":[[\"M\",[8,0]")
    #expect(broken != Self.timeline)
    #expect(!validator.validate(try JSONSerialization.jsonObject(with: Data(broken.utf8))).isEmpty)
  }

  // MARK: SVG

  @Test func svgClipsToThePathAtTheClipRect() throws {
    let svg = String(decoding: SVGWriter.write(Self.scene, transition: 0), as: UTF8.self)
    #expect(XMLCheck.check(svg).problems.isEmpty)
    let id = try Self.id()
    // The filmstrip's frames, each a translated group; the last is the end (s1).
    let last = svg.components(separatedBy: "<g transform=\"translate(").count - 2
    #expect(last > 0)
    #expect(svg.contains("<clipPath id=\"f0-\(id)-clip\"><path d=\"\(Self.startData)\"/></clipPath>"))
    #expect(svg.contains("<clipPath id=\"f\(last)-\(id)-clip\"><path d=\"\(Self.endData)\"/></clipPath>"))
    #expect(!svg.contains("-\(id)-clip\"><rect"))
  }

  // MARK: Lottie

  @Test func lottieMasksWithTheOutlinesVerticesAtEachKeyframe() throws {
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(LottieWriter.write(Self.scene, transition: 0)))
        as? [String: Any])
    let layers = try #require(doc["layers"] as? [[String: Any]])
    let layer = try #require(layers.first { $0["nm"] as? String == (try? Self.id()) })
    #expect(layer["hasMask"] as? Bool == true)
    let masks = try #require(layer["masksProperties"] as? [[String: Any]])
    #expect(masks.count == 1)
    #expect(masks[0]["mode"] as? String == "a")
    let pt = try #require(masks[0]["pt"] as? [String: Any])
    #expect(pt["a"] as? Int == 1)
    let (first, last) = try PathShapeTests.pathEnds(pt)
    // One closed subpath; the last C ends on the first vertex (8, 0), which it merges into
    // (its second control becomes the first vertex's in tangent): six vertices. At rest,
    // (58, 70), (142, 70), (150, 78), (150, 130), (50, 130), (50, 78); the quarter circles'
    // tangents are ±4.4183 (8 − 3.5817): out of (142, 70) (4.4183, 0), into (150, 78)
    // (0, −4.4183), out of (50, 78) (0, −4.4183), into (58, 70) (−4.4183, 0).
    #expect(first["c"] as? Bool == true)
    #expect(
      PathShapeTests.close(
        try PathShapeTests.points(first, "v"),
        [(58, 70), (142, 70), (150, 78), (150, 130), (50, 130), (50, 78)]))
    let inTangents = [(-4.4183, 0.0), (0, 0), (0, -4.4183), (0, 0), (0, 0), (0, 0)]
    let outTangents = [(0.0, 0.0), (4.4183, 0), (0, 0), (0, 0), (0, 0), (0, -4.4183)]
    #expect(PathShapeTests.close(try PathShapeTests.points(first, "i"), inTangents))
    #expect(PathShapeTests.close(try PathShapeTests.points(first, "o"), outTangents))
    // Grown, (100, 300) 200 × 120: (108, 300), (292, 300), (300, 308), (300, 420), (100, 420),
    // (100, 308); the corners keep radius 8, so the tangents are the same.
    #expect(
      PathShapeTests.close(
        try PathShapeTests.points(last, "v"),
        [(108, 300), (292, 300), (300, 308), (300, 420), (100, 420), (100, 308)]))
    #expect(PathShapeTests.close(try PathShapeTests.points(last, "i"), inTangents))
    #expect(PathShapeTests.close(try PathShapeTests.points(last, "o"), outTangents))
  }

  // MARK: CSS

  @Test func cssClipsToThePathInTheElementsBox() throws {
    let css = String(decoding: CSSWriter.stylesheet(Self.scene), as: UTF8.self)
    // The element's box is the frame, the clip rect here: the outline at the clip's size from
    // the clip's corner minus the box's corner — at rest (50, 70) − (50, 70) = (0, 0), 100 × 60:
    // M(8, 0) L(92, 0) C(96.4183, 0; 100, 3.5817 → 100, 8) L(100, 60) L(0, 60) L(0, 8)
    // C(0, 3.5817; 3.5817, 0 → 8, 0) Z; at the end 200 × 120: L(192, 0) C(196.4183, 0; 200,
    // 3.5817 → 200, 8) L(200, 120) L(0, 120).
    #expect(
      css.contains(
        "clip-path: path('M8 0 L92 0 C96.4183 0 100 3.5817 100 8 L100 60 L0 60 L0 8 C0 3.5817 3.5817 0 8 0 Z');"
      ))
    #expect(
      css.contains(
        "100% { left: 100px; top: 300px; width: 200px; height: 120px; opacity: 1; "
          + "background-color: rgb(0 121.89 255 / 1); border-radius: 0; clip-path: path('M8 0 L192 0 C196.4183 0 200 3.5817 200 8 "
          + "L200 120 L0 120 L0 8 C0 3.5817 3.5817 0 8 0 Z');"))
    #expect(!css.contains("clip-path: inset("))
  }

  @Test func cssMapsTheClipBackThroughTheNodesScale() throws {
    // The clip is in window points and does not scale with the node: scaled 2× about its centre
    // (100, 100), the element's own box (50, 70) 100 × 60 holds the window point (x, y) at
    // (100 + (x − 100) / 2 − 50, 100 + (y − 100) / 2 − 70). The window outline at rest (above,
    // with 146.418278 = 150 − 3.581722 exactly) maps to (58, 70) → (29, 15), (142, 70) →
    // (71, 15), (146.418278, 70) → (73.2091, 15), (150, 73.581722) → (75, 16.7909), (150, 78) →
    // (75, 19), (150, 130) → (75, 45), (50, 130) → (25, 45), (50, 78) → (25, 19),
    // (53.581722, 70) → (26.7909, 15): the corners are 4 in the box, 8 on the screen.
    let index = try #require(Self.scene.table.index(of: "ClipPath/ZStack/Color"))
    let node = Self.scene.table.nodes[index]
    let frame = Rect(x: 50, y: 70, width: 100, height: 60)
    let look = Appearance(
      frame: frame, opacity: 1, cornerRadius: 0, scale: 2, rotation: 0, fill: nil,
      clip: Clip(rect: frame, shape: .path, outline: ExportScenes.topRounded))
    let drawn = DrawnGeometry(node: node, appearance: look)
    let declarations = CSSWriter.Style(node: node, [drawn]).declarations(drawn)
    #expect(
      declarations.hasSuffix(
        "clip-path: path('M29 15 L71 15 C73.2091 15 75 16.7909 75 19 L75 45 L25 45 L25 19 "
          + "C25 16.7909 26.7909 15 29 15 Z');"),
      "\(declarations)")
  }

  // MARK: Gallery

  static let site = GallerySite.files(
    for: [GallerySample(name: "ClipPath", source: "Samples/ClipPath.mcut", scenes: [scene])])

  @Test func galleryThumbnailAndPlayerClipToThePath() throws {
    let index = try #require(Self.site.first { $0.path == "index.html" })
    // The thumbnail of s0: a <clipPath> holding the outline at the clip rect, in window points.
    #expect(
      String(decoding: index.bytes, as: UTF8.self).contains("\"><path d=\"\(Self.startData)\"/></clipPath>"))
    let scenePage = try #require(Self.site.first { $0.path != "index.html" && $0.path.hasSuffix(".html") })
    let page = String(decoding: scenePage.bytes, as: UTF8.self)
    // The embedded timeline carries the clip's outline; the player's clipCSS resolves it at the
    // clip's current rect in the full-canvas wrapper's (canvas) coordinates.
    #expect(page.contains("\"outline\":\(Self.outlineJSON)"))
    #expect(page.contains("outlineData(c.outline, c.x, c.y, Math.max(0, c.w), Math.max(0, c.h))"))
  }
}
