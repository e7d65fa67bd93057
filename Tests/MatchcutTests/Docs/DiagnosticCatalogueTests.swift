import Foundation
import MatchcutTestSupport
import Testing

/// `docs/semantics-diagnostics.md` is the catalogue of the semantic stage's diagnostics: every
/// `semantics.*` id the code can report is listed there, and every id listed is one the code
/// reports. Ids are read from the string literals of `Sources/` (the stage reports ids as
/// literals; the facade's limit table names the limit ids).
@Suite struct DiagnosticCatalogueTests {
  static func ids(in text: String, quote: Character) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    let opening = "\(quote)semantics."
    while let start = rest.range(of: opening) {
      let after = rest[start.upperBound...]
      let code = after.prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
      if !code.isEmpty, after.dropFirst(code.count).first == quote { found.insert("semantics." + code) }
      rest = after
    }
    return found
  }

  static func sourceIDs() throws -> Set<String> {
    var found: Set<String> = []
    let base = Fixtures.repositoryRoot + "/Sources"
    let walker = FileManager.default.enumerator(atPath: base)
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
      found.formUnion(ids(in: text, quote: "\""))
    }
    return found
  }

  @Test func theCatalogueListsExactlyTheIDsTheCodeReports() throws {
    let catalogue = try String(
      contentsOfFile: Fixtures.repositoryRoot + "/docs/semantics-diagnostics.md", encoding: .utf8)
    let listed = Self.ids(in: catalogue, quote: "`")
    let reported = try Self.sourceIDs()
    #expect(reported.count > 40)
    let undocumented = reported.subtracting(listed).sorted()
    let stale = listed.subtracting(reported).sorted()
    #expect(undocumented.isEmpty, "reported but not in docs/semantics-diagnostics.md: \(undocumented)")
    #expect(stale.isEmpty, "in docs/semantics-diagnostics.md but never reported: \(stale)")
  }
}
