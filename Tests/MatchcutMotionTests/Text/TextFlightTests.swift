import MatchcutLayout
import MatchcutMotion
import Testing

/// `TextFlight`: the lines a text draws through a transition (docs/motion.md "Text in flight").
///
/// Expected lines and times are derived by hand from the Inter Regular advances of
/// `InterMetrics.generated.swift` (unitsPerEm 2816) at 17 pt, one unit = 17 / 2816 pt:
/// H 2084, e 1640, l 668, o 1680, space 792, w 2288, r 1048, d 1748, "…" 2312; line height
/// 17 × 2444 / 2048 = 20.287 pt. Motions run `linear(duration: 1)`, so progress = time.
@Suite struct TextFlightTests {
  static let unit = 17 / 2816.0
  static let lineHeight = 17 * 2444.0 / 2048
  static let linear = ResolvedAnimation(.linear(duration: 1), delta: 100)

  static func block(_ string: String, lines: [String], width: Double, height: Double) -> TextBlock {
    TextBlock(shaped: ShapedText(TextContent(string)), lines: lines, size: Size(width: width, height: height))
  }

  static func motion(
    from: Rect, to: Rect, fromText: String, toText: String, hero: Bool, role: NodeRole = .persist
  ) -> NodeMotion {
    NodeMotion(
      node: 0, role: role, order: 0, from: Appearance(frame: from, text: fromText),
      to: Appearance(frame: to, text: toText), animation: linear, hero: hero)
  }

  @Test func aTextWhoseLayoutChangesShowsItsNewLinesAtOnce() throws {
    // Not matched: SwiftUI does not animate a text's size, it draws its new layout from the
    // start (OpenSwiftUI StyledTextContentView.animatesSize == false).
    let before = Self.block("Hello world", lines: ["Hello", "world"], width: 45, height: 2 * Self.lineHeight)
    let after = Self.block("Hello world", lines: ["Hello world"], width: 91, height: Self.lineHeight)
    let motion = Self.motion(
      from: Rect(x: 0, y: 0, width: 45, height: 2 * Self.lineHeight),
      to: Rect(x: 0, y: 0, width: 91, height: Self.lineHeight), fromText: "Hello world",
      toText: "Hello world",
      hero: false)
    let flight = try #require(TextFlight(motion: motion, from: before, to: after, pixel: 0))
    #expect(!flight.relayout)
    #expect(flight.from == ["Hello", "world"] && flight.to == ["Hello world"])
    #expect(flight.steps == [TextFlight.Step(time: 0, lines: ["Hello world"])])
    #expect(flight.changes)
  }

  @Test func aChangedStringSwitchesItsLinesHalfWay() throws {
    // The timeline's cross-fade approximation: the string (and its lines) switch at p = 0.5,
    // which `linear(duration: 1)` reaches at t = 0.5.
    let before = Self.block("Off", lines: ["Off"], width: 30, height: Self.lineHeight)
    let after = Self.block("On", lines: ["On"], width: 25, height: Self.lineHeight)
    let motion = Self.motion(
      from: Rect(x: 0, y: 0, width: 30, height: Self.lineHeight),
      to: Rect(x: 0, y: 0, width: 25, height: Self.lineHeight), fromText: "Off", toText: "On", hero: false)
    let flight = try #require(TextFlight(motion: motion, from: before, to: after, pixel: 0))
    #expect(flight.steps.count == 2)
    #expect(flight.steps.first == TextFlight.Step(time: 0, lines: ["Off"]))
    #expect(flight.steps.last?.lines == ["On"])
    #expect(abs((flight.steps.last?.time ?? 0) - 0.5) < 1e-6)
    #expect(flight.lines(at: 0.49) == ["Off"] && flight.lines(at: 0.51) == ["On"])
  }

  @Test func aFlyingTextWrapsThenTruncatesAtItsInterpolatedFrame() throws {
    // A hero text flying from a 50 × 60 frame to its own 90.5 × 20.5 one: at progress p it is
    // proposed w = 50 + 40.5 p, h = 60 − 39.5 p, and breaks as layout does (swiftui-semantics §11):
    // - two lines "Hello" / "world" while h holds two lines (h ≥ 2 × 20.287 = 40.574, until
    //   p = (60 + 0.001 − 40.574) / 39.5 = 0.49183: layout counts the lines a height holds with
    //   0.001 pt of tolerance, `TextLayout.lines`) and "Hello world" (90.337) does not fit;
    // - then one line cut to fit with "…": "Hello…" (54.646 pt), "Hello w…" from w = 73.239
    //   (p = 0.57380), "Hello wo…" from 83.381 (p = 0.82422), "Hello wor…" from 89.708
    //   (p = 0.98044); "Hello world" fits whole from w = 90.337 (p = 0.99598).
    let own = Self.block("Hello world", lines: ["Hello world"], width: 90.5, height: 20.5)
    let motion = Self.motion(
      from: Rect(x: 10, y: 10, width: 50, height: 60), to: Rect(x: 100, y: 200, width: 90.5, height: 20.5),
      fromText: "Hello world", toText: "Hello world", hero: true, role: .insert)
    let flight = try #require(TextFlight(motion: motion, from: nil, to: own, pixel: 0))
    #expect(flight.relayout)
    #expect(flight.from == ["Hello", "world"])
    #expect(flight.to == ["Hello world"])
    let u = Self.unit
    let hello = (2084 + 1640 + 668 + 668 + 1680) * u
    let ellipsis = 2312 * u
    let space = 792 * u
    let widths = [
      hello + space + 2288 * u + ellipsis,  // Hello w…
      hello + space + (2288 + 1680) * u + ellipsis,  // Hello wo…
      hello + space + (2288 + 1680 + 1048) * u + ellipsis,  // Hello wor…
      hello + space + (2288 + 1680 + 1048 + 668 + 1748) * u,  // Hello world
    ]
    let expected: [(Double, [String])] =
      [(0, ["Hello", "world"]), ((60 + 0.001 - 2 * Self.lineHeight) / 39.5, ["Hello…"])]
      + zip(widths, [["Hello w…"], ["Hello wo…"], ["Hello wor…"], ["Hello world"]]).map {
        (($0.0 - 50) / 40.5, $0.1)
      }
    #expect(flight.steps.map(\.lines) == expected.map(\.1))
    for (step, want) in zip(flight.steps, expected) {
      #expect(abs(step.time - want.0) < 1e-5, "\(step.lines): \(step.time) expected \(want.0)")
    }
  }

  @Test func aPixelOfSlackKeepsASnappedFrameOnOneLine() throws {
    // Snapping took 0.2 pt from "Hello world"'s 90.337: proposed 90.137 × one line it would be
    // cut to "Hello wor…" (89.708 pt), but a frame is given one pixel (1/3 pt at 3×) back, 90.470 ≥ 90.337.
    let block = Self.block("Hello world", lines: ["Hello world"], width: 90.5, height: Self.lineHeight)
    #expect(
      block.lines(fitting: Size(width: 90.137, height: Self.lineHeight), pixel: 0) == ["Hello wor…"])
    #expect(
      block.lines(fitting: Size(width: 90.137, height: Self.lineHeight), pixel: 1 / 3.0) == ["Hello world"])
    // Its own size gives layout's lines as they are.
    #expect(block.lines(fitting: Size(width: 90.5, height: Self.lineHeight), pixel: 0) == ["Hello world"])
  }
}

extension TextFlightTests {
  /// A long paragraph flying from 50 pt to 400 pt wide re-breaks at hundreds of widths; the
  /// search for its thresholds is bounded (`maxEvaluations`), its steps still run in time
  /// order from its lines at 50 pt to its own lines at the end.
  @Test func aLongParagraphStaysBoundedAndOrdered() throws {
    let words = (0..<400).map { "word\($0 % 10)" }.joined(separator: " ")
    let shaped = ShapedText(TextContent(words))
    let own = shaped.lineStrings(for: ProposedSize(width: 400, height: nil))
    let block = TextBlock(
      shaped: shaped, lines: own, size: Size(width: 400, height: Double(own.count) * Self.lineHeight))
    let motion = Self.motion(
      from: Rect(x: 0, y: 0, width: 50, height: 4000),
      to: Rect(x: 0, y: 0, width: 400, height: Double(own.count) * Self.lineHeight), fromText: words,
      toText: words, hero: true, role: .insert)
    let flight = try #require(TextFlight(motion: motion, from: nil, to: block, pixel: 1 / 3.0))
    #expect(flight.to == own)
    #expect(flight.steps.first?.time == 0)
    #expect(flight.steps.last?.lines == own)
    #expect(flight.steps.map(\.time) == flight.steps.map(\.time).sorted())
  }
}
