import Foundation
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport
import Testing

/// Checks `Grammar/matchcut.tmLanguage.json` against the lexer: at the start of every token, the
/// editor's scope must agree with the token's kind (strings ↔ `string.*`, comments ↔
/// `comment.*`, numbers ↔ `constant.numeric`, keywords ↔ `keyword.*`/`storage.*`, directives ↔
/// `keyword.other.directive`, attributes ↔ `storage.type.attribute`).
///
/// `MiniTextMate` below is a minimal TextMate engine: `match` and `begin`/`end` rules,
/// `include` of `#repository` entries and `$self`, `captures`, earliest match wins with ties
/// going to the end pattern and then to pattern order, scopes kept per UTF-16 unit of each line.

/// Every construct the grammar has a scope for, lexed cleanly.
private let coverageSample = #"""
  /* block /* nested */ comment */
  /// Doc comment.
  import SwiftUI

  #Canvas(.iPhone15Pro)
  #Asset(color: "Purple", hex: "#6E4BD8")

  struct Card: View {
    @State private var isOpen = false
    @Namespace private var ns
    let title: String
    static let spacing: CGFloat = 8.5
    var count = 0x1F + 0b101 + 0o17 + 1_000 + 2.5e3 - -3

    var body: some View {
      VStack(spacing: Self.spacing) {
        Text("Hello \(title) and \(count + min(1, 2))! \u{1F600} \"quoted\"\n")
          .font(.headline)
          .opacity(isOpen ? 1 : 0.5)
        if let first = items.first, !isOpen {
          Text(first) // trailing comment
        } else {
          Text("""
            Multi-line \(title)
            text
            """)
        }
        ForEach(items, id: \.self) { item in Text(item) }
      }
      .onTapGesture {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { isOpen.toggle() }
      }
      .animation(.default, value: isOpen)
    }

    func f(_ x: Int) -> some View { Text("\(x)").offset(x: $0 as? CGFloat ?? 0) }
  }

  #Preview("Card") { Card(title: "x") }

  """#

@Test func grammarIsValidJSONWithTheRequiredScopes() throws {
  let grammar = try MiniTextMate.load()
  let text = try String(contentsOfFile: MiniTextMate.grammarPath, encoding: .utf8)
  #expect(grammar.scopeName == "source.matchcut")
  for scope in [
    "comment.line.double-slash", "comment.block", "string.quoted.double", "string.quoted.triple",
    "constant.character.escape", "meta.interpolation", "punctuation.section.interpolation",
    "constant.numeric", "constant.language", "keyword.control", "storage.type", "storage.modifier",
    "keyword.other.directive", "storage.type.attribute", "entity.name.type",
    "support.function.modifier", "keyword.operator",
  ] {
    #expect(text.contains("\"\(scope)"), "no scope \(scope)")
  }
}

@Test func scopesOfOneLineAreExact() throws {
  // Expected scopes written by hand from the grammar's rules.
  let grammar = try MiniTextMate.load()
  let line = #"#Preview("A \(x)") { Card().padding(8) } // hi"#
  let scopes = grammar.tokenize(line)[0]
  func scope(at column: Int) -> String { scopes[column].last ?? "" }
  #expect(scope(at: 0) == "keyword.other.directive.matchcut")
  #expect(scope(at: 9) == "punctuation.definition.string.begin.matchcut")
  #expect(scope(at: 10) == "string.quoted.double.matchcut")
  #expect(scope(at: 12) == "punctuation.section.interpolation.begin.matchcut")
  #expect(scopes[14].contains("meta.interpolation.matchcut"))
  #expect(scope(at: 14) == "variable.other.matchcut")
  #expect(scope(at: 15) == "punctuation.section.interpolation.end.matchcut")
  #expect(scope(at: 16) == "punctuation.definition.string.end.matchcut")
  #expect(scope(at: 21) == "entity.name.type.matchcut")
  #expect(scope(at: 28) == "support.function.modifier.matchcut")
  #expect(scope(at: 36) == "constant.numeric.decimal.matchcut")
  #expect(scope(at: 41) == "comment.line.double-slash.matchcut")
  #expect(scopes[0].first == "source.matchcut")
}

@Test func blockCommentsNestAcrossLines() throws {
  let grammar = try MiniTextMate.load()
  let lines = grammar.tokenize("/* a /* b */ still\ncomment */ let x = 1")
  #expect(lines[0][13].last == "comment.block.matchcut")
  #expect(lines[1][0].last == "comment.block.matchcut")
  #expect(lines[1][11].last == "storage.type.matchcut")
}

@Test func grammarAgreesWithTheLexerOnTheCoverageSample() throws {
  let grammar = try MiniTextMate.load()
  let file = SourceFile(path: "coverage.mcut", text: coverageSample)
  let lexer = Lexer(file: file)
  #expect(lexer.diagnostics.isEmpty)
  let mismatches = MiniTextMate.compare(grammar, file: file)
  #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: "\n"))")
}

@Test func grammarAgreesWithTheLexerOnSamplesAndFixtures() throws {
  let grammar = try MiniTextMate.load()
  var paths: [String] = []
  for directory in [Fixtures.repositoryRoot + "/Samples", Fixtures.root] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
    while let entry = enumerator.nextObject() as? String {
      if entry.hasSuffix(".mcut") { paths.append(directory + "/" + entry) }
    }
  }
  var checked = 0
  for path in paths.sorted() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let file = SourceFile(path: path, bytes: Array(data))
    // Files that exercise syntax errors are the front end's business, not the grammar's.
    guard parseFile(file).diagnostics.isEmpty else { continue }
    let mismatches = MiniTextMate.compare(grammar, file: file)
    #expect(mismatches.isEmpty, "\(path):\n\(mismatches.prefix(20).joined(separator: "\n"))")
    checked += 1
  }
  // The samples directory ships with the repository (LANGUAGE §1 examples).
  #expect(checked > 0 || paths.isEmpty)
}

/// A minimal TextMate tokenizer, enough for this grammar.
struct MiniTextMate {
  static var grammarPath: String { Fixtures.repositoryRoot + "/Grammar/matchcut.tmLanguage.json" }

  final class Rule {
    var name: String?
    var contentName: String?
    var match: NSRegularExpression?
    var begin: NSRegularExpression?
    var end: NSRegularExpression?
    var captures: [Int: String] = [:]
    var beginCaptures: [Int: String] = [:]
    var endCaptures: [Int: String] = [:]
    var include: String?
    var patterns: [Rule] = []
  }

  enum GrammarError: Error { case malformed(String) }

  /// Look-behind and `\b` see the whole line; `^` matches only at its start (as in TextMate).
  static let bounds: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]

  var scopeName: String
  var root: [Rule]
  var repository: [String: Rule]

  static func load() throws -> MiniTextMate {
    let data = try Data(contentsOf: URL(fileURLWithPath: grammarPath))
    guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let scopeName = json["scopeName"] as? String
    else { throw GrammarError.malformed("top level") }
    var repository: [String: Rule] = [:]
    for (key, value) in json["repository"] as? [String: Any] ?? [:] {
      repository[key] = try rule(value)
    }
    let root = try (json["patterns"] as? [Any] ?? []).map(rule)
    return MiniTextMate(scopeName: scopeName, root: root, repository: repository)
  }

  private static func rule(_ value: Any) throws -> Rule {
    guard let object = value as? [String: Any] else { throw GrammarError.malformed("\(value)") }
    let rule = Rule()
    rule.name = object["name"] as? String
    rule.contentName = object["contentName"] as? String
    rule.include = object["include"] as? String
    func regex(_ key: String) throws -> NSRegularExpression? {
      guard let source = object[key] as? String else { return nil }
      return try NSRegularExpression(pattern: source, options: [.anchorsMatchLines])
    }
    func captures(_ key: String) -> [Int: String] {
      var result: [Int: String] = [:]
      for (index, entry) in object[key] as? [String: Any] ?? [:] {
        if let number = Int(index), let name = (entry as? [String: Any])?["name"] as? String {
          result[number] = name
        }
      }
      return result
    }
    rule.match = try regex("match")
    rule.begin = try regex("begin")
    rule.end = try regex("end")
    rule.captures = captures("captures")
    rule.beginCaptures = captures("beginCaptures")
    rule.endCaptures = captures("endCaptures")
    rule.patterns = try (object["patterns"] as? [Any] ?? []).map { try MiniTextMate.rule($0) }
    if rule.begin != nil, rule.end == nil { throw GrammarError.malformed("begin without end") }
    return rule
  }

  /// Match and begin rules reachable from `patterns` through includes and plain groups.
  private func flatten(_ patterns: [Rule], depth: Int = 0) -> [Rule] {
    guard depth < 16 else { return [] }
    var result: [Rule] = []
    for rule in patterns {
      if let include = rule.include {
        if include == "$self" {
          result += flatten(root, depth: depth + 1)
        } else if include.hasPrefix("#"), let target = repository[String(include.dropFirst())] {
          result += flatten([target], depth: depth + 1)
        }
      } else if rule.match != nil || rule.begin != nil {
        result.append(rule)
      } else {
        result += flatten(rule.patterns, depth: depth + 1)
      }
    }
    return result
  }

  /// Scopes of every UTF-16 unit of every line (innermost last).
  func tokenize(_ text: String) -> [[[String]]] {
    var stack: [(rule: Rule, scopes: [String])] = []
    var result: [[[String]]] = []
    for substring in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(substring)
      let length = line.utf16.count
      // One entry per UTF-16 unit plus one for the line break.
      var scopes = [[String]](repeating: [], count: length + 1)
      var position = 0
      var guardCount = 0
      func fill(_ range: NSRange, _ value: [String]) {
        for index in range.location..<(range.location + range.length) where index < length {
          scopes[index] = value
        }
      }
      func fillCaptures(_ match: NSTextCheckingResult, _ captures: [Int: String], _ base: [String]) {
        for (group, name) in captures.sorted(by: { $0.key < $1.key }) where group < match.numberOfRanges {
          let range = match.range(at: group)
          if range.location != NSNotFound { fill(range, base + [name]) }
        }
      }
      while position <= length, guardCount < 10_000 {
        guardCount += 1
        let current = stack.last
        let base = current.map { $0.scopes + ($0.rule.contentName.map { [$0] } ?? []) } ?? [scopeName]
        let search = NSRange(location: position, length: length - position)
        var best: (match: NSTextCheckingResult, rule: Rule?, isEnd: Bool)?
        if let current, let end = current.rule.end,
          let match = end.firstMatch(in: line, options: MiniTextMate.bounds, range: search)
        {
          best = (match, nil, true)
        }
        for rule in flatten(current?.rule.patterns ?? root) {
          guard let regex = rule.match ?? rule.begin,
            let match = regex.firstMatch(in: line, options: MiniTextMate.bounds, range: search)
          else { continue }
          if best == nil || match.range.location < (best?.match.range.location ?? Int.max) {
            best = (match, rule, false)
          }
        }
        guard let found = best else {
          fill(NSRange(location: position, length: length - position), base)
          break
        }
        let range = found.match.range
        fill(NSRange(location: position, length: range.location - position), base)
        if found.isEnd, let current {
          fill(range, current.scopes)
          fillCaptures(found.match, current.rule.endCaptures, current.scopes)
          stack.removeLast()
          position = range.location + range.length
          continue
        }
        guard let rule = found.rule else { break }
        let named = base + (rule.name.map { [$0] } ?? [])
        if rule.begin != nil {
          fill(range, named)
          fillCaptures(found.match, rule.beginCaptures, named)
          stack.append((rule, named))
          position = range.location + range.length
          if range.length == 0 { position += 1 }
        } else {
          fill(range, named)
          fillCaptures(found.match, rule.captures, named)
          position = range.location + max(1, range.length)
        }
      }
      scopes[length] =
        stack.last.map { $0.scopes + ($0.rule.contentName.map { [$0] } ?? []) } ?? [scopeName]
      result.append(scopes)
    }
    return result
  }

  /// Token-start disagreements between the grammar and the lexer, as readable lines.
  static func compare(_ grammar: MiniTextMate, file: SourceFile) -> [String] {
    let lexer = Lexer(file: file)
    // An editor decodes the file and hides a byte order mark before its grammar sees line 1.
    let text = String(decoding: file.bytes.dropFirst(file.byteOrderMarkLength), as: UTF8.self)
    let lines = grammar.tokenize(text.replacingOccurrences(of: "\r\n", with: "\n"))
    var mismatches: [String] = []
    func scopes(at offset: Int) -> (MatchcutSource.SourceLocation, [String]) {
      let location = file.location(of: offset)
      let prefix = String(decoding: file.lineBytes(location.line).prefix(location.column - 1), as: UTF8.self)
      let column = prefix.utf16.count
      guard location.line - 1 < lines.count, column < lines[location.line - 1].count else {
        return (location, [])
      }
      return (location, lines[location.line - 1][column])
    }
    func expect(_ offset: Int, _ what: String, _ accepts: ([String]) -> Bool) {
      let (location, found) = scopes(at: offset)
      if !accepts(found) {
        mismatches.append("\(location): \(what) has scopes \(found.joined(separator: " "))")
      }
    }
    /// Whether the innermost part of the scope stack (inside the last interpolation, if any)
    /// has a scope with one of the prefixes.
    func has(_ prefixes: String...) -> ([String]) -> Bool {
      { scopes in
        let inner =
          scopes.lastIndex { $0.hasPrefix("meta.interpolation") }.map {
            Array(scopes[(scopes.index(after: $0))...])
          } ?? scopes
        return inner.contains { scope in prefixes.contains { scope.hasPrefix($0) } }
      }
    }
    let tokens = lexer.tokens
    for (index, token) in tokens.enumerated() where !token.isMissing && token.range.length > 0 {
      let previous = index > 0 ? tokens[index - 1].kind : nil
      let start = token.range.start
      let spelling = file.text(of: token.range)
      switch token.kind {
      case .stringStart, .stringSegment, .stringEnd:
        expect(start, "string '\(spelling)'", has("string."))
      case .interpolationStart:
        expect(start, "interpolation", has("punctuation.section.interpolation"))
      case .integerLiteral, .floatLiteral:
        expect(start, "number '\(spelling)'", has("constant.numeric"))
      case .poundIdentifier:
        expect(start, "directive '\(spelling)'", has("keyword.other.directive"))
      case .kwTrue, .kwFalse, .kwNil:
        expect(start, "literal '\(spelling)'", has("constant.language"))
      case .kwSelf, .kwSelfType, .kwSuper:
        if previous != .period {
          expect(start, "'\(spelling)'", has("variable.language", "keyword.", "storage."))
        }
      case .identifier where previous == .atSign:
        expect(start - 1, "attribute '@\(spelling)'", has("storage.type.attribute"))
      case .identifier, .dollarIdentifier:
        let wrong = has("string.", "comment.", "constant.numeric", "keyword.other.directive")
        expect(start, "identifier '\(spelling)'") { !wrong($0) }
      case .plus, .minus, .star, .slash, .percent, .equal, .plusEqual, .minusEqual, .equalEqual,
        .bangEqual, .less, .lessEqual, .greater, .greaterEqual, .ampAmp, .pipePipe,
        .questionQuestion, .arrow, .ellipsis, .halfOpenRange:
        expect(start, "operator '\(spelling)'", has("keyword.operator"))
      default:
        if token.kind.isKeyword, previous != .period {
          expect(start, "keyword '\(spelling)'", has("keyword.", "storage."))
        }
      }
    }
    for comment in lexer.comments {
      expect(comment.start, "comment", has("comment."))
    }
    return mismatches
  }
}
