import MatchcutSource
import MatchcutSyntax
import Testing

/// Tree shapes for small inputs. Expected groupings follow Swift's precedence groups
/// (MultiplicationPrecedence > AdditionPrecedence > RangeFormation > Casting > NilCoalescing >
/// Comparison > LogicalConjunction > LogicalDisjunction > Ternary) and Swift's line-break rules.
@Suite struct ParserTests {
  /// Parses `text` as the initial value of a top-level `let` and renders it compactly.
  func expression(_ text: String) -> String {
    let file = SourceFile(path: "t.mcut", text: "let x = " + text + "\n")
    let result = parseFile(file)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    guard case .declaration(.variable(let decl))? = result.tree.items.first,
      let value = decl.bindings.first?.initializer
    else { return "<none>" }
    return show(value, file)
  }

  func show(_ e: ExprSyntax, _ file: SourceFile) -> String {
    switch e.kind {
    case .binary(let lhs, let op, let rhs): "(\(show(lhs, file)) \(op.op.rawValue) \(show(rhs, file)))"
    case .prefixOperator(let op, let operand): "(\(op.op.rawValue)\(show(operand, file)))"
    case .ternary(let c, let t, let f): "(\(show(c, file)) ? \(show(t, file)) : \(show(f, file)))"
    case .cast(let operand, let kind, let type):
      "(\(show(operand, file)) \(kind.rawValue) \(MatchcutSyntax.render(type)))"
    default: file.text(of: e.range)
    }
  }

  /// `@unknown default:` (Swift's clause for cases a non-frozen enum such as `AsyncImagePhase`
  /// may add later) is an ordinary `default` clause; `@unknown case` likewise a `case`.
  @Test func unknownDefaultIsADefaultClause() throws {
    let text = """
      func f(phase: Int) {
        switch phase {
        case .success(let image): show(image)
        @unknown default: hide()
        }
      }

      """
    let result = parseFile(SourceFile(path: "t.mcut", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    guard case .declaration(.function(let f))? = result.tree.items.first,
      case .switchStatement(let s)? = f.body?.statements.first?.kind
    else {
      Issue.record("no switch")
      return
    }
    #expect(s.cases.map(\.isDefault) == [false, true])
    #expect(s.cases[1].statements.count == 1)
  }

  @Test func precedenceFollowsSwift() {
    #expect(expression("a + b * c") == "(a + (b * c))")
    #expect(expression("a - b - c") == "((a - b) - c)")
    #expect(expression("a ?? b ?? c") == "(a ?? (b ?? c))")
    #expect(expression("a || b && c == d + 1") == "(a || (b && (c == (d + 1))))")
    #expect(expression("0..<n + 1") == "(0 ..< (n + 1))")
    #expect(expression("a ? b : c ? d : e") == "(a ? b : (c ? d : e))")
    #expect(expression("x ?? y as Double") == "(x ?? (y as Double))")
    #expect(expression("-a * b") == "((-a) * b)")
    #expect(expression("!a && b") == "((!a) && b)")
  }

  /// The statements of `func f() { … }`.
  func statements(_ body: String) -> ([StmtSyntax], ParseResult) {
    let file = SourceFile(path: "t.mcut", text: "func f() {\n" + body + "\n}\n")
    let result = parseFile(file)
    guard case .declaration(.function(let function))? = result.tree.items.first else {
      return ([], result)
    }
    return (function.body?.statements ?? [], result)
  }

  @Test func lineBreakBeforePeriodContinuesButBeforeParenthesisDoesNot() {
    let (chained, r1) = statements("Text(\"a\")\n  .padding()")
    #expect(r1.diagnostics.isEmpty)
    #expect(chained.count == 1)
    let (separate, r2) = statements("Text(\"a\")\n(b)\n[c].first")
    #expect(r2.diagnostics.isEmpty)
    #expect(separate.count == 3)
  }

  @Test func multipleTrailingClosures() {
    let (list, result) = statements("Button { go() } label: { Text(\"Go\") }")
    #expect(result.diagnostics.isEmpty)
    guard case .expression(let e)? = list.first?.kind, case .call(let call) = e.kind else {
      Issue.record("expected a call")
      return
    }
    #expect(call.arguments.isEmpty)
    #expect(call.argumentListRange == nil)
    #expect(call.trailingClosures.map { $0.label?.text } == [nil, "label"])
  }

  @Test func ifConditionDoesNotTakeTrailingClosure() {
    let (list, result) = statements("if items.isEmpty { Text(\"none\") }")
    #expect(result.diagnostics.isEmpty)
    guard case .ifStatement(let s)? = list.first?.kind else {
      Issue.record("expected an if statement")
      return
    }
    #expect(s.body.statements.count == 1)
  }

  @Test func sharedTypeAnnotationIsCopiedToEarlierBindings() {
    let file = SourceFile(path: "t.mcut", text: "struct A { let title, image: String }\n")
    let result = parseFile(file)
    guard case .declaration(.structDecl(let s))? = result.tree.items.first,
      case .variable(let v)? = s.members.first
    else {
      Issue.record("expected a struct with a variable")
      return
    }
    #expect(v.bindings.map { $0.typeAnnotation.map { MatchcutSyntax.render($0) } } == ["String", "String"])
  }

  @Test func projectionsShorthandArgumentsAndKeyPaths() {
    let (list, result) = statements("f($viewModel.selected, $0, \\.id, \\Item.name)")
    #expect(result.diagnostics.isEmpty)
    guard case .expression(let e)? = list.first?.kind, case .call(let call) = e.kind else {
      Issue.record("expected a call")
      return
    }
    guard case .memberAccess(let base, let name) = call.arguments[0].value.kind,
      case .projectedValue(let projected) = base.kind
    else {
      Issue.record("expected $viewModel.selected")
      return
    }
    #expect(projected.text == "viewModel")
    #expect(name.text == "selected")
    #expect(call.arguments[1].value.kind == .shorthandArgument(0))
    guard case .keyPath(nil, let components) = call.arguments[2].value.kind,
      case .keyPath(let root?, _) = call.arguments[3].value.kind
    else {
      Issue.record("expected key paths")
      return
    }
    // "func f() {\n" is 11 bytes; `\.id` starts at 38, so `id` is bytes 40..<42.
    #expect(components == [.property(Identifier("id", range: SourceRange(start: 40, end: 42)))])
    #expect(MatchcutSyntax.render(root) == "Item")
  }

  @Test func rangesAreExact() {
    let text = "struct A: View {\n  var body: some View { Text(\"hi\").bold() }\n}\n"
    let file = SourceFile(path: "t.mcut", text: text)
    let result = parseFile(file)
    guard case .declaration(.structDecl(let s))? = result.tree.items.first else {
      Issue.record("expected a struct")
      return
    }
    #expect(file.text(of: s.range) == "struct A: View {\n  var body: some View { Text(\"hi\").bold() }\n}")
    #expect(file.text(of: s.bodyRange).hasPrefix("{"))
    guard case .variable(let body)? = s.members.first,
      case .getter(let block)? = body.bindings.first?.accessors
    else {
      Issue.record("expected a computed body")
      return
    }
    #expect(file.text(of: block.range) == "{ Text(\"hi\").bold() }")
    #expect(file.text(of: block.statements[0].range) == "Text(\"hi\").bold()")
  }

  @Test func stringEscapesAndMultilineIndentation() {
    let file = SourceFile(
      path: "t.mcut",
      text: "let a = \"x\\ty\\u{41}\"\nlet b = \"\"\"\n    one\n      two\n    \"\"\"\n")
    let result = parseFile(file)
    #expect(result.diagnostics.isEmpty)
    let values: [String?] = result.tree.items.map { item in
      guard case .declaration(.variable(let v)) = item,
        case .stringLiteral(let s)? = v.bindings.first?.initializer?.kind
      else { return nil }
      return s.staticValue
    }
    #expect(values == ["x\tyA", "one\n  two"])
  }

  @Test func missingCloserHasNoteAtOpenerAndFixIt() {
    let file = SourceFile(path: "t.mcut", text: "let a = f(1, 2\nlet b = 3\n")
    let result = parseFile(file)
    #expect(result.diagnostics.count == 1)
    let diagnostic = result.diagnostics[0]
    #expect(diagnostic.id == "syntax.expected-token")
    #expect(diagnostic.message == "expected ')' to close call arguments")
    #expect(diagnostic.span?.range == SourceRange.at(14))
    #expect(diagnostic.notes.first?.message == "to match this opening '('")
    #expect(diagnostic.notes.first?.span?.range == SourceRange(start: 9, end: 10))
    #expect(diagnostic.fixIts.first?.edits == [SourceEdit(range: .at(14), replacement: ")")])
  }

  @Test func parseResultKeepsTokensAndComments() {
    let file = SourceFile(path: "t.mcut", text: "// note\nlet a = 1 // trailing\n")
    let result = parseFile(file)
    #expect(result.comments.count == 2)
    #expect(result.tokens.last?.kind == .endOfFile)
    #expect(result.tokens.count == 5)
  }
}
