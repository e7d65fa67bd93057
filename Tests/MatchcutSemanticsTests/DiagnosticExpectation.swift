import MatchcutSource

/// One expected diagnostic, written inline in the style of Swift's `-verify`:
/// `// expected-error {{message part}}` or `// expected-warning {{…}}` on the line it applies
/// to, with `@+1` / `@-1` for a neighbouring line. The message part must be contained in the
/// diagnostic's message.
struct DiagnosticExpectation: Hashable, CustomStringConvertible {
  var line: Int
  var severity: Severity
  var message: String

  var description: String { "\(line): \(severity.rawValue): \(message)" }

  func matches(_ diagnostic: Diagnostic, in file: SourceFile) -> Bool {
    guard diagnostic.severity == severity, let span = diagnostic.span, span.path == file.path else {
      return false
    }
    return file.location(of: span.range.start).line == line && diagnostic.message.contains(message)
  }

  static func parse(_ text: String) -> [DiagnosticExpectation] {
    var result: [DiagnosticExpectation] = []
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
        var target = index + 1
        if rest.first == "@" {
          rest = rest.dropFirst()
          let sign = rest.first
          rest = rest.dropFirst()
          let digits = rest.prefix { $0.isNumber }
          rest = rest.dropFirst(digits.count)
          target += (sign == "-" ? -1 : 1) * (Int(digits) ?? 0)
        }
        guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}") else { break }
        result.append(
          DiagnosticExpectation(
            line: target, severity: severity, message: String(rest[open.upperBound..<close.lowerBound])))
        rest = rest[close.upperBound...]
      }
    }
    return result
  }

  /// Errors and warnings compared one to one with the expectations: every diagnostic must be
  /// expected and every expectation met. Notes are not compared.
  static func verify(_ diagnostics: [Diagnostic], _ expected: [DiagnosticExpectation], in file: SourceFile)
    -> [String]
  {
    var unmatched = expected
    var problems: [String] = []
    for diagnostic in diagnostics where diagnostic.severity == .error || diagnostic.severity == .warning {
      if let index = unmatched.firstIndex(where: { $0.matches(diagnostic, in: file) }) {
        unmatched.remove(at: index)
      } else {
        let location = diagnostic.span.map { file.location(of: $0.range.start).description } ?? "?"
        problems.append(
          "unexpected \(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]")
      }
    }
    for expectation in unmatched { problems.append("missing \(expectation)") }
    return problems
  }
}
