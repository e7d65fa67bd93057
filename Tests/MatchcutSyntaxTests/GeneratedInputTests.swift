import MatchcutSource
import MatchcutSyntax
import Testing

/// Inputs that cannot hold `expected-error` comments (empty, binary, huge, pathologically
/// nested) are generated here; each test states the exact diagnostics it expects.
@Suite struct GeneratedInputTests {
  func parse(_ bytes: [UInt8], limits: ParseLimits = .default) -> (SourceFile, ParseResult) {
    let file = SourceFile(path: "generated.mcut", bytes: bytes)
    return (file, parseFile(file, limits: limits))
  }

  func parse(_ text: String, limits: ParseLimits = .default) -> (SourceFile, ParseResult) {
    parse(Array(text.utf8), limits: limits)
  }

  /// `line:col: message [id]` for each diagnostic, for exact comparison.
  func rendered(_ file: SourceFile, _ result: ParseResult) -> [String] {
    result.diagnostics.map { diagnostic in
      let location = diagnostic.span.map { file.location(of: $0.range.start) }
      return "\(location?.description ?? "?"): \(diagnostic.message) [\(diagnostic.id)]"
    }
  }

  @Test func emptyFileHasNoErrorsAndNoItems() {
    let (_, result) = parse("")
    #expect(result.diagnostics.isEmpty)
    #expect(result.tree.items.isEmpty)
    #expect(result.tokens.map(\.kind) == [.endOfFile])
  }

  @Test func whitespaceAndCommentsOnlyFileHasNoErrors() {
    let (_, result) = parse("\n\n  // nothing here\n/* still /* nothing */ */\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.comments.count == 2)
  }

  @Test func invalidUTF8IsReportedOncePerRunAndParsingContinues() {
    var bytes = Array("let a = 1\nlet b".utf8)
    bytes += [0xFF, 0xFE, 0x80]
    bytes += Array(" = 2\nlet c = (\n".utf8)
    let (file, result) = parse(bytes)
    #expect(
      rendered(file, result) == [
        "2:6: invalid UTF-8 in source [syntax.invalid-utf8]",
        "3:10: expected ')' to close tuple [syntax.expected-token]",
      ])
    #expect(result.tree.items.count == 3)
  }

  @Test func truncatedUTF8SequenceAtEndOfFile() {
    let (file, result) = parse(Array("let a = 1 ".utf8) + [0xE2, 0x82])
    #expect(rendered(file, result) == ["1:11: invalid UTF-8 in source [syntax.invalid-utf8]"])
  }

  @Test func nulBytesAreErrorsAndActAsWhitespace() {
    let (file, result) = parse(Array("let a =".utf8) + [0, 0] + Array(" 1\n".utf8))
    #expect(rendered(file, result) == ["1:8: NUL byte in source [syntax.nul-byte]"])
    #expect(result.tree.items.count == 1)
  }

  @Test func binaryGarbageEndsWithDiagnosticsNotACrash() {
    // A fixed linear congruential generator: the same 64 KiB every run.
    var state: UInt32 = 0x1234_5678
    var bytes: [UInt8] = []
    for _ in 0..<65_536 {
      state = state &* 1_664_525 &+ 1_013_904_223
      bytes.append(UInt8(truncatingIfNeeded: state >> 24))
    }
    let (file, result) = parse(bytes)
    #expect(!result.diagnostics.isEmpty)
    for diagnostic in result.diagnostics {
      #expect(diagnostic.id.domain == "syntax")
      #expect((diagnostic.span?.range.end ?? .max) <= file.bytes.count)
    }
  }

  /// Builds `prefix + open * depth + middle + close * depth + suffix`.
  func nested(_ prefix: String, _ open: String, _ middle: String, _ close: String, depth: Int)
    -> String
  {
    prefix + String(repeating: open, count: depth) + middle + String(repeating: close, count: depth)
      + "\n"
  }

  func expectSingleNestingError(_ text: String, sourceLine: Int = 1) {
    let (file, result) = parse(text)
    let lines = rendered(file, result)
    #expect(lines.count == 1, "\(lines.prefix(5))")
    #expect(result.diagnostics.first?.id == "syntax.nesting-too-deep")
    #expect(result.diagnostics.first?.message == "nesting too deep: more than 256 levels")
    if let span = result.diagnostics.first?.span {
      #expect(file.location(of: span.range.start).line == sourceLine)
    }
  }

  @Test func twentyThousandNestedParenthesesGiveOneError() {
    expectSingleNestingError(nested("let a = ", "(", "1", ")", depth: 20_000))
  }

  @Test func twentyThousandNestedBracketsGiveOneError() {
    expectSingleNestingError(nested("let a = ", "[", "1", "]", depth: 20_000))
  }

  @Test func twentyThousandNestedClosuresGiveOneError() {
    expectSingleNestingError(nested("let a = ", "{ ", "1", " }", depth: 20_000))
  }

  @Test func twentyThousandNestedCallsGiveOneError() {
    expectSingleNestingError(nested("let a = ", "f(", "1", ")", depth: 20_000))
  }

  @Test func twentyThousandNestedIfBlocksGiveOneError() {
    expectSingleNestingError(
      nested("func f() {\n", "if a { ", "g()", " }", depth: 20_000) + "}\n", sourceLine: 2)
  }

  @Test func twentyThousandNestedTypesGiveOneError() {
    expectSingleNestingError(nested("let a: ", "[", "Int", "]", depth: 20_000))
  }

  @Test func twentyThousandNestedStructsGiveOneError() {
    expectSingleNestingError(nested("", "struct A { ", "", "} ", depth: 20_000))
  }

  @Test func twentyThousandNestedInterpolationsGiveOneError() {
    expectSingleNestingError(nested("let s = ", "\"\\(", "1", ")\"", depth: 20_000))
  }

  /// Swift's lexer reads adjacent operator characters as one operator, so 20 000 `!` are one
  /// prefix operator, not 20 000 nested ones: no nesting, no error, one node.
  @Test func twentyThousandAdjacentPrefixCharactersAreOneOperator() {
    let (_, result) = parse("let a = " + String(repeating: "!", count: 20_000) + "x\n")
    #expect(result.diagnostics.isEmpty)
    guard case .declaration(.variable(let v)) = result.tree.items.first,
      case .prefixOperator(let op, let operand)? = v.bindings.first?.initializer?.kind
    else {
      Issue.record("expected one prefix operator")
      return
    }
    #expect(op.op == .custom)
    #expect(op.range.length == 20_000)
    guard case .identifier(let name) = operand.kind else {
      Issue.record("expected the operand x")
      return
    }
    #expect(name.text == "x")
  }

  @Test func hundredThousandModifierChainGivesOneError() {
    expectSingleNestingError("let a = x" + String(repeating: ".f()", count: 100_000) + "\n")
  }

  /// A flat chain folds along a left spine that every consumer walks in a loop, so only its
  /// length is bounded (`Parser.maxSequenceOperators`, 4096), with an error of its own.
  @Test func hundredThousandBinaryOperatorsGiveOneError() {
    let (_, result) = parse("let a = 1" + String(repeating: " + 1", count: 100_000) + "\n")
    #expect(result.diagnostics.map(\.id) == ["syntax.expression-too-long"])
    #expect(result.diagnostics.first?.message == "expression too long: more than 4096 operators in a row")
  }

  /// Swift accepts `1 + 1 + … + 1` with thousands of operands; so does the parser, without a
  /// nesting error, and the tree is the left-associative fold.
  @Test func fourThousandOperandChainParses() {
    let (_, result) = parse("let a = 1" + String(repeating: " - 1", count: 4000) + "\n")
    #expect(result.diagnostics.isEmpty)
    guard case .declaration(.variable(let decl))? = result.tree.items.first,
      case .binary(let lhs, let op, _)? = decl.bindings.first?.initializer?.kind
    else {
      Issue.record("expected a binary expression")
      return
    }
    #expect(op.op == .subtract)
    // Left-associative: the outermost node's left operand is the chain of the first 3999.
    if case .binary = lhs.kind {} else { Issue.record("expected a left-nested chain") }
  }

  /// Right operands still nest: `a ?? (b ?? (c ?? …))` is real nesting, limited to 256 levels.
  @Test func rightAssociativeChainIsNesting() {
    expectSingleNestingError("let a = x" + String(repeating: " ?? x", count: 1000) + "\n")
  }

  @Test func twoMegabyteSingleLineArrayParsesWithoutErrors() {
    let text = "let data = [" + String(repeating: "someFairlyLongIdentifier, ", count: 80_000) + "]\n"
    #expect(text.utf8.count > 2_000_000)
    let (_, result) = parse(text)
    #expect(result.diagnostics.isEmpty)
    guard case .declaration(.variable(let decl))? = result.tree.items.first,
      case .arrayLiteral(let elements)? = decl.bindings.first?.initializer?.kind
    else {
      Issue.record("expected an array literal")
      return
    }
    #expect(elements.count == 80_000)
  }

  @Test func twoMegabyteStringLiteralIsTooLong() {
    let text = "let s = \"" + String(repeating: "a", count: 2_000_000) + "\"\n"
    let (file, result) = parse(text)
    #expect(
      rendered(file, result) == [
        "1:9: string literal is too long (2000002 bytes; the limit is 1048576) [syntax.string-too-long]"
      ])
  }

  @Test func fileLargerThanTheLimitIsRejected() {
    let text = String(repeating: "let a = 1\n", count: 20)
    let (file, result) = parse(text, limits: ParseLimits(maxFileBytes: 100))
    #expect(
      rendered(file, result) == [
        "1:1: file is too large (200 bytes; the limit is 100) [syntax.file-too-large]"
      ])
    #expect(result.tree.items.isEmpty)
  }

  @Test func unterminatedStringAtEndOfFileWithoutNewline() {
    let (file, result) = parse("let s = \"abc")
    #expect(rendered(file, result) == ["1:9: unterminated string literal [syntax.unterminated-string]"])
  }

  @Test func smallerNestingLimitIsHonoured() {
    let (file, result) = parse("let a = ((((1))))\n", limits: ParseLimits(maxNestingDepth: 3))
    #expect(rendered(file, result).count == 1)
    #expect(result.diagnostics.first?.message == "nesting too deep: more than 3 levels")
  }
}
