import MatchcutSource
import MatchcutSyntax
import Testing

/// The canonical layout does not depend on how the input was spaced or indented: re-spacing
/// every run of blanks between tokens (keeping line breaks, and keeping blanks where there
/// were some, since Swift reads operators by the whitespace around them) formats to the same
/// text. Derived from the rules in `docs/fmt.md`: only line breaks are the author's choice.
@Suite struct FormatLayoutIndependenceTests {
  @Test(arguments: FormatInvariantTests.paths)
  func respacedInputFormatsTheSame(_ path: String) throws {
    let original = SyntaxFixtures.load(path)
    let expected = try format(parseFile(original))
    for variant in 0..<3 {
      let respaced = SourceFile(path: path, bytes: respace(original, variant: variant))
      let result = parseFile(respaced)
      #expect(!result.hasErrors, "\(path) variant \(variant) no longer parses")
      let output = try format(result)
      #expect(output == expected, "\(path) variant \(variant):\n\(output)")
    }
  }

  /// Rewrites the blanks between tokens and comments: variant 0 drops indentation to nothing,
  /// 1 doubles every run, 2 uses tabs for indentation and one space elsewhere. String literals
  /// (and their interpolations) are left alone.
  private func respace(_ file: SourceFile, variant: Int) -> [UInt8] {
    let lexer = Lexer(file: file)
    var protected: [SourceRange] = lexer.comments
    var depth = 0
    var stringStart = 0
    for token in lexer.tokens {
      if token.kind == .stringStart {
        if depth == 0 { stringStart = token.range.start }
        depth += 1
      } else if token.kind == .stringEnd {
        depth -= 1
        if depth == 0 { protected.append(SourceRange(start: stringStart, end: token.range.end)) }
      } else if depth == 0 {
        protected.append(token.range)
      }
    }
    protected.sort()
    var out: [UInt8] = []
    var position = 0
    for range in protected where range.start >= position {
      out += respaceGap(Array(file.bytes[position..<range.start]), variant: variant)
      out += file.bytes[range.start..<range.end]
      position = range.end
    }
    out += respaceGap(Array(file.bytes[position...]), variant: variant)
    return out
  }

  private func respaceGap(_ gap: [UInt8], variant: Int) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    var atLineStart = false
    while i < gap.count {
      let byte = gap[i]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        var j = i
        while j < gap.count, gap[j] == UInt8(ascii: " ") || gap[j] == UInt8(ascii: "\t") { j += 1 }
        let run = j - i
        let lineStart = atLineStart
        switch variant {
        case 0: if !lineStart { out.append(UInt8(ascii: " ")) }
        case 1: out += [UInt8](repeating: UInt8(ascii: " "), count: run * 2)
        default:
          if lineStart {
            out += [UInt8](repeating: UInt8(ascii: "\t"), count: run)
          } else {
            out.append(UInt8(ascii: " "))
          }
        }
        i = j
        continue
      }
      atLineStart = byte == UInt8(ascii: "\n")
      out.append(byte)
      i += 1
    }
    return out
  }
}
