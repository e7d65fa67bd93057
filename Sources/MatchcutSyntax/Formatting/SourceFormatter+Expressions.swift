import MatchcutSource

/// Where an expression stands, which decides how its modifier chain is laid out.
enum ExpressionPosition {
  /// A statement of its own, a `return` value or an initializer: chains of two or more
  /// modifiers go one per line.
  case statement
  /// Inside an argument list or an operator: chains break only when too long.
  case operand
}

/// Expressions: calls, argument lists, closures, modifier chains, operators, literals.
extension SourceFormatter {
  func expression(_ expr: ExprSyntax, _ position: ExpressionPosition) {
    emit(upTo: expr.range.start)
    switch expr.kind {
    case .call(let call) where call.isPostfixOperator:
      // `x++`: the operator touches its operand (a space would make it prefix or infix).
      if let operand = call.arguments.first { expression(operand.value, .operand) }
      pending = .none
      emit(upTo: expr.range.end)
    case .memberAccess, .optionalChain, .forceUnwrap, .subscriptAccess, .call:
      chain(expr, position)
    case .closure(let closure):
      self.closure(closure)
    case .arrayLiteral(let elements):
      list(count: elements.count, open: expr.range.start, closing: expr.range.end - 1, trailingComma: true) {
        i in
        expression(elements[i], .operand)
      }
    case .dictionaryLiteral(let elements) where !elements.isEmpty:
      list(count: elements.count, open: expr.range.start, closing: expr.range.end - 1, trailingComma: true) {
        i in
        let element = elements[i]
        expression(element.key, .operand)
        emit(upTo: element.value.range.start)
        expression(element.value, .operand)
        emit(upTo: element.range.end)
      }
    case .prefixOperator(let op, let operand):
      emit(upTo: op.range.end)
      // `repeat each value`: a word is spaced from its operand, an operator touches it.
      let word =
        op.range.length > 0 && (bytes[op.range.start] | 0x20) >= UInt8(ascii: "a")
        && (bytes[op.range.start] | 0x20) <= UInt8(ascii: "z")
      pending = word ? .space : .none
      expression(operand, .operand)
    case .binary:
      // Along the left spine in a loop: a flat chain of operators may be thousands long.
      var spine: [ExprSyntax] = []
      var leftmost = expr
      while case .binary(let lhs, _, _) = leftmost.kind {
        spine.append(leftmost)
        leftmost = lhs
      }
      expression(leftmost, .operand)
      for node in spine.reversed() {
        guard case .binary(let lhs, let op, let rhs) = node.kind else { continue }
        var spaced = true
        if op.op == .halfOpenRange || op.op == .closedRange {
          // `0..<count`, unless an adjacent operator would fuse with the range operator.
          spaced = SourceFormatter.endsWithOperator(lhs) || SourceFormatter.startsWithOperator(rhs)
        }
        pending = spaced ? .space : .none
        emit(upTo: op.range.end)  // every token of `<<`, `&+`, a custom operator
        pending = spaced ? .space : .none
        expression(rhs, .operand)
        emit(upTo: node.range.end)
      }
    case .ternary(let condition, let then, let otherwise):
      expression(condition, .operand)
      if let question = nextToken(.question, before: then.range.start) {
        emit(upTo: tokens[question].range.start)
        pending = .space
        emitNext()
      }
      pending = .space
      expression(then, .operand)
      if let colon = nextToken(.colon, before: otherwise.range.start) {
        emit(upTo: tokens[colon].range.start)
        pending = .space
        emitNext()
      }
      pending = .space
      expression(otherwise, .operand)
    case .cast(let operand, _, _), .typeCheck(let operand, _):
      expression(operand, .operand)
      pending = .space
    case .parenthesized(let inner):
      emit(through: expr.range.start)
      pending = .none
      expression(inner, .operand)
      pending = .none
    case .tuple(let elements):
      emit(through: expr.range.start)
      argumentItems(elements, closing: expr.range.end - 1)
    case .tryExpr(let operand, _), .awaitExpr(let operand):
      emit(upTo: operand.range.start)
      expression(operand, position)
    case .bindingPattern(_, let operand):
      emit(upTo: operand.range.start)
      expression(operand, .operand)
    case .specialization(let base, _):
      expression(base, .operand)
    case .partialRangeFrom(let lower):
      expression(lower, .operand)
      pending = .none
    case .partialRangeUpTo(let upper, _):
      emit(upTo: upper.range.start)
      pending = .none
      expression(upper, .operand)
    case .ifExpression(let statement):
      ifStatement(statement)
    case .switchExpression(let statement):
      switchStatement(statement)
    case .postfixIfConfig(let base, let config):
      expression(base, .operand)
      pending = .hard
      ifConfig(config) { postfixClause($0, base: base) }
    default:
      break
    }
    emit(upTo: expr.range.end)
  }

  static func endsWithOperator(_ expr: ExprSyntax) -> Bool {
    switch expr.kind {
    case .forceUnwrap, .optionalChain: true
    case .call(let call): call.isPostfixOperator
    default: false
    }
  }

  static func startsWithOperator(_ expr: ExprSyntax) -> Bool {
    var leftmost = expr
    while case .binary(let lhs, _, _) = leftmost.kind { leftmost = lhs }
    if case .prefixOperator = leftmost.kind { return true }
    return false
  }

  // MARK: Calls

  /// `( arguments ) { trailing } label: { … }` after a callee.
  func callSuffix(
    arguments: [ArgumentSyntax], argumentListRange: SourceRange?,
    trailingClosures: [TrailingClosureSyntax]
  ) {
    if let range = argumentListRange {
      emit(upTo: range.start)
      pending = .none
      emitNext()
      argumentItems(arguments, closing: range.end - 1)
    }
    self.trailingClosures(trailingClosures)
  }

  /// `{ … } label: { … }` after a call's callee or argument list.
  func trailingClosures(_ trailingClosures: [TrailingClosureSyntax]) {
    for trailing in trailingClosures {
      pending = trailing.label == nil ? .space : .breakableSpace
      emit(upTo: trailing.closure.range.start)
      pending = .space
      closure(trailing.closure, staysOnOneLine: keepsClosuresOnOneLine)
    }
  }

  func callSuffix(_ call: CallSyntax) {
    callSuffix(
      arguments: call.arguments, argumentListRange: call.argumentListRange,
      trailingClosures: call.trailingClosures)
  }

  /// The arguments after an emitted `(` or `[`, through the closing token at `closing`.
  ///
  /// Flat when they fit; else one argument per line with the closing bracket on its own line.
  /// Trailing closure arguments hug the brackets instead (`Button(action: {` … `})`), and so
  /// does a lone string literal (`Text("…")`).
  func argumentItems(_ arguments: [ArgumentSyntax], closing: Int) {
    if arguments.isEmpty {
      pending = .none
      emit(through: closing)
      return
    }
    if huggable(arguments) {
      for (i, argument) in arguments.enumerated() {
        pending = i == 0 ? .none : .space
        self.argument(argument)
        if i + 1 < arguments.count { emit(upTo: arguments[i + 1].range.start) }
      }
      skip(.comma)
      let hugged = lastToken.flatMap { closingGroups[$0] }
      pending = .none
      emit(through: closing)
      if let hugged, let last = lastToken { closingGroups[last] = hugged }
      return
    }
    let id = group {
      indent {
        for (i, argument) in arguments.enumerated() {
          pending = i == 0 ? .soft : .line
          self.argument(argument)
          if i + 1 < arguments.count { emit(upTo: arguments[i + 1].range.start) }
        }
        skip(.comma)
        emit(upTo: closing)
        flushComments(upTo: closing)
      }
      pending = .soft
      emit(through: closing)
    }
    if let last = lastToken { closingGroups[last] = id }
  }

  func argument(_ argument: ArgumentSyntax) {
    emit(upTo: argument.value.range.start)
    expression(argument.value, .operand)
    emit(upTo: argument.range.end)
  }

  /// Arguments that end with closures (and have no closure before the other arguments), or a
  /// lone string literal (breaking `Text("…")` around a long string would not shorten the
  /// line). The closures break their bodies rather than the argument list:
  /// `Button(action: {` … `}, label: {` … `})`. Deciding by the arguments' kinds, not by
  /// whether a closure is written on several lines, keeps formatting idempotent.
  private func huggable(_ arguments: [ArgumentSyntax]) -> Bool {
    if arguments.count == 1, case .stringLiteral = arguments[0].value.kind { return true }
    func isClosure(_ argument: ArgumentSyntax) -> Bool {
      if case .closure = argument.value.kind { return true }
      return false
    }
    guard let last = arguments.last, isClosure(last) else { return false }
    let leading = arguments.prefix { !isClosure($0) }
    return arguments.dropFirst(leading.count).allSatisfy(isClosure)
  }

  /// `[ elements ]` of an array or dictionary literal; a trailing comma when broken.
  func list(count: Int, open: Int, closing: Int, trailingComma: Bool, _ element: (Int) -> Void) {
    emit(through: open)
    if count == 0 {
      pending = .none
      emit(through: closing)
      return
    }
    let id = newGroupID()
    group(id: id) {
      indent {
        for i in 0..<count {
          pending = i == 0 ? .soft : .line
          element(i)
          if i + 1 < count, let comma = nextToken(.comma, before: closing) {
            emit(through: tokens[comma].range.start)
          }
        }
        skip(.comma)
        if trailingComma { append(.ifBreak(id: id, broken: .text(","), flat: .empty)) }
        emit(upTo: closing)
        flushComments(upTo: closing)
      }
      pending = .soft
      emit(through: closing)
    }
    if let last = lastToken { closingGroups[last] = id }
  }

  // MARK: Closures

  /// A closure on one line when the author wrote it on one line and it holds one simple
  /// statement (and it fits); otherwise its statements go one per line. The signature
  /// (`{ item in`) always stays on the opening line.
  /// `staysOnOneLine`: a one-line trailing closure in a condition, which must stay on one line
  /// to remain a trailing closure (``keepsClosuresOnOneLine``). The closure's own statements
  /// are not in the condition.
  func closure(_ closure: ClosureSyntax, staysOnOneLine: Bool = false) {
    let closing = closure.range.end - 1
    emit(through: closure.range.start)
    let id = newGroupID()
    let inCondition = keepsClosuresOnOneLine
    keepsClosuresOnOneLine = false
    defer { keepsClosuresOnOneLine = inCondition }
    group(id: id) {
      if closure.signature != nil {
        pending = .space
        if let keyword = nextToken(.kwIn, before: closing) {
          emit(through: tokens[keyword].range.start)
        }
      }
      if isInline(closure) {
        inlineBody(closure.statements[0], closing: closing, staysOnOneLine: staysOnOneLine)
      } else if closure.statements.isEmpty && !hasComment(in: SourceRange(start: lastEnd, end: closing)) {
        pending = closure.signature == nil ? .none : .space
        emit(through: closing)
      } else {
        block(count: closure.statements.count, closing: closing) { i in
          statement(closure.statements[i])
        }
      }
    }
    if let last = lastToken { closingGroups[last] = id }
  }

  /// `{ statement }` on one line when the group fits, else the statement on its own line.
  func inlineBody(_ statement: StmtSyntax, closing: Int, staysOnOneLine: Bool = false) {
    let separator: Separator = staysOnOneLine ? .space : .line
    indent {
      pending = separator
      self.statement(statement)
      skip(.semicolon)
    }
    emit(upTo: closing)
    pending = separator
    emit(through: closing)
  }

  func isInline(_ closure: ClosureSyntax) -> Bool {
    isInline(closure.statements, closure.range)
  }

  /// Whether braces hold one simple statement, written on one line without comments.
  func isInline(_ statements: [StmtSyntax], _ range: SourceRange) -> Bool {
    guard statements.count == 1, newlines(from: range.start, to: range.end) == 0,
      !hasComment(in: range)
    else { return false }
    switch statements[0].kind {
    case .expression, .assignment, .returnStatement, .control, .throwStatement: return true
    default: return false
    }
  }

  // MARK: Modifier chains

  private enum Link {
    /// `.name`
    case member(ExprSyntax, name: Identifier)
    /// `.name(arguments) { closures }`
    case method(ExprSyntax, CallSyntax, name: Identifier)
    /// `?`, `!`, `[index]`, or `(arguments)` on something that is not a member.
    case attachment(ExprSyntax)

    var node: ExprSyntax {
      switch self {
      case .member(let node, _), .method(let node, _, _), .attachment(let node): node
      }
    }

    var isMethod: Bool {
      if case .method = self { return true }
      return false
    }

    var name: Identifier? {
      switch self {
      case .member(_, let name), .method(_, _, let name): name
      case .attachment: nil
      }
    }
  }

  /// A postfix chain `base.a(…).b(…)`: the base (the root plus leading property accesses, and
  /// for a root that is a name, its first method call: `Color.red.opacity(0.5)`) and then the
  /// modifiers. Two or more modifiers of a statement go one per line, one level deeper
  /// (`Text("x")\n    .font(.title)\n    .padding()`); after a base that ends with a
  /// multi-line closure they line up with the base, as Xcode writes `}\n.padding()`.
  func chain(_ expr: ExprSyntax, _ position: ExpressionPosition) {
    var links: [Link] = []
    var current = expr
    loop: while true {
      switch current.kind {
      case .memberAccess(let base, let name):
        links.append(.member(current, name: name))
        current = base
      case .call(let call):
        switch call.callee.kind {
        case .memberAccess(let base, let name):
          links.append(.method(current, call, name: name))
          current = base
        case .optionalChain, .forceUnwrap, .subscriptAccess, .call:
          links.append(.attachment(current))
          current = call.callee
        default:
          break loop
        }
      case .optionalChain(let base), .forceUnwrap(let base), .subscriptAccess(let base, _):
        links.append(.attachment(current))
        current = base
      default:
        break loop
      }
    }
    links.reverse()
    let root = current

    // The root.
    if case .call(let call) = root.kind, !call.isPostfixOperator {
      expression(call.callee, .operand)
      callSuffix(call)
      emit(upTo: root.range.end)
    } else {
      expression(root, .operand)
    }

    // Fold the base.
    var k = 0
    while k < links.count, !links[k].isMethod { k += 1 }
    if SourceFormatter.isNameRoot(root), k < links.count {
      k += 1
      while k < links.count, links[k].name == nil { k += 1 }
    }
    for link in links[..<k] { printLink(link, separator: .none) }
    let modifiers = links[k...].filter { $0.name != nil }.count
    guard modifiers > 0 else { return }
    // In a condition, a member after a trailing closure must stay on the closure's line, or
    // the `{` would open the statement's body (`if items.filter { $0.done }.isEmpty {`); the
    // closure may be the chain's root (`sequence(first: self) { … }.first(where: …)`), so no
    // chain in a condition breaks (a long condition stays long, as the layout rules say).
    if keepsClosuresOnOneLine {
      for link in links[k...] { printLink(link, separator: .none) }
      return
    }

    var commented = false
    var previousEnd = lastEnd
    for link in links[k...] {
      if let name = link.name, hasComment(in: SourceRange(start: previousEnd, end: name.range.start)) {
        commented = true
      }
      previousEnd = link.node.range.end
    }
    let forced = position == .statement && modifiers >= 2 || commented

    // A base that ends with a bracket on its own line (`}` or `)`) keeps its modifiers in line
    // with it.
    let closingBase = lastToken.flatMap { closingGroups[$0] }
    if modifiers == 1 && !forced {
      singleModifier(Array(links[k...]), closing: closingBase)
    } else if let closing = closingBase {
      // Broken base: modifiers line up with its closing bracket. Flat base: as below.
      let flatSeparator: Doc = forced ? .line(.hard) : .line(.soft)
      let separator = Separator.doc(.ifBreak(id: closing, broken: .line(.hard), flat: flatSeparator))
      let body = capture {
        for link in links[k...] { printLink(link, separator: separator) }
      }
      let flat = Doc.group(DocGroup(id: newGroupID(), content: .indent(body)))
      append(.ifBreak(id: closing, broken: body, flat: flat))
    } else if forced {
      indent {
        for link in links[k...] { printLink(link, separator: .hard) }
      }
    } else if modifiers >= 2 {
      group {
        indent {
          for link in links[k...] { printLink(link, separator: .soft) }
        }
      }
    }
  }

  /// One modifier (and any `?`, `!` or subscripts after it) stays on the base's line when it
  /// fits; otherwise it moves to the next line, one level deeper, before its own arguments
  /// break. Its trailing closures follow it either way. After a base whose closing bracket
  /// (group `closing`) is on its own line, it goes on the next line, level with the bracket.
  private func singleModifier(_ links: [Link], closing: Int?) {
    guard let first = links.first else { return }
    let id = newGroupID()
    let separator: Separator =
      closing.map { .doc(.ifBreak(id: $0, broken: .line(.hard), flat: .line(.soft))) } ?? .soft
    let head = capture {
      if case .method(_, let call, let name) = first {
        emitDot(before: name, separator: separator)
        emit(upTo: call.callee.range.end)
        if let range = call.argumentListRange {
          emit(upTo: range.start)
          pending = .none
          emitNext()
          argumentItems(call.arguments, closing: range.end - 1)
        }
      } else {
        printLink(first, separator: separator)
      }
    }
    let tail = capture {
      if case .method(let node, let call, _) = first {
        trailingClosures(call.trailingClosures)
        emit(upTo: node.range.end)
      }
      for link in links.dropFirst() { printLink(link, separator: .none) }
    }
    let movable = Doc.concat([
      .group(DocGroup(id: id, content: .indent(head))),
      .ifBreak(id: id, broken: .indent(tail), flat: tail),
    ])
    if let closing {
      append(.ifBreak(id: closing, broken: .concat([head, tail]), flat: movable))
    } else {
      append(movable)
    }
  }

  /// One `#if` clause's members after `base` (already emitted), one per line.
  private func postfixClause(_ chain: ExprSyntax, base: ExprSyntax) {
    var links: [Link] = []
    var current = chain
    while current.range != base.range {
      switch current.kind {
      case .memberAccess(let inner, let name):
        links.append(.member(current, name: name))
        current = inner
      case .call(let call):
        if case .memberAccess(let inner, let name) = call.callee.kind {
          links.append(.method(current, call, name: name))
          current = inner
        } else {
          links.append(.attachment(current))
          current = call.callee
        }
      case .optionalChain(let inner), .forceUnwrap(let inner), .subscriptAccess(let inner, _),
        .specialization(let inner, _):
        links.append(.attachment(current))
        current = inner
      default:
        emit(upTo: chain.range.end)
        return
      }
    }
    for link in links.reversed() { printLink(link, separator: .hard) }
  }

  private func printLink(_ link: Link, separator: Separator) {
    switch link {
    case .member(let node, let name):
      emitDot(before: name, separator: separator)
      emit(upTo: node.range.end)
    case .method(let node, let call, let name):
      emitDot(before: name, separator: separator)
      emit(upTo: call.callee.range.end)
      callSuffix(call)
      emit(upTo: node.range.end)
    case .attachment(let node):
      switch node.kind {
      case .call(let call):
        callSuffix(call)
      case .subscriptAccess(_, let arguments):
        pending = .none
        emitNext()
        argumentItems(arguments, closing: node.range.end - 1)
      default:
        pending = .none
      }
      emit(upTo: node.range.end)
    }
  }

  /// Emits the `.` before a member name with `separator`, then the name.
  private func emitDot(before name: Identifier, separator: Separator) {
    let nameIndex = tokenIndex(at: name.range.start)
    if nameIndex > 0, tokens[nameIndex - 1].kind == .period {
      emit(upTo: tokens[nameIndex - 1].range.start)
      pending = separator
    }
    emit(upTo: name.range.end)
  }

  /// A type name (`Color`, `Animation`) or an implicit member (`.spring`): its first method
  /// call belongs to the base (`Color.red.opacity(0.5)`, `.spring(duration: 0.3)`).
  static func isNameRoot(_ expr: ExprSyntax) -> Bool {
    switch expr.kind {
    case .identifier(let name):
      guard let first = name.text.utf8.first else { return false }
      return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    case .specialization, .type, .implicitMember:
      return true
    default:
      return false
    }
  }
}
