import MatchcutSource
import MatchcutSyntax
import Testing

/// Number literals read straight from the bytes and interned identifier names must give what
/// the general path gives: `Double(String)` / `Int(String, radix:)` of the literal with its
/// underscores removed (Swift's own reading), and the identifier's text as written.
@Suite struct LiteralAndNameTests {
  /// The initial values of `let v0 = …`, `let v1 = …`, … in order.
  func values(_ literals: [String]) -> [ExprKind] {
    let text = literals.enumerated().map { "let v\($0.offset) = \($0.element)\n" }.joined()
    let result = parseFile(SourceFile(path: "t.mcut", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return result.tree.items.compactMap { item in
      guard case .declaration(.variable(let decl)) = item else { return nil }
      return decl.bindings.first?.initializer?.kind
    }
  }

  @Test func floatLiteralsAreCorrectlyRounded() {
    // Fast path (≤ 15 significant digits, no exponent) and general path (the rest) alike must
    // equal Swift's correctly rounded reading of the same digits.
    let literals = [
      "0.1", "0.8", "1.0", "0.30000000000000004", "3.141592653589793", "123456789012345.6",
      "12345678901234.5", "1_000.25", "0.000001", "9007199254740.993", "2.5e3", "1e-7", "0.5",
      "100.125", "999999999999999.9",
    ]
    let parsed = values(literals)
    #expect(parsed.count == literals.count)
    for (literal, kind) in zip(literals, parsed) {
      let expected = Double(literal.filter { $0 != "_" }) ?? 0
      #expect(kind == .floatLiteral(expected), "\(literal)")
    }
  }

  @Test func integerLiteralsReadAllRadixes() {
    let parsed = values(["0", "42", "1_000_000", "007", "0xFF", "0b1010", "0o17", "9223372036854775807"])
    let expected: [ExprKind] = [
      .integerLiteral(0), .integerLiteral(42), .integerLiteral(1_000_000), .integerLiteral(7),
      .integerLiteral(255), .integerLiteral(10), .integerLiteral(15), .integerLiteral(Int.max),
    ]
    #expect(parsed == expected)
  }

  @Test func integerOverflowIsStillReported() {
    let result = parseFile(SourceFile(path: "t.mcut", text: "let v = 9223372036854775808\n"))
    #expect(result.diagnostics.map(\.id.description) == ["syntax.integer-overflow"])
  }

  @Test func internedNamesKeepTheirOwnText() {
    // Names sharing their first 8 bytes, names longer than 15 bytes (heap strings), repeats,
    // and a backticked keyword: each identifier's text is exactly its own spelling.
    let names = [
      "abcdefgh1", "abcdefgh2", "abcdefgh1", "matchedGeometryEffectID", "matchedGeometryEffectIE",
      "`default`",
      "x", "x",
    ]
    let parsed = values(names)
    let texts = parsed.map { kind -> String in
      if case .identifier(let name) = kind { return name.text }
      return "<not an identifier>"
    }
    #expect(
      texts == [
        "abcdefgh1", "abcdefgh2", "abcdefgh1", "matchedGeometryEffectID", "matchedGeometryEffectIE",
        "default",
        "x", "x",
      ])
  }
}
