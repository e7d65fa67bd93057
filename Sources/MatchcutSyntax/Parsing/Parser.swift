import MatchcutSource

/// A recursive-descent parser over the lexer's tokens that never fails.
///
/// Recovery follows jlox/Swift: errors are reported at the expectation site
/// (`expected ')' to close call arguments`), the parser synthesises what is missing and
/// re-synchronises at statement and declaration boundaries. To keep one mistake from
/// producing a cascade, at most one parser error is reported per source line, and none on a
/// line where the lexer already reported one or after an error that swallowed the rest of the
/// file. Nesting is bounded by `ParseLimits.maxNestingDepth` (`syntax.nesting-too-deep`).
struct Parser {
  let file: SourceFile
  let tokens: [Token]
  let limits: ParseLimits
  var pos = 0
  var diagnostics: [Diagnostic]
  var depth = 0
  var reportedNesting = false
  var errorLines: Set<Int> = []
  /// Parser errors at or after this offset are consequences of a lexer error that swallowed
  /// the rest of the file.
  let swallowedFrom: Int
  /// `false` while parsing `if`/`guard`/`switch`/`for` heads, where `{` starts the body.
  var allowTrailingClosures = true
  /// `true` while parsing `case` patterns, where `let x` binds.
  var inPattern = false
  /// Greater than zero inside a `protocol`, where members need no bodies.
  var protocolDepth = 0
  /// How many `#if` blocks are open around the current token.
  var ifConfigDepth = 0
  /// The closer the innermost bracket group waits for (`nil` inside blocks and closures).
  var enclosingCloser: TokenKind?
  /// Inside a closure: the closer of the group the closure is an argument of. A stray one
  /// in the closure's body means the closure's `}` is missing.
  var closureOuterCloser: TokenKind?
  /// The file's identifier spellings, each decoded once.
  var names = NameTable()
  /// Scratch stack of the string literals being parsed (see `parseStringLiteral`).
  var rawSegments: [RawSegment] = []
  /// The file's `infix operator` and `precedencegroup` declarations, read on first use.
  var declaredOperators: OperatorTable?
  /// The arguments of the argument lists being parsed (see `parseArgumentList`).
  let argumentStack = ArgumentStack()
  /// The statements of the statement lists being parsed (see `parseStatementList`).
  let statementStack = StatementStack()

  init(file: SourceFile, lexer: Lexer, limits: ParseLimits) {
    self.file = file
    self.tokens = lexer.tokens
    self.limits = limits
    self.diagnostics = lexer.diagnostics
    var swallowed = Int.max
    if lexer.reachedEndInError,
      let last = lexer.diagnostics.last(where: {
        $0.id == SyntaxDiagnostic.unterminatedComment || $0.id == SyntaxDiagnostic.unterminatedString
      })
    {
      swallowed = last.span?.range.start ?? Int.max
    }
    self.swallowedFrom = swallowed
    for diagnostic in lexer.diagnostics {
      if let span = diagnostic.span {
        errorLines.insert(file.location(of: span.range.start).line)
      }
    }
  }

  func finishDiagnostics() -> [Diagnostic] { diagnostics.sorted(by: Diagnostic.sortKey) }

  // MARK: Token access

  var current: Token { tokens[pos] }
  var kind: TokenKind { tokens[pos].kind }
  var atEnd: Bool { tokens[pos].kind == .endOfFile }

  func peek(_ offset: Int = 1) -> Token {
    let index = pos + offset
    return index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
  }

  func peekKind(_ offset: Int = 1) -> TokenKind { peek(offset).kind }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[pos]
    if pos < tokens.count - 1 { pos += 1 }
    return token
  }

  /// The end of the previous token: where a missing token is reported.
  var previousEnd: Int { pos > 0 ? tokens[pos - 1].range.end : 0 }

  /// The range from `start` to the end of the previous token.
  func range(from start: Int) -> SourceRange {
    SourceRange(start: start, end: max(start, previousEnd))
  }

  func text(_ token: Token) -> String { file.text(of: token.range) }

  /// Whether the token is the identifier `word` (a contextual keyword), without allocating.
  @inline(__always)
  func isWord(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .identifier, token.range.length == word.utf8CodeUnitCount,
      file.bytes[token.range.start] == word.utf8Start.pointee
    else {
      return false
    }
    return spells(token, word)
  }

  /// Whether the token's bytes are `word`'s, the lengths already known to be equal.
  @inline(__always)
  func spells(_ token: Token, _ word: StaticString) -> Bool {
    word.withUTF8Buffer { w in
      var k = 0
      for byte in w {
        if file.bytes[token.range.start + k] != byte { return false }
        k += 1
      }
      return true
    }
  }

  /// An identifier built from a token (backticks stripped); its text comes from ``names``, so
  /// repeated names share one `String` and are decoded once.
  mutating func identifier(_ token: Token) -> Identifier {
    var r = token.range
    if r.length >= 2, file.bytes[r.start] == UInt8(ascii: "`") {
      r = SourceRange(start: r.start + 1, end: r.end - 1)
    }
    return Identifier(names.name(file.bytes, r), range: token.range)
  }

  /// Consumes the current token and returns it as an identifier. (Written as two steps: in
  /// `identifier(advance())` Swift copies the whole parser to keep `self` stable across the
  /// argument's mutation.)
  mutating func takeIdentifier() -> Identifier {
    let token = advance()
    return identifier(token)
  }

  mutating func consume(_ expected: TokenKind) -> Token? {
    if kind == expected { return advance() }
    return nil
  }

  // MARK: Diagnostics

  mutating func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    if range.start >= swallowedFrom { return }
    let line = file.location(of: range.start).line
    if errorLines.contains(line) { return }
    errorLines.insert(line)
    diagnostics.append(
      SyntaxDiagnostic.error(id, message, range, path: file.path, notes: notes, fixIts: fixIts))
  }

  func note(_ message: String, at range: SourceRange) -> DiagnosticNote {
    DiagnosticNote(message, at: SourceSpan(path: file.path, range: range))
  }

  /// Reports a missing token right after the previous one, with a fix-it inserting it.
  mutating func expected(
    _ what: String, insert: String? = nil, id: DiagnosticID = SyntaxDiagnostic.expectedToken,
    matching open: Token? = nil
  ) {
    let at = SourceRange.at(previousEnd)
    var notes: [DiagnosticNote] = []
    if let open {
      notes.append(note("to match this opening '\(text(open))'", at: open.range))
    }
    var fixIts: [FixIt] = []
    if let insert {
      fixIts.append(
        FixIt("insert '\(insert)'", edits: [SourceEdit(range: at, replacement: insert)]))
    }
    error(id, "expected \(what)", at: at, notes: notes, fixIts: fixIts)
  }

  /// Consumes a closing bracket or reports it missing (at the expectation site, with a note at
  /// the opening one). Never consumes anything else.
  @discardableResult
  mutating func expectClose(_ close: TokenKind, _ context: String, open: Token) -> Bool {
    if kind == close {
      advance()
      return true
    }
    let spelling = TokenKind.closeSpelling(close)
    expected("'\(spelling)' \(context)", insert: spelling, matching: open)
    return false
  }

  /// `import`, `extension` or a directive at the start of a line can only be at file scope:
  /// inside a block it means the block's `}` is missing, so blocks end there instead of
  /// reporting every later file-scope item as misplaced.
  var atFileScopeOnlyConstruct: Bool {
    let k = kind
    guard k == .kwImport || k == .kwExtension || k == .poundIdentifier else { return false }
    // `#if DEBUG` is often written in the first column inside a type or a body.
    if k == .poundIdentifier, atConditionalDirective { return false }
    // `#warning("…")`/`#error("…")` may stand anywhere (SE-0196).
    if k == .poundIdentifier, isDirective(current, "#warning") || isDirective(current, "#error") {
      return false
    }
    let start = current.range.start
    return start == 0 || file.bytes[start - 1] == UInt8(ascii: "\n")
  }

  // MARK: Nesting

  /// Enters one nesting level; reports `syntax.nesting-too-deep` once and returns `false` when
  /// the limit is reached (the caller then skips the construct without descending).
  @inline(__always)
  mutating func enterNesting() -> Bool {
    if depth < limits.maxNestingDepth {
      depth += 1
      return true
    }
    return reportNestingTooDeep()
  }

  /// The slow path of ``enterNesting()``: the limit is reached.
  @inline(never)
  mutating func reportNestingTooDeep() -> Bool {
    if !reportedNesting {
      reportedNesting = true
      diagnostics.append(
        SyntaxDiagnostic.error(
          SyntaxDiagnostic.nestingTooDeep,
          "nesting too deep: more than \(limits.maxNestingDepth) levels",
          current.range, path: file.path))
      errorLines.insert(file.location(of: current.range.start).line)
    }
    return false
  }

  mutating func exitNesting() { depth -= 1 }

  // MARK: Recovery

  /// The token after the balanced group whose opener is the token at `index` (`(…)`, `[…]`,
  /// `{…}`), for a lookahead; nil when the file ends inside the group.
  func token(afterGroupAt index: Int) -> Token? {
    Parser.token(afterGroupAt: index, in: tokens)
  }

  /// ``token(afterGroupAt:)`` over any token array (the formatter's too).
  static func token(afterGroupAt index: Int, in tokens: [Token]) -> Token? {
    var k = index + 1
    var level = 1
    while k < tokens.count, level > 0 {
      let t = tokens[k].kind
      if t == .endOfFile { return nil }
      if Parser.isOpener(t) { level += 1 }
      if Parser.isCloser(t) { level -= 1 }
      k += 1
    }
    return k < tokens.count ? tokens[k] : nil
  }

  static func isOpener(_ kind: TokenKind) -> Bool {
    kind == .leftParen || kind == .leftBracket || kind == .leftBrace
      || kind == .interpolationStart
  }

  static func isCloser(_ kind: TokenKind) -> Bool {
    kind == .rightParen || kind == .rightBracket || kind == .rightBrace
      || kind == .interpolationEnd
  }

  /// Skips a bracketed group starting at the current opener (iteratively).
  mutating func skipBalancedGroup() {
    guard Parser.isOpener(kind) else {
      if !atEnd { advance() }
      return
    }
    var level = 0
    repeat {
      if Parser.isOpener(kind) {
        level += 1
      } else if Parser.isCloser(kind) {
        level -= 1
      }
      advance()
    } while level > 0 && !atEnd
  }

  /// Skips the rest of an expression-like run of tokens without building anything: up to a
  /// `,`, `;`, `:`, an unmatched closer, or a line break at bracket level zero.
  mutating func skipExpressionTokens() {
    var first = true
    while !atEnd {
      let k = kind
      if !first, current.hasNewlineBefore { return }
      if k == .comma || k == .semicolon || k == .colon || Parser.isCloser(k) { return }
      if Parser.isOpener(k) { skipBalancedGroup() } else { advance() }
      first = false
    }
  }

  /// Synchronises after an error inside a statement list: skips to the next line, `;` or
  /// unmatched `}` at bracket level zero.
  mutating func synchronizeStatement() {
    var first = true
    while !atEnd {
      let k = kind
      if !first, current.hasNewlineBefore { return }
      if k == .semicolon || k == .rightBrace { return }
      if Parser.isOpener(k) {
        skipBalancedGroup()
      } else {
        advance()
      }
      first = false
    }
  }

  /// Synchronises in a member list: skips to a line that starts a declaration, or the `}`.
  mutating func synchronizeDeclaration() {
    var first = true
    while !atEnd {
      if kind == .rightBrace { return }
      if !first, current.hasNewlineBefore, isDeclarationStart() { return }
      if Parser.isOpener(kind) {
        skipBalancedGroup()
      } else {
        advance()
      }
      first = false
    }
  }
}

extension TokenKind {
  /// The spelling of a closing bracket kind.
  static func closeSpelling(_ kind: TokenKind) -> String {
    switch kind {
    case .rightParen, .interpolationEnd: ")"
    case .rightBracket: "]"
    case .rightBrace: "}"
    case .greater: ">"
    default: TokenKind.spellings[kind] ?? "?"
    }
  }
}
