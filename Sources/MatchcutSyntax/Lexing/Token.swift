import MatchcutSource

/// One token: its kind, its byte range, and what trivia precedes it.
///
/// Tokens hold ranges only (no text); read text through `SourceFile.text(of:)`.
/// Comments are not tokens; `ParseResult.comments` and `Lexer.comments` list them.
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  public var range: SourceRange
  public var flags: Flags

  public init(kind: TokenKind, range: SourceRange, flags: Flags = []) {
    self.kind = kind
    self.range = range
    self.flags = flags
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
