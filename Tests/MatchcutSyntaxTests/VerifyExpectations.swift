import Foundation
import MatchcutSource
import MatchcutSyntax

/// One expected diagnostic, read from a fixture in the style of Swift's `-verify`:
/// `// expected-error {{substring}}` on the line it applies to, `// expected-error@+1 {{…}}`
/// or `@-1` for a relative line, and `@+1:12` to pin the column too. Sidecar `.expected`
/// files hold `line:col: error: message` lines instead.
struct Expectation: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int?
  var message: String

  var description: String { "\(line):\(column.map(String.init) ?? "*"): error: \(message)" }

  func matches(_ diagnostic: Diagnostic, in file: SourceFile) -> Bool {
    guard diagnostic.severity == .error, let span = diagnostic.span else { return false }
    let location = file.location(of: span.range.start)
    if location.line != line { return false }
    if let column, location.column != column { return false }
    return diagnostic.message.contains(message)
  }

  /// Reads inline `expected-error` markers from the file's text.
  static func inline(in text: String) -> [Expectation] {
    var result: [Expectation] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = Substring(line)
      while let marker = rest.range(of: "expected-error") {
        rest = rest[marker.upperBound...]
        var target = index + 1
        var column: Int?
        if rest.first == "@" {
          rest = rest.dropFirst()
          let sign = rest.first
          rest = rest.dropFirst()
          let digits = rest.prefix { $0.isNumber }
          rest = rest.dropFirst(digits.count)
          let offset = Int(digits) ?? 0
          target += sign == "-" ? -offset : offset
          if rest.first == ":" {
            rest = rest.dropFirst()
            let columnDigits = rest.prefix { $0.isNumber }
            rest = rest.dropFirst(columnDigits.count)
            column = Int(columnDigits)
          }
        }
        guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}") else { break }
        result.append(
          Expectation(line: target, column: column, message: String(rest[open.upperBound..<close.lowerBound]))
        )
        rest = rest[close.upperBound...]
      }
    }
    return result
  }

  /// Reads a sidecar file of `line:col: error: message` lines.
  static func sidecar(_ text: String) -> [Expectation] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let l = Int(parts[0]), let c = Int(parts[1]) else { return nil }
      var message = parts[3]
      if message.hasPrefix(" ") { message = message.dropFirst() }
      return Expectation(line: l, column: c, message: String(message))
    }
  }
}

/// Compares diagnostics with expectations one to one; returns human-readable mismatches.
func verify(_ diagnostics: [Diagnostic], _ expectations: [Expectation], in file: SourceFile) -> [String] {
  var unmatched = expectations
  var problems: [String] = []
  for diagnostic in diagnostics where diagnostic.severity == .error {
    if let index = unmatched.firstIndex(where: { $0.matches(diagnostic, in: file) }) {
      unmatched.remove(at: index)
    } else {
      let location = diagnostic.span.map { file.location(of: $0.range.start) }
      problems.append("unexpected: \(location?.description ?? "?"): \(diagnostic.message) [\(diagnostic.id)]")
    }
  }
  for expectation in unmatched { problems.append("missing: \(expectation)") }
  return problems
}

/// Fixture discovery for this target.
enum SyntaxFixtures {
  static let root = MatchcutTestSupportRoot.path + "/syntax"

  static func files(in directory: String, extension ext: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix("." + ext) }.sorted()
  }

  static func load(_ path: String) -> SourceFile {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return SourceFile(path: path, bytes: Array(data))
  }

  /// Every `.mcut` below `directory`, recursively, sorted.
  static func allSources(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var result: [String] = []
    while let next = enumerator.nextObject() as? String {
      if next.hasSuffix(".mcut") { result.append(directory + "/" + next) }
    }
    return result.sorted()
  }
}
