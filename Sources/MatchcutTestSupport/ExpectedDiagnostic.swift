import MatchcutSource

/// One diagnostic a fixture expects, written inline in the style of Swift's `-verify`, shared by
/// the syntax, semantics and hostile-input harnesses:
///
/// - `// expected-error {{part}}` or `// expected-warning {{part}}` on the line it applies to;
///   the diagnostic's message must contain `part`;
/// - `@+N` / `@-N` after the severity for a neighbouring line, and `:C` after that to pin the
///   column too (`expected-error@+1:12 {{…}}`);
/// - `@none` for a diagnostic without a source location (the loader's `io.` ones);
/// - `// expected-no-diagnostics` for a file that declares it expects nothing.
///
/// Sidecar `.expected` files (`line:col: error: message` lines) are read by `sidecar(_:)`.
public struct ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// 1-based line; nil for `@none`.
  public var line: Int?
  /// 1-based column, when the expectation pins it.
  public var column: Int?
  public var severity: Severity
  /// A part of the message.
  public var message: String

  public init(line: Int?, column: Int? = nil, severity: Severity, message: String) {
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  public var description: String {
    let place = line.map { line in column.map { "\(line):\($0)" } ?? "\(line)" } ?? "none"
    return "\(place): \(severity.rawValue): \(message)"
  }

  /// Whether `diagnostic`, reported while compiling `file`, is this expectation.
  public func matches(_ diagnostic: Diagnostic, in file: SourceFile) -> Bool {
    guard diagnostic.severity == severity, diagnostic.message.contains(message) else { return false }
    guard let line else { return diagnostic.span == nil }
    guard let span = diagnostic.span, span.path == file.path else { return false }
    let location = file.location(of: span.range.start)
    if let column, location.column != column { return false }
    return location.line == line
  }

  /// The inline expectations of `text`, or nil when it declares none (not even
  /// `expected-no-diagnostics`).
  public static func parse(_ text: String) -> [ExpectedDiagnostic]? {
    var result: [ExpectedDiagnostic] = []
    var declared = text.contains("expected-no-diagnostics")
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(line)
      while let marker = rest.range(of: "expected-") {
        rest = rest[marker.upperBound...]
        guard let severity = takeSeverity(&rest) else { continue }
        var target: Int? = index + 1
        var column: Int?
        if rest.hasPrefix("@none") {
          target = nil
          rest = rest.dropFirst(5)
        } else if rest.first == "@" {
          rest = rest.dropFirst()
          let sign = rest.first
          rest = rest.dropFirst()
          target = index + 1 + (sign == "-" ? -1 : 1) * (takeNumber(&rest) ?? 0)
          if rest.first == ":" {
            rest = rest.dropFirst()
            column = takeNumber(&rest)
          }
        }
        guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}") else { break }
        declared = true
        let message = String(rest[open.upperBound..<close.lowerBound])
        result.append(ExpectedDiagnostic(line: target, column: column, severity: severity, message: message))
        rest = rest[close.upperBound...]
      }
    }
    return declared ? result : nil
  }

  /// The errors of a sidecar file of `line:col: error: message` lines.
  public static func sidecar(_ text: String) -> [ExpectedDiagnostic] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]),
        parts[2].trimmingPrefix(" ") == "error"
      else { return nil }
      let message = parts[3].trimmingPrefix(" ")
      return ExpectedDiagnostic(line: row, column: column, severity: .error, message: String(message))
    }
  }

  /// Compares the diagnostics of the given severities one to one with the expectations of those
  /// severities: every such diagnostic must be expected and every expectation met. Returns one
  /// readable line per mismatch (empty when they agree).
  public static func verify(
    _ diagnostics: [Diagnostic], _ expected: [ExpectedDiagnostic], in file: SourceFile,
    comparing severities: Set<Severity> = [.error, .warning]
  ) -> [String] {
    var unmatched = expected.filter { severities.contains($0.severity) }
    var problems: [String] = []
    for diagnostic in diagnostics where severities.contains(diagnostic.severity) {
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

  private static func takeSeverity(_ rest: inout Substring) -> Severity? {
    for severity in [Severity.error, .warning] where rest.hasPrefix(severity.rawValue) {
      rest = rest.dropFirst(severity.rawValue.count)
      return severity
    }
    return nil
  }

  private static func takeNumber(_ rest: inout Substring) -> Int? {
    let digits = rest.prefix { $0.isNumber }
    rest = rest.dropFirst(digits.count)
    return Int(digits)
  }
}
