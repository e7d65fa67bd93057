/// Decides whether a space separates two adjacent tokens where the formatter has no
/// structural rule (types, attributes, patterns, declaration headers).
///
/// Operators are classified the way Swift's lexer does it, from the whitespace around them in
/// the original source: bound on both sides or neither is infix, bound on the right only is
/// prefix, on the left only is postfix (The Swift Programming Language, "Lexical Structure —
/// Operators"). `<` and `>` that are not spaced infix operators are generic angle brackets.
struct TokenSpacing {
  let tokens: [Token]

  enum OperatorClass {
    case notOperator, infix, unspacedInfix, prefix, postfix, angle
  }

  func operatorClass(_ i: Int) -> OperatorClass {
    switch tokens[i].kind {
    case .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual, .equalEqual,
      .bangEqual, .equalEqualEqual, .bangEqualEqual, .lessEqual, .greaterEqual, .ampAmp,
      .pipePipe, .arrow:
      return .infix
    case .questionQuestion:
      // `Int??` (a doubly optional type) is bound on the left only.
      return tokens[i].hasTriviaBefore ? .infix : lexicalClass(i)
    case .less, .greater:
      return lexicalClass(i) == .infix && tokens[i].hasTriviaBefore ? .infix : .angle
    case .ellipsis, .halfOpenRange:
      let lexical = lexicalClass(i)
      return lexical == .infix ? .unspacedInfix : lexical
    case .plus, .minus, .star, .slash, .percent, .bang, .question, .ampersand, .pipe, .caret,
      .tilde, .unicodeOperator:
      return lexicalClass(i)
    default:
      return .notOperator
    }
  }

  /// Whether the group opened at `open` is a function type's parameters: `->`, `throws`,
  /// `rethrows` or a word (`async`) follows its closer.
  func startsFunctionType(_ open: Int) -> Bool {
    switch Parser.token(afterGroupAt: open, in: tokens)?.kind {
    case .arrow, .kwThrows, .kwRethrows, .identifier: return true
    default: return false
    }
  }

  /// Whether tokens `i - 1` and `i` are adjacent pieces of one operator (`++`, `<>`).
  /// A `?` that touches what comes before it is a postfix `?` of its own, as Swift's lexer reads
  /// it, never the start of a longer operator (`Result<Data?>(…)`: `?` then `>`).
  func joinsPrevious(_ i: Int) -> Bool {
    i > 0 && Parser.isOperatorPiece(tokens[i].kind) && Parser.isOperatorPiece(tokens[i - 1].kind)
      && !tokens[i].hasTriviaBefore && tokens[i - 1].range.end == tokens[i].range.start
      && !(tokens[i - 1].kind == .question && !tokens[i - 1].hasTriviaBefore)
  }

  /// Swift's whitespace rule for an operator token, applied to the whole run of operator
  /// characters it belongs to (`x++ `is postfix, `a <> b` infix); an operator bound on the left
  /// and followed by `.` is postfix (`x++.description`).
  func lexicalClass(_ i: Int) -> OperatorClass {
    var first = i
    while joinsPrevious(first) { first -= 1 }
    var last = i
    while last + 1 < tokens.count, joinsPrevious(last + 1) { last += 1 }
    let token = tokens[first]
    let leftBound =
      first > 0 && !token.hasTriviaBefore && !TokenSpacing.opensLeft(tokens[first - 1].kind)
    let next = tokens[min(last + 1, tokens.count - 1)]
    let rightBound =
      last + 1 < tokens.count && !next.hasTriviaBefore && !TokenSpacing.closesRight(next.kind)
      && next.kind != .endOfFile
    if first == last {
      switch token.kind {
      case .question: return leftBound ? .postfix : .infix
      case .bang: return leftBound ? .postfix : .prefix
      default: break
      }
    }
    if leftBound, rightBound, next.kind == .period { return .postfix }
    if leftBound == rightBound { return .infix }
    return leftBound ? .postfix : .prefix
  }

  static func opensLeft(_ kind: TokenKind) -> Bool {
    switch kind {
    case .leftParen, .leftBracket, .leftBrace, .comma, .semicolon, .colon, .interpolationStart:
      true
    default: false
    }
  }

  static func closesRight(_ kind: TokenKind) -> Bool {
    switch kind {
    case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .interpolationEnd:
      true
    default: false
    }
  }

  /// Whether the token ends an operand, so that `(`, `[` and `.` right after it attach.
  func endsOperand(_ i: Int) -> Bool {
    switch tokens[i].kind {
    case .identifier, .dollarIdentifier, .poundIdentifier, .integerLiteral, .floatLiteral,
      .stringEnd, .rightParen, .rightBracket, .rightBrace, .kwSelf, .kwSelfType, .kwSuper,
      .kwInit, .kwTrue, .kwFalse, .kwNil, .interpolationEnd:
      return true
    case .greater: return operatorClass(i) == .angle
    default: return operatorClass(i) == .postfix
    }
  }

  func needsSpace(between previous: Int, and next: Int) -> Bool {
    let p = tokens[previous].kind
    let n = tokens[next].kind
    // Adjacent operator characters are one operator (`<<`, `&+`, `<>`): never split them.
    if Parser.isOperatorPiece(p), Parser.isOperatorPiece(n), !tokens[next].hasTriviaBefore,
      tokens[previous].range.end == tokens[next].range.start
    {
      return false
    }
    // `sorted(by: <)`: an operator passed as a value after a label.
    if p == .colon, Parser.isOperatorPiece(n) { return true }
    switch n {
    case .comma, .semicolon, .rightParen, .rightBracket, .colon: return false
    default: break
    }
    switch p {
    case .leftParen, .leftBracket, .period, .atSign, .backslash, .interpolationStart: return false
    default: break
    }
    let pc = operatorClass(previous)
    let nc = operatorClass(next)
    if pc == .infix || nc == .infix { return true }
    if pc == .unspacedInfix || nc == .unspacedInfix { return false }
    if pc == .prefix || nc == .postfix || nc == .angle { return false }
    if pc == .angle && p == .less { return false }
    if nc == .prefix { return true }
    switch n {
    case .period:
      return !endsOperand(previous)
    case .leftParen, .leftBracket:
      switch p {
      case .kwPrivate, .kwFileprivate, .kwInternal, .kwPublic, .kwSubscript: return false
      // `throws(MyError)`: a typed throws clause (SE-0413) touches its keyword.
      case .kwThrows: return n == .leftParen ? tokens[next].hasTriviaBefore : true
      // Calls and subscripts have their own rules; here `]` ends a closure's capture list.
      case .rightBracket: return n == .leftParen
      default: break
      }
      guard endsOperand(previous) else { return true }
      // `@escaping () -> Void` keeps its space, `@available(iOS 17, *)` has none, and so has
      // `@Environment (\.dismiss)`, written with Swift 5's space (an error in Swift 6).
      if p == .identifier, previous > 0, tokens[previous - 1].kind == .atSign {
        return tokens[next].hasTriviaBefore && startsFunctionType(next)
      }
      return false
    case .rightBrace:
      return p != .leftBrace
    default:
      return true
    }
  }
}
