/// Renders diagnostics as JSON Lines: one object per diagnostic, one per line
/// (`--diagnostics-format json`, documented in `docs/diagnostics.md`).
///
/// ```
/// {"id":"syntax.expected-token","severity":"error","message":"expected ')'","file":"a.mcut",
///  "line":1,"column":5,"endLine":1,"endColumn":5,"notes":[],"fixIts":[]}
/// ```
///
/// Keys always come in this order. Lines and columns are 1-based, columns count UTF-8 bytes,
/// `endLine`/`endColumn` point just past the range (equal to the start for an empty range).
/// Location keys are `null` when the diagnostic has none. Notes are
/// `{"message","file","line","column","endLine","endColumn"}`; fix-its are
/// `{"message","edits":[{"line","column","endLine","endColumn","replacement"}]}`.
public enum JSONDiagnosticRenderer {
  /// Renders every diagnostic in order, each object followed by a newline.
  public static func render(_ diagnostics: [Diagnostic], files: [String: SourceFile]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      var line = JSONWriter()
      line.beginObject()
      line.field("id", diagnostic.id.rawValue)
      line.field("severity", diagnostic.severity.rawValue)
      line.field("message", diagnostic.message)
      writeLocation(diagnostic.span, files: files, into: &line)
      line.key("notes")
      line.beginArray()
      for note in diagnostic.notes {
        line.beginObject()
        line.field("message", note.message)
        writeLocation(note.span, files: files, into: &line)
        line.endObject()
      }
      line.endArray()
      line.key("fixIts")
      line.beginArray()
      for fixIt in diagnostic.fixIts {
        line.beginObject()
        line.field("message", fixIt.message)
        line.key("edits")
        line.beginArray()
        for edit in fixIt.edits {
          line.beginObject()
          let (start, end) = positions(
            diagnostic.span.map { SourceSpan(path: $0.path, range: edit.range) }, files: files)
          line.optionalField("line", start?.line)
          line.optionalField("column", start?.column)
          line.optionalField("endLine", end?.line)
          line.optionalField("endColumn", end?.column)
          line.field("replacement", edit.replacement)
          line.endObject()
        }
        line.endArray()
        line.endObject()
      }
      line.endArray()
      line.endObject()
      output += line.string
      output += "\n"
    }
    return output
  }

  private static func writeLocation(
    _ span: SourceSpan?, files: [String: SourceFile], into line: inout JSONWriter
  ) {
    line.optionalField("file", span?.path)
    let (start, end) = positions(span, files: files)
    line.optionalField("line", start?.line)
    line.optionalField("column", start?.column)
    line.optionalField("endLine", end?.line)
    line.optionalField("endColumn", end?.column)
  }

  /// Start and end locations of a span, or nil when its file is unknown.
  static func positions(
    _ span: SourceSpan?, files: [String: SourceFile]
  ) -> (SourceLocation?, SourceLocation?) {
    guard let span, let file = files[span.path] else { return (nil, nil) }
    return (file.location(of: span.range.start), file.location(of: span.range.end))
  }
}

extension JSONWriter {
  /// Writes `"name":value`, or `"name":null` when the value is absent.
  mutating func optionalField(_ name: String, _ number: Int?) {
    key(name)
    if let number { value(number) } else { null() }
  }

  /// Writes `"name":"value"`, or `"name":null` when the value is absent.
  mutating func optionalField(_ name: String, _ string: String?) {
    key(name)
    if let string { value(string) } else { null() }
  }
}
