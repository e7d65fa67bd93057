/// One piece of a `Text`: a string, or an image interpolated into it (`Text("\(Image(…)) Hi")`).
public enum TextRun: Sendable, Hashable {
  case string(String)
  /// `Image(systemName:)` inside text: one glyph sized by ``SymbolMetrics`` from the font.
  case symbol(String)
}

/// The content and text modifiers of a `Text` view (swiftui-semantics §11, LANGUAGE §8).
public struct TextContent: Sendable, Hashable {
  public var runs: [TextRun]
  public var font: Font
  /// `lineLimit(_:)`; `nil` = unlimited.
  public var lineLimit: Int?
  public var alignment: TextAlignment

  public init(
    _ runs: [TextRun], font: Font = .body, lineLimit: Int? = nil, alignment: TextAlignment = .leading
  ) {
    self.runs = runs
    self.font = font
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.alignment = alignment
  }

  /// Plain text.
  public init(
    _ string: String, font: Font = .body, lineLimit: Int? = nil, alignment: TextAlignment = .leading
  ) {
    self.init([.string(string)], font: font, lineLimit: lineLimit, alignment: alignment)
  }
}
