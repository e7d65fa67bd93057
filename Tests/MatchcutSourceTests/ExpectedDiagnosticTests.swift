import MatchcutSource
import MatchcutTestSupport
import Testing

/// The `// expected-…` markers every fixture harness reads (`ExpectedDiagnostic`): the parser
/// and the one-to-one comparison, on hand-written texts whose lines and columns are counted by
/// hand.
@Suite struct ExpectedDiagnosticTests {
  @Test func readsSeveritiesRelativeLinesColumnsAndNone() throws {
    let text = """
      let a = 1 // expected-error {{first}} expected-warning {{second}}
      // expected-error@+1:5 {{pinned}}
      let b = 2
      // expected-warning@-3 {{back}}
      // expected-error@none {{no place}}
      """
    let expected = try #require(ExpectedDiagnostic.parse(text))
    #expect(
      expected == [
        ExpectedDiagnostic(line: 1, severity: .error, message: "first"),
        ExpectedDiagnostic(line: 1, severity: .warning, message: "second"),
        ExpectedDiagnostic(line: 3, column: 5, severity: .error, message: "pinned"),
        ExpectedDiagnostic(line: 1, severity: .warning, message: "back"),
        ExpectedDiagnostic(line: nil, severity: .error, message: "no place"),
      ])
  }

  @Test func aFileWithoutMarkersDeclaresNothingUnlessItSaysSo() throws {
    #expect(ExpectedDiagnostic.parse("let a = 1\n") == nil)
    #expect(try #require(ExpectedDiagnostic.parse("// expected-no-diagnostics\n")).isEmpty)
    // An unknown severity is not a marker.
    #expect(ExpectedDiagnostic.parse("// expected-remark {{x}}\n") == nil)
  }

  @Test func readsSidecarErrorLines() {
    let expected = ExpectedDiagnostic.sidecar("2:11: error: unterminated string literal\nnot a line\n")
    #expect(
      expected == [
        ExpectedDiagnostic(line: 2, column: 11, severity: .error, message: "unterminated string literal")
      ])
  }

  @Test func verifyMatchesOneToOneAndReportsBothWays() {
    // Line 2 starts at byte 10 ("let a = 1\n" is 10 bytes); byte 14 is line 2, column 5.
    let file = SourceFile(path: "f.mcut", bytes: Array("let a = 1\nlet b = 2\n".utf8))
    let span = SourceSpan(path: "f.mcut", range: SourceRange(start: 14, end: 15))
    let error = Diagnostic("syntax.test", .error, "bad token here", at: span)
    let warning = Diagnostic("semantics.test", .warning, "unused value", at: span)
    let pinned = [ExpectedDiagnostic(line: 2, column: 5, severity: .error, message: "bad token")]
    #expect(ExpectedDiagnostic.verify([error], pinned, in: file).isEmpty)
    let wrongColumn = [ExpectedDiagnostic(line: 2, column: 4, severity: .error, message: "bad token")]
    #expect(
      ExpectedDiagnostic.verify([error], wrongColumn, in: file) == [
        "unexpected 2:5: error: bad token here [syntax.test]", "missing 2:4: error: bad token",
      ])
    // Warnings are compared unless the harness asks for errors only.
    #expect(ExpectedDiagnostic.verify([error, warning], pinned, in: file).count == 1)
    #expect(ExpectedDiagnostic.verify([error, warning], pinned, in: file, comparing: [.error]).isEmpty)
    // A located expectation never matches a diagnostic without a place, and `@none` only those.
    let placeless = Diagnostic("io.test", .error, "cannot read", at: nil)
    #expect(
      ExpectedDiagnostic.verify(
        [placeless], [ExpectedDiagnostic(line: nil, severity: .error, message: "read")], in: file
      )
      .isEmpty)
    #expect(
      ExpectedDiagnostic.verify(
        [placeless], [ExpectedDiagnostic(line: 1, severity: .error, message: "read")], in: file
      )
      .count == 2)
  }
}
