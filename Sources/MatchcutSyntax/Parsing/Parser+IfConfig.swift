import MatchcutSource

/// Conditional compilation (`#if … #endif`) and the other `#` words of expressions
/// (`#available`, `#selector`, `#Predicate`).
extension Parser {
  /// Whether the token is the directive `word` (with its `#`), without allocating.
  func isDirective(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .poundIdentifier, token.range.length == word.utf8CodeUnitCount else {
      return false
    }
    return spells(token, word)
  }

  /// At `#if`, `#elseif`, `#else` or `#endif`.
  var atConditionalDirective: Bool { isConditionalDirectiveToken(current) }

  func isConditionalDirectiveToken(_ token: Token) -> Bool {
    token.kind == .poundIdentifier
      && (isDirective(token, "#if") || isDirective(token, "#else")
        || isDirective(token, "#elseif") || isDirective(token, "#endif"))
  }

  /// At `#elseif`, `#else` or `#endif` inside an open `#if`: the end of a clause's elements.
  var atIfConfigClauseEnd: Bool {
    ifConfigDepth > 0 && kind == .poundIdentifier
      && (isDirective(current, "#else") || isDirective(current, "#elseif")
        || isDirective(current, "#endif"))
  }

  /// A `#else`/`#elseif`/`#endif` with no `#if` open: one error, and the token is skipped.
  mutating func reportStrayConditionalDirective() {
    let token = advance()
    error(
      SyntaxDiagnostic.badDirective, "'\(text(token))' without a matching '#if'", at: token.range)
  }

  /// `#if condition elements (#elseif condition elements)* (#else elements)? #endif`; the
  /// current token is `#if`. `elements` reads one clause's elements up to the next directive.
  mutating func parseIfConfig<Element>(
    _ elements: (inout Parser) -> [Element]
  ) -> IfConfigSyntax<Element> {
    let start = current.range.start
    var clauses: [IfConfigClauseSyntax<Element>] = []
    guard enterNesting() else {
      skipIfConfig()
      return IfConfigSyntax(clauses: [], range: range(from: start))
    }
    defer { exitNesting() }
    ifConfigDepth += 1
    defer { ifConfigDepth -= 1 }
    var sawElse = false
    while kind == .poundIdentifier, !sawElse,
      clauses.isEmpty
        ? isDirective(current, "#if") : (isDirective(current, "#elseif") || isDirective(current, "#else"))
    {
      let token = advance()
      let keyword = Identifier(
        names.name(file.bytes, SourceRange(start: token.range.start + 1, end: token.range.end)),
        range: token.range)
      var condition: ExprSyntax?
      if isDirective(token, "#else") {
        sawElse = true
      } else {
        condition = parseCompilationCondition()
      }
      let items = elements(&self)
      clauses.append(
        IfConfigClauseSyntax(
          keyword: keyword, condition: condition, elements: items, range: range(from: token.range.start)))
    }
    if isDirective(current, "#endif") {
      advance()
    } else {
      expected("'#endif' to close '#if'", id: SyntaxDiagnostic.badDirective)
    }
    return IfConfigSyntax(clauses: clauses, range: range(from: start))
  }

  /// Past the nesting limit: skips to the matching `#endif`, iteratively.
  mutating func skipIfConfig() {
    var level = 0
    while !atEnd {
      if isDirective(current, "#if") { level += 1 }
      if isDirective(current, "#endif") {
        level -= 1
        if level == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  /// A compilation condition, on the directive's line: names, `name(argument)`, `!`, `&&`,
  /// `||` and parentheses. Arguments that are not one name (`swift(>=5.9)`) are dropped, but for
  /// a version written with `<` (`swift(<6)`), kept as the name `<`.
  mutating func parseCompilationCondition() -> ExprSyntax {
    let start = current.range.start
    guard enterNesting() else {
      while !atEnd, !current.hasNewlineBefore { advance() }
      return ExprSyntax(.missing, range: range(from: start))
    }
    defer { exitNesting() }
    var lhs = parseCompilationConjunction()
    while kind == .pipePipe, !current.hasNewlineBefore {
      let op = advance()
      let rhs = parseCompilationConjunction()
      lhs = ExprSyntax(
        .binary(lhs: lhs, op: OperatorSyntax(.or, range: op.range), rhs: rhs), range: range(from: start))
    }
    return lhs
  }

  mutating func parseCompilationConjunction() -> ExprSyntax {
    let start = current.range.start
    var lhs = parseCompilationOperand()
    while kind == .ampAmp, !current.hasNewlineBefore {
      let op = advance()
      let rhs = parseCompilationOperand()
      lhs = ExprSyntax(
        .binary(lhs: lhs, op: OperatorSyntax(.and, range: op.range), rhs: rhs), range: range(from: start))
    }
    return lhs
  }

  mutating func parseCompilationOperand() -> ExprSyntax {
    let start = current.range.start
    if current.hasNewlineBefore || atEnd {
      expected("condition after directive", id: SyntaxDiagnostic.expectedExpression)
      return ExprSyntax(.missing, range: .at(previousEnd))
    }
    switch kind {
    case .bang:
      let op = advance()
      guard enterNesting() else { return ExprSyntax(.missing, range: range(from: start)) }
      defer { exitNesting() }
      let operand = parseCompilationOperand()
      return ExprSyntax(
        .prefixOperator(OperatorSyntax(.not, range: op.range), operand), range: range(from: start))
    case .leftParen:
      let open = advance()
      let inner = parseCompilationCondition()
      expectClose(.rightParen, "to close condition", open: open)
      return ExprSyntax(.parenthesized(inner), range: range(from: start))
    case .dollarIdentifier:
      // `#if $NonescapableTypes`: a compiler feature test, a flag spelled with its `$`.
      let token = advance()
      return ExprSyntax(
        .identifier(Identifier(names.name(file.bytes, token.range), range: token.range)), range: token.range)
    case .identifier, .kwTrue, .kwFalse:
      let token = advance()
      let name: ExprSyntax =
        token.kind == .identifier
        ? ExprSyntax(.identifier(identifier(token)), range: token.range)
        : ExprSyntax(.booleanLiteral(token.kind == .kwTrue), range: token.range)
      guard kind == .leftParen, !current.hasTriviaBefore else { return name }
      let open = current
      var arguments: [ArgumentSyntax] = []
      if peekKind() == .identifier, peekKind(2) == .rightParen {
        advance()
        let argument = advance()
        arguments.append(
          ArgumentSyntax(
            label: nil, value: ExprSyntax(.identifier(identifier(argument)), range: argument.range),
            range: argument.range))
        advance()
      } else if peekKind() == .less {
        // `swift(<6.0)`: kept as the name `<`, so semantics can tell it from `>=` (which never
        // holds false for the build a preview stands for).
        let less = peek(1)
        arguments.append(
          ArgumentSyntax(
            label: nil, value: ExprSyntax(.identifier(Identifier("<", range: less.range)), range: less.range),
            range: less.range))
        skipBalancedGroup()
      } else {
        skipBalancedGroup()
      }
      return ExprSyntax(
        .call(
          CallSyntax(
            callee: name, arguments: arguments, argumentListRange: range(from: open.range.start),
            trailingClosures: [])), range: range(from: start))
    default:
      expected("condition after directive", id: SyntaxDiagnostic.expectedExpression)
      return ExprSyntax(.missing, range: .at(previousEnd))
    }
  }

  /// `#available(iOS 17, *)`, `#unavailable(…)`, or a macro name (`#selector`, `#Predicate`).
  mutating func parsePoundExpression() -> ExprSyntax {
    let token = advance()
    let start = token.range.start
    let unavailable = isDirective(token, "#unavailable")
    if unavailable || isDirective(token, "#available") {
      if kind == .leftParen, !current.hasNewlineBefore {
        skipBalancedGroup()
      } else {
        expected("'(' after '\(text(token))'", id: SyntaxDiagnostic.expectedToken)
      }
      return ExprSyntax(.availability(unavailable: unavailable), range: range(from: start))
    }
    return ExprSyntax(.macroName(identifier(token)), range: token.range)
  }

  /// After a postfix chain's base, on a new line: `#if condition` followed by `.member`.
  var atPostfixIfConfig: Bool {
    guard isDirective(current, "#if"), current.hasNewlineBefore else { return false }
    // The condition is on the directive's line; the clause's first token starts the next.
    var k = pos + 1
    while k < tokens.count, !tokens[k].hasNewlineBefore, tokens[k].kind != .endOfFile { k += 1 }
    return k < tokens.count && tokens[k].kind == .period
  }

  /// `base #if cond .a() #elseif cond .b() #else .c() #endif`, each clause a chain on `base`.
  mutating func parsePostfixIfConfig(base: ExprSyntax) -> ExprSyntax {
    let config = parseIfConfig { parser -> [ExprSyntax] in
      guard parser.kind == .period else { return [] }
      return [parser.parsePostfixChain(base: base)]
    }
    return ExprSyntax(.postfixIfConfig(base: base, config), range: range(from: base.range.start))
  }
}
