import Foundation
import MatchcutSource
import Testing

private let tool = (version: "9.9.9", uri: "https://example.org/matchcut")

private func sample() -> (String, [String: SourceFile]) {
  let file = SourceFile(path: "My Scene.mcut", text: "let é = bad\nlet y = 1\n")
  let diagnostics = [
    Diagnostic(
      "semantics.unknown-name", .error, "cannot find 'bad' in scope",
      at: SourceSpan(path: file.path, range: SourceRange(start: 9, end: 12)),
      notes: [
        DiagnosticNote(
          "did you mean 'y'?", at: SourceSpan(path: file.path, range: .init(start: 17, end: 18))),
        DiagnosticNote("names are case-sensitive"),
      ],
      fixIts: [
        FixIt("replace with 'y'", edits: [SourceEdit(range: .init(start: 9, end: 12), replacement: "y")])
      ]),
    Diagnostic("lint.unused", .remark, "unused constant", at: nil),
    Diagnostic("lint.unused", .warning, "unused constant", at: nil),
  ]
  let output = SARIFDiagnosticRenderer.render(
    diagnostics, files: [file.path: file], toolVersion: tool.version, informationURI: tool.uri)
  return (output, [file.path: file])
}

private func object(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }
private func array(_ value: Any?) -> [Any] { value as? [Any] ?? [] }

/// Checks the required properties of SARIF 2.1.0 (OASIS standard, §3.13 sarifLog: `version`,
/// `runs`; §3.14 run: `tool`; §3.18 tool: `driver`; §3.19 toolComponent: `name`; §3.49
/// reportingDescriptor: `id`; §3.27 result: `message`; §3.11 message: `text` or `id`;
/// §3.30 region: 1-based integers) by hand, without the network.
@Test func sarifLogHasTheRequiredStructure() throws {
  let (output, _) = sample()
  #expect(output.hasSuffix("}\n"))
  let log = object(try JSONSerialization.jsonObject(with: Data(output.utf8)))
  #expect(log["version"] as? String == "2.1.0")
  #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
  let runs = array(log["runs"])
  #expect(runs.count == 1)
  let run = object(runs.first)
  let driver = object(object(run["tool"])["driver"])
  #expect(driver["name"] as? String == "matchcut")
  #expect(driver["version"] as? String == "9.9.9")
  #expect(driver["informationUri"] as? String == "https://example.org/matchcut")
  #expect(run["columnKind"] as? String == "unicodeCodePoints")
  let rules = array(driver["rules"]).map(object)
  // Distinct ids, sorted.
  #expect(rules.map { $0["id"] as? String } == ["lint.unused", "semantics.unknown-name"])
  for rule in rules { #expect(object(rule["shortDescription"])["text"] is String) }

  let results = array(run["results"]).map(object)
  #expect(results.count == 3)
  #expect(
    results.map { $0["ruleId"] as? String } == ["semantics.unknown-name", "lint.unused", "lint.unused"])
  #expect(results.map { $0["ruleIndex"] as? Int } == [1, 0, 0])
  #expect(results.map { $0["level"] as? String } == ["error", "note", "warning"])
  for result in results { #expect(object(result["message"])["text"] is String) }
  #expect(
    object(results[0]["message"])["text"] as? String
      == "cannot find 'bad' in scope\nnote: names are case-sensitive")

  // "bad" is bytes 9..<12 of line 1 (byte column 10); "é" is two bytes but one code point, so
  // eight code points precede "bad": the columns are 9 and 12.
  let location = object(object(array(results[0]["locations"]).first)["physicalLocation"])
  #expect(object(location["artifactLocation"])["uri"] as? String == "My%20Scene.mcut")
  let region = object(location["region"])
  #expect(region["startLine"] as? Int == 1)
  #expect(region["startColumn"] as? Int == 9)
  #expect(region["endLine"] as? Int == 1)
  #expect(region["endColumn"] as? Int == 12)
  #expect(array(results[1]["locations"]).isEmpty)

  let related = array(results[0]["relatedLocations"]).map(object)
  #expect(related.count == 1)
  #expect(object(related.first?["message"])["text"] as? String == "did you mean 'y'?")
  let relatedRegion = object(object(related.first?["physicalLocation"])["region"])
  #expect(relatedRegion["startLine"] as? Int == 2)
  #expect(relatedRegion["startColumn"] as? Int == 5)

  let fix = object(array(results[0]["fixes"]).first)
  #expect(object(fix["description"])["text"] as? String == "replace with 'y'")
  let change = object(array(fix["artifactChanges"]).first)
  let replacement = object(array(change["replacements"]).first)
  #expect(object(replacement["deletedRegion"])["startColumn"] as? Int == 9)
  #expect(object(replacement["insertedContent"])["text"] as? String == "y")
}

@Test func sarifExactTextForOneDiagnostic() {
  let file = SourceFile(path: "a.mcut", text: "x\n")
  let diagnostic = Diagnostic(
    "syntax.bad", .warning, "bad", at: SourceSpan(path: "a.mcut", range: .init(start: 0, end: 1)))
  let output = SARIFDiagnosticRenderer.render(
    [diagnostic], files: ["a.mcut": file], toolVersion: "1.0", informationURI: "https://x.test")
  #expect(
    output
      == #"{"$schema":"\#(SARIFDiagnosticRenderer.schemaURI)","version":"2.1.0","runs":[{"tool":"#
      + #"{"driver":{"name":"matchcut","version":"1.0","informationUri":"https://x.test","rules":"#
      + #"[{"id":"syntax.bad","shortDescription":{"text":"syntax.bad"}}]}},"columnKind":"#
      + #""unicodeCodePoints","results":[{"ruleId":"syntax.bad","ruleIndex":0,"level":"warning","#
      + #""message":{"text":"bad"},"locations":[{"physicalLocation":{"artifactLocation":"#
      + #"{"uri":"a.mcut"},"region":{"startLine":1,"startColumn":1,"endLine":1,"endColumn":2}}}]}]}]}"#
      + "\n")
}

@Test func sarifWithNoDiagnosticsIsStillOneLog() throws {
  let output = SARIFDiagnosticRenderer.render(
    [], files: [:], toolVersion: "1", informationURI: "https://x.test")
  let log = object(try JSONSerialization.jsonObject(with: Data(output.utf8)))
  let run = object(array(log["runs"]).first)
  #expect(array(run["results"]).isEmpty)
  #expect(array(object(object(run["tool"])["driver"])["rules"]).isEmpty)
}

@Test func sarifColumnsSkipAByteOrderMark() {
  // EF BB BF then "é x": "x" is byte 6; the mark is not on line 1 and "é" is one code point, so
  // the column is 3.
  let file = SourceFile(path: "a.mcut", bytes: [0xEF, 0xBB, 0xBF] + Array("é x".utf8))
  let diagnostic = Diagnostic(
    "syntax.bad", .error, "bad", at: SourceSpan(path: "a.mcut", range: .init(start: 6, end: 7)))
  let output = SARIFDiagnosticRenderer.render(
    [diagnostic], files: ["a.mcut": file], toolVersion: "1.0", informationURI: "https://x.test")
  #expect(output.contains(#""region":{"startLine":1,"startColumn":3,"endLine":1,"endColumn":4}"#))
}
