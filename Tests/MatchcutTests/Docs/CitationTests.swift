import Foundation
import MatchcutTestSupport
import Testing

/// Every citation in the code names a section that exists in `docs/reference/` (ARCHITECTURE
/// "Citations"), and no source file points at a document outside the repository. A citation is
/// `swiftui-semantics §N`, `LANGUAGE §N`, `TOOLING §N` or `validators.md §N`, optionally with a
/// subsection `§N.M`; `§N` must be a `## N.` heading of the cited file and `§N.M` a `### N.M`
/// heading under it.
@Suite struct CitationTests {
  static let documents = [
    "swiftui-semantics": "swiftui-semantics.md", "LANGUAGE": "language.md", "TOOLING": "tooling.md",
    "validators.md": "validators.md",
  ]

  /// Every `.swift` file below `Sources` and `Tests` (fixtures too: they cite their rules).
  static func citingFiles() throws -> [String] {
    var files: [String] = []
    for top in ["Sources", "Tests"] {
      let base = Fixtures.repositoryRoot + "/" + top
      let walker = FileManager.default.enumerator(atPath: base)
      while let relative = walker?.nextObject() as? String {
        if relative.hasSuffix(".swift") || relative.hasSuffix(".mcut") { files.append(base + "/" + relative) }
      }
    }
    return files.sorted()
  }

  /// The section numbers (`"3"`, `"3.2"`) a reference file defines by its headings.
  static func sections(of document: String) throws -> Set<String> {
    let text = try String(
      contentsOfFile: Fixtures.repositoryRoot + "/docs/reference/" + document, encoding: .utf8)
    var found: Set<String> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let heading: Substring
      if line.hasPrefix("## ") {
        heading = line.dropFirst(3)
      } else if line.hasPrefix("### ") {
        heading = line.dropFirst(4)
      } else {
        continue
      }
      let number = heading.prefix { $0.isNumber || $0 == "." }
      let trimmed = number.hasSuffix(".") ? number.dropLast() : number
      if !trimmed.isEmpty { found.insert(String(trimmed)) }
    }
    return found
  }

  @Test func everyCitedSectionExists() throws {
    var sectionsByDocument: [String: Set<String>] = [:]
    for (_, file) in Self.documents { sectionsByDocument[file] = try Self.sections(of: file) }
    let pattern = try NSRegularExpression(
      pattern: #"(swiftui-semantics|LANGUAGE|TOOLING|validators\.md) ?§ ?([0-9]+(?:\.[0-9]+)?)"#)
    var missing: [String] = []
    var count = 0
    for path in try Self.citingFiles() {
      // Hostile fixtures hold invalid UTF-8 on purpose: decode leniently.
      let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let nameRange = Range(match.range(at: 1), in: text),
          let numberRange = Range(match.range(at: 2), in: text),
          let document = Self.documents[String(text[nameRange])]
        else { continue }
        count += 1
        let number = String(text[numberRange])
        if sectionsByDocument[document]?.contains(number) != true {
          let relative = path.replacingOccurrences(of: Fixtures.repositoryRoot + "/", with: "")
          missing.append("\(relative): \(text[nameRange]) §\(number)")
        }
      }
    }
    // The code cites hundreds of facts; a pattern that matched nothing would prove nothing.
    #expect(count > 100)
    #expect(
      missing.isEmpty,
      "citations of sections that docs/reference does not have:\n\(missing.joined(separator: "\n"))")
  }

  @Test func noSourceCitesADocumentOutsideTheRepository() throws {
    var outside: [String] = []
    for path in try Self.citingFiles() where path.contains("/Sources/") {
      let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
      for needle in ["shared/reference", "shared/spec", "../shared", "LANGUAGE.md", "TOOLING.md"]
      where text.contains(needle) {
        outside.append("\(path.replacingOccurrences(of: Fixtures.repositoryRoot + "/", with: "")): \(needle)")
      }
    }
    #expect(outside.isEmpty, "\(outside.joined(separator: "\n"))")
  }
}
