import MatchcutSource
import Testing

@testable import MatchcutSyntax

/// Properties that hold for every well-formed sample and fixture in the repository:
/// idempotence, unchanged tokens (meaning), and surviving comments.
@Suite struct FormatInvariantTests {
  static let paths = FormatFixtures.wellFormedFiles

  @Test func thereAreFilesToCheck() {
    #expect(FormatInvariantTests.paths.count >= 5)
  }

  @Test(arguments: paths)
  func formattingIsIdempotent(_ path: String) throws {
    let once = try format(parseFile(SyntaxFixtures.load(path)))
    let twice = try format(parseFile(SourceFile(path: path, text: once)))
    #expect(once == twice, "\(path) changes when formatted twice:\n\(twice)")
  }

  /// The formatted file lexes to the same tokens, `;` and trailing commas aside.
  @Test(arguments: paths)
  func formattingPreservesTokens(_ path: String) throws {
    let original = SyntaxFixtures.load(path)
    let formatted = SourceFile(path: path, text: try format(parseFile(original)))
    let a = significantTokens(Lexer(file: original).tokens)
    let b = significantTokens(Lexer(file: formatted).tokens)
    #expect(a.count == b.count)
    for (x, y) in zip(a, b) {
      #expect(x.kind == y.kind)
      #expect(original.text(of: x.range) == formatted.text(of: y.range))
    }
    #expect(!parseFile(formatted).hasErrors)
  }

  /// Every comment survives, in order, with the same text (trailing spaces aside).
  @Test(arguments: paths)
  func formattingKeepsEveryComment(_ path: String) throws {
    let original = SyntaxFixtures.load(path)
    let formatted = SourceFile(path: path, text: try format(parseFile(original)))
    func texts(_ file: SourceFile) -> [String] {
      Lexer(file: file).comments.map {
        var text = file.text(of: $0)
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
      }
    }
    #expect(texts(original) == texts(formatted))
  }

  /// String literals, multi-line ones included, are reproduced byte for byte.
  @Test(arguments: paths)
  func formattingKeepsStringLiteralsVerbatim(_ path: String) throws {
    let original = SyntaxFixtures.load(path)
    let formatted = SourceFile(path: path, text: try format(parseFile(original)))
    #expect(stringLiterals(original) == stringLiterals(formatted))
  }

  private func stringLiterals(_ file: SourceFile) -> [String] {
    let tokens = Lexer(file: file).tokens
    var literals: [String] = []
    var i = 0
    while i < tokens.count {
      guard tokens[i].kind == .stringStart else {
        i += 1
        continue
      }
      var depth = 0
      var j = i
      while j < tokens.count {
        if tokens[j].kind == .stringStart { depth += 1 }
        if tokens[j].kind == .stringEnd {
          depth -= 1
          if depth == 0 { break }
        }
        j += 1
      }
      let end = tokens[min(j, tokens.count - 1)].range.end
      literals.append(file.text(of: SourceRange(start: tokens[i].range.start, end: end)))
      i = j + 1
    }
    return literals
  }
}

/// Narrow line widths force most groups to break, which exercises every layout decision that
/// depends on the previous pass's line breaks (closures written on one line, attributes,
/// comments); formatting must still be idempotent and keep the tokens.
@Suite struct FormatNarrowWidthTests {
  @Test(arguments: FormatInvariantTests.paths)
  func idempotentAtNarrowWidths(_ path: String) throws {
    let original = SyntaxFixtures.load(path)
    for width in [30, 50, 70] {
      let options = FormatOptions(lineWidth: width)
      let once = try format(parseFile(original), options: options)
      let twice = try format(parseFile(SourceFile(path: path, text: once)), options: options)
      #expect(once == twice, "\(path) at width \(width):\n\(twice)")
    }
  }
}
