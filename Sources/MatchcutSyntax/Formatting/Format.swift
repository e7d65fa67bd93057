import MatchcutSource

/// Formats a parsed `.mcut` file canonically (see `docs/fmt.md`).
///
/// Only the layout changes: the formatted text has the same tokens as the input (apart from
/// `;` between statements and trailing commas), every comment, and every string literal byte for
/// byte. The result is checked by lexing it again; `FormatError.tokenMismatch` reports a
/// formatter bug instead of returning changed code.
public func format(_ result: ParseResult, options: FormatOptions = .default) throws(FormatError)
  -> String
{
  if result.hasErrors { throw .syntaxErrors(result.diagnostics) }
  let formatter = SourceFormatter(result: result)
  formatter.formatFile(result.tree)
  let doc = formatter.finish()
  let printed = DocPrinter(indentWidth: options.indentWidth, lineWidth: options.lineWidth).print(doc)
  // A byte order mark the file started with is kept: formatting changes layout, not encoding.
  let text = result.file.byteOrderMarkLength > 0 ? "\u{FEFF}" + printed : printed
  let formatted = SourceFile(path: result.file.path, text: text)
  if let offset = firstTokenDifference(result.file, formatted) {
    throw .tokenMismatch(offset: offset)
  }
  return text
}

/// The offset in `original` of the first token that differs from `formatted`'s tokens, or
/// `nil` when both files lex to the same significant tokens (ignoring `;` and `,` placement
/// before a closing bracket) and the same comments.
public func firstTokenDifference(_ original: SourceFile, _ formatted: SourceFile) -> Int? {
  let a = Lexer(file: original)
  let b = Lexer(file: formatted)
  let left = significantTokens(a.tokens)
  let right = significantTokens(b.tokens)
  for i in 0..<max(left.count, right.count) {
    guard i < left.count, i < right.count else {
      return i < left.count ? left[i].range.start : original.bytes.count
    }
    let x = left[i]
    let y = right[i]
    if x.kind != y.kind
      || original.bytes[x.range.start..<x.range.end] != formatted.bytes[y.range.start..<y.range.end]
    {
      return x.range.start
    }
  }
  let leftComments = a.comments.map { trimmedComment(original, $0) }
  let rightComments = b.comments.map { trimmedComment(formatted, $0) }
  if leftComments != rightComments {
    for (i, comment) in a.comments.enumerated()
    where i >= rightComments.count || leftComments[i] != rightComments[i] {
      return comment.start
    }
    return original.bytes.count
  }
  return nil
}

/// Tokens without `;` and without a `,` that directly precedes a closing bracket.
func significantTokens(_ tokens: [Token]) -> [Token] {
  var result: [Token] = []
  result.reserveCapacity(tokens.count)
  for (i, token) in tokens.enumerated() {
    if token.kind == .semicolon { continue }
    if token.kind == .comma, i + 1 < tokens.count {
      let next = tokens[i + 1].kind
      if next == .rightParen || next == .rightBracket { continue }
    }
    result.append(token)
  }
  return result
}

private func trimmedComment(_ file: SourceFile, _ range: SourceRange) -> ArraySlice<UInt8> {
  var end = range.end
  while end > range.start,
    file.bytes[end - 1] == UInt8(ascii: " ") || file.bytes[end - 1] == UInt8(ascii: "\t")
      || file.bytes[end - 1] == UInt8(ascii: "\r")
  {
    end -= 1
  }
  return file.bytes[range.start..<end]
}
