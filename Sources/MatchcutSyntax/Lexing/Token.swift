import MatchcutSource

/// One token: its kind, its byte range, and what trivia precedes it.
///
/// Tokens hold ranges only (no text); read text through `SourceFile.text(of:)`.
/// Comments are not tokens; `ParseResult.comments` and `Lexer.comments` list them.
///
/// Offsets are stored as `UInt32` so that a token takes 12 bytes (the token array of a large
/// file is the lexer's main memory traffic); `range` converts them.
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  public var flags: Flags
  private var start: UInt32
  private var end: UInt32

  public init(kind: TokenKind, range: SourceRange, flags: Flags = []) {
    self.kind = kind
    self.flags = flags
    self.start = UInt32(truncatingIfNeeded: range.start)
    self.end = UInt32(truncatingIfNeeded: range.end)
  }

  /// The token's bytes in the file.
  public var range: SourceRange {
    get { SourceRange(start: Int(start), end: Int(end)) }
    set {
      start = UInt32(truncatingIfNeeded: newValue.start)
      end = UInt32(truncatingIfNeeded: newValue.end)
    }
  }

  /// Facts about the trivia before a token.
  public struct Flags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (possibly inside a block comment) precedes the token.
    public static let newlineBefore = Flags(rawValue: 1)
    /// Any whitespace or comment precedes the token.
    public static let triviaBefore = Flags(rawValue: 2)
    /// The lexer synthesised the token (zero length) after reporting an error.
    public static let missing = Flags(rawValue: 4)
  }

  /// Whether a line break separates this token from the previous one.
  public var hasNewlineBefore: Bool { flags.contains(.newlineBefore) }
  /// Whether whitespace or a comment separates this token from the previous one.
  public var hasTriviaBefore: Bool { flags.contains(.triviaBefore) }
  /// Whether the lexer synthesised this token after an error.
  public var isMissing: Bool { flags.contains(.missing) }
}
