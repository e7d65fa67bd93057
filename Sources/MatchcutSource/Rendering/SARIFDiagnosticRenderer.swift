/// Renders diagnostics as one SARIF 2.1.0 log (`--diagnostics-format sarif`), the format code
/// scanning tools and IDEs import.
///
/// Shape (OASIS SARIF 2.1.0, §3.13 sarifLog, §3.14 run, §3.19 toolComponent, §3.27 result,
/// §3.30 region): `{"$schema","version":"2.1.0","runs":[{"tool":{"driver":{"name","version",
/// "informationUri","rules":[{"id","shortDescription":{"text"}}]}},"columnKind","results":[…]}]}`.
/// Rules are the distinct diagnostic ids, sorted; each result names its `ruleId` and
/// `ruleIndex`, a `level` (`error`, `warning`, `note`; remarks become `note`), `message.text`,
/// and a physical location. Notes with a location become `relatedLocations`; notes without one
/// are appended to the message text. Fix-its become `fixes`.
///
/// SARIF cannot count columns in UTF-8 bytes, so regions here count Unicode code points and the
/// run says so with `"columnKind": "unicodeCodePoints"` (SARIF §3.14.17).
public enum SARIFDiagnosticRenderer {
  /// The SARIF schema the log declares.
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Renders the log as one line of JSON followed by a newline.
  ///
  /// - Parameter ruleDescriptions: a short description per rule id; ids missing from it are
  ///   described by their own name.
  public static func render(
    _ diagnostics: [Diagnostic], files: [String: SourceFile], toolName: String = "matchcut",
    toolVersion: String, informationURI: String, ruleDescriptions: [DiagnosticID: String] = [:]
  ) -> String {
    let ruleIDs = Array(Set(diagnostics.map(\.id))).sorted()
    var ruleIndex: [DiagnosticID: Int] = [:]
    for (index, id) in ruleIDs.enumerated() { ruleIndex[id] = index }

    var json = JSONWriter()
    json.beginObject()
    json.field("$schema", schemaURI)
    json.field("version", "2.1.0")
    json.key("runs")
    json.beginArray()
    json.beginObject()
    json.key("tool")
    json.beginObject()
    json.key("driver")
    json.beginObject()
    json.field("name", toolName)
    json.field("version", toolVersion)
    json.field("informationUri", informationURI)
    json.key("rules")
    json.beginArray()
    for id in ruleIDs {
      json.beginObject()
      json.field("id", id.rawValue)
      json.key("shortDescription")
      json.beginObject()
      json.field("text", ruleDescriptions[id] ?? id.rawValue)
      json.endObject()
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endObject()
    json.field("columnKind", "unicodeCodePoints")
    json.key("results")
    json.beginArray()
    for diagnostic in diagnostics {
      json.beginObject()
      json.field("ruleId", diagnostic.id.rawValue)
      json.field("ruleIndex", ruleIndex[diagnostic.id] ?? 0)
      json.field("level", level(diagnostic.severity))
      var text = diagnostic.message
      for note in diagnostic.notes where note.span == nil { text += "\nnote: " + note.message }
      json.key("message")
      json.beginObject()
      json.field("text", text)
      json.endObject()
      json.key("locations")
      json.beginArray()
      if let span = diagnostic.span {
        json.beginObject()
        physicalLocation(span, files: files, into: &json)
        json.endObject()
      }
      json.endArray()
      let related = diagnostic.notes.compactMap { note in note.span.map { (note.message, $0) } }
      if !related.isEmpty {
        json.key("relatedLocations")
        json.beginArray()
        for (index, (message, span)) in related.enumerated() {
          json.beginObject()
          json.field("id", index)
          physicalLocation(span, files: files, into: &json)
          json.key("message")
          json.beginObject()
          json.field("text", message)
          json.endObject()
          json.endObject()
        }
        json.endArray()
      }
      if let span = diagnostic.span, !diagnostic.fixIts.isEmpty {
        json.key("fixes")
        json.beginArray()
        for fixIt in diagnostic.fixIts {
          json.beginObject()
          json.key("description")
          json.beginObject()
          json.field("text", fixIt.message)
          json.endObject()
          json.key("artifactChanges")
          json.beginArray()
          json.beginObject()
          json.key("artifactLocation")
          json.beginObject()
          json.field("uri", uri(span.path))
          json.endObject()
          json.key("replacements")
          json.beginArray()
          for edit in fixIt.edits {
            json.beginObject()
            region(
              SourceSpan(path: span.path, range: edit.range), files: files, key: "deletedRegion", into: &json)
            json.key("insertedContent")
            json.beginObject()
            json.field("text", edit.replacement)
            json.endObject()
            json.endObject()
          }
          json.endArray()
          json.endObject()
          json.endArray()
          json.endObject()
        }
        json.endArray()
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endArray()
    json.endObject()
    return json.string + "\n"
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note, .remark: "note"
    }
  }

  private static func physicalLocation(
    _ span: SourceSpan, files: [String: SourceFile], into json: inout JSONWriter
  ) {
    json.key("physicalLocation")
    json.beginObject()
    json.key("artifactLocation")
    json.beginObject()
    json.field("uri", uri(span.path))
    json.endObject()
    region(span, files: files, key: "region", into: &json)
    json.endObject()
  }

  private static func region(
    _ span: SourceSpan, files: [String: SourceFile], key: String, into json: inout JSONWriter
  ) {
    guard let file = files[span.path] else { return }
    let start = codePointLocation(file, span.range.start)
    let end = codePointLocation(file, span.range.end)
    json.key(key)
    json.beginObject()
    json.field("startLine", start.line)
    json.field("startColumn", start.column)
    json.field("endLine", end.line)
    json.field("endColumn", end.column)
    json.endObject()
  }

  /// 1-based line and column, the column counted in Unicode code points.
  static func codePointLocation(_ file: SourceFile, _ offset: Int) -> SourceLocation {
    let byteLocation = file.location(of: offset)
    let lineStart = file.lineStarts[byteLocation.line - 1]
    let end = lineStart + byteLocation.column - 1
    var column = 1
    for byte in file.bytes[lineStart..<end] where byte & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(line: byteLocation.line, column: column)
  }

  /// A relative URI reference for a path: bytes outside RFC 3986's unreserved set and `/` are
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(Character(UnicodeScalar(byte)))
      default:
        out += "%" + DisplayUnit.hex(UInt32(byte), digits: 2)
      }
    }
    return out
  }
}
