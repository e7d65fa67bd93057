import Foundation
import MatchcutLayout
import MatchcutMotion
import Testing

@testable import MatchcutEmit

/// Stroked shapes in every exporter (swiftui-semantics §23.6): a stroked shape paints nothing
/// inside, only a line `lineWidth` wide along its outline, in its colour. `stroke` centres the
/// line on the outline of the frame (half of it outside); `strokeBorder` first insets the
/// outline by lineWidth / 2 on every side and its corner radius by as much (not below 0), so the
/// line lies inside the frame. A circle's outline is the circle of its frame's centred square.
///
/// The scene is `ExportScenes.outlines`; every expected value below is derived by hand from that
/// rule and the scene's frames, with the arithmetic beside it.
@Suite struct StrokedShapeTests {
  static let scene = ExportScenes.outlines

  static func id(_ name: String) throws -> String {
    let index = try #require(scene.table.index(of: "Outlines/VStack/\(name)"))
    return scene.table.nodes[index].id
  }

  // MARK: The shared geometry

  @Test func theLineIsCentredOnTheOutlineOrInsetByHalfItsWidth() throws {
    let node = try #require(Self.scene.table.nodes.first { $0.path == "Outlines/VStack/Border" })
    // strokeBorder 2 on a 100 × 40 frame at (50, 110), corner radius 8: the path is inset by
    // 2 / 2 = 1 on every side, (51, 111) 98 × 38, radius 8 − 1 = 7; the line is 2 wide.
    let look = Appearance(
      frame: Rect(x: 50, y: 110, width: 100, height: 40), opacity: 1, cornerRadius: 8, scale: 1,
      rotation: 0, fill: ExportScenes.orange, clip: nil)
    let line = try #require(DrawnGeometry(node: node, appearance: look).strokeLine)
    #expect(line.box == Rect(x: 51, y: 111, width: 98, height: 38))
    #expect(line.outline == .rect(radius: 7))
    #expect(line.lineWidth == 2)

    // `stroke` (not inset): the path is the outline itself, (50, 110) 100 × 40, radius 8.
    var centred = DrawnGeometry(node: node, appearance: look)
    centred.stroke = StrokeOutline(lineWidth: 2, inset: false)
    #expect(centred.strokeLine?.box == Rect(x: 50, y: 110, width: 100, height: 40))
    #expect(centred.strokeLine?.outline == .rect(radius: 8))

    // A radius smaller than half the line stops at 0: radius 0.5, strokeBorder 2 → 0.5 − 1 < 0 → 0.
    var sharp = DrawnGeometry(node: node, appearance: look)
    sharp.outline = .rect(radius: 0.5)
    #expect(sharp.strokeLine?.outline == .rect(radius: 0))

    // A line wider than the box leaves a path of size 0 at the box's centre: a 1 × 1 box at
    // (10, 10), strokeBorder 2 → 1 − 2 < 0 → 0 wide, at the centre (10.5, 10.5).
    sharp.box = Rect(x: 10, y: 10, width: 1, height: 1)
    #expect(sharp.strokeLine?.box == Rect(x: 10.5, y: 10.5, width: 0, height: 0))

    // A filled shape has no line.
    var filled = node
    filled.stroke = nil
    #expect(DrawnGeometry(node: filled, appearance: look).strokeLine == nil)
  }

  // MARK: Lottie

  /// The items of a shape layer's group, by `ty`.
  static func lottieItems(_ layerName: String) throws -> [String: [String: Any]] {
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(LottieWriter.write(scene, transition: 0))) as? [String: Any]
    )
    let layers = try #require(doc["layers"] as? [[String: Any]])
    let layer = try #require(layers.first { $0["nm"] as? String == layerName })
    #expect(layer["ty"] as? Int == 4)
    let group = try #require((layer["shapes"] as? [[String: Any]])?.first)
    let items = try #require(group["it"] as? [[String: Any]])
    var byType: [String: [String: Any]] = [:]
    for item in items {
      let type = try #require(item["ty"] as? String)
      byType[type] = item
    }
    return byType
  }

  /// A Lottie property's value at its first and last keyframe (the same value twice when static).
  static func ends(_ property: Any?) throws -> (first: [Double], last: [Double]) {
    let property = try #require(property as? [String: Any])
    if property["a"] as? Int == 0 {
      if let scalar = property["k"] as? Double { return ([scalar], [scalar]) }
      let value = try #require(property["k"] as? [Double])
      return (value, value)
    }
    let keys = try #require(property["k"] as? [[String: Any]])
    let first = try #require(keys.first?["s"] as? [Double])
    let last = try #require(keys.last?["s"] as? [Double])
    return (first, last)
  }

  static func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-3 }
  }

  /// The stroke item against the Lottie 1.0 schema's `stroke` (validators.md §1.1): a shape
  /// style (`o` required) and a base stroke (`w` required, a scalar property; `lc` and `lj`
  /// integers 1–3; `ml` a number) with `ty` "st" and `c`.
  static func checkStrokeItem(_ stroke: [String: Any], width: Double, colour: [Double]) throws {
    #expect(stroke["ty"] as? String == "st")
    let w = try #require(stroke["w"] as? [String: Any])
    #expect(w["a"] as? Int == 0 && w["k"] as? Double == width)
    // SwiftUI's `StrokeStyle` defaults: butt cap (1), miter join (1), miter limit 10.
    #expect(stroke["lc"] as? Int == 1)
    #expect(stroke["lj"] as? Int == 1)
    #expect(stroke["ml"] as? Double == 10)
    #expect(close(try ends(stroke["c"]).first, colour))
    #expect(close(try ends(stroke["o"]).first, [100]))
  }

  @Test func lottieStrokesTheOutlineWithAStrokeItemInsteadOfAFill() throws {
    // n0, stroke 3 on (50, 50) 100 × 40, radius 8: the path is the frame, centre
    // (50 + 100 / 2, 50 + 40 / 2) = (100, 70), size 100 × 40, radius 8; at the end the frame is
    // (50, 350) 200 × 80: centre (150, 390), size 200 × 80. Blue (0, 0.478, 1), the colour's
    // alpha 1 as the item's opacity 100.
    let stroked = try Self.lottieItems(try Self.id("Stroke"))
    #expect(stroked["fl"] == nil)
    let rect = try #require(stroked["rc"])
    #expect(Self.close(try Self.ends(rect["p"]).first, [100, 70]))
    #expect(Self.close(try Self.ends(rect["p"]).last, [150, 390]))
    #expect(Self.close(try Self.ends(rect["s"]).first, [100, 40]))
    #expect(Self.close(try Self.ends(rect["s"]).last, [200, 80]))
    #expect(Self.close(try Self.ends(rect["r"]).first, [8]))
    try Self.checkStrokeItem(try #require(stroked["st"]), width: 3, colour: [0, 0.478, 1, 1])

    // n1, strokeBorder 2 on (50, 110) 100 × 40, radius 8: inset by 1, (51, 111) 98 × 38, centre
    // (51 + 49, 111 + 19) = (100, 130), radius 8 − 1 = 7; at the end (40, 400) 120 × 60: inset
    // (41, 401) 118 × 58, centre (41 + 59, 401 + 29) = (100, 430), radius 7.
    let border = try Self.lottieItems(try Self.id("Border"))
    #expect(border["fl"] == nil)
    let inset = try #require(border["rc"])
    #expect(Self.close(try Self.ends(inset["p"]).first, [100, 130]))
    #expect(Self.close(try Self.ends(inset["p"]).last, [100, 430]))
    #expect(Self.close(try Self.ends(inset["s"]).first, [98, 38]))
    #expect(Self.close(try Self.ends(inset["s"]).last, [118, 58]))
    #expect(Self.close(try Self.ends(inset["r"]).first, [7]))
    #expect(Self.close(try Self.ends(inset["r"]).last, [7]))
    try Self.checkStrokeItem(try #require(border["st"]), width: 2, colour: [1, 0.584, 0, 1])

    // n2, Circle strokeBorder 2 on (50, 170) 100 × 40: the centred square is 40 × 40 at
    // (50 + 30, 170) = (80, 170); inset by 1: (81, 171) 38 × 38, an ellipse centred at
    // (100, 190); at the end (50, 500) 100 × 40: centre (100, 520), still 38 × 38.
    let circle = try Self.lottieItems(try Self.id("Circle"))
    #expect(circle["fl"] == nil && circle["rc"] == nil)
    let ellipse = try #require(circle["el"])
    #expect(Self.close(try Self.ends(ellipse["p"]).first, [100, 190]))
    #expect(Self.close(try Self.ends(ellipse["p"]).last, [100, 520]))
    #expect(Self.close(try Self.ends(ellipse["s"]).first, [38, 38]))
    #expect(Self.close(try Self.ends(ellipse["s"]).last, [38, 38]))
    try Self.checkStrokeItem(try #require(circle["st"]), width: 2, colour: [1, 0.231, 0.188, 1])
  }

  // MARK: SVG

  /// The drawn element of node `id` in frame `frame` of the filmstrip (the line after its group).
  static func svgElement(_ svg: String, frame: Int, node id: String) throws -> String {
    let lines = svg.split(separator: "\n").map(String.init)
    let group = try #require(lines.firstIndex { $0.hasPrefix("<g id=\"f\(frame)-\(id)\"") })
    return lines[group + 1]
  }

  @Test func svgDrawsTheLineWithNoFill() throws {
    let svg = String(decoding: SVGWriter.write(Self.scene, transition: 0), as: UTF8.self)
    #expect(XMLCheck.check(svg).problems.isEmpty)
    // Frame 0 (t = 0, s0). n0, stroke 3: the frame itself, (50, 50) 100 × 40, radius 8, blue
    // #007AFF (0.478 · 255 = 121.9 → 0x7A).
    #expect(
      try Self.svgElement(svg, frame: 0, node: try Self.id("Stroke"))
        == "<rect x=\"50\" y=\"50\" width=\"100\" height=\"40\" rx=\"8\" ry=\"8\" fill=\"none\" "
        + "stroke=\"#007AFF\" stroke-width=\"3\"/>")
    // n1, strokeBorder 2 on (50, 110) 100 × 40, radius 8: (51, 111) 98 × 38, radius 7, orange
    // #FF9500 (0.584 · 255 = 148.9 → 0x95).
    #expect(
      try Self.svgElement(svg, frame: 0, node: try Self.id("Border"))
        == "<rect x=\"51\" y=\"111\" width=\"98\" height=\"38\" rx=\"7\" ry=\"7\" fill=\"none\" "
        + "stroke=\"#FF9500\" stroke-width=\"2\"/>")
    // n2, Circle strokeBorder 2 on (50, 170) 100 × 40: the centred 40 × 40 square's circle,
    // centre (100, 190), radius 20 − 1 = 19, red #FF3B30 (0.231 · 255 = 58.9 → 0x3B,
    // 0.188 · 255 = 47.9 → 0x30).
    #expect(
      try Self.svgElement(svg, frame: 0, node: try Self.id("Circle"))
        == "<ellipse cx=\"100\" cy=\"190\" rx=\"19\" ry=\"19\" fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"2\"/>"
    )
    // Frame 5 (the end, s1). n1 on (40, 400) 120 × 60: (41, 401) 118 × 58, radius 7.
    #expect(
      try Self.svgElement(svg, frame: 5, node: try Self.id("Border"))
        == "<rect x=\"41\" y=\"401\" width=\"118\" height=\"58\" rx=\"7\" ry=\"7\" fill=\"none\" "
        + "stroke=\"#FF9500\" stroke-width=\"2\"/>")
  }

  // MARK: CSS

  @Test func cssDrawsTheLineWithBoxShadowsInTheElementsColour() throws {
    let css = String(decoding: CSSWriter.stylesheet(Self.scene), as: UTF8.self)
    let scope = ".mc-stage[data-scene=\"Outlines\"]"
    let (stroke, border, circle) = (try Self.id("Stroke"), try Self.id("Border"), try Self.id("Circle"))
    // stroke 3: 3 / 2 = 1.5 outside the element and 1.5 inside; strokeBorder 2: all 2 inside.
    #expect(
      css.contains(
        "\(scope) > .mc-\(stroke) { box-shadow: 0 0 0 1.5px currentColor, inset 0 0 0 1.5px currentColor; }"))
    #expect(css.contains("\(scope) > .mc-\(border) { box-shadow: inset 0 0 0 2px currentColor; }"))
    #expect(css.contains("\(scope) > .mc-\(circle) { box-shadow: inset 0 0 0 2px currentColor; }"))
    // The element keeps the frame (a circle: its centred square, (50 + 30, 170) 40 × 40) and the
    // colour is `color` (blue: 0.478 · 255 = 121.89), never a background.
    #expect(
      css.contains(
        "left: 50px; top: 50px; width: 100px; height: 40px; opacity: 1; color: rgb(0 121.89 255 / 1); "
          + "border-radius: 8px;"))
    #expect(
      css.contains(
        "left: 50px; top: 110px; width: 100px; height: 40px; opacity: 1; color: rgb(255 148.92 0 / 1); "
          + "border-radius: 8px;"))
    #expect(
      css.contains(
        "left: 80px; top: 170px; width: 40px; height: 40px; opacity: 1; color: rgb(255 58.905 47.94 / 1); "
          + "border-radius: 50%;"))
    #expect(!css.contains("background-color"))
    // The transition's keyframes move the same element: the end frame of n1, (40, 400) 120 × 60.
    #expect(css.contains("100% { left: 40px; top: 400px; width: 120px; height: 60px; opacity: 1; color: "))
  }

  @Test func filledShapesKeepTheirBackground() {
    // The card's shapes are filled: no box shadow, and the colour stays `background-color`.
    let css = String(decoding: CSSWriter.stylesheet(ExportScenes.card), as: UTF8.self)
    #expect(!css.contains("box-shadow"))
    #expect(css.contains("background-color"))
  }

  // MARK: Gallery

  static let site = GallerySite.files(
    for: [GallerySample(name: "Outlines", source: "Samples/Outlines.mcut", scenes: [scene])])

  @Test func galleryThumbnailStrokesTheOutline() throws {
    let index = try #require(Self.site.first { $0.path == "index.html" })
    let page = String(decoding: index.bytes, as: UTF8.self)
    // s0 as above: n0 on its frame with radius 8; n1 inset by 1, radius 7; n2 the circle of
    // the centred square inset by 1: centre (100, 190), radius 19.
    #expect(
      page.contains(
        "<rect x=\"50\" y=\"50\" width=\"100\" height=\"40\" rx=\"8\" fill=\"none\" stroke=\"#007AFFFF\" "
          + "stroke-width=\"3\"/>"))
    #expect(
      page.contains(
        "<rect x=\"51\" y=\"111\" width=\"98\" height=\"38\" rx=\"7\" fill=\"none\" stroke=\"#FF9500FF\" "
          + "stroke-width=\"2\"/>"))
    #expect(
      page.contains(
        "<circle cx=\"100\" cy=\"190\" r=\"19\" fill=\"none\" stroke=\"#FF3B30FF\" stroke-width=\"2\"/>"))
  }

  @Test func galleryPlayerGetsTheStrokeAndDrawsItWithoutBackground() throws {
    let scenePage = try #require(Self.site.first { $0.path != "index.html" })
    let page = String(decoding: scenePage.bytes, as: UTF8.self)
    // The player reads the node's `stroke` from the embedded timeline…
    #expect(page.contains("\"stroke\":{\"lineWidth\":3,\"inset\":false}"))
    #expect(page.contains("\"stroke\":{\"lineWidth\":2,\"inset\":true}"))
    // …marks the node `stroked` with its spreads (half in and half out, or all in)…
    #expect(page.contains("(stroke.inset ? w : w / 2) + 'px'"))
    #expect(page.contains("(stroke.inset ? 0 : w / 2) + 'px'"))
    // …and the style sheet draws it with box shadows in `--fill`, with no background (a
    // circle's line on its inner circle).
    #expect(page.contains(".node.stroked, .node.stroked.circle > i { background: none;"))
    #expect(page.contains("inset 0 0 0 var(--stroke-in) var(--fill)"))
  }
}
