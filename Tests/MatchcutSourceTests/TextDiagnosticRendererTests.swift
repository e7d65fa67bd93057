import MatchcutSource
import Testing

/// Expected strings below are derived by hand from the clang / swiftc shape that TOOLING §1
/// fixes: `path:line:col: severity: message` (column in UTF-8 bytes), the source line, `^` under
/// the first byte and `~` under the rest of the range.
private func render(_ text: String, _ diagnostics: [Diagnostic], color: Bool = false) -> String {
  let file = SourceFile(path: "a.mcut", text: text)
  return TextDiagnosticRenderer.render(diagnostics, files: ["a.mcut": file], color: color)
}

private func error(
  _ start: Int, _ end: Int, _ message: String = "cannot find 'fooo' in scope",
  notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
) -> Diagnostic {
  Diagnostic(
    "semantics.unknown-name", .error, message,
    at: SourceSpan(path: "a.mcut", range: SourceRange(start: start, end: end)), notes: notes,
    fixIts: fixIts)
}

@Test func singleLineRangeGetsCaretAndTildes() {
  // "fooo" is bytes 8..<12 of the line, so the column is 9.
  #expect(
    render("let x = fooo\n", [error(8, 12)]) == """
      a.mcut:1:9: error: cannot find 'fooo' in scope
      let x = fooo
              ^~~~

      """)
}

@Test func columnsCountUTF8BytesButCaretsCountCharacters() {
  // "é" takes two bytes: "bad" starts at byte 14 (column 15) but is the 14th character shown,
  // so the caret line has 13 spaces.
  let text = "let s = \"é\"; bad"
  #expect(
    render(text, [error(14, 17, "bad")]) == """
      a.mcut:1:15: error: bad
      let s = "é"; bad
                   ^~~

      """)
}

@Test func tabsAreKeptSoCaretsAlign() {
  #expect(
    render("\tfoo\tbar\n", [error(5, 8, "bad")]) == """
      a.mcut:1:6: error: bad
      \tfoo\tbar
      \t   \t^~~

      """)
}

@Test func emptyRangeIsASingleCaret() {
  #expect(
    render("foo(1 2)\n", [error(6, 6, "expected ','")]) == """
      a.mcut:1:7: error: expected ','
      foo(1 2)
            ^

      """)
}

@Test func rangeAtEndOfFileWithoutNewline() {
  // The caret sits one past the last character of the last line.
  #expect(
    render("let x =", [error(7, 7, "expected expression")]) == """
      a.mcut:1:8: error: expected expression
      let x =
             ^

      """)
}

@Test func rangeAtEndOfFileAfterNewlineIsAnEmptyLastLine() {
  #expect(
    render("struct A {\n", [error(11, 11, "expected '}'")]) == """
      a.mcut:2:1: error: expected '}'

      ^

      """)
}

@Test func multiLineRangeIsUnderlinedToTheEndOfItsFirstLine() {
  #expect(
    render("ab {\n  c\n}\n", [error(3, 10, "bad block")]) == """
      a.mcut:1:4: error: bad block
      ab {
         ^

      """)
  #expect(
    render("ab {{\n  c\n}\n", [error(3, 10, "bad block")]) == """
      a.mcut:1:4: error: bad block
      ab {{
         ^~

      """)
}

@Test func notesWithAndWithoutLocation() {
  let notes = [
    DiagnosticNote("'x' declared here", at: SourceSpan(path: "a.mcut", range: .init(start: 4, end: 5))),
    DiagnosticNote("state variables are private to their view"),
  ]
  #expect(
    render("let x = 1\nx = 2\n", [error(10, 11, "cannot assign to 'x'", notes: notes)]) == """
      a.mcut:2:1: error: cannot assign to 'x'
      x = 2
      ^
      a.mcut:1:5: note: 'x' declared here
      let x = 1
          ^
      a.mcut:2:1: note: state variables are private to their view

      """)
}

@Test func fixItReplacementIsShownUnderTheCaret() {
  let insert = FixIt("insert ';'", edits: [SourceEdit(range: .at(6), replacement: ";")])
  let replace = FixIt(
    "replace 'paddin' with 'padding'",
    edits: [SourceEdit(range: SourceRange(start: 3, end: 9), replacement: "padding")])
  #expect(
    render("foo(1) bar\n", [error(6, 6, "expected ';'", fixIts: [insert])]) == """
      a.mcut:1:7: error: expected ';'
      foo(1) bar
            ^
            ;

      """)
  #expect(
    render("  .paddin(8)\n", [error(3, 9, "unknown modifier 'paddin'", fixIts: [replace])]) == """
      a.mcut:1:4: error: unknown modifier 'paddin'
        .paddin(8)
         ^~~~~~
         padding

      """)
}

@Test func fixItOnAnotherLineBecomesANote() {
  let fix = FixIt("add a preview", edits: [SourceEdit(range: .at(11), replacement: "#Preview")])
  #expect(
    render("struct A {\n}\n", [error(7, 8, "no preview", fixIts: [fix])]) == """
      a.mcut:1:8: error: no preview
      struct A {
             ^
      a.mcut:2:1: note: add a preview
      }
      ^
      #Preview

      """)
}

@Test func controlCharactersAndInvalidUTF8AreShownSafely() {
  // U+0001 shows as "<U+0001>" (8 cells) and the stray byte 0xFF as "<FF>" (4 cells).
  let file = SourceFile(path: "a.mcut", bytes: [0x61, 0x01, 0xFF, 0x62, 0x0A])
  let output = TextDiagnosticRenderer.render(
    [error(3, 4, "bad")], files: ["a.mcut": file], color: false)
  #expect(
    output == """
      a.mcut:1:4: error: bad
      a<U+0001><FF>b
                   ^

      """)
}

@Test func bidirectionalOverridesAreEscaped() {
  // U+202E (RIGHT-TO-LEFT OVERRIDE) would reorder the terminal line ("Trojan Source").
  #expect(
    render("a\u{202E}b\n", [error(4, 5, "bad")]) == """
      a.mcut:1:5: error: bad
      a<U+202E>b
               ^

      """)
}

@Test func veryLongLinesAreCutAroundTheCaret() {
  // A 2 MB line: 80 units are kept on either side of the caret, with "…" marking each cut.
  let half = 1_000_000
  let text = String(repeating: "a", count: half) + "X" + String(repeating: "b", count: half)
  let output = render(text, [error(half, half + 1, "bad")])
  let expected =
    "a.mcut:1:1000001: error: bad\n" + "…" + String(repeating: "a", count: 80) + "X"
    + String(repeating: "b", count: 79) + "…\n" + String(repeating: " ", count: 81) + "^\n"
  #expect(output == expected)
}

@Test func diagnosticWithoutLocation() {
  let diagnostic = Diagnostic(
    "io.unreadable", .error, "cannot read 'x.mcut'", at: nil,
    notes: [DiagnosticNote("check the permissions")])
  #expect(
    render("", [diagnostic])
      == "matchcut: error: cannot read 'x.mcut'\nmatchcut: note: check the permissions\n")
}

@Test func colourUsesClangPalette() {
  let warning = Diagnostic(
    "lint.x", .warning, "w", at: SourceSpan(path: "a.mcut", range: .init(start: 0, end: 1)))
  let esc = "\u{1B}["
  #expect(
    render("a\n", [warning], color: true)
      == "\(esc)1ma.mcut:1:1: \(esc)0m\(esc)1;35mwarning:\(esc)0m \(esc)1mw\(esc)0m\n"
      + "a\n\(esc)1;32m^\(esc)0m\n")
}

@Test func multiLineMessagesStayOnTheHeadline() {
  #expect(render("a\n", [error(0, 1, "two\nlines")]).hasPrefix("a.mcut:1:1: error: two<U+000A>lines\n"))
}

@Test func aByteOrderMarkMovesNeitherColumnNorCaret() {
  // The file is EF BB BF then "let x = fooo": "fooo" is bytes 11..<15, but the mark is not part
  // of line 1, so the column is 9 and the source line is shown without it.
  let file = SourceFile(path: "a.mcut", bytes: [0xEF, 0xBB, 0xBF] + Array("let x = fooo\n".utf8))
  let rendered = TextDiagnosticRenderer.render([error(11, 15)], files: ["a.mcut": file], color: false)
  #expect(
    rendered == """
      a.mcut:1:9: error: cannot find 'fooo' in scope
      let x = fooo
              ^~~~

      """)
}
