import Foundation
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Testing

/// `multilineTextAlignment` in the exporters: the shorter lines of a multi-line text sit at the
/// leading edge of its frame by default, or centred, or at the trailing edge (Apple:
/// `EnvironmentValues.multilineTextAlignment`; the frame is as wide as the widest line).
@Suite struct TextAlignmentTests {
  /// A two-line caption (an explicit break) that slides down 200 pt; its frame is 120 × 2 lines
  /// of 17 pt text (line height 1.1934 × 17, swiftui-semantics §11).
  static func scene(_ alignment: TextAlignment?) -> CompiledScene {
    let lineHeight = 17 * 1.1934
    func caption(y: Double) -> ViewRecord {
      var record = ExportScenes.view(
        "Caption/Text", Rect(x: 40, y: y, width: 120, height: 2 * lineHeight), kind: .text,
        text: "Two lines\nof text")
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

  static let cases: [(TextAlignment, justification: Int, anchorX: Double, svgAnchor: String, svgX: Double)] =
    [
      // Lottie `j`: 0 left, 1 right, 2 centre; the anchor (layer space, lines justified at x = 0)
      // is the block's centre: 60 right of a left edge, 60 left of a right edge. SVG: the left
      // edge is the frame's x (40), the centre 100, the right edge 160.
      (.leading, 0, 60, "start", 40),
      (.center, 2, 0, "middle", 100),
      (.trailing, 1, -60, "end", 160),
    ]

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
    #expect(abs(anchor[0] - anchorX) < 1e-9)
  }

  @Test(arguments: 0..<3)
  func svgAnchorsLinesAtTheFramesEdgeOrCentre(_ index: Int) {
    let (alignment, _, _, svgAnchor, svgX) = Self.cases[index]
    let svg = String(decoding: SVGWriter.write(Self.scene(alignment), transition: 0), as: UTF8.self)
    #expect(svg.contains("text-anchor=\"\(svgAnchor)\""))
    // The first frame of the strip shows the caption at rest in s0, unscaled.
    #expect(svg.contains("<tspan x=\"\(Int(svgX))\" dy=\"0\">Two lines</tspan>"))
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
