import MatchcutLayout
import MatchcutMotion

/// The point size and lines of a text node, recovered from its frame (the compiled scene keeps
/// a text's string and frame but not its font; docs/exporters.md, limits).
///
/// Inter regular is assumed (LANGUAGE §8 metrics, `TextMetrics`). A text laid out on `n` lines
/// at size `S` has height `n · 1.1934 · S` (swiftui-semantics §11) and wraps greedily at spaces
/// to its frame's width (like `TextLayout`). The estimate is the fewest lines `n` (at least the
/// explicit ones) for which the size `h / (1.1934 n)` wraps the text into exactly `n` lines.
///
/// When the compiled scene carries the text's font (`Appearance.font`, from layout), the size,
/// weight and line alignment are the font's and only the line breaks are recomputed at the
/// frame's width (`init(text:font:frame:)`); the frame-based estimate remains for scenes built
/// without fonts.
struct TextEstimate: Sendable, Hashable {
  var size: Double
  var lines: [String]
  var weight: FontWeight = .regular
  /// Where shorter lines sit (`multilineTextAlignment` from the font, for two lines or more).
  /// Without a font the frame need not hug the text, so the estimate keeps it centred.
  var alignment: TextAlignment = .center

  /// The width of the widest line: the block of lines, which exporters centre in the frame as
  /// SwiftUI centres a text that hugs its lines inside a larger frame (a matched flight, a
  /// frame rounded to pixels).
  var blockWidth: Double = 0

  /// The x of the point lines are aligned to, from the centre of the block of lines: its left
  /// edge for leading, its centre, or its right edge for trailing.
  var anchorOffset: Double {
    switch alignment {
    case .leading: -blockWidth / 2
    case .center: 0
    case .trailing: blockWidth / 2
    }
  }

  /// The lines of `text` set in `font` inside `frame`: explicit line breaks, then greedy
  /// wrapping at the frame's width (the width layout gave the text, so the breaks are
  /// layout's), at most as many lines as the frame's height holds (a `lineLimit` truncates: the
  /// last line kept ends with an ellipsis).
  init(text rawText: String, font: TextFont, frame: Rect) {
    let text = TextEstimate.displayText(rawText)
    let measured = font.layoutFont
    let explicit = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines =
      frame.width > 0
      ? explicit.flatMap { TextEstimate.wrap($0, width: frame.width + 1, font: measured) } : explicit
    let fitting = max(1, Int((max(frame.height, 0) / measured.lineHeight + 0.25).rounded(.down)))
    if lines.count > fitting {
      lines = Array(lines.prefix(fitting))
      lines[fitting - 1] = TextEstimate.truncated(lines[fitting - 1], width: frame.width, font: measured)
    }
    self.lines = lines
    size = measured.size
    weight = measured.weight
    // One line is centred whatever the alignment: a text is as wide as its widest line, so
    // alignment moves only the shorter lines of a multi-line text (Apple,
    // `EnvironmentValues.multilineTextAlignment`). Centring keeps a player whose glyph widths
    // differ slightly from Inter's metrics from shifting the line to one side.
    alignment = lines.count > 1 ? font.alignment : .center
    blockWidth = lines.reduce(0) { max($0, TextEstimate.width(of: $1, font: measured)) }
  }

  /// The text set as exactly `lines` (layout's lines, or a flight's step: `TextFlight`) in
  /// `font`: no wrapping of its own. Symbols written `[name]` become their glyphs.
  init(lines rawLines: [String], font: TextFont) {
    let measured = font.layoutFont
    lines = rawLines.map(TextEstimate.displayText)
    size = measured.size
    weight = measured.weight
    alignment = lines.count > 1 ? font.alignment : .center
    blockWidth = lines.reduce(0) { max($0, TextEstimate.width(of: $1, font: measured)) }
  }

  /// The block of lines centred on `frame`'s centre: what a text keeps while its frame flies
  /// (it is drawn at its font, never stretched, docs/motion.md "Text in flight").
  func block(centredIn frame: Rect) -> Rect {
    let height = Double(lines.count) * size * TextMetrics.lineHeightRatio
    return Rect(x: frame.midX - blockWidth / 2, y: frame.midY - height / 2, width: blockWidth, height: height)
  }

  /// The estimate when `font` is known, else recovered from the frame.
  static func resolve(text: String, font: TextFont?, frame: Rect) -> TextEstimate {
    if let font { return TextEstimate(text: text, font: font, frame: frame) }
    return TextEstimate(text: text, frame: frame)
  }

  /// `line` shortened at its end until it fits `width` with a trailing ellipsis.
  static func truncated(_ line: String, width: Double, font: Font) -> String {
    var scalars = Array(line.unicodeScalars)
    let ellipsis = "\u{2026}"
    while !scalars.isEmpty {
      var candidate = ""
      candidate.unicodeScalars.append(contentsOf: scalars)
      candidate += ellipsis
      if TextEstimate.width(of: candidate, font: font) <= width + 1 { return candidate }
      scalars.removeLast()
      while scalars.last == " " { scalars.removeLast() }
    }
    return ellipsis
  }

  init(text rawText: String, frame: Rect) {
    let text = TextEstimate.displayText(rawText)
    let explicit = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let ratio = TextMetrics.lineHeightRatio
    let height = max(frame.height, 0)
    // Layout snaps frames to device pixels: allow a point of slack on the width.
    let width = frame.width + 1
    var lines = explicit
    var count = explicit.count
    if frame.width > 0, height > 0 {
      // The fewest lines n whose size h / (1.1934 n) wraps the text into exactly n lines.
      let most = min(200, max(count, Int(height / (ratio * 4))))
      var n = count
      while n <= most {
        let wrapped = explicit.flatMap {
          TextEstimate.wrap($0, width: width, font: Font(size: height / (Double(n) * ratio)))
        }
        if wrapped.count == n {
          lines = wrapped
          count = n
          break
        }
        n += 1
      }
    }
    self.lines = lines
    size = max(1, height / (Double(max(1, count)) * ratio))
  }

  static func width(of line: String, font: Font) -> Double {
    line.unicodeScalars.reduce(0.0) { total, scalar in
      total
        + (symbolGlyphs.contains(scalar.value)
          ? SymbolMetrics.side(pointSize: font.size) : TextMetrics.advance(of: scalar.value, font: font))
    }
  }

  /// The glyphs that stand in for SF Symbols inside text (one symbol-sized square each,
  /// `SymbolMetrics`): ★ for stars, ♥ for hearts, ● for anything else.
  static let symbolGlyphs: Set<UInt32> = [0x2605, 0x2665, 0x25CF]

  /// The node's text with inline symbols, which the scene writes as `[name]`
  /// (`ShapedText.string`), replaced by a glyph that exporters can draw.
  static func displayText(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      result += rest[rest.startIndex..<open]
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "]") else {
        rest = rest[open...]
        break
      }
      let name = after[after.startIndex..<close]
      let isSymbol =
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
      if isSymbol {
        result += name.contains("star") ? "\u{2605}" : name.contains("heart") ? "\u{2665}" : "\u{25CF}"
      } else {
        result += "[" + name + "]"
      }
      rest = after[after.index(after: close)...]
    }
    return result + rest
  }

  /// Greedy wrapping at spaces; a word wider than the line stays whole on its own line.
  static func wrap(_ line: String, width: Double, font: Font) -> [String] {
    let space = TextMetrics.advance(of: 0x20, font: font)
    var result: [String] = []
    var current = ""
    var currentWidth = 0.0
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TextEstimate.width(of: String(word), font: font)
      if current.isEmpty {
        current = String(word)
        currentWidth = wordWidth
      } else if currentWidth + space + wordWidth <= width + 0.001 {
        current += " " + word
        currentWidth += space + wordWidth
      } else {
        result.append(current)
        current = String(word)
        currentWidth = wordWidth
      }
    }
    result.append(current)
    return result
  }
}
