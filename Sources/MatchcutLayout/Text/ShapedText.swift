/// A `Text` prepared for measurement: its code points with their advances at its font.
///
/// Shaping happens once when the node is added to a tree; line breaking then works on flat
/// arrays (swiftui-semantics §11, LANGUAGE §8). Kerning and ligatures are not applied.
public struct ShapedText: Sendable, Hashable {
  /// Placeholder scalar standing for an inline symbol.
  static let symbolScalar: UInt32 = 0xFFFC

  /// Unicode scalars; inline symbols appear as U+FFFC, tabs as spaces.
  public let scalars: [UInt32]
  /// Advance of each scalar, in points.
  public let advances: [Double]
  /// Names of the inline symbols, in order of their U+FFFC placeholders.
  public let symbols: [String]
  public let font: Font
  public let lineLimit: Int?
  public let alignment: TextAlignment
  /// Width of the "…" appended to truncated lines.
  public let ellipsisWidth: Double

  public init(_ content: TextContent) {
    var scalars: [UInt32] = []
    var advances: [Double] = []
    var symbols: [String] = []
    let font = content.font
    for run in content.runs {
      switch run {
      case .string(let string):
        for scalar in string.unicodeScalars {
          var value = scalar.value
          if value == 0x09 { value = 0x20 }
          if value == 0x0D { continue }
          scalars.append(value)
          advances.append(value == 0x0A ? 0 : TextMetrics.advance(of: value, font: font))
        }
      case .symbol(let name):
        scalars.append(Self.symbolScalar)
        advances.append(SymbolMetrics.side(pointSize: font.size))
        symbols.append(name)
      }
    }
    self.scalars = scalars
    self.advances = advances
    self.symbols = symbols
    self.font = font
    self.lineLimit = content.lineLimit
    self.alignment = content.alignment
    self.ellipsisWidth = TextMetrics.advance(of: TextMetrics.ellipsis, font: font)
  }

  /// The string of `scalars[start..<end]`, symbols written as `[name]`, plus "…" if `truncated`.
  public func string(from start: Int, to end: Int, truncated: Bool) -> String {
    var out = ""
    var symbolIndex = scalars[0..<start].reduce(0) { $0 + ($1 == Self.symbolScalar ? 1 : 0) }
    for index in start..<end {
      let value = scalars[index]
      if value == Self.symbolScalar {
        out += "[\(symbolIndex < symbols.count ? symbols[symbolIndex] : "?")]"
        symbolIndex += 1
      } else if let scalar = Unicode.Scalar(value) {
        out.unicodeScalars.append(scalar)
      }
    }
    if truncated { out += "…" }
    return out
  }
}

extension ShapedText {
  /// The lines this text shows for `proposal`, each as ``string(from:to:truncated:)`` writes it
  /// (inline symbols as `[name]`, "…" ending a truncated line): `TextLayout`'s rule, the one
  /// layout sizes the text with (swiftui-semantics §11). Motion and the exporters ask it again
  /// when a text is proposed another size than its layout frame (a matched-geometry flight).
  public func lineStrings(for proposal: ProposedSize) -> [String] {
    let lines = TextLayout.lines(of: self, proposal: proposal)
    var result: [String] = []
    result.reserveCapacity(lines.count)
    // The symbols before each line counted as the lines go (lines come in order), so breaking a
    // long text costs its length, not its length times its lines.
    var symbolIndex = 0
    var counted = 0
    for line in lines {
      while counted < min(line.start, scalars.count) {
        if scalars[counted] == Self.symbolScalar { symbolIndex += 1 }
        counted += 1
      }
      var out = ""
      var symbol = symbolIndex
      for index in line.start..<min(line.end, scalars.count) {
        let value = scalars[index]
        if value == Self.symbolScalar {
          out += "[\(symbol < symbols.count ? symbols[symbol] : "?")]"
          symbol += 1
        } else if let scalar = Unicode.Scalar(value) {
          out.unicodeScalars.append(scalar)
        }
      }
      if line.truncated { out += "…" }
      result.append(out)
    }
    return result
  }
}
