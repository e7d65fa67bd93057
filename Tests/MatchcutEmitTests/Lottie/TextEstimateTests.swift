import MatchcutLayout
import Testing

@testable import MatchcutEmit

// Frames built the way the layout pass sizes text (swiftui-semantics §11: width = the widest
// line's advance, height = lines × 1.1934 × size, Inter metrics), so the estimate must recover
// the size and the lines.

@Test func singleLineTextGivesBackItsPointSize() {
  let font = Font(size: 17)
  let width = TextEstimate.width(of: "Details", font: font)
  let frame = Rect(x: 10, y: 10, width: width, height: 17 * TextMetrics.lineHeightRatio)
  let estimate = TextEstimate(text: "Details", frame: frame)
  #expect(abs(estimate.size - 17) < 1e-9)
  #expect(estimate.lines == ["Details"])
}

@Test func wrappedTextGivesBackItsSizeAndLineBreaks() {
  // 28 pt text wrapped into a 200 pt wide frame.
  let text = "Matched geometry moves views between states"
  let font = Font(size: 28)
  let lines = TextEstimate.wrap(text, width: 200, font: font)
  #expect(lines.count >= 3)
  let frame = Rect(x: 0, y: 0, width: 200, height: Double(lines.count) * 28 * TextMetrics.lineHeightRatio)
  let estimate = TextEstimate(text: text, frame: frame)
  #expect(abs(estimate.size - 28) < 1e-9)
  #expect(estimate.lines == lines)
}

@Test func explicitLineBreaksAreKept() {
  let frame = Rect(x: 0, y: 0, width: 300, height: 2 * 17 * TextMetrics.lineHeightRatio)
  let estimate = TextEstimate(text: "One\nTwo", frame: frame)
  #expect(estimate.lines == ["One", "Two"])
  #expect(abs(estimate.size - 17) < 1e-9)
}

@Test func degenerateFramesGiveAUsableSize() {
  #expect(TextEstimate(text: "", frame: Rect(x: 0, y: 0, width: 0, height: 0)).size == 1)
  #expect(TextEstimate(text: "Hi", frame: Rect(x: 0, y: 0, width: 0, height: 20)).lines == ["Hi"])
}

@Test func inlineSymbolsBecomeOneSymbolSizedGlyph() {
  // `Text("4.6 \(Image(systemName: "star.fill"))")` reaches the scene as "4.6 [star.fill]"; the
  // symbol is a square of 1.2 × the point size (SymbolMetrics).
  #expect(TextEstimate.displayText("4.6 [star.fill]") == "4.6 \u{2605}")
  #expect(TextEstimate.displayText("[heart] & [x.circle]") == "\u{2665} & \u{25CF}")
  #expect(TextEstimate.displayText("a [b c] [") == "a [b c] [")
  let font = Font(size: 10)
  #expect(abs(TextEstimate.width(of: "\u{2605}", font: font) - 12) < 1e-9)
}
