import MatchcutSource

extension Parser {
  /// `{ statements }` for bodies of functions, accessors, `if`, `for`, `guard`.
  mutating func parseCodeBlock(context: String) -> CodeBlockSyntax {
    guard kind == .leftBrace else {
      expected("'{' \(context)", insert: " {}", id: SyntaxDiagnostic.missingBody)
      return CodeBlockSyntax(statements: [], range: .at(previousEnd))
    }
    let open = current
    guard enterNesting() else {
      skipBalancedGroup()
      return CodeBlockSyntax(statements: [], range: range(from: open.range.start))
    }
    defer { exitNesting() }
    advance()
    let saved = (allowTrailingClosures, inPattern, enclosingCloser, closureOuterCloser)
    allowTrailingClosures = true
    inPattern = false
    enclosingCloser = nil
    closureOuterCloser = nil
    let statements = parseStatementList(inSwitch: false)
    (allowTrailingClosures, inPattern, enclosingCloser, closureOuterCloser) = saved
    expectClose(.rightBrace, "to close block", open: open)
    return CodeBlockSyntax(statements: statements, range: range(from: open.range.start))
  }

  /// Statements up to `}` (and `case`/`default` in a switch), separated by line breaks or `;`.
  mutating func parseStatementList(inSwitch: Bool) -> [StmtSyntax] {
    // This list's statements are `statementStack[stackStart...]`.
    let stackStart = statementStack.count
    while !atEnd {
      if kind == .semicolon {
        advance()
        continue
      }
      if kind == .rightBrace || atFileScopeOnlyConstruct || atIfConfigClauseEnd { break }
      if inSwitch, kind == .kwCase || kind == .kwDefault || atUnknownAttribute || atIfConfigOfCases {
        break
      }
      if Parser.isCloser(kind) || kind == .interpolationEnd {
        // In a closure passed inside `( … )`, a `)` (not followed by `}`) means the
        // closure's `}` is missing: leave it for the enclosing list.
        if let outer = closureOuterCloser, kind == outer,
          peekKind() != .rightBrace || peek().hasNewlineBefore
        {
          break
        }
        let stray = advance()
        error(
          SyntaxDiagnostic.unexpectedToken, "unexpected '\(text(stray))' in statement",
          at: stray.range)
        continue
      }
      let before = pos
      if let statement = parseStatement() {
        statementStack.push(statement)
      }
      if pos == before {
        synchronizeStatement()
        continue
      }
      checkStatementEnd()
    }
    return statementStack.pop(from: stackStart)
  }

  /// Swift: "consecutive statements on a line must be separated by ';'".
  mutating func checkStatementEnd() {
    if kind == .semicolon || kind == .rightBrace || atEnd || current.hasNewlineBefore { return }
    if kind == .kwCase || kind == .kwDefault { return }
    if Parser.isCloser(kind) { return }
    error(
      SyntaxDiagnostic.expectedStatementSeparator,
      "consecutive statements on a line must be separated by ';'", at: .at(previousEnd),
      fixIts: [FixIt("insert ';'", edits: [SourceEdit(range: .at(previousEnd), replacement: ";")])])
    if !canStartStatement() { synchronizeStatement() }
  }

  func canStartStatement() -> Bool {
    switch kind {
    case .kwIf, .kwGuard, .kwSwitch, .kwFor, .kwReturn, .kwBreak, .kwContinue, .kwFallthrough,
      .kwDo, .kwWhile, .kwRepeat, .kwDefer, .kwThrow:
      return true
    default:
      return isDeclarationStart() || canStartExpression(current)
    }
  }

  /// One statement; `nil` after reporting an error that consumed nothing useful.
  mutating func parseStatement() -> StmtSyntax? {
    let start = current.range.start
    switch kind {
    case .kwIf:
      return StmtSyntax(.ifStatement(parseIf()), range: range(from: start))
    case .kwGuard:
      return parseGuard()
    case .kwSwitch:
      return parseSwitch()
    case .kwFor:
      return parseForIn()
    case .kwReturn:
      return parseReturn()
    case .kwBreak where peekKind() == .identifier && !peek().hasNewlineBefore,
      .kwContinue where peekKind() == .identifier && !peek().hasNewlineBefore:
      return parseLabeledJump()
    case .kwBreak, .kwContinue, .kwFallthrough:
      let token = advance()
      return StmtSyntax(.control(identifier(token)), range: token.range)
    case .kwDo:
      return parseDo()
    case .kwRepeat where atPackExpansion:
      break  // `repeat print(each value)`: an expression statement
    case .kwWhile, .kwRepeat, .kwDefer, .kwThrow:
      return parseLoopOrJump()
    case .poundIdentifier where isDirective(current, "#if"):
      let config = parseIfConfig { parser in parser.parseStatementList(inSwitch: false) }
      return StmtSyntax(.ifConfig(config), range: config.range)
    case .poundIdentifier where atConditionalDirective:
      reportStrayConditionalDirective()
      return nil
    case .poundIdentifier
    where isDirective(current, "#Preview") || isDirective(current, "#Canvas")
      || isDirective(current, "#Asset"):
      reportDirectiveInStatements()
      return nil
    case .identifier where atStatementLabel:
      return parseLabeledStatement()
    default:
      break
    }
    if isDeclarationStart() {
      let attributes = parseAttributes()
      let modifiers = parseModifiers()
      guard
        let decl = parseDeclarationBody(
          attributes: attributes, modifiers: modifiers, start: start, context: .local)
      else { return nil }
      return StmtSyntax(.declaration(decl), range: range(from: start))
    }
    guard canStartExpression(current) else {
      error(
        SyntaxDiagnostic.expectedExpression,
        "expected expression, found \(describe(current))", at: current.range)
      return nil
    }
    let expression = parseExpression()
    if Parser.isOperatorPiece(kind), let (op, value) = parseAssignmentRightHandSide() {
      return StmtSyntax(.assignment(target: expression, op: op, value: value), range: range(from: start))
    }
    return StmtSyntax(.expression(expression), range: range(from: start))
  }

  @inline(never)
  mutating func parseReturn() -> StmtSyntax {
    let start = advance().range.start  // return
    var value: ExprSyntax?
    if ![.rightBrace, .semicolon, .endOfFile, .kwCase, .kwDefault].contains(kind),
      canStartExpression(current)
    {
      let expression = parseExpression()
      value = parseAssignmentTail(expression)
    } else if kind == .kwIf || kind == .kwSwitch, !current.hasNewlineBefore {
      value = parseValueExpression("return value")
    }
    return StmtSyntax(.returnStatement(value), range: range(from: start))
  }

  /// `while`, `repeat … while`, `defer`, `throw`.
  @inline(never)
  mutating func parseLoopOrJump() -> StmtSyntax {
    let keyword = advance()
    let start = keyword.range.start
    switch keyword.kind {
    case .kwWhile:
      let conditions = parseConditions("'while'")
      let body = parseCodeBlock(context: "after 'while' condition")
      return StmtSyntax(.whileStatement(conditions: conditions, body: body), range: range(from: start))
    case .kwRepeat:
      let body = parseCodeBlock(context: "after 'repeat'")
      let condition: ExprSyntax
      if kind == .kwWhile {
        advance()
        let saved = allowTrailingClosures
        allowTrailingClosures = false
        condition = parseExpressionOrMissing("condition after 'while'")
        allowTrailingClosures = saved
      } else {
        expected("'while' after 'repeat' body", insert: " while")
        condition = ExprSyntax(.missing, range: .at(previousEnd))
      }
      return StmtSyntax(.repeatWhile(body: body, condition: condition), range: range(from: start))
    case .kwDefer:
      let body = parseCodeBlock(context: "after 'defer'")
      return StmtSyntax(.deferStatement(body), range: range(from: start))
    default:
      let value = parseExpressionOrMissing("error after 'throw'")
      return StmtSyntax(.throwStatement(value), range: range(from: start))
    }
  }

  @inline(never)
  mutating func reportDirectiveInStatements() {
    let token = current
    error(
      SyntaxDiagnostic.badDirective,
      "directive '\(text(token))' is only allowed at file scope", at: token.range)
    _ = parseDirective()
  }

  // Out of line, like every rare statement: `parseStatement` recurses through nested blocks,
  // and its frame size bounds how deep the nesting limit can go on a thread's stack.

  /// `break outer`, `continue outer`.
  @inline(never)
  mutating func parseLabeledJump() -> StmtSyntax {
    let start = current.range.start
    let keyword = takeIdentifier()
    let label = takeIdentifier()
    return StmtSyntax(.labeledJump(keyword: keyword, label: label), range: range(from: start))
  }

  /// `outer: for … { … }`
  @inline(never)
  mutating func parseLabeledStatement() -> StmtSyntax? {
    let start = current.range.start
    let label = takeIdentifier()
    advance()  // :
    guard let statement = parseStatement() else { return nil }
    return StmtSyntax(.labeled(label: label, statement), range: range(from: start))
  }

  /// At `#if` whose clause starts with `case` or `default` on the next line: `#if` around
  /// switch cases, not statements.
  var atIfConfigOfCases: Bool {
    guard kind == .poundIdentifier, isDirective(current, "#if") else { return false }
    var k = pos + 1
    while k < tokens.count, !tokens[k].hasNewlineBefore, tokens[k].kind != .endOfFile { k += 1 }
    guard k < tokens.count else { return false }
    let next = tokens[k].kind
    return next == .kwCase || next == .kwDefault
      || (next == .atSign && k + 2 < tokens.count && tokens[k + 2].kind == .kwDefault)
  }

  /// `outer:` before a loop, `if`, `switch` or `do`.
  var atStatementLabel: Bool {
    guard peekKind() == .colon, !peek().hasTriviaBefore else { return false }
    switch peekKind(2) {
    case .kwFor, .kwWhile, .kwRepeat, .kwSwitch, .kwDo, .kwIf: return true
    default: return false
    }
  }

  /// A value: an expression, or an `if`/`switch` expression (SE-0380) where Swift allows
  /// one (initializers, assignments, `return`).
  mutating func parseValueExpression(_ what: @autoclosure () -> String) -> ExprSyntax {
    if kind != .kwIf, kind != .kwSwitch { return parseExpressionOrMissing(what()) }
    return parseBranchExpression()
  }

  @inline(never)
  mutating func parseBranchExpression() -> ExprSyntax {
    let start = current.range.start
    switch kind {
    case .kwIf:
      return ExprSyntax(.ifExpression(parseIf()), range: range(from: start))
    case .kwSwitch:
      let statement = parseSwitch()
      guard case .switchStatement(let s) = statement.kind else {
        return ExprSyntax(.missing, range: statement.range)
      }
      return ExprSyntax(.switchExpression(s), range: range(from: start))
    default:
      return parseExpressionOrMissing("expression")
    }
  }

  func assignmentOperator(_ kind: TokenKind) -> AssignmentOperator? {
    switch kind {
    case .equal: .assign
    case .plusEqual: .addAssign
    case .minusEqual: .subtractAssign
    case .starEqual: .multiplyAssign
    case .slashEqual: .divideAssign
    case .percentEqual: .remainderAssign
    default: nil
    }
  }

  func describe(_ token: Token) -> String {
    switch token.kind {
    case .endOfFile: "end of file"
    case .identifier, .integerLiteral, .floatLiteral: "'\(text(token))'"
    default: token.kind.isKeyword ? "keyword '\(text(token))'" : token.kind.displayName
    }
  }

  /// `do { … } catch { … } catch let error as E where … { … }`
  mutating func parseDo() -> StmtSyntax {
    let start = advance().range.start  // do
    // `do throws(MyError) { … }` (SE-0413): the thrown type is left to the source range.
    if kind == .kwThrows, !current.hasNewlineBefore { _ = parseEffects() }
    let body = parseCodeBlock(context: "after 'do'")
    var catches: [CatchClauseSyntax] = []
    while isWord(current, "catch") {
      let clauseStart = advance().range.start
      var pattern: ExprSyntax?
      var whereClause: ExprSyntax?
      let saved = allowTrailingClosures
      allowTrailingClosures = false
      if kind != .leftBrace, kind != .kwWhere {
        pattern = parsePattern()
      }
      if kind == .kwWhere {
        advance()
        whereClause = parseExpressionOrMissing("condition after 'where'")
      }
      allowTrailingClosures = saved
      let clauseBody = parseCodeBlock(context: "after 'catch'")
      catches.append(
        CatchClauseSyntax(
          pattern: pattern, whereClause: whereClause, body: clauseBody, range: range(from: clauseStart)))
    }
    return StmtSyntax(.doStatement(body: body, catches: catches), range: range(from: start))
  }

  // MARK: if / guard

  mutating func parseIf() -> IfStmtSyntax {
    let start = advance().range.start  // if
    let conditions = parseConditions("'if'")
    let body = parseCodeBlock(context: "after 'if' condition")
    var elseBranch: ElseBranchSyntax?
    if kind == .kwElse {
      advance()
      if kind == .kwIf {
        // Each `else if` nests one level in the tree (and in every pass that walks it): a chain
        // of ~10000 overflowed the stack before it counted against the nesting limit.
        // Headroom for the condition and the block, so the chain stops cleanly at an `if`.
        if depth + 4 < limits.maxNestingDepth, enterNesting() {
          elseBranch = .ifStatement(parseIf())
          exitNesting()
        } else {
          _ = enterNestingReport()
          skipElseIfChain()
        }
      } else {
        elseBranch = .block(parseCodeBlock(context: "after 'else'"))
      }
    }
    return IfStmtSyntax(
      conditions: conditions, body: body, elseBranch: elseBranch, range: range(from: start))
  }

  /// Consumes the rest of an `else if` chain past the nesting limit, iteratively; the
  /// diagnostic is already reported and the branches are dropped.
  mutating func skipElseIfChain() {
    while kind == .kwIf {
      advance()
      while !atEnd, kind != .leftBrace, !Parser.isCloser(kind) {
        if Parser.isOpener(kind) { skipBalancedGroup() } else { advance() }
      }
      guard kind == .leftBrace else { return }
      skipBalancedGroup()
      guard kind == .kwElse else { return }
      advance()
      if kind != .kwIf {
        if kind == .leftBrace { skipBalancedGroup() }
        return
      }
    }
  }

  mutating func parseGuard() -> StmtSyntax {
    let start = advance().range.start
    let conditions = parseConditions("'guard'")
    if kind == .kwElse {
      advance()
    } else {
      expected("'else' after 'guard' condition", insert: " else")
    }
    let body = parseCodeBlock(context: "after 'guard' condition")
    return StmtSyntax(
      .guardStatement(conditions: conditions, elseBody: body), range: range(from: start))
  }

  /// `let x`, `let x = value`, `case pattern = value`, or a Boolean expression; comma-separated.
  mutating func parseConditions(_ owner: String) -> [ConditionSyntax] {
    let saved = allowTrailingClosures
    allowTrailingClosures = false
    defer { allowTrailingClosures = saved }
    var conditions: [ConditionSyntax] = []
    if kind == .leftBrace {
      expected("expression, var, or let in \(owner) condition", id: SyntaxDiagnostic.expectedExpression)
      return []
    }
    repeat {
      let start = current.range.start
      if kind == .kwLet || kind == .kwVar, peekKind() == .leftParen {
        conditions.append(parseTupleBinding())
      } else if kind == .kwLet || kind == .kwVar {
        let keyword: BindingKeyword = advance().kind == .kwLet ? .let : .var
        let name: Identifier
        if kind == .identifier || kind == .kwSelf {  // `guard let self`
          name = takeIdentifier()
        } else {
          expected("pattern name after '\(keyword.rawValue)'", id: SyntaxDiagnostic.expectedIdentifier)
          name = Identifier("", range: .at(previousEnd))
        }
        var type: TypeSyntax?
        if kind == .colon {
          advance()
          type = parseType()
        }
        var value: ExprSyntax?
        if kind == .equal {
          advance()
          value = parseExpressionOrMissing("value in optional binding")
        }
        conditions.append(
          .optionalBinding(
            keyword, name: name, type: type, initializer: value, range: range(from: start)))
      } else if kind == .kwCase {
        advance()
        let pattern = parsePattern()
        let value = parseMatchedValue(in: "'case' condition", value: "value to match in 'case' condition")
        conditions.append(.casePattern(pattern: pattern, value: value, range: range(from: start)))
      } else {
        conditions.append(.expression(parseExpressionOrMissing("condition")))
      }
    } while consume(.comma) != nil
    return conditions
  }

  /// `if let (data, _) = try? await load()`: an optional binding of a tuple pattern. It is the
  /// pattern `let (data, _)` matched against the value, which a nil does not match (Swift
  /// reads it as `case let (data, _)? = …`).
  mutating func parseTupleBinding() -> ConditionSyntax {
    let start = current.range.start
    let keyword: BindingKeyword = advance().kind == .kwLet ? .let : .var
    let tuple = parsePattern()
    let pattern = ExprSyntax(.bindingPattern(keyword, tuple), range: range(from: start))
    let value = parseMatchedValue(in: "optional binding of a tuple", value: "value in optional binding")
    return .casePattern(pattern: pattern, value: value, range: range(from: start))
  }

  /// `= value` after a condition's pattern; without the `=`, an error at the expectation site
  /// (in the `owner` it names) and a missing value.
  mutating func parseMatchedValue(in owner: String, value: @autoclosure () -> String) -> ExprSyntax {
    guard kind == .equal else {
      expected("'=' in \(owner)", insert: " =")
      return ExprSyntax(.missing, range: .at(previousEnd))
    }
    advance()
    return parseExpressionOrMissing(value())
  }

  /// A `case` pattern: an expression in which `let`/`var` bind names.
  mutating func parsePattern() -> ExprSyntax {
    let saved = inPattern
    inPattern = true
    defer { inPattern = saved }
    if kind == .kwIs {
      // `case is Int:`: a type-casting pattern with no subject (an empty `_` stands for it).
      let start = advance().range.start
      let type = parseType()
      return ExprSyntax(
        .typeCheck(ExprSyntax(.discard, range: .at(start)), type), range: range(from: start))
    }
    return parseExpressionOrMissing("pattern")
  }

  // MARK: switch / for

  /// At `@unknown` followed by `default` or `case`.
  var atUnknownAttribute: Bool {
    kind == .atSign && peekKind() == .identifier && text(peek()) == "unknown"
      && (peekKind(2) == .kwDefault || peekKind(2) == .kwCase)
  }

  mutating func parseSwitch() -> StmtSyntax {
    let start = advance().range.start
    let saved = allowTrailingClosures
    allowTrailingClosures = false
    let subject = parseExpressionOrMissing("subject of 'switch'")
    allowTrailingClosures = saved
    guard kind == .leftBrace else {
      expected("'{' after 'switch' subject", id: SyntaxDiagnostic.missingBody)
      return StmtSyntax(
        .switchStatement(SwitchStmtSyntax(subject: subject, cases: [], range: range(from: start))),
        range: range(from: start))
    }
    let open = current
    guard enterNesting() else {
      skipBalancedGroup()
      return StmtSyntax(
        .switchStatement(SwitchStmtSyntax(subject: subject, cases: [], range: range(from: start))),
        range: range(from: start))
    }
    defer { exitNesting() }
    advance()
    let cases = parseSwitchCases()
    expectClose(.rightBrace, "at end of 'switch' statement", open: open)
    return StmtSyntax(
      .switchStatement(SwitchStmtSyntax(subject: subject, cases: cases, range: range(from: start))),
      range: range(from: start))
  }

  /// `case …:`/`default:` clauses up to `}` (or the end of an `#if` clause around cases).
  mutating func parseSwitchCases() -> [SwitchCaseSyntax] {
    var cases: [SwitchCaseSyntax] = []
    while kind != .rightBrace, !atEnd, !atFileScopeOnlyConstruct, !atIfConfigClauseEnd {
      let caseStart = current.range.start
      if isDirective(current, "#if") {
        let config = parseIfConfig { parser in parser.parseSwitchCases() }
        cases.append(
          SwitchCaseSyntax(
            patterns: [], isDefault: false, whereClause: nil, statements: [], ifConfig: config,
            range: config.range))
        continue
      }
      var patterns: [ExprSyntax] = []
      var isDefault = false
      var whereClause: ExprSyntax?
      // `@unknown default:` (or `@unknown case _:`) for a non-frozen enum such as
      // `AsyncImagePhase`: the attribute only silences a compiler warning; its clause is an
      // ordinary one.
      if atUnknownAttribute {
        advance()
        advance()
      }
      if kind == .kwCase {
        advance()
        repeat {
          patterns.append(parsePattern())
        } while consume(.comma) != nil
        if kind == .kwWhere {
          advance()
          whereClause = parseExpressionOrMissing("condition after 'where'")
        }
      } else if kind == .kwDefault {
        advance()
        isDefault = true
      } else {
        error(
          SyntaxDiagnostic.unexpectedToken,
          "all statements inside a switch must be covered by a 'case' or 'default'",
          at: current.range)
        let before = pos
        _ = parseStatementList(inSwitch: true)
        if pos == before { advance() }
        continue
      }
      if kind == .colon {
        advance()
      } else {
        expected("':' after \(isDefault ? "'default'" : "case pattern")", insert: ":")
      }
      let body = parseStatementList(inSwitch: true)
      cases.append(
        SwitchCaseSyntax(
          patterns: patterns, isDefault: isDefault, whereClause: whereClause, statements: body,
          range: range(from: caseStart)))
    }
    return cases
  }

  mutating func parseForIn() -> StmtSyntax {
    let start = advance().range.start
    let isCasePattern = consume(.kwCase) != nil
    let pattern = parsePattern()
    let saved = allowTrailingClosures
    allowTrailingClosures = false
    let sequence: ExprSyntax
    if kind == .kwIn {
      advance()
      sequence = parseExpressionOrMissing("sequence in 'for' statement")
    } else {
      expected("'in' after for-each pattern", insert: " in")
      sequence = ExprSyntax(.missing, range: .at(previousEnd))
    }
    var whereClause: ExprSyntax?
    if kind == .kwWhere {
      advance()
      whereClause = parseExpressionOrMissing("condition after 'where'")
    }
    allowTrailingClosures = saved
    let body = parseCodeBlock(context: "to start the body of for-each loop")
    if isCasePattern || whereClause != nil {
      let loop = ForInStmtSyntax(
        isCasePattern: isCasePattern, pattern: pattern, sequence: sequence, whereClause: whereClause,
        body: body)
      return StmtSyntax(.forInFiltered(loop), range: range(from: start))
    }
    return StmtSyntax(
      .forIn(pattern: pattern, sequence: sequence, body: body), range: range(from: start))
  }
}
