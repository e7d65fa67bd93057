import Foundation
import MatchcutSource
import MatchcutSyntax
import Testing

/// `Grammar/matchcut.ebnf` is the authoritative grammar: every production carries examples
/// (`(* example[kind]: text *)`) that the parser must accept, every production is used, and
/// every name a production refers to is defined.
@Suite struct GrammarTests {
  struct Production {
    var name: String
    var references: [String]
    var examples: [Example]
  }

  struct Example: CustomTestStringConvertible, Sendable {
    var production: String
    var kind: String
    var text: String
    var testDescription: String { "\(production) [\(kind)]: \(text)" }
  }

  static let grammarPath = MatchcutTestSupportRoot.repositoryRoot + "/Grammar/matchcut.ebnf"
  static let startSymbol = "source_file"

  /// A small reader for the ISO-style EBNF subset the grammar uses.
  static func readGrammar() -> [Production] {
    let data = FileManager.default.contents(atPath: grammarPath) ?? Data()
    let chars = Array(String(decoding: data, as: UTF8.self))
    var productions: [Production] = []
    var examples: [(String, String)] = []
    var name: String?
    var references: [String] = []
    var inBody = false
    var i = 0
    func isIdentifierChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    while i < chars.count {
      let c = chars[i]
      if c == "(", i + 1 < chars.count, chars[i + 1] == "*" {
        var j = i + 2
        while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == ")") { j += 1 }
        let comment = String(chars[(i + 2)..<min(j, chars.count)]).trimmingCharacters(
          in: .whitespacesAndNewlines)
        if comment.hasPrefix("example["), let close = comment.firstIndex(of: "]"),
          let colon = comment[close...].firstIndex(of: ":")
        {
          let kind = String(comment[comment.index(comment.startIndex, offsetBy: 8)..<close])
          let text = comment[comment.index(after: colon)...].trimmingCharacters(in: .whitespaces)
          examples.append((kind, text))
        }
        i = j + 2
        continue
      }
      if c == "'" || c == "\"" {
        var j = i + 1
        while j < chars.count, chars[j] != c { j += 1 }
        i = j + 1
        continue
      }
      if c == "?" {
        var j = i + 1
        while j < chars.count, chars[j] != "?" { j += 1 }
        i = j + 1
        continue
      }
      if c.isLetter || c == "_" {
        var j = i
        while j < chars.count, isIdentifierChar(chars[j]) { j += 1 }
        let word = String(chars[i..<j])
        if inBody { references.append(word) } else { name = word }
        i = j
        continue
      }
      if c == "=", !inBody, name != nil {
        inBody = true
      } else if c == ";", inBody, let current = name {
        productions.append(
          Production(
            name: current, references: references,
            examples: examples.map { Example(production: current, kind: $0.0, text: $0.1) }))
        examples = []
        references = []
        name = nil
        inBody = false
      }
      i += 1
    }
    return productions
  }

  static let productions = readGrammar()
  static let examples = productions.flatMap(\.examples)

  @Test func grammarHasProductions() {
    #expect(GrammarTests.productions.count >= 80)
    #expect(GrammarTests.productions.first?.name == GrammarTests.startSymbol)
  }

  @Test func everyProductionHasAnExample() {
    for production in GrammarTests.productions {
      #expect(!production.examples.isEmpty, "\(production.name) has no example")
    }
  }

  @Test func productionNamesAreUnique() {
    let names = GrammarTests.productions.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test func everyProductionIsReferencedOrIsTheStartSymbol() {
    var referenced: Set<String> = []
    for production in GrammarTests.productions {
      for reference in production.references where reference != production.name {
        referenced.insert(reference)
      }
    }
    for production in GrammarTests.productions where production.name != GrammarTests.startSymbol {
      #expect(referenced.contains(production.name), "\(production.name) is never used")
    }
  }

  @Test func everyReferenceIsDefined() {
    let defined = Set(GrammarTests.productions.map(\.name))
    for production in GrammarTests.productions {
      for reference in production.references {
        #expect(defined.contains(reference), "\(production.name) uses undefined \(reference)")
      }
    }
  }

  /// Wraps an example so that it stands where its kind of syntax may appear.
  static func wrap(_ example: Example) -> String? {
    let text = example.text.replacingOccurrences(of: "⏎", with: "\n")
    switch example.kind {
    case "file": return text + "\n"
    case "decl": return "struct ExampleWrapper {\n\(text)\n}\n"
    case "stmt": return "func exampleWrapper() {\n\(text)\n}\n"
    case "expr": return "func exampleWrapper() {\n_ = \(text)\n}\n"
    case "pattern":
      return "func exampleWrapper() {\nswitch subject {\ncase \(text): break\ndefault: break\n}\n}\n"
    case "type": return "let exampleWrapper: \(text)\n"
    default: return nil
    }
  }

  @Test(arguments: examples)
  func exampleParsesWithoutErrors(_ example: Example) {
    guard let source = GrammarTests.wrap(example) else {
      Issue.record("unknown example kind '\(example.kind)'")
      return
    }
    let file = SourceFile(path: "example.mcut", text: source)
    let result = parseFile(file)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message)) in:\n\(source)")
  }
}
