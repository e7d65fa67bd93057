import MatchcutSource
import Testing

@testable import MatchcutSyntax

/// The parser's statement stack (`StatementStack`) gives the same statements as building the
/// list with `StmtSyntax`'s public initializer and `append`: its moving pops (array literals up
/// to four, moved appends beyond) must not change a statement, lose one or leak one. Expected values
/// are the statements themselves, built by hand, and for whole files the statements a closure
/// of n lines holds, one per line (LANGUAGE §3).
@Suite struct StatementStackTests {
  /// A statement with reference-counted parts (a heap string, a boxed assignment).
  func statement(_ index: Int) -> StmtSyntax {
    let name = Identifier("a_name_long_enough_for_the_heap_\(index)", range: .at(index))
    let target = ExprSyntax(.identifier(name), range: SourceRange(start: index, end: index + 2))
    if index.isMultiple(of: 2) { return StmtSyntax(.expression(target), range: target.range) }
    let value = ExprSyntax(.integerLiteral(index), range: .at(index + 3))
    return StmtSyntax(
      .assignment(target: target, op: OperatorSyntax(.assign, range: .at(index + 2)), value: value),
      range: SourceRange(start: index, end: index + 4))
  }

  /// Every list length through the literal paths (0–4) and the appending one (5–9), starting from
  /// a capacity of one so that the stack also grows while holding statements.
  @Test func popReturnsExactlyThePushedStatements() {
    let stack = StatementStack(capacity: 1)
    for length in 0...9 {
      var expected: [StmtSyntax] = []
      for index in 0..<length { expected.append(statement(index)) }
      for value in expected { stack.push(value) }
      #expect(stack.count == length)
      #expect(stack.pop(from: 0) == expected, "length \(length)")
      #expect(stack.count == 0)
    }
  }

  /// A nested block pushes above an open list and pops before it continues; statements left
  /// on the stack are released with it; nothing to pop from an empty range.
  @Test func nestedListsPopOnlyTheirOwnStatements() {
    let stack = StatementStack(capacity: 2)
    stack.push(statement(0))
    let inner = stack.count
    for index in 1...6 { stack.push(statement(index)) }
    #expect(stack.pop(from: inner) == (1...6).map(statement))
    #expect(stack.pop(from: 1).isEmpty)
    stack.push(statement(7))
    #expect(stack.pop(from: 0) == [statement(0), statement(7)])
    for index in 0..<3 { stack.push(statement(index)) }
    #expect(stack.count == 3)
  }

  /// `parseFile`: closures of 0 to 12 lines, each line one statement, nested in the last
  /// statement of an outer closure; each closure holds its own lines in order.
  @Test func closuresHoldTheirOwnStatements() {
    for length in 0...12 {
      let lines = (0..<length).map { "  v\($0)" }.joined(separator: "\n")
      let text = "let f = {\n  w0\n  g {\n\(lines)\n  }\n  w1\n}\n"
      let file = SourceFile(path: "t.mcut", text: text)
      let result = parseFile(file)
      #expect(result.diagnostics.isEmpty, "length \(length)")
      guard case .declaration(.variable(let variable)) = result.tree.items.first,
        let outer = variable.bindings.first?.initializer, case .closure(let closure) = outer.kind
      else {
        Issue.record("no closure for length \(length)")
        continue
      }
      #expect(closure.statements.map { file.text(of: $0.range) } == ["w0", "g {\n\(lines)\n  }", "w1"])
      guard closure.statements.count == 3, case .expression(let call) = closure.statements[1].kind,
        case .call(let callSyntax) = call.kind, let inner = callSyntax.trailingClosures.first
      else {
        Issue.record("no inner closure for length \(length)")
        continue
      }
      #expect(inner.closure.statements.map { file.text(of: $0.range) } == (0..<length).map { "v\($0)" })
    }
  }
}
