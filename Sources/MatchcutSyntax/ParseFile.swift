import MatchcutSource

/// Parses one file. Never fails: it always returns a tree plus diagnostics (LANGUAGE §1–3).
public func parseFile(_ file: SourceFile, limits: ParseLimits = .default) -> ParseResult {
  // Token offsets are 32-bit, so no limit can exceed 4 GiB.
  let maxBytes = min(limits.maxFileBytes, Int(UInt32.max))
  if file.bytes.count > maxBytes {
    let diagnostic = SyntaxDiagnostic.error(
      SyntaxDiagnostic.fileTooLarge,
      "file is too large (\(file.bytes.count) bytes; the limit is \(maxBytes))",
      SourceRange(start: 0, end: 0), path: file.path)
    let eof = Token(kind: .endOfFile, range: .at(0))
    return ParseResult(
      file: file, tree: SourceFileSyntax(items: [], range: .at(0)), tokens: [eof], comments: [],
      diagnostics: [diagnostic])
  }
  let lexer = Lexer(file: file)
  var parser = Parser(file: file, lexer: lexer, limits: limits)
  let tree = parser.parseSourceFile()
  return ParseResult(
    file: file, tree: tree, tokens: lexer.tokens, comments: lexer.comments,
    diagnostics: parser.finishDiagnostics())
}
