import MatchcutSource

extension Parser {
  func canStartExpression(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringStart, .regexLiteral,
      .kwTrue, .kwFalse, .kwNil, .kwSelf, .kwSelfType, .kwSuper, .kwTry, .kwInit,
      .leftParen, .leftBracket, .leftBrace, .period, .backslash, .minus, .plus, .bang, .tilde,
      .unicodeOperator,
      .ampersand:
      return true
    case .poundIdentifier:
      return !isConditionalDirectiveToken(token)
    case .ellipsis, .halfOpenRange:
      // A prefix range operator touches its operand: `..<end`.
      return token.range.start == current.range.start && !peek().hasTriviaBefore
        && peekKind() != .endOfFile
    case .kwLet, .kwVar:
      return inPattern
    case .kwRepeat:
      return token.range.start == current.range.start && atPackExpansion
    default:
      return false
    }
  }

  /// At `repeat` starting a pack expansion (`repeat each value`, SE-0393), not a
  /// `repeat { … } while` loop.
  var atPackExpansion: Bool {
    kind == .kwRepeat && peekKind() != .leftBrace && !peek().hasNewlineBefore
      && peekKind() != .endOfFile
  }

  /// At `each` in `each value` (a pack reference, SE-0393), or at `consume x`/`copy x`
  /// (SE-0366, SE-0377) and `discard self` (SE-0390): a word before a name on the same line.
  var atPackReference: Bool {
    // Cheap tests first: this runs for every name that starts an operand.
    let length = current.range.length
    guard length == 4 || length == 7 else { return false }
    let first = file.bytes[current.range.start]
    guard first == UInt8(ascii: "e") || first == UInt8(ascii: "c") || first == UInt8(ascii: "d"),
      !peek().hasNewlineBefore, peek().hasTriviaBefore,
      peekKind() == .identifier || peekKind() == .kwSelf
    else { return false }
    return isWord(current, "each") || isWord(current, "consume") || isWord(current, "copy")
      || isWord(current, "discard")
  }

  /// An expression, or `.missing` with "expected <what>" when none starts here. (`what` is
  /// built only for the error: some callers interpolate it.)
  mutating func parseExpressionOrMissing(_ what: @autoclosure () -> String) -> ExprSyntax {
    if canStartExpression(current) { return parseExpression() }
    expected(what(), id: SyntaxDiagnostic.expectedExpression)
    return ExprSyntax(.missing, range: .at(previousEnd))
  }

  /// `expr = value` (or a compound assignment) where a value stands: the middle of `?:` and a
  /// `return`'s value (Swift's assignment is an expression of type `()`); `expr` otherwise.
  mutating func parseAssignmentTail(_ target: ExprSyntax) -> ExprSyntax {
    guard let (op, value) = parseAssignmentRightHandSide() else { return target }
    return ExprSyntax(
      .assignment(target: target, op: op, value: value), range: range(from: target.range.start))
  }

  /// At an assignment operator (`=`, `+=`, or one spelled by several tokens, `<<=`, `|=`): the
  /// operator and the value after it; nil (consuming nothing) elsewhere.
  @inline(never)
  mutating func parseAssignmentRightHandSide() -> (OperatorSyntax<AssignmentOperator>, ExprSyntax)? {
    if let (op, opRange, count) = multiTokenAssignmentAhead() {
      for _ in 0..<count { advance() }
      let spelling = Parser.text(file.bytes, opRange)
      let value = parseValueExpression("value after '\(spelling)'")
      return (OperatorSyntax(op, range: opRange), value)
    }
    guard let op = assignmentOperator(kind) else { return nil }
    let opToken = advance()
    let value = parseValueExpression("value after '\(op.rawValue)'")
    return (OperatorSyntax(op, range: opToken.range), value)
  }

  /// A full expression: a binary/cast sequence folded by precedence, then `?:`.
  mutating func parseExpression() -> ExprSyntax {
    let start = current.range.start
    guard enterNesting() else {
      skipExpressionTokens()
      return ExprSyntax(.missing, range: range(from: start))
    }
    defer { exitNesting() }
    let condition = parseSequence()
    // `a ? b : c`, and `a ?(b) : c`: a `?` after whitespace cannot be an optional chain.
    guard kind == .question, current.hasTriviaBefore || isInfixPosition(current) else {
      return condition
    }
    let question = advance()
    let middle = parseExpressionOrMissing("expression after '?' in ternary expression")
    let thenBranch = parseAssignmentTail(middle)
    guard kind == .colon else {
      expected(
        "':' after '? ...' in ternary expression", insert: " :", matching: nil)
      _ = question
      return ExprSyntax(
        .ternary(
          condition: condition, then: thenBranch,
          else: ExprSyntax(.missing, range: .at(previousEnd))), range: range(from: start))
    }
    advance()
    let elseBranch = parseExpressionOrMissing("expression after ':' in ternary expression")
    return ExprSyntax(
      .ternary(condition: condition, then: thenBranch, else: elseBranch),
      range: range(from: start))
  }

  /// Swift: an operator with whitespace on both sides, or on neither, is infix.
  func isInfixPosition(_ token: Token) -> Bool {
    let leftBound = !token.hasTriviaBefore
    let next = peek()
    let rightBound = !next.hasTriviaBefore && next.kind != .endOfFile
    return leftBound == rightBound
  }

  func binaryOperator(_ kind: TokenKind) -> BinaryOperator? {
    switch kind {
    case .star: .multiply
    case .slash: .divide
    case .percent: .remainder
    case .plus: .add
    case .minus: .subtract
    case .halfOpenRange: .halfOpenRange
    case .ellipsis: .closedRange
    case .questionQuestion: .nilCoalescing
    case .equalEqual: .equal
    case .bangEqual: .notEqual
    case .equalEqualEqual: .identical
    case .bangEqualEqual: .notIdentical
    case .less: .less
    case .lessEqual: .lessEqual
    case .greater: .greater
    case .greaterEqual: .greaterEqual
    case .ampAmp: .and
    case .pipePipe: .or
    case .ampersand: .bitwiseAnd
    case .pipe: .bitwiseOr
    case .caret: .bitwiseXor
    default: nil
    }
  }

  /// Casting precedence sits between range formation and nil-coalescing.
  static let castPrecedence = 45

  /// The most operators one flat sequence may hold (`1 + 1 + … + 1`); beyond it:
  /// `syntax.expression-too-long`. Swift has no such limit; this one bounds the depth of the
  /// folded tree, which the tree's consumers walk iteratively along its left spine.
  static let maxSequenceOperators = 4096

  /// Operands and infix operators folded with an explicit stack (no recursion per operator).
  ///
  /// A left-associative chain folds into a left spine (`((1 + 1) + 1) + 1`) that every consumer
  /// of the tree (evaluator, formatter, name checker, tree dump) walks in a loop, so a flat
  /// chain of thousands of operands costs no nesting. Only right operands nest for them: each
  /// operand's `cost` counts the right-operand edges below it, and the nesting limit applies to
  /// `depth + cost` (right-associative chains such as `a ?? b ?? c`, and casts, still nest).
  ///
  /// Inlined into `parseExpression`: most expressions are one operand with no operator after
  /// it, and need neither the folding below nor another call level.
  @inline(__always)
  mutating func parseSequence() -> ExprSyntax {
    let first = parseUnary()
    // Fast path: most expressions have no infix operator (no arrays allocated).
    if kind != .kwAs, kind != .kwIs,
      !Parser.isOperatorPiece(kind) && binaryOperator(kind) == nil || infixOperatorAhead() == nil
    {
      return first
    }
    return foldSequence(first)
  }

  /// The rest of `parseSequence` once an infix operator or cast follows the first operand.
  @inline(never)
  mutating func foldSequence(_ first: ExprSyntax) -> ExprSyntax {
    var operands: [ExprSyntax] = [first]
    var costs: [Int] = [0]
    var operators: [OperatorSyntax<BinaryOperator>] = []
    // Each pending operator's precedence group (custom operators take theirs from the file).
    var precedences: [Int] = []
    var chain = 0
    var dropping = false

    func reduce(
      _ operands: inout [ExprSyntax], _ costs: inout [Int],
      _ operators: inout [OperatorSyntax<BinaryOperator>], _ precedences: inout [Int]
    ) {
      let op = operators.removeLast()
      precedences.removeLast()
      let rhs = operands.removeLast()
      let lhs = operands.removeLast()
      let rhsCost = costs.removeLast()
      let lhsCost = costs.removeLast()
      operands.append(
        ExprSyntax(.binary(lhs: lhs, op: op, rhs: rhs), range: lhs.range.union(rhs.range)))
      costs.append(max(lhsCost, rhsCost + 1))
    }

    while true {
      if kind == .kwAs || kind == .kwIs {
        let keyword = advance()
        var castKind = CastKind.plain
        if keyword.kind == .kwAs, kind == .question || kind == .bang, !current.hasTriviaBefore {
          castKind = advance().kind == .question ? .conditional : .forced
        }
        let type = parseType()
        if dropping { continue }
        while let top = precedences.last, top > Parser.castPrecedence {
          reduce(&operands, &costs, &operators, &precedences)
        }
        let operand = operands.removeLast()
        let kindValue: ExprKind =
          keyword.kind == .kwIs ? .typeCheck(operand, type) : .cast(operand, castKind, type)
        operands.append(ExprSyntax(kindValue, range: operand.range.union(type.range)))
        // A cast wraps its operand: one level of real nesting.
        costs[costs.count - 1] += 1
        if depth + (costs.last ?? 0) + operators.count > limits.maxNestingDepth {
          if !dropping { _ = enterNestingReport() }
          dropping = true
        }
        continue
      }
      guard let infix = infixOperatorAhead() else { break }
      let op = infix.op
      var opToken = advance()
      if infix.tokenCount > 1 {
        for _ in 1..<infix.tokenCount { advance() }
        opToken = Token(kind: opToken.kind, range: infix.range, flags: opToken.flags)
      }
      let rhs: ExprSyntax
      if canStartExpression(current), kind != .leftBrace || allowTrailingClosures {
        rhs = parseUnary()
      } else {
        error(
          SyntaxDiagnostic.expectedExpression, "expected expression after operator",
          at: .at(opToken.range.end))
        rhs = ExprSyntax(.missing, range: .at(opToken.range.end))
      }
      chain += 1
      if chain > Parser.maxSequenceOperators, !dropping {
        dropping = true
        diagnostics.append(
          SyntaxDiagnostic.error(
            SyntaxDiagnostic.expressionTooLong,
            "expression too long: more than \(Parser.maxSequenceOperators) operators in a row", opToken.range,
            path: file.path))
        errorLines.insert(file.location(of: opToken.range.start).line)
      }
      if dropping { continue }
      let operatorSyntax = OperatorSyntax(op, range: opToken.range)
      while let top = precedences.last,
        top > infix.precedence || (top == infix.precedence && infix.associativity != .right)
      {
        if top == infix.precedence, infix.associativity == .none {
          error(
            SyntaxDiagnostic.nonAssociative,
            "adjacent operators are in non-associative precedence group",
            at: opToken.range)
        }
        reduce(&operands, &costs, &operators, &precedences)
      }
      operators.append(operatorSyntax)
      precedences.append(infix.precedence)
      operands.append(rhs)
      costs.append(0)
      // Every pending operator will wrap the operands after it in one more right operand.
      if depth + (costs.max() ?? 0) + operators.count > limits.maxNestingDepth {
        _ = enterNestingReport()
        dropping = true
      }
    }
    while !operators.isEmpty { reduce(&operands, &costs, &operators, &precedences) }
    return operands[0]
  }

  /// Reports `nesting-too-deep` once without changing the depth.
  mutating func enterNestingReport() -> Bool {
    let saved = depth
    depth = limits.maxNestingDepth
    _ = enterNesting()
    depth = saved
    return false
  }

  /// Prefix operators, `try`, `await`, then a postfix expression. The common case, no prefix,
  /// goes straight to `parsePostfix` (inlined: one call level less per operand).
  @inline(__always)
  mutating func parseUnary() -> ExprSyntax {
    switch kind {
    case .minus, .plus, .bang, .tilde, .ampersand, .kwTry, .unicodeOperator:
      return parsePrefixedUnary()
    case .identifier where isWord(current, "await"):
      return parsePrefixedUnary()
    case .kwRepeat:
      return parsePackExpansion()
    case .identifier where atPackReference:
      return parsePackExpansion()
    default:
      return parsePostfix()
    }
  }

  /// `repeat pattern` and `each name` (SE-0393): kept as a prefix operator spelled by the
  /// word (`PrefixOperator.custom`, its range covering `repeat` or `each`).
  @inline(never)
  mutating func parsePackExpansion() -> ExprSyntax {
    let start = current.range.start
    let word = advance()
    let operand = parseNestedUnary()
    return ExprSyntax(
      .prefixOperator(OperatorSyntax(.custom, range: word.range), operand), range: range(from: start))
  }

  /// `parseUnary` when the operand may have a prefix operator, `try` or `await`.
  @inline(never)
  mutating func parsePrefixedUnary() -> ExprSyntax {
    let start = current.range.start
    var prefix: PrefixOperator?
    switch kind {
    case .minus: prefix = .negate
    case .plus: prefix = .plus
    case .bang: prefix = .not
    case .tilde: prefix = .bitwiseNot
    case .unicodeOperator: prefix = .custom  // `√x`
    case .ampersand: prefix = nil
    case .kwTry:
      advance()
      var tryKind = TryKind.plain
      if kind == .question || kind == .bang, !current.hasTriviaBefore {
        tryKind = advance().kind == .question ? .optional : .forced
      }
      let operand = parseNestedUnary()
      return ExprSyntax(.tryExpr(operand, tryKind), range: range(from: start))
    default:
      if isWord(current, "await"), !peek().hasNewlineBefore, canStartExpression(peek()) {
        advance()
        let operand = parseNestedUnary()
        return ExprSyntax(.awaitExpr(operand), range: range(from: start))
      }
      return parsePostfix()
    }
    var opToken = advance()
    if Parser.isOperatorPiece(kind), !current.hasTriviaBefore {
      // `!!flag`, `√x`-style declared prefix operators: adjacent operator characters are one
      // operator (Swift's lexer).
      let end = operatorRunEnd(from: pos)
      let range = SourceRange(start: opToken.range.start, end: tokens[end - 1].range.end)
      while pos < end { advance() }
      opToken = Token(kind: opToken.kind, range: range, flags: opToken.flags)
      prefix = .custom
    }
    if current.hasTriviaBefore, canStartExpression(current) {
      error(
        SyntaxDiagnostic.operatorSpacing, "unary operator cannot be separated from its operand",
        at: opToken.range)
    }
    guard canStartExpression(current) else {
      expected("expression after unary operator", id: SyntaxDiagnostic.expectedExpression)
      return ExprSyntax(.missing, range: range(from: start))
    }
    let operand = parseNestedUnary()
    guard let prefix else { return operand }  // `&x` (inout) is the operand itself
    return ExprSyntax(
      .prefixOperator(OperatorSyntax(prefix, range: opToken.range), operand),
      range: range(from: start))
  }

  mutating func parseNestedUnary() -> ExprSyntax {
    let start = current.range.start
    guard enterNesting() else {
      skipExpressionTokens()
      return ExprSyntax(.missing, range: range(from: start))
    }
    defer { exitNesting() }
    return parseUnary()
  }

  // MARK: Postfix

  /// A primary expression followed by member accesses, calls, subscripts, trailing closures,
  /// `?` and `!`. A line break before `.` continues the chain; one before `(` or `[` does not.
  mutating func parsePostfix() -> ExprSyntax {
    parsePostfixChain(base: parsePrimary())
  }

  /// Member accesses, calls, subscripts, `?`, `!` and generic arguments after `base`.
  mutating func parsePostfixChain(base: ExprSyntax) -> ExprSyntax {
    var expr = base
    var chain = 0
    var dropping = false
    while true {
      let start = expr.range.start
      var next: ExprSyntax
      switch kind {
      case .period:
        advance()
        if kind == .dollarIdentifier, case .selfExpr = expr.kind {
          // `self.$isOn` is `$isOn`: the wrapper's projection.
          let token = advance()
          let name = parameterName(token)
          next = ExprSyntax(.projectedValue(name), range: range(from: start))
          break
        }
        guard let name = parseMemberName() else {
          expected("member name following '.'", id: SyntaxDiagnostic.expectedIdentifier)
          return expr
        }
        next = ExprSyntax(.memberAccess(base: expr, name: name), range: range(from: start))
      case .leftParen where !current.hasNewlineBefore && isCompoundNameAhead():
        // `onChanged(value:)`: a function named with its argument labels.
        while kind != .rightParen { advance() }
        advance()
        next = ExprSyntax(expr.kind, range: range(from: start))
      case .leftParen where !current.hasNewlineBefore:
        let open = current
        let arguments = parseArgumentList(close: .rightParen, context: "to close call arguments")
        let listRange = range(from: open.range.start)
        let trailing = parseTrailingClosures()
        next = ExprSyntax(
          .call(
            CallSyntax(
              callee: expr, arguments: arguments, argumentListRange: listRange,
              trailingClosures: trailing)), range: range(from: start))
      case .leftBracket where !current.hasNewlineBefore:
        let arguments = parseArgumentList(close: .rightBracket, context: "to close subscript")
        next = ExprSyntax(
          .subscriptAccess(base: expr, arguments: arguments), range: range(from: start))
      case .leftBrace
      where canTakeTrailingClosure(expr) && (allowTrailingClosures || trailingClosureInConditionAhead):
        let saved = allowTrailingClosures
        allowTrailingClosures = true
        let trailing = parseTrailingClosures()
        allowTrailingClosures = saved
        next = ExprSyntax(
          .call(
            CallSyntax(
              callee: expr, arguments: [], argumentListRange: nil, trailingClosures: trailing)),
          range: range(from: start))
      case .question where !current.hasTriviaBefore:
        advance()
        next = ExprSyntax(.optionalChain(expr), range: range(from: start))
      case .bang where !current.hasTriviaBefore:
        advance()
        next = ExprSyntax(.forceUnwrap(expr), range: range(from: start))
      case .less
      where !current.hasTriviaBefore && isGenericArgumentListAhead(orBrace: expr.kind.isMacroName):
        let arguments = parseGenericArguments()
        next = ExprSyntax(
          .specialization(base: expr, genericArguments: arguments), range: range(from: start))
      case .ellipsis where !current.hasTriviaBefore && atPartialRangeEnd:
        advance()
        next = ExprSyntax(.partialRangeFrom(expr), range: range(from: start))
      case .poundIdentifier where atPostfixIfConfig:
        next = parsePostfixIfConfig(base: expr)
      default:
        guard Parser.isOperatorPiece(kind), !current.hasTriviaBefore, let end = postfixOperatorEnd()
        else { return expr }
        next = parsePostfixOperator(expr, end: end)
      }
      chain += 1
      if !dropping, depth + chain > limits.maxNestingDepth {
        _ = enterNestingReport()
        dropping = true
      }
      if !dropping { expr = next }
    }
  }

  /// At an operator touching the operand before it: the end of the operator's run when it is a
  /// postfix operator (`x++`, a declared `postfix operator`). Swift: an operator with
  /// whitespace on its right only is postfix, and so is one followed by `.`; a closer, `,`,
  /// `;` and `:` after it count as whitespace. `=` and compound assignments are left to the
  /// statement parser (`x+= 1` is reported there).
  func postfixOperatorEnd() -> Int? {
    let end = operatorRunEnd(from: pos)
    guard end < tokens.count else { return nil }
    let next = tokens[end]
    switch next.kind {
    case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .period,
      .interpolationEnd, .endOfFile:
      break
    default:
      guard next.hasTriviaBefore else { return nil }
    }
    if end == pos + 1 {
      switch kind {
      case .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual: return nil
      default: break
      }
    } else if runSpelling(pos, end).hasSuffix("=") {
      return nil
    }
    return end
  }

  /// `operand++`: a postfix operator applied to `operand`, kept as a call of the operator with
  /// no argument list (`CallSyntax.isPostfixOperator`).
  mutating func parsePostfixOperator(_ operand: ExprSyntax, end: Int) -> ExprSyntax {
    let start = pos
    while pos < end { advance() }
    let opRange = runRange(start, end)
    let op = ExprSyntax(
      .operatorReference(Identifier(names.name(file.bytes, opRange), range: opRange)), range: opRange)
    return ExprSyntax(
      .call(
        CallSyntax(
          callee: op, arguments: [ArgumentSyntax(label: nil, value: operand, range: operand.range)],
          argumentListRange: nil, trailingClosures: [])),
      range: SourceRange(start: operand.range.start, end: opRange.end))
  }

  /// At `...` closing a one-sided range: what follows cannot start its upper bound.
  var atPartialRangeEnd: Bool {
    let next = peek()
    if next.hasNewlineBefore { return true }
    switch next.kind {
    case .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon, .endOfFile: return true
    default: return false
    }
  }

  /// At `(label:label:)` (each label an identifier or `_`, no space before a `:` or the `)`),
  /// after a name.
  func isCompoundNameAhead() -> Bool {
    var k = pos + 1
    guard k + 1 < tokens.count else { return false }
    while k + 1 < tokens.count {
      let t = tokens[k].kind
      guard t == .identifier || t.isKeyword, tokens[k + 1].kind == .colon,
        !tokens[k + 1].hasTriviaBefore
      else { break }
      k += 2
    }
    // `frame(width: )` is a call missing its value, not a name.
    return k > pos + 1 && k < tokens.count && tokens[k].kind == .rightParen
      && !tokens[k].hasTriviaBefore
  }

  /// Literals never take trailing closures (Swift does the same).
  func canTakeTrailingClosure(_ expr: ExprSyntax) -> Bool {
    switch expr.kind {
    case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral,
      .arrayLiteral, .dictionaryLiteral, .closure, .missing:
      return false
    default:
      return true
    }
  }

  /// A member name after `.`: identifiers, keywords (`.default`, `.init`, `.self`), tuple
  /// indices (`.0`), and a member's projected value (`model.$title`, `\.$field`: the name
  /// keeps its `$`).
  mutating func parseMemberName() -> Identifier? {
    switch kind {
    case .identifier, .integerLiteral, .dollarIdentifier:
      return takeIdentifier()
    case _ where kind.isKeyword:
      return takeIdentifier()
    default:
      return nil
    }
  }

  /// `( … )`, `[ … ]` or an interpolation's arguments, with labels; the opener is current.
  /// A missing closer is one error at the expectation site with a note at the opener.
  mutating func parseArgumentList(close: TokenKind, context: String) -> [ArgumentSyntax] {
    let open = advance()
    guard enterNesting() else {
      pos -= 1
      skipBalancedGroup()
      return []
    }
    defer { exitNesting() }
    let saved = (allowTrailingClosures, inPattern, enclosingCloser)
    allowTrailingClosures = true
    enclosingCloser = close
    defer { (allowTrailingClosures, inPattern, enclosingCloser) = saved }
    // This list's arguments are `argumentStack[stackStart...]`.
    let stackStart = argumentStack.count
    var lastPosition = -1
    while true {
      if pos == lastPosition { advance() }  // always make progress on garbage
      lastPosition = pos
      if kind == close {
        advance()
        return argumentStack.pop(from: stackStart)
      }
      if atEnd || (Parser.isCloser(kind) && kind != close) {
        expectClose(close, context, open: open)
        return argumentStack.pop(from: stackStart)
      }
      let start = current.range.start
      let label = parseArgumentLabel()
      if atOperatorReference(close: close) {
        argumentStack.push(label: label, value: parseOperatorReference(), range: range(from: start))
      } else if canStartExpression(current) {
        // The value goes straight onto the stack (a `let value` assigned in several branches
        // made Swift copy and release each argument once more).
        let value = parseExpression()
        argumentStack.push(label: label, value: value, range: range(from: start))
      } else if let value = missingArgumentValue(label: label, close: close) {
        argumentStack.push(label: label, value: value, range: range(from: start))
      } else {
        expectClose(close, context, open: open)
        return argumentStack.pop(from: stackStart)
      }
      if kind == .comma {
        advance()
        continue
      }
      if kind == close { continue }
      if atEnd || Parser.isCloser(kind) {
        expectClose(close, context, open: open)
        return argumentStack.pop(from: stackStart)
      }
      // Neither ',' nor the closer: a missing comma if the closer comes later in this group,
      // else a missing closer.
      if closerFollows(close) {
        expected("',' separator", insert: ",")
        if !canStartExpression(current) {
          skipExpressionTokens()
        }
      } else {
        expectClose(close, context, open: open)
        return argumentStack.pop(from: stackStart)
      }
    }
  }

  /// `label:` before an argument, consumed; nil when there is none.
  @inline(__always)
  mutating func parseArgumentLabel() -> Identifier? {
    guard kind == .identifier || kind.isKeyword || kind == .dollarIdentifier,
      peekKind() == .colon, !(inPattern && (kind == .kwLet || kind == .kwVar))
    else { return nil }
    let label = takeIdentifier()
    advance()  // :
    return label
  }

  /// An argument with no expression where its value should start: reports it and returns a
  /// `.missing` value, or nil when the list has ended here (a line break), which the caller
  /// reports as a missing closer.
  @inline(never)
  mutating func missingArgumentValue(label: Identifier?, close: TokenKind) -> ExprSyntax? {
    if let label, kind == .comma || kind == close || Parser.isCloser(kind) {
      error(
        SyntaxDiagnostic.missingArgument, "expected value for argument '\(label.text)'",
        at: .at(previousEnd))
      return ExprSyntax(.missing, range: .at(previousEnd))
    }
    if kind == .comma {
      error(
        SyntaxDiagnostic.expectedExpression, "expected expression before ','",
        at: current.range)
      return ExprSyntax(.missing, range: .at(current.range.start))
    }
    if current.hasNewlineBefore || atEnd { return nil }
    error(
      SyntaxDiagnostic.expectedExpression,
      "expected expression in argument list, found \(describe(current))",
      at: current.range)
    skipExpressionTokens()
    return ExprSyntax(.missing, range: .at(previousEnd))
  }

  /// Whether `close` appears at bracket level zero before any other unmatched closer
  /// (looking at most 4,096 tokens ahead).
  func closerFollows(_ close: TokenKind) -> Bool {
    var k = pos
    var level = 0
    let limit = min(tokens.count, pos + 4096)
    while k < limit {
      let t = tokens[k].kind
      if t == .endOfFile { return false }
      if level == 0, t == close { return true }
      if Parser.isOpener(t) {
        level += 1
      } else if Parser.isCloser(t) {
        if level == 0 { return false }
        level -= 1
      } else if level == 0, t == .kwLet || t == .kwVar || t == .kwFunc || t == .kwStruct {
        return false
      }
      k += 1
    }
    return false
  }

  /// In a condition, where `{` opens the body: whether this `{` is a trailing closure all the
  /// same (`if items.filter { $0.done }.isEmpty {`). Swift's rule (swift-syntax
  /// `Parser.Lookahead.isValidTrailingClosure`): the closure's first token is on the `{`'s
  /// line, and the token after its `}` is a `{`, `where` or `,`, or, on the same line, one
  /// that continues the expression (`.`, `(`, `[`, `?`, `!`, `is`, `as`, an operator).
  var trailingClosureInConditionAhead: Bool {
    guard pos + 1 < tokens.count, !tokens[pos + 1].hasNewlineBefore else { return false }
    guard let after = token(afterGroupAt: pos) else { return false }
    switch after.kind {
    case .leftBrace, .kwWhere, .comma: return true
    case .period, .leftParen, .leftBracket, .question, .kwIs, .kwAs:
      return !after.hasNewlineBefore
    default:
      return Parser.isOperatorToken(after.kind) && !after.hasNewlineBefore
    }
  }

  /// `{ … }` followed by any number of `label: { … }` (SE-0279).
  mutating func parseTrailingClosures() -> [TrailingClosureSyntax] {
    guard kind == .leftBrace, allowTrailingClosures else { return [] }
    let first = parseClosure()
    let range = first.range
    // Most calls have one trailing closure: an array literal of exactly one element, instead
    // of growing an empty array through `append`.
    var result = [TrailingClosureSyntax(label: nil, closure: first, range: range)]
    while labelledTrailingClosureFollows {
      let label = takeIdentifier()
      advance()  // :
      let closure = parseClosure()
      result.append(
        TrailingClosureSyntax(
          label: label, closure: closure, range: label.range.union(closure.range)))
    }
    return result
  }

  /// `label: {` after a trailing closure (SE-0279).
  var labelledTrailingClosureFollows: Bool {
    (kind == .identifier || (kind.isKeyword && kind != .kwDefault))
      && peekKind() == .colon && peekKind(2) == .leftBrace
  }

  // MARK: Primary

  mutating func parsePrimary() -> ExprSyntax {
    let token = current
    let start = token.range.start
    switch token.kind {
    case .integerLiteral:
      advance()
      return ExprSyntax(.integerLiteral(checkedIntegerValue(token)), range: token.range)
    case .floatLiteral:
      advance()
      return ExprSyntax(.floatLiteral(Parser.floatValue(file.bytes, token.range)), range: token.range)
    case .stringStart:
      return parseStringLiteral()
    case .regexLiteral:
      advance()
      return ExprSyntax(.regexLiteral, range: token.range)
    case .kwTrue, .kwFalse:
      advance()
      return ExprSyntax(.booleanLiteral(token.kind == .kwTrue), range: token.range)
    case .kwNil:
      advance()
      return ExprSyntax(.nilLiteral, range: token.range)
    case .kwSelf:
      advance()
      return ExprSyntax(.selfExpr, range: token.range)
    case .kwSelfType, .kwSuper, .kwInit:
      advance()
      return ExprSyntax(.identifier(identifier(token)), range: token.range)
    case .identifier:
      advance()
      if token.range.length == 1, file.bytes[token.range.start] == UInt8(ascii: "_") {
        return ExprSyntax(.discard, range: token.range)
      }
      return ExprSyntax(.identifier(identifier(token)), range: token.range)
    case .dollarIdentifier:
      advance()
      let nameRange = SourceRange(start: token.range.start + 1, end: token.range.end)
      let name = file.text(of: nameRange)
      if let index = Int(name) {
        return ExprSyntax(.shorthandArgument(index), range: token.range)
      }
      return ExprSyntax(.projectedValue(Identifier(name, range: token.range)), range: token.range)
    case .kwLet, .kwVar:
      advance()
      let keyword: BindingKeyword = token.kind == .kwLet ? .let : .var
      let inner = parsePostfix()
      return ExprSyntax(.bindingPattern(keyword, inner), range: range(from: start))
    case .period:
      return parseImplicitMember()
    case .leftParen:
      let arguments = parseArgumentList(close: .rightParen, context: "to close tuple")
      if arguments.count == 1, arguments[0].label == nil {
        return ExprSyntax(.parenthesized(arguments[0].value), range: range(from: start))
      }
      return ExprSyntax(.tuple(arguments), range: range(from: start))
    case .leftBracket:
      return parseCollectionLiteral()
    case .leftBrace:
      let closure = parseClosure()
      return ExprSyntax(.closure(closure), range: closure.range)
    case .backslash:
      return parseKeyPath()
    case .poundIdentifier:
      return parsePoundExpression()
    case .ellipsis, .halfOpenRange:
      advance()
      let upper = parsePostfix()
      return ExprSyntax(
        .partialRangeUpTo(upper, inclusive: token.kind == .ellipsis), range: range(from: start))
    default:
      expected("expression", id: SyntaxDiagnostic.expectedExpression)
      return ExprSyntax(.missing, range: .at(previousEnd))
    }
  }

  /// `.name`; `.5` is rejected as in Swift with a fix-it to write `0.5`.
  mutating func parseImplicitMember() -> ExprSyntax {
    let dot = advance()
    if (kind == .integerLiteral || kind == .floatLiteral), !current.hasTriviaBefore {
      let number = advance()
      let written = file.text(of: dot.range.union(number.range))
      error(
        SyntaxDiagnostic.invalidLeadingDot,
        "'\(written)' is not a valid floating point literal; it must be written '0\(written)'",
        at: dot.range.union(number.range),
        fixIts: [FixIt("insert '0'", edits: [SourceEdit(range: .at(dot.range.start), replacement: "0")])])
      let value = Double("0" + written.filter { $0 != "_" }) ?? 0
      return ExprSyntax(.floatLiteral(value), range: dot.range.union(number.range))
    }
    guard let name = parseMemberName(), !current.hasNewlineBefore || true else {
      expected("member name following '.'", id: SyntaxDiagnostic.expectedIdentifier)
      return ExprSyntax(.missing, range: dot.range)
    }
    return ExprSyntax(.implicitMember(name), range: range(from: dot.range.start))
  }

  /// An element of a collection literal; a function type there (`[(String) -> Void]()`,
  /// `[Int: (Double) -> Void]()`) is the element type of an empty collection's initializer.
  mutating func parseCollectionElement(_ what: String) -> ExprSyntax {
    guard kind == .leftParen, functionTypeAhead else { return parseExpressionOrMissing(what) }
    let type = parseType()
    return ExprSyntax(.type(type), range: type.range)
  }

  /// At `(`: whether the balanced group is followed by `->`, `throws`, `async` or `rethrows`
  /// (a function type's parameter list, not a parenthesized expression).
  var functionTypeAhead: Bool {
    guard let after = token(afterGroupAt: pos) else { return false }
    switch after.kind {
    case .arrow, .kwThrows, .kwRethrows: return true
    case .identifier: return isWord(after, "async")
    default: return false
    }
  }

  /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
  mutating func parseCollectionLiteral() -> ExprSyntax {
    let open = current
    let start = open.range.start
    if peekKind() == .colon, peekKind(2) == .rightBracket {
      advance()
      advance()
      advance()
      return ExprSyntax(.dictionaryLiteral([]), range: range(from: start))
    }
    advance()
    guard enterNesting() else {
      pos -= 1
      skipBalancedGroup()
      return ExprSyntax(.missing, range: range(from: start))
    }
    defer { exitNesting() }
    let saved = (allowTrailingClosures, inPattern, enclosingCloser)
    allowTrailingClosures = true
    inPattern = false
    enclosingCloser = .rightBracket
    defer { (allowTrailingClosures, inPattern, enclosingCloser) = saved }
    var elements: [ExprSyntax] = []
    var pairs: [DictionaryElementSyntax] = []
    var isDictionary: Bool?
    var lastPosition = -1
    while kind != .rightBracket {
      if pos == lastPosition { advance() }  // always make progress on garbage
      lastPosition = pos
      if atEnd || Parser.isCloser(kind) { break }
      let elementStart = current.range.start
      let key = parseCollectionElement("expression in collection literal")
      if key.kind == .missing, !canStartExpression(current), kind != .comma {
        if current.hasNewlineBefore || !closerFollows(.rightBracket) { break }
        skipExpressionTokens()
      }
      if isDictionary == nil { isDictionary = kind == .colon }
      if isDictionary == true {
        let value: ExprSyntax
        if kind == .colon {
          advance()
          value = parseCollectionElement("value in dictionary literal")
        } else {
          expected("':' in dictionary literal", insert: ":")
          value = ExprSyntax(.missing, range: .at(previousEnd))
        }
        pairs.append(DictionaryElementSyntax(key: key, value: value, range: range(from: elementStart)))
      } else {
        elements.append(key)
      }
      if consume(.comma) == nil {
        if kind == .rightBracket || atEnd || Parser.isCloser(kind) { break }
        if closerFollows(.rightBracket) {
          expected("',' separator", insert: ",")
          continue
        }
        break
      }
    }
    expectClose(.rightBracket, "to close collection literal", open: open)
    if isDictionary == true {
      return ExprSyntax(.dictionaryLiteral(pairs), range: range(from: start))
    }
    return ExprSyntax(.arrayLiteral(elements), range: range(from: start))
  }

  /// `\.name.name`, `\Root.name`, with `?`/`!` and subscripts.
  mutating func parseKeyPath() -> ExprSyntax {
    let slash = advance()
    var root: TypeSyntax?
    if kind == .identifier || kind == .kwSelfType, !current.hasTriviaBefore {
      let token = advance()
      var generics: [TypeSyntax] = []
      if kind == .less, !current.hasTriviaBefore { generics = parseGenericArguments() }
      root = TypeSyntax(
        .identifier(identifier(token), genericArguments: generics),
        range: range(from: token.range.start))
    } else if kind == .leftBracket, !current.hasTriviaBefore {
      root = parsePrimaryType()  // `\[Int].[0]`, `\[String: Int].["a"]`
    }
    var components: [KeyPathComponentSyntax] = []
    loop: while !current.hasNewlineBefore || kind == .period {
      switch kind {
      case .period
      where (!current.hasTriviaBefore || components.isEmpty) && peekKind() == .leftBracket
        && !peek().hasTriviaBefore:
        advance()  // `\.[0]`: a subscript component after the dot
      case .period
      where components.isEmpty && peekKind() == .question && !peek().hasTriviaBefore:
        advance()  // `\.?.name`: the root is optional, chained first
      case .period where !current.hasTriviaBefore || components.isEmpty:
        advance()
        guard let name = parseMemberName() else {
          expected("member name in key path", id: SyntaxDiagnostic.expectedIdentifier)
          break loop
        }
        components.append(.property(name))
      case .question where !current.hasTriviaBefore:
        components.append(.optionalChain(advance().range))
      case .bang where !current.hasTriviaBefore:
        components.append(.forceUnwrap(advance().range))
      case .leftBracket where !current.hasTriviaBefore:
        let open = current
        let arguments = parseArgumentList(close: .rightBracket, context: "to close subscript")
        components.append(.subscriptAccess(arguments, range: range(from: open.range.start)))
      default:
        break loop
      }
    }
    if root == nil, components.isEmpty {
      expected("key path component after '\\'", id: SyntaxDiagnostic.expectedExpression)
    }
    return ExprSyntax(.keyPath(root: root, components: components), range: range(from: slash.range.start))
  }

  // MARK: Closures

  /// `{ signature in statements }` (LANGUAGE §3).
  mutating func parseClosure() -> ClosureSyntax {
    let open = current
    guard enterNesting() else {
      skipBalancedGroup()
      return ClosureSyntax(signature: nil, statements: [], range: range(from: open.range.start))
    }
    defer { exitNesting() }
    advance()
    let saved = (allowTrailingClosures, inPattern, enclosingCloser, closureOuterCloser)
    allowTrailingClosures = true
    inPattern = false
    closureOuterCloser = enclosingCloser
    enclosingCloser = nil
    defer { (allowTrailingClosures, inPattern, enclosingCloser, closureOuterCloser) = saved }
    let signature = parseClosureSignatureIfPresent()
    let statements = parseStatementList(inSwitch: false)
    expectClose(.rightBrace, "at end of closure", open: open)
    return ClosureSyntax(
      signature: signature, statements: statements, range: range(from: open.range.start))
  }

  /// What the tokens after `{` look like.
  enum SignatureShape {
    case none
    /// A real signature ending in `in`.
    case signature
    /// `a, b` or `_` with no `in` after them.
    case missingIn(end: Int)
  }

  func closureSignatureShape() -> SignatureShape {
    var k = pos
    func kindAt(_ index: Int) -> TokenKind { index < tokens.count ? tokens[index].kind : .endOfFile }
    func skipGroup(_ index: Int) -> Int {
      var level = 0
      var j = index
      repeat {
        let t = kindAt(j)
        if t == .endOfFile { return j }
        if Parser.isOpener(t) { level += 1 } else if Parser.isCloser(t) { level -= 1 }
        j += 1
      } while level > 0
      return j
    }
    // `{ @MainActor in`, `{ @Sendable (x: Int) in`: attributes before the signature.
    while kindAt(k) == .atSign, kindAt(k + 1) == .identifier {
      k += 2
      if kindAt(k) == .leftParen, !tokens[k].hasTriviaBefore { k = skipGroup(k) }
    }
    if kindAt(k) == .leftBracket { k = skipGroup(k) }
    var names = 0
    var commas = 0
    var underscoreOnly = false
    if kindAt(k) == .leftParen {
      k = skipGroup(k)
    } else if kindAt(k) == .identifier || kindAt(k) == .dollarIdentifier {
      let first = tokens[k]
      underscoreOnly = first.range.length == 1 && file.bytes[first.range.start] == UInt8(ascii: "_")
      names = 1
      k += 1
      while kindAt(k) == .comma, kindAt(k + 1) == .identifier || kindAt(k + 1) == .dollarIdentifier {
        k += 2
        names += 1
        commas += 1
      }
    } else if k == pos {
      return .none
    }
    let afterNames = k
    while k < tokens.count, tokens[k].kind == .kwThrows || isWord(tokens[k], "async") {
      k += 1
      // `throws(MyError)`: a typed throws clause (SE-0413).
      if tokens[k - 1].kind == .kwThrows, kindAt(k) == .leftParen, !tokens[k].hasTriviaBefore {
        k = skipGroup(k)
      }
    }
    if kindAt(k) == .arrow {
      k += 1
      var level = 0
      while k < tokens.count {
        let t = tokens[k].kind
        if t == .endOfFile || (level == 0 && (t == .kwIn || t == .leftBrace || t == .rightBrace)) {
          break
        }
        if t == .leftParen || t == .leftBracket || t == .less { level += 1 }
        if t == .rightParen || t == .rightBracket || t == .greater { level -= 1 }
        k += 1
      }
    }
    if kindAt(k) == .kwIn { return .signature }
    if kindAt(afterNames) == .arrow, kindAt(pos) == .leftParen || kindAt(pos) == .leftBracket {
      return .signature  // `(x: Int) -> Int` can only be a signature
    }
    if names > 0, k == afterNames {
      let next = kindAt(k)
      if commas > 0, next != .equal {
        return .missingIn(end: afterNames)
      }
      if underscoreOnly, next != .equal, next != .comma {
        return .missingIn(end: afterNames)
      }
    }
    return .none
  }

  mutating func parseClosureSignatureIfPresent() -> ClosureSignatureSyntax? {
    let start = current.range.start
    switch closureSignatureShape() {
    case .none:
      return nil
    case .missingIn(let end):
      var parameters: [ClosureParameterSyntax] = []
      while pos < end {
        if kind == .identifier {
          let token = advance()
          parameters.append(ClosureParameterSyntax(name: identifier(token), type: nil, range: token.range))
        } else {
          advance()
        }
      }
      expected("'in' after closure parameters", insert: " in", id: SyntaxDiagnostic.expectedIn)
      return ClosureSignatureSyntax(
        captures: [], parameters: parameters, hasParentheses: false, effects: EffectsSyntax(),
        returnType: nil, range: range(from: start))
    case .signature:
      break
    }
    if kind == .atSign { _ = parseAttributes() }
    var captures: [ExprSyntax] = []
    if kind == .leftBracket {
      let open = advance()
      while kind != .rightBracket, !atEnd, kind != .kwIn {
        let captureStart = current.range.start
        if isWord(current, "weak") || isWord(current, "unowned") {
          advance()
          // `unowned(unsafe)`, `unowned(safe)`
          if kind == .leftParen, !current.hasTriviaBefore, peekKind() == .identifier,
            peekKind(2) == .rightParen
          {
            advance()
            advance()
            advance()
          }
        }
        var value = parseExpressionOrMissing("capture")
        if kind == .equal {
          // `[weak delegate = self.delegate]`: the capture keeps the captured value.
          advance()
          value = parseExpressionOrMissing("captured value after '='")
        }
        captures.append(ExprSyntax(value.kind, range: range(from: captureStart)))
        if consume(.comma) == nil { break }
      }
      expectClose(.rightBracket, "to close capture list", open: open)
    }
    var parameters: [ClosureParameterSyntax] = []
    var hasParentheses = false
    if kind == .leftParen {
      hasParentheses = true
      let open = advance()
      while kind != .rightParen, !atEnd, kind != .kwIn {
        let paramStart = current.range.start
        guard kind == .identifier || kind == .dollarIdentifier || kind.isKeyword else {
          expected("closure parameter name", id: SyntaxDiagnostic.expectedIdentifier)
          skipExpressionTokens()
          if consume(.comma) == nil { break }
          continue
        }
        var name = parameterName(advance())
        if kind == .identifier { name = takeIdentifier() }  // `_ value: T`
        var type: TypeSyntax?
        if kind == .colon {
          advance()
          type = parseType()
        }
        parameters.append(ClosureParameterSyntax(name: name, type: type, range: range(from: paramStart)))
        if consume(.comma) == nil { break }
      }
      expectClose(.rightParen, "to close closure parameters", open: open)
    } else {
      while kind == .identifier || kind == .dollarIdentifier {
        let token = advance()
        parameters.append(ClosureParameterSyntax(name: parameterName(token), type: nil, range: token.range))
        if consume(.comma) == nil { break }
      }
    }
    let effects = parseEffects()
    var returnType: TypeSyntax?
    if kind == .arrow {
      advance()
      returnType = parseType()
    }
    if kind == .kwIn {
      advance()
    } else {
      expected("'in' after closure signature", insert: " in", id: SyntaxDiagnostic.expectedIn)
      if !current.hasNewlineBefore { synchronizeUntilIn() }
    }
    return ClosureSignatureSyntax(
      captures: captures, parameters: parameters, hasParentheses: hasParentheses,
      effects: effects, returnType: returnType, range: range(from: start))
  }

  /// A closure parameter's name; `$item` (a binding's element) binds `item`.
  mutating func parameterName(_ token: Token) -> Identifier {
    guard token.kind == .dollarIdentifier else { return identifier(token) }
    let nameRange = SourceRange(start: token.range.start + 1, end: token.range.end)
    return Identifier(names.name(file.bytes, nameRange), range: token.range)
  }

  mutating func synchronizeUntilIn() {
    while !atEnd, kind != .kwIn, kind != .rightBrace, !current.hasNewlineBefore {
      if Parser.isOpener(kind) { skipBalancedGroup() } else { advance() }
    }
    if kind == .kwIn { advance() }
  }

  // MARK: Numbers

  /// The value of an integer literal; reports invalid digits and overflow.
  mutating func checkedIntegerValue(_ token: Token) -> Int {
    // Static helpers on the bytes: a method call here made Swift copy the whole parser.
    if let value = Parser.integerValue(file.bytes, token.range) { return value }
    let written = text(token)
    let (radix, body) = Parser.radixAndDigits(written)
    let allowed: Set<Character> =
      switch radix {
      case 16: Set("0123456789abcdefABCDEF_")
      case 8: Set("01234567_")
      case 2: Set("01_")
      default: Set("0123456789_")
      }
    if body.isEmpty {
      error(
        SyntaxDiagnostic.invalidNumber, "expected a digit after integer literal prefix",
        at: token.range)
    } else if let bad = body.first(where: { !allowed.contains($0) }) {
      let name =
        switch radix {
        case 16: "hexadecimal"
        case 8: "octal"
        case 2: "binary"
        default: "decimal"
        }
      error(
        SyntaxDiagnostic.invalidNumber, "'\(bad)' is not a valid \(name) digit in integer literal",
        at: token.range)
    } else {
      error(
        SyntaxDiagnostic.integerOverflow,
        "integer literal '\(written)' overflows when stored into 'Int'", at: token.range)
    }
    return 0
  }

  static func radixAndDigits(_ written: String) -> (Int, Substring) {
    if written.hasPrefix("0x") { return (16, written.dropFirst(2)) }
    if written.hasPrefix("0b") { return (2, written.dropFirst(2)) }
    if written.hasPrefix("0o") { return (8, written.dropFirst(2)) }
    return (10, Substring(written))
  }

  /// `SourceFile.text(of:)` on the bytes alone.
  static func text(_ bytes: [UInt8], _ range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  static func integerValue(_ bytes: [UInt8], _ range: SourceRange) -> Int? {
    if let value = Parser.plainDecimalValue(bytes, range) { return value }
    var digits = Parser.text(bytes, range)
    digits.removeAll { $0 == "_" }
    var radix = 10
    if digits.hasPrefix("0x") {
      radix = 16
    } else if digits.hasPrefix("0b") {
      radix = 2
    } else if digits.hasPrefix("0o") {
      radix = 8
    }
    let body = radix == 10 ? Substring(digits) : digits.dropFirst(2)
    return Int(body, radix: radix)
  }

  /// The value of a decimal integer literal (digits and `_`, starting with a digit) read from
  /// the bytes; nil for anything else (prefixes, overflow), which the general path handles.
  static func plainDecimalValue(_ bytes: [UInt8], _ range: SourceRange) -> Int? {
    guard range.start >= 0, range.end <= bytes.count, range.start < range.end,
      bytes[range.start] &- UInt8(ascii: "0") < 10
    else { return nil }
    var value = 0
    for index in range.start..<range.end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "_") { continue }
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(Int(digit))
      if overflow || carry { return nil }
      value = sum
    }
    return value
  }

  /// Exact powers of ten as doubles (10²² is the largest one a `Double` holds exactly).
  private static let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }

  /// The value of `digits.digits` (with `_`, no exponent) read from the bytes when it is
  /// exact: at most 15 significant digits make an integer below 2⁵³ and a power of ten below
  /// 10²³, both exact, so their IEEE quotient is the correctly rounded value, the same as
  /// `Double(String)` (Clinger's fast path). nil for anything else.
  static func plainDecimalFloat(_ bytes: [UInt8], _ range: SourceRange) -> Double? {
    guard range.start >= 0, range.end <= bytes.count, range.start < range.end else { return nil }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    for index in range.start..<range.end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "_") { continue }
      if byte == UInt8(ascii: ".") {
        guard !seenPoint, digits > 0 else { return nil }
        seenPoint = true
        continue
      }
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      digits += 1
      if seenPoint { fractionDigits += 1 }
      guard digits <= 15 else { return nil }
    }
    guard seenPoint, fractionDigits > 0 else { return nil }
    return Double(mantissa) / exactPowersOfTen[fractionDigits]
  }

  static func floatValue(_ bytes: [UInt8], _ range: SourceRange) -> Double {
    if let value = Parser.plainDecimalFloat(bytes, range) { return value }
    var text = Parser.text(bytes, range)
    text.removeAll { $0 == "_" }
    return Double(text) ?? 0
  }
}
