import MatchcutSource

/// An infix operator found at the parser's position: one token, or a run of adjacent
/// operator tokens that Swift's lexer reads as one operator (`<<`, `&+`, `<>`, `**`).
struct InfixOperatorAhead {
  var op: BinaryOperator
  var range: SourceRange
  /// How many tokens spell it.
  var tokenCount: Int
  var precedence: Int
  var associativity: BinaryOperator.Associativity
}

/// Precedence and associativity of the operators a file declares (`infix operator`,
/// `precedencegroup`), read from its tokens the first time a custom operator is folded.
struct OperatorTable {
  var infix: [String: (precedence: Int, associativity: BinaryOperator.Associativity)] = [:]
  /// Operators declared in `AssignmentPrecedence`: compound assignments.
  var assignments: Set<String> = []
}

extension Parser {
  /// DefaultPrecedence (an operator declared without a group): above the ternary operator,
  /// below every other standard group.
  static let defaultPrecedence = 5

  /// The standard library's precedence groups on the scale of `BinaryOperator.precedence`.
  static let standardGroups: [String: (Int, BinaryOperator.Associativity)] = [
    "BitwiseShiftPrecedence": (80, .none), "MultiplicationPrecedence": (70, .left),
    "AdditionPrecedence": (60, .left), "RangeFormationPrecedence": (50, .none),
    "CastingPrecedence": (45, .none), "NilCoalescingPrecedence": (40, .right),
    "ComparisonPrecedence": (30, .none), "LogicalConjunctionPrecedence": (20, .left),
    "LogicalDisjunctionPrecedence": (10, .left), "DefaultPrecedence": (5, .none),
    "TernaryPrecedence": (3, .right), "AssignmentPrecedence": (1, .right),
  ]

  /// Compound assignments of the standard library beyond `+=`-style single tokens.
  static let standardAssignments: Set<String> = [
    "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
  ]

  /// Token kinds that are operator characters (Swift's lexer joins adjacent ones into one
  /// operator). Dots and `->` are not: `..<` and `...` stand alone.
  @inline(__always)
  static func isOperatorPiece(_ kind: TokenKind) -> Bool {
    kind.rawValue >= TokenKind.equal.rawValue && kind.rawValue <= TokenKind.unicodeOperator.rawValue
  }

  /// The index past the run of adjacent operator tokens starting at `index`.
  func operatorRunEnd(from index: Int) -> Int {
    var k = index + 1
    while k < tokens.count, Parser.isOperatorPiece(tokens[k].kind), !tokens[k].hasTriviaBefore {
      k += 1
    }
    return k
  }

  func runRange(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: tokens[start].range.start, end: tokens[end - 1].range.end)
  }

  func runSpelling(_ start: Int, _ end: Int) -> String {
    Parser.text(file.bytes, runRange(start, end))
  }

  /// Swift: an operator with whitespace on both sides, or on neither, is infix.
  func isInfixRun(_ start: Int, _ end: Int) -> Bool {
    let leftBound = !tokens[start].hasTriviaBefore
    let next = end < tokens.count ? tokens[end] : tokens[tokens.count - 1]
    let rightBound = !next.hasTriviaBefore && next.kind != .endOfFile
    return leftBound == rightBound
  }

  /// The infix operator at the current token, if one is there (assignments are not: the
  /// statement parser takes them).
  mutating func infixOperatorAhead() -> InfixOperatorAhead? {
    // `(a + b)*2`: a run starts only at an operator character, never at `)` before one.
    let end = Parser.isOperatorPiece(kind) ? operatorRunEnd(from: pos) : pos + 1
    if end == pos + 1, kind != .unicodeOperator {
      guard let op = binaryOperator(kind), isInfixPosition(current) else { return nil }
      return InfixOperatorAhead(
        op: op, range: current.range, tokenCount: 1, precedence: op.precedence,
        associativity: op.associativity)
    }
    guard isInfixRun(pos, end) else { return nil }
    let spelling = runSpelling(pos, end)
    if isAssignmentSpelling(spelling) { return nil }
    let range = runRange(pos, end)
    if let op = BinaryOperator(rawValue: spelling), op != .custom {
      return InfixOperatorAhead(
        op: op, range: range, tokenCount: end - pos, precedence: op.precedence,
        associativity: op.associativity)
    }
    let declared = operatorTable().infix[spelling]
    return InfixOperatorAhead(
      op: .custom, range: range, tokenCount: end - pos,
      precedence: declared?.precedence ?? Parser.defaultPrecedence,
      // Undeclared here: declared in another file of the module, so no grouping is an error.
      associativity: declared?.associativity ?? .left)
  }

  /// `<<=`, `|=`, … and custom operators declared in AssignmentPrecedence.
  mutating func isAssignmentSpelling(_ spelling: String) -> Bool {
    if Parser.standardAssignments.contains(spelling) { return true }
    guard spelling.hasSuffix("=") else { return false }
    return operatorTable().assignments.contains(spelling)
  }

  /// A compound assignment spelled by several tokens (`<<=`, `|=`) at the current token:
  /// the operator and how many tokens it takes.
  mutating func multiTokenAssignmentAhead() -> (AssignmentOperator, SourceRange, Int)? {
    guard Parser.isOperatorPiece(kind) else { return nil }
    let end = operatorRunEnd(from: pos)
    guard end > pos + 1 else { return nil }
    let spelling = runSpelling(pos, end)
    guard isAssignmentSpelling(spelling) else { return nil }
    let op = AssignmentOperator(rawValue: spelling) ?? .custom
    return (op, runRange(pos, end), end - pos)
  }

  /// An operator passed as a function value (`sorted(by: <)`, `reduce(0, +)`): an operator
  /// run followed by `,` or the list's closer.
  func atOperatorReference(close: TokenKind) -> Bool {
    // `items[...]`: the unbounded range (`UnboundedRange_` is the `...` operator itself).
    if kind == .ellipsis {
      let next = peekKind()
      return next == .comma || next == close
    }
    guard Parser.isOperatorPiece(kind) else { return false }
    let end = operatorRunEnd(from: pos)
    guard end < tokens.count else { return false }
    let next = tokens[end].kind
    return next == .comma || next == close
  }

  mutating func parseOperatorReference() -> ExprSyntax {
    let start = pos
    let end = operatorRunEnd(from: pos)
    while pos < end { advance() }
    let range = runRange(start, end)
    return ExprSyntax(
      .operatorReference(Identifier(names.name(file.bytes, range), range: range)), range: range)
  }

  /// The declared operators, read once per file.
  mutating func operatorTable() -> OperatorTable {
    if let table = declaredOperators { return table }
    let table = Parser.readOperatorTable(tokens, file.bytes)
    declaredOperators = table
    return table
  }

  static func readOperatorTable(_ tokens: [Token], _ bytes: [UInt8]) -> OperatorTable {
    func text(_ k: Int) -> String { Parser.text(bytes, tokens[k].range) }
    var groups: [String: (higher: [String], lower: [String], assoc: BinaryOperator.Associativity)] =
      [:]
    var operators: [(String, String)] = []
    var k = 0
    while k < tokens.count {
      let token = tokens[k]
      if token.kind == .kwOperator, k > 0, text(k - 1) == "infix", k + 1 < tokens.count {
        var end = k + 2
        while end < tokens.count, isOperatorToken(tokens[end].kind), !tokens[end].hasTriviaBefore {
          end += 1
        }
        let name = Parser.text(
          bytes, SourceRange(start: tokens[k + 1].range.start, end: tokens[end - 1].range.end))
        var group = "DefaultPrecedence"
        if end + 1 < tokens.count, tokens[end].kind == .colon, tokens[end + 1].kind == .identifier {
          group = text(end + 1)
        }
        operators.append((name, group))
        k = end
        continue
      }
      if token.kind == .identifier, text(k) == "precedencegroup", k + 2 < tokens.count,
        tokens[k + 1].kind == .identifier, tokens[k + 2].kind == .leftBrace
      {
        let name = text(k + 1)
        var entry: (higher: [String], lower: [String], assoc: BinaryOperator.Associativity) =
          ([], [], .none)
        var j = k + 3
        var attribute = ""
        while j < tokens.count, tokens[j].kind != .rightBrace, tokens[j].kind != .endOfFile {
          if tokens[j].kind == .identifier || tokens[j].kind.isKeyword {
            let word = text(j)
            if j + 1 < tokens.count, tokens[j + 1].kind == .colon {
              attribute = word
            } else if attribute == "higherThan" {
              entry.higher.append(word)
            } else if attribute == "lowerThan" {
              entry.lower.append(word)
            } else if attribute == "associativity" {
              entry.assoc = word == "left" ? .left : word == "right" ? .right : .none
            }
          }
          j += 1
        }
        groups[name] = entry
        k = j
        continue
      }
      k += 1
    }
    // A declared group sits just above the groups it is higher than, or just below the
    // ones it is lower than (following chains of declared groups, at most 16 deep).
    func precedence(_ group: String, _ depth: Int) -> Int {
      if let standard = standardGroups[group] { return standard.0 }
      guard depth < 16, let entry = groups[group] else { return defaultPrecedence }
      if let higher = entry.higher.first { return precedence(higher, depth + 1) + 1 }
      if let lower = entry.lower.first { return precedence(lower, depth + 1) - 1 }
      return defaultPrecedence
    }
    var table = OperatorTable()
    for (name, group) in operators {
      if group == "AssignmentPrecedence" {
        table.assignments.insert(name)
        continue
      }
      let associativity = standardGroups[group]?.1 ?? groups[group]?.assoc ?? .none
      table.infix[name] = (precedence(group, 0), associativity)
    }
    return table
  }
}
