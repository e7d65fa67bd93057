import MatchcutSource

/// One diagnostic a hostile fixture expects, written inline in the format of the syntax and
/// semantics harnesses (Swift's `-verify`): `// expected-error {{part}}` or
/// `// expected-warning {{part}}` on the line it applies to, `@+N`/`@-N` for a neighbouring
/// line, and `@none` for a diagnostic without a source location (the loader's `io.` ones). A
/// file that expects nothing says `// expected-no-diagnostics`.
struct ExpectedDiagnostic: Hashable, CustomStringConvertible {
  /// nil for `@none`.
  var line: Int?
  var severity: Severity
  var message: String

  var description: String { "\(line.map(String.init) ?? "none"): \(severity.rawValue): \(message)" }

  func matches(_ diagnostic: Diagnostic, in file: SourceFile) -> Bool {
    guard diagnostic.severity == severity, diagnostic.message.contains(message) else { return false }
    guard let line else { return diagnostic.span == nil }
    guard let span = diagnostic.span, span.path == file.path else { return false }
    return file.location(of: span.range.start).line == line
  }

  /// The expectations of `text`, or nil when it declares none (not even "no diagnostics").
  static func parse(_ text: String) -> [ExpectedDiagnostic]? {
    var result: [ExpectedDiagnostic] = []
    var declared = text.contains("expected-no-diagnostics")
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(line)
      while let marker = rest.range(of: "expected-") {
        rest = rest[marker.upperBound...]
        let severity: Severity
        if rest.hasPrefix("error") {
          severity = .error
          rest = rest.dropFirst(5)
        } else if rest.hasPrefix("warning") {
          severity = .warning
          rest = rest.dropFirst(7)
        } else {
          continue
        }
        var target: Int? = index + 1
        if rest.hasPrefix("@none") {
          target = nil
          rest = rest.dropFirst(5)
        } else if rest.first == "@" {
          rest = rest.dropFirst()
          let sign = rest.first
          rest = rest.dropFirst()
          let digits = rest.prefix { $0.isNumber }
          rest = rest.dropFirst(digits.count)
          target = index + 1 + (sign == "-" ? -1 : 1) * (Int(digits) ?? 0)
        }
        guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}") else { break }
        declared = true
        result.append(
          ExpectedDiagnostic(
            line: target, severity: severity, message: String(rest[open.upperBound..<close.lowerBound])))
        rest = rest[close.upperBound...]
      }
    }
    return declared ? result : nil
  }

  /// Errors and warnings matched one to one with the expectations; notes are not compared.
  static func verify(_ diagnostics: [Diagnostic], _ expected: [ExpectedDiagnostic], in file: SourceFile)
    -> [String]
  {
    var unmatched = expected
    var problems: [String] = []
    for diagnostic in diagnostics where diagnostic.severity == .error || diagnostic.severity == .warning {
      if let index = unmatched.firstIndex(where: { $0.matches(diagnostic, in: file) }) {
        unmatched.remove(at: index)
      } else {
        let location = diagnostic.span.map { file.location(of: $0.range.start).description } ?? "none"
        problems.append(
          "unexpected \(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]")
      }
    }
    for expectation in unmatched { problems.append("missing \(expectation)") }
    return problems
  }
}
