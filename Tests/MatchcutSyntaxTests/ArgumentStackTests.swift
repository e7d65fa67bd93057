import MatchcutSource
import Testing

@testable import MatchcutSyntax

/// The parser's argument stack (`ArgumentStack`) gives the same arguments as building them
/// with `ArgumentSyntax`'s public initializer: its field-by-field push and its moving pops (array
/// literals up to four, a copy beyond) must not change a value, lose one or leak one. Expected
/// values are the arguments themselves, built by hand.
@Suite struct ArgumentStackTests {
  /// An argument with reference-counted parts (a heap string label, a string-literal value).
  func argument(_ index: Int) -> ArgumentSyntax {
    let label =
      index.isMultiple(of: 2) ? nil : Identifier("label_long_enough_for_heap_\(index)", range: .at(index))
    let text = StringLiteralSyntax(
      segments: [
        .text("value number \(index) on the heap", range: SourceRange(start: index, end: index + 3))
      ],
      isMultiline: false)
    let value = ExprSyntax(.stringLiteral(text), range: SourceRange(start: index, end: index + 5))
    return ArgumentSyntax(label: label, value: value, range: SourceRange(start: index, end: index + 7))
  }

  func push(_ stack: ArgumentStack, _ argument: ArgumentSyntax) {
    stack.push(label: argument.label, value: argument.value, range: argument.range)
  }

  /// Every list length through the literal paths (0–4) and the moving one (5–9), starting from
  /// a capacity of one so that the stack also grows while holding arguments.
  @Test func popReturnsExactlyThePushedArguments() {
    let stack = ArgumentStack(capacity: 1)
    for length in 0...9 {
      let expected = (0..<length).map(argument)
      for value in expected { push(stack, value) }
      #expect(stack.count == length)
      let popped = stack.pop(from: 0)
      #expect(popped == expected, "length \(length)")
      #expect(stack.count == 0)
    }
  }

  /// Nested lists push above an open one and pop before it continues, as `f(a, g(b, c), d)`.
  @Test func nestedListsPopOnlyTheirOwnArguments() {
    let stack = ArgumentStack(capacity: 2)
    push(stack, argument(0))
    let inner = stack.count
    for index in 1...6 { push(stack, argument(index)) }
    #expect(stack.pop(from: inner) == (1...6).map(argument))
    push(stack, argument(7))
    #expect(stack.pop(from: 0) == [argument(0), argument(7)])
  }

  /// Arguments left on the stack are released with it (run under a leak checker, this would
  /// report them otherwise); nothing to pop from an empty range.
  @Test func leftoverArgumentsAndEmptyPops() {
    let stack = ArgumentStack(capacity: 4)
    #expect(stack.pop(from: 0).isEmpty)
    for index in 0..<3 { push(stack, argument(index)) }
    #expect(stack.pop(from: 3).isEmpty)
    #expect(stack.count == 3)
  }

  /// Through the public API: calls with 0–6 arguments, labelled or not, nested in each other,
  /// read back with the labels, values and ranges their source text has (counted by hand).
  @Test func parsedCallsKeepTheirArguments() throws {
    let source = "let x = f(g(1, b: \"s\", 3, 4, 5, six: h()), y, k(z: 7))\n"
    let result = parseFile(SourceFile(path: "t.mcut", text: source))
    #expect(result.diagnostics.isEmpty)
    let dumped = dump(result.tree, file: result.file)
    // f has three arguments; g six (two labelled); h none; k one labelled.
    #expect(dumped.contains("Argument b: @1:16-1:22"))
    #expect(dumped.contains("Argument six: @1:33-1:41"))
    #expect(dumped.contains("Argument z: @1:49-1:53"))
    guard case .declaration(.variable(let variable))? = result.tree.items.first,
      let initializer = variable.bindings.first?.initializer,
      case .call(let f) = initializer.kind
    else {
      Issue.record("expected `let x = f(…)`")
      return
    }
    #expect(f.arguments.map(\.label?.text) == [nil, nil, nil])
    #expect(
      f.arguments.map(\.range) == [
        SourceRange(start: 10, end: 41), SourceRange(start: 43, end: 44), SourceRange(start: 46, end: 53),
      ])
    guard case .call(let g) = f.arguments[0].value.kind else {
      Issue.record("expected g(…)")
      return
    }
    #expect(g.arguments.map(\.label?.text) == [nil, "b", nil, nil, nil, "six"])
    guard case .call(let h) = g.arguments[5].value.kind else {
      Issue.record("expected h()")
      return
    }
    #expect(h.arguments.isEmpty)
  }
}
