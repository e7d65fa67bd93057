/// Renders diagnostics in the swiftc / clang terminal shape that editors' problem matchers
/// read (TOOLING §1, LANGUAGE §9):
///
/// ```
/// Shapes.mcut:3:9: error: unknown modifier 'paddin'
///     .paddin(8)
///      ^~~~~~
///      padding
/// Shapes.mcut:1:8: note: 'Card' declared here
/// struct Card: View {
///        ^~~~
/// ```
///
/// Line one is exactly `path:line:col: severity: message` (1-based; the column counts UTF-8
/// bytes). The source line, a caret line and a fix-it line follow (see `SourceSnippet`); each
/// note is its own `path:line:col: note:` record, with a snippet when it has a location (a note
/// without one takes its diagnostic's position and shows no snippet).
/// Fix-its whose edits lie off the primary line become a `note:` at the edit.
///
/// Colour is a parameter; only the CLI decides whether to use it. The palette is clang's:
/// bold location, bold red `error:`, bold magenta `warning:`, bold black `note:`, bold message,
/// bold green carets and green fix-it text.
public enum TextDiagnosticRenderer {
  /// Renders every diagnostic in order; each record ends with a newline.
  ///
  /// - Parameters:
  ///   - files: the loaded sources by path, for snippets and line/column numbers.
  ///   - color: whether to emit ANSI escape sequences.
  ///   - programName: the prefix of diagnostics that have no location (`matchcut: error: …`).
  public static func render(
    _ diagnostics: [Diagnostic], files: [String: SourceFile], color: Bool,
    programName: String = "matchcut"
  ) -> String {
    var out = ""
    let style = Style(enabled: color)
    for diagnostic in diagnostics {
      render(diagnostic, files: files, style: style, programName: programName, into: &out)
    }
    return out
  }

  private static func render(
    _ diagnostic: Diagnostic, files: [String: SourceFile], style: Style, programName: String,
    into out: inout String
  ) {
    let primaryEdits = diagnostic.fixIts.flatMap(\.edits)
    record(
      severity: diagnostic.severity, message: diagnostic.message, span: diagnostic.span,
      highlights: diagnostic.highlights, edits: primaryEdits, files: files, style: style,
      programName: programName, into: &out)
    for note in diagnostic.notes {
      if note.span == nil, let span = diagnostic.span {
        // A note without a place of its own belongs to its diagnostic's line (no snippet).
        headline(.note, note.message, span, files: files, style: style, into: &out)
        continue
      }
      record(
        severity: .note, message: note.message, span: note.span, highlights: [], edits: [],
        files: files, style: style, programName: programName, into: &out)
    }
    // Fix-its that the primary snippet could not show get their own note at the edit.
    guard let span = diagnostic.span, let file = files[span.path] else { return }
    let primaryLine = file.location(of: span.range.start).line
    for fixIt in diagnostic.fixIts {
      guard let edit = fixIt.edits.first,
        file.location(of: edit.range.start).line != primaryLine
      else { continue }
      record(
        severity: .note, message: fixIt.message,
        span: SourceSpan(path: span.path, range: edit.range), highlights: [],
        edits: fixIt.edits, files: files, style: style, programName: programName, into: &out)
    }
  }

  private static func record(
    severity: Severity, message: String, span: SourceSpan?, highlights: [SourceRange],
    edits: [SourceEdit], files: [String: SourceFile], style: Style, programName: String,
    into out: inout String
  ) {
    guard let span else {
      out += style.bold("\(programName): ") + style.label(severity) + " "
      out += style.bold(oneLine(message)) + "\n"
      return
    }
    headline(severity, message, span, files: files, style: style, into: &out)
    guard let file = files[span.path] else { return }
    let snippet = SourceSnippet(file: file, range: span.range, highlights: highlights, edits: edits)
    out += snippet.source + "\n"
    out += style.carets(snippet.carets) + "\n"
    if let fixIt = snippet.fixIt { out += style.fixIt(fixIt) + "\n" }
  }

  /// `path:line:col: severity: message` and a newline.
  private static func headline(
    _ severity: Severity, _ message: String, _ span: SourceSpan, files: [String: SourceFile],
    style: Style, into out: inout String
  ) {
    var place = span.path
    if let file = files[span.path] {
      let location = file.location(of: span.range.start)
      place += ":\(location.line):\(location.column)"
    }
    out += style.bold(place + ": ") + style.label(severity) + " " + style.bold(oneLine(message))
    out += "\n"
  }

  /// Keeps a message on its headline: newlines and other controls are shown escaped.
  private static func oneLine(_ message: String) -> String {
    if !message.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return message }
    return DisplayUnit.decode(Array(message.utf8)[...], base: 0).map {
      $0.isTab ? " " : $0.text
    }.joined()
  }

  /// ANSI styling, or none.
  private struct Style {
    var enabled: Bool

    func wrap(_ text: String, _ code: String) -> String {
      enabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func carets(_ text: String) -> String { wrap(text, "1;32") }
    func fixIt(_ text: String) -> String { wrap(text, "0;32") }
    func label(_ severity: Severity) -> String {
      let text = severity.rawValue + ":"
      switch severity {
      case .error: return wrap(text, "1;31")
      case .warning: return wrap(text, "1;35")
      case .note: return wrap(text, "1;30")
      case .remark: return wrap(text, "1;34")
      }
    }
  }
}
