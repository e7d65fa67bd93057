import MatchcutLayout
import Testing

/// Text measurement against the generated Inter table (LANGUAGE §8, swiftui-semantics §11).
///
/// Expected numbers are derived by hand from `InterMetrics.generated.swift` (unitsPerEm 2816):
/// Regular advances H 2084, e 1640, l 668, o 1680, space 792, w 2288, r 1048, d 1748, … 2312.
/// At 17 pt one unit is 17 / 2816 pt, so "Hello" = 6740 u = 40.689 pt, "world" = 7432 u =
/// 44.867 pt, "Hello world" = 14964 u = 90.337 pt, space 4.781, "…" 13.957; line height
/// 17 × 2444 / 2048 = 20.287. Tolerance 0.01 pt (arithmetic only; the table is exact).
@Suite struct TextLayoutTests {
  static let tolerance = 0.01
  static let lineHeight = 17 * 2444.0 / 2048
  static let hello = 6740 * 17 / 2816.0
  static let world = 7432 * 17 / 2816.0
  static let helloWorld = 14964 * 17 / 2816.0
  static let ellipsis = 2312 * 17 / 2816.0

  func measure(_ content: TextContent, _ proposal: ProposedSize) -> Size {
    var tree = LayoutArena()
    let node = tree.addText(content)
    return sizeThatFits(tree, node, proposal)
  }

  func lines(_ content: TextContent, width: Double, height: Double? = nil) -> [PlacedText.Line] {
    var tree = LayoutArena()
    let text = tree.addText(content)
    tree.root = tree.add(.frame(FixedFrame(width: width, height: height)), child: text)
    let result = tree.layout(in: Canvas(width: 400, height: 400))
    return result.texts.first?.lines ?? []
  }

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Self.tolerance }

  @Test func idealSizeIsOneLine() {
    let size = measure(TextContent("Hello world"), .unspecified)
    #expect(close(size.width, Self.helloWorld))
    #expect(close(size.height, Self.lineHeight))
  }

  @Test func widerProposalReportsOnlyNeededWidth() {
    let size = measure(TextContent("Hello"), ProposedSize(width: 300, height: nil))
    #expect(close(size.width, Self.hello))
  }

  @Test func wrapsAtSpacesWhenNarrower() {
    // 90 < 90.337: "Hello" / "world"; the width is the wider line, "world".
    let size = measure(TextContent("Hello world"), ProposedSize(width: 90, height: nil))
    #expect(close(size.width, Self.world))
    #expect(close(size.height, 2 * Self.lineHeight))
    let exact = measure(TextContent("Hello world"), ProposedSize(width: 91, height: nil))
    #expect(close(exact.height, Self.lineHeight))
  }

  @Test func longWordBreaksBetweenCharacters() {
    // Width 20: "H" (12.581) then "e" would make 22.48; "ell" = 9.901 + 2 × 4.033 = 17.967;
    // adding "o" (10.142) overflows; "o" alone. Three lines, widest 17.967.
    let size = measure(TextContent("Hello"), ProposedSize(width: 20, height: nil))
    #expect(close(size.height, 3 * Self.lineHeight))
    #expect(close(size.width, (1640 + 668 + 668) * 17 / 2816.0))
  }

  @Test func hardLineBreaks() {
    let size = measure(TextContent("Hello\nworld"), .unspecified)
    #expect(close(size.width, Self.world))
    #expect(close(size.height, 2 * Self.lineHeight))
  }

  @Test func lineLimitTruncatesWithEllipsis() {
    // "Hello " + "…" = 40.689 + 4.781 + 13.957 = 59.43 ≤ 60, "w" does not fit; the trailing
    // space is trimmed: "Hello…" = 54.646.
    let content = TextContent("Hello world", lineLimit: 1)
    let size = measure(content, ProposedSize(width: 60, height: nil))
    #expect(close(size.width, Self.hello + Self.ellipsis))
    #expect(close(size.height, Self.lineHeight))
    #expect(lines(content, width: 60).map(\.text) == ["Hello…"])
  }

  @Test func heightProposalLimitsLines() {
    // Height 30 fits one 20.287-pt line: truncated like lineLimit 1.
    let size = measure(TextContent("Hello world"), ProposedSize(width: 60, height: 30))
    #expect(close(size.height, Self.lineHeight))
    #expect(close(size.width, Self.hello + Self.ellipsis))
  }

  @Test func multilineAlignmentCentresShorterLines() {
    // Lines "Hello" and "world" in a frame 60 wide: the text is 44.867 wide, centred in the
    // frame; "Hello" sits (44.867 − 40.689) / 2 = 2.089 from the text's leading edge.
    let shown = lines(TextContent("Hello world", alignment: .center), width: 60)
    #expect(shown.map(\.text) == ["Hello", "world"])
    #expect(shown.count == 2 && close(shown[0].x, (Self.world - Self.hello) / 2))
    #expect(shown.count == 2 && close(shown[1].y, Self.lineHeight))
  }

  @Test func inlineSymbolAdvancesByRule() {
    // Symbol 1.2 × 17 = 20.4, then a space (4.781) and "H" (12.581).
    let content = TextContent([.symbol("star.fill"), .string(" H")])
    let size = measure(content, .unspecified)
    #expect(close(size.width, 20.4 + (792 + 2084) * 17 / 2816.0))
    #expect(close(size.height, Self.lineHeight))
  }

  @Test func weightsUseTheirOwnAdvances() {
    // SemiBold: H 2095, e 1669, l 734, o 1712 → 6944 u.
    let size = measure(TextContent("Hello", font: Font(size: 17, weight: .semibold)), .unspecified)
    #expect(close(size.width, 6944 * 17 / 2816.0))
  }

  @Test func textStylesAtLarge() {
    #expect(Font(.largeTitle).size == 34)
    #expect(Font(.headline).weight == .semibold)
    #expect(Font(.caption2).size == 11)
    #expect(close(Font(.title).lineHeight, 28 * 1.1934))
  }

  @Test func emptyTextIsZero() {
    #expect(measure(TextContent(""), .unspecified) == .zero)
  }

  @Test func firstBaselineAlignment() {
    // HStack(alignment: .firstTextBaseline) of 34-pt and 17-pt text: baselines at
    // 34 × 1950/2048 = 32.373 and 17 × 1950/2048 = 16.187, so the small text is 16.187 lower.
    var tree = LayoutArena()
    let big = tree.addText(TextContent("Big", font: Font(size: 34)))
    let small = tree.addText(TextContent("small", font: Font(size: 17)))
    tree.root = tree.add(.hStack(alignment: .firstTextBaseline, spacing: 0), children: [big, small])
    let result = tree.layout(in: Canvas(width: 400, height: 400))
    let bigFrame = result.frame(of: big) ?? .zero
    let smallFrame = result.frame(of: small) ?? .zero
    #expect(abs(smallFrame.y - bigFrame.y - 16.187) <= 0.5)  // one pixel at scale 1 after snapping
  }

  @Test func baselinePropagatesThroughPaddingAndStacks() {
    // HStack(alignment: .firstTextBaseline) { Text(34 pt); HStack { Text(17 pt) }.padding(4) }:
    // the padded stack's baseline is 4 + 16.187, aligned with 32.373, so the small text's top is
    // 32.373 − 16.187 = 16.186 below the big text's top, and the padding's top 12.186.
    var tree = LayoutArena()
    let big = tree.addText(TextContent("Big", font: Font(size: 34)))
    let small = tree.addText(TextContent("small", font: Font(size: 17)))
    let inner = tree.add(.hStack(alignment: .center, spacing: nil), children: [small])
    let padded = tree.add(.padding(EdgeInsets(all: 4)), child: inner)
    tree.root = tree.add(.hStack(alignment: .firstTextBaseline, spacing: 0), children: [big, padded])
    let result = tree.layout(in: Canvas(width: 400, height: 400, scale: 2))
    let bigTop = result.frame(of: big)?.y ?? 0
    #expect(abs((result.frame(of: small)?.y ?? 0) - bigTop - 16.186) <= 0.5)
    #expect(abs((result.frame(of: padded)?.y ?? 0) - bigTop - 12.186) <= 0.5)
  }
}

extension TextLayoutTests {
  @Test func combiningMarksTakeNoWidth() {
    // "e" + U+0301 (combining acute) is as wide as "e" (1640 units at 17 pt).
    let size = measure(TextContent("e\u{301}"), .unspecified)
    #expect(close(size.width, 1640 * 17 / 2816.0))
  }
}

/// `ShapedText.lineStrings(for:)` is layout's line rule for any proposal: for the proposal layout
/// gave a text it returns exactly the lines layout placed (`PlacedText`), inline symbols and
/// the ellipsis of a cut line included.
@Suite struct LineStringsTests {
  @Test(arguments: [40.0, 60, 90, 200])
  func lineStringsAreTheLinesLayoutPlaces(width: Double) {
    let content = TextContent(
      [
        .string("Rated "), .symbol("star.fill"), .string(" four of five, "), .symbol("heart"),
        .string(" liked"),
      ],
      lineLimit: 2)
    var tree = LayoutArena()
    let text = tree.addText(content)
    tree.root = tree.add(.frame(FixedFrame(width: width, height: nil)), child: text)
    let result = tree.layout(in: Canvas(width: 400, height: 400))
    let placed = result.texts.first?.lines.map(\.text) ?? []
    #expect(!placed.isEmpty)
    #expect(ShapedText(content).lineStrings(for: ProposedSize(width: width, height: nil)) == placed)
  }
}
