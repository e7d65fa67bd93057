import Foundation
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Testing

/// `multilineTextAlignment` in the exporters: the shorter lines of a multi-line text sit at the
/// leading edge of its frame by default, or centred, or at the trailing edge (Apple:
/// `EnvironmentValues.multilineTextAlignment`; the frame is as wide as the widest line).
@Suite struct TextAlignmentTests {
  /// A two-line caption (an explicit break) that slides down 200 pt. Its frame, 200 wide at
  /// x = 40 (centre 140), is wider than its lines, as in a matched flight: the block of lines is
  /// centred in it. Height: 2 lines of 17 pt text (line height 1.1934 × 17, swiftui-semantics §11).
  static func scene(_ alignment: TextAlignment?, text: String = "Two lines\nof text") -> CompiledScene {
    let lineHeight = 17 * TextMetrics.lineHeightRatio
    func caption(y: Double) -> ViewRecord {
      var record = ExportScenes.view(
        "Caption/Text", Rect(x: 40, y: y, width: 200, height: 2 * lineHeight), kind: .text,
        text: text)
      record.font = alignment.map { TextFont(size: 17, alignment: $0) }
      return record
    }
    return CompiledScene.compile(
      preview: "Caption", canvas: .iPhone15Pro,
      states: [
        StateLayout(id: "s0", values: [], views: [caption(y: 100)]),
        StateLayout(id: "s1", values: [], views: [caption(y: 300)]),
      ],
      edges: [ExportScenes.edge("t0", 0, 1, .easeInOut(duration: 0.35))])
  }

  /// The width of the block of lines: the wider line, summed from Inter's advances at 17 pt
  /// (LANGUAGE §8 metrics, the same table layout measures with).
  static let blockWidth =
    ["Two lines", "of text"].map { line in
      line.unicodeScalars.reduce(0.0) { $0 + TextMetrics.advance(of: $1.value, font: Font(size: 17)) }
    }.max() ?? 0

  /// Per alignment: Lottie's `j` (0 left, 1 right, 2 centre), the x of the layer's anchor in
  /// layer space where lines are justified at x = 0 (the block's centre: half the block right
  /// of a left edge, left of a right edge), SVG's `text-anchor` and the x lines start, centre
  /// or end at (the frame's centre 140 ∓ half the block).
  static let cases: [(TextAlignment, justification: Int, anchorX: Double, svgAnchor: String, svgX: Double)] =
    [
      (.leading, 0, blockWidth / 2, "start", 140 - blockWidth / 2),
      (.center, 2, 0, "middle", 140),
      (.trailing, 1, -blockWidth / 2, "end", 140 + blockWidth / 2),
    ]

  @Test func theBlockIsNarrowerThanTheFrame() {
    // "Two lines" at 17 pt is about 70 pt wide: the alignment is visible in a 200 pt frame.
    #expect(Self.blockWidth > 50 && Self.blockWidth < 120)
  }

  @Test(arguments: 0..<3)
  func lottieJustifiesLinesAndAnchorsTheBlockAtItsEdge(_ index: Int) throws {
    let (alignment, justification, anchorX, _, _) = Self.cases[index]
    let doc = try #require(
      try JSONSerialization.jsonObject(with: Data(LottieWriter.write(Self.scene(alignment), transition: 0)))
        as? [String: Any])
    let layer = try #require((doc["layers"] as? [[String: Any]])?.first { $0["ty"] as? Int == 5 })
    let documents = (layer["t"] as? [String: Any])?["d"] as? [String: Any]
    let style = try #require(((documents?["k"] as? [[String: Any]])?.first)?["s"] as? [String: Any])
    #expect(style["j"] as? Int == justification)
    #expect(style["t"] as? String == "Two lines\rof text")
    let anchor = try #require(((layer["ks"] as? [String: Any])?["a"] as? [String: Any])?["k"] as? [Double])
    #expect(abs(anchor[0] - anchorX) < 1e-3)
  }

  @Test(arguments: 0..<3)
  func svgAnchorsLinesAtTheBlocksEdgeOrCentre(_ index: Int) throws {
    let (alignment, _, _, svgAnchor, svgX) = Self.cases[index]
    let svg = String(decoding: SVGWriter.write(Self.scene(alignment), transition: 0), as: UTF8.self)
    #expect(svg.contains("text-anchor=\"\(svgAnchor)\""))
    // The first frame of the strip shows the caption at rest in s0, unscaled.
    let marker = try #require(svg.range(of: "\" dy=\"0\">Two lines</tspan>"))
    let start = try #require(svg[..<marker.lowerBound].range(of: "<tspan x=\"", options: .backwards))
    let x = try #require(Double(svg[start.upperBound..<marker.lowerBound]))
    // SVG coordinates are written to 2 decimals.
    #expect(abs(x - svgX) <= 0.005 + 1e-9)
  }

  /// One line is as wide as the text, so its alignment changes nothing in SwiftUI; the
  /// exporters centre it in the frame.
  @Test func aSingleLineIsCentredWhateverTheAlignment() throws {
    let doc = try #require(
      try JSONSerialization.jsonObject(
        with: Data(LottieWriter.write(Self.scene(.trailing, text: "One line"), transition: 0)))
        as? [String: Any])
    let layer = try #require((doc["layers"] as? [[String: Any]])?.first { $0["ty"] as? Int == 5 })
    let documents = (layer["t"] as? [String: Any])?["d"] as? [String: Any]
    let style = try #require(((documents?["k"] as? [[String: Any]])?.first)?["s"] as? [String: Any])
    #expect(style["j"] as? Int == 2)
    let svg = String(
      decoding: SVGWriter.write(Self.scene(.leading, text: "One line"), transition: 0), as: UTF8.self)
    #expect(svg.contains("text-anchor=\"middle\""))
  }

  @Test func cssAlignsShorterLinesPerNode() {
    let leading = String(decoding: CSSWriter.stylesheet(Self.scene(.leading)), as: UTF8.self)
    #expect(leading.contains("white-space: pre; text-align: left;"))
    #expect(!leading.contains("text-align: center"))
    let centred = String(decoding: CSSWriter.stylesheet(Self.scene(.center)), as: UTF8.self)
    #expect(centred.contains("font-size: 17px; text-align: center; }"))
    let trailing = String(decoding: CSSWriter.stylesheet(Self.scene(.trailing)), as: UTF8.self)
    #expect(trailing.contains("font-size: 17px; text-align: right; }"))
  }

  @Test func timelineNamesOnlyANonDefaultAlignment() {
    let centred = String(
      decoding: TimelineWriter.write(source: "c.mcut", scenes: [Self.scene(.center)]), as: UTF8.self)
    #expect(centred.contains("\"font\":{\"size\":17,\"weight\":\"regular\",\"alignment\":\"center\"}"))
    let leading = String(
      decoding: TimelineWriter.write(source: "c.mcut", scenes: [Self.scene(.leading)]), as: UTF8.self)
    #expect(leading.contains("\"font\":{\"size\":17,\"weight\":\"regular\"}"))
  }

  @Test func withoutAFontTextStaysCentred() throws {
    let svg = String(decoding: SVGWriter.write(Self.scene(nil), transition: 0), as: UTF8.self)
    #expect(svg.contains("text-anchor=\"middle\""))
  }
}
