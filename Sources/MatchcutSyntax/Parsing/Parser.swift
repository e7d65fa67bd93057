import MatchcutSource

/// Recursive-descent parser (stub).
struct Parser {
  let file: SourceFile
  var diagnostics: [Diagnostic]
  init(file: SourceFile, lexer: Lexer, limits: ParseLimits) {
    self.file = file
    self.diagnostics = lexer.diagnostics
  }
  mutating func parseSourceFile() -> SourceFileSyntax {
    SourceFileSyntax(items: [], range: SourceRange(start: 0, end: file.bytes.count))
  }
  func finishDiagnostics() -> [Diagnostic] { diagnostics.sorted(by: Diagnostic.sortKey) }
}
