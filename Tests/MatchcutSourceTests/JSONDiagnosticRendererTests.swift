import MatchcutSource
import Testing

/// Expected lines are written by hand from the documented shape (docs/diagnostics.md): fixed key
/// order, 1-based lines, columns in UTF-8 bytes, end just past the range.
@Test func jsonLineHasFixedKeyOrderAndByteColumns() {
  // "é" is two bytes, so "x" at byte 3 is column 4 and its end is column 5.
  let file = SourceFile(path: "dir/a b.mcut", text: "\"é\"x\n")
  let diagnostic = Diagnostic(
    "syntax.unexpected-token", .error, "unexpected \"x\"",
    at: SourceSpan(path: file.path, range: SourceRange(start: 4, end: 5)),
    notes: [
      DiagnosticNote("string ends here", at: SourceSpan(path: file.path, range: .at(3))),
      DiagnosticNote("strings cannot touch identifiers"),
    ],
    fixIts: [FixIt("insert ' '", edits: [SourceEdit(range: .at(4), replacement: " ")])])
  let output = JSONDiagnosticRenderer.render([diagnostic], files: [file.path: file])
  #expect(
    output
      == #"{"id":"syntax.unexpected-token","severity":"error","message":"unexpected \"x\"","#
      + #""file":"dir/a b.mcut","line":1,"column":5,"endLine":1,"endColumn":6,"#
      + #""notes":[{"message":"string ends here","file":"dir/a b.mcut","line":1,"column":4,"#
      + #""endLine":1,"endColumn":4},{"message":"strings cannot touch identifiers","file":null,"#
      + #""line":null,"column":null,"endLine":null,"endColumn":null}],"#
      + #""fixIts":[{"message":"insert ' '","edits":[{"line":1,"column":5,"endLine":1,"#
      + #""endColumn":5,"replacement":" "}]}]}"# + "\n")
}

@Test func jsonLinesOnePerDiagnosticAndNullLocation() {
  let a = Diagnostic("io.unreadable", .error, "cannot read 'x'", at: nil)
  let b = Diagnostic("lint.y", .warning, "tab\there", at: nil)
  let output = JSONDiagnosticRenderer.render([a, b], files: [:])
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines.count == 3)
  #expect(lines[2].isEmpty)
  #expect(
    lines[1]
      == #"{"id":"lint.y","severity":"warning","message":"tab\there","file":null,"line":null,"#
      + #""column":null,"endLine":null,"endColumn":null,"notes":[],"fixIts":[]}"#)
}

@Test func jsonRangeAtEndOfFile() {
  // The end of "ab\n" is offset 3: line 2, column 1.
  let file = SourceFile(path: "a.mcut", text: "ab\n")
  let diagnostic = Diagnostic(
    "syntax.expected-decl", .error, "expected declaration",
    at: SourceSpan(path: "a.mcut", range: .at(3)))
  #expect(
    JSONDiagnosticRenderer.render([diagnostic], files: ["a.mcut": file]).contains(
      #""line":2,"column":1,"endLine":2,"endColumn":1"#))
}
