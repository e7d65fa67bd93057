import MatchcutSource

/// What `parseFile` returns: always a tree, plus the tokens, comments and diagnostics.
public struct ParseResult: Sendable {
  public let file: SourceFile
  public let tree: SourceFileSyntax
  public let tokens: [Token]
  /// Every `//` and `/* */` comment in source order (for the formatter).
  public let comments: [SourceRange]
  /// Syntax errors in source order; empty when the file is well formed.
  public let diagnostics: [Diagnostic]

  public init(
    file: SourceFile, tree: SourceFileSyntax, tokens: [Token], comments: [SourceRange],
    diagnostics: [Diagnostic]
  ) {
    self.file = file
    self.tree = tree
    self.tokens = tokens
    self.comments = comments
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
