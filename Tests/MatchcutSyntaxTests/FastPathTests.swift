import MatchcutSource
import MatchcutSyntax
import Testing

/// The parser's fast paths give the same answers as the plain rules they replace: the lexer's
/// eight-bytes-at-a-time identifier scan, its token buffer, the name table and the 32-bit
/// ranges of syntax nodes. Expected values come from the rules themselves (Swift's lexical
/// structure: an identifier continues over `A`–`Z`, `a`–`z`, `0`–`9`, `_` and UTF-8 letters).
@Suite struct FastPathTests {
  /// Whether a byte continues an identifier, written out byte by byte as the rule says.
  func continuesIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x5F
  }

  /// Every ASCII byte at every position of the first 17 bytes of an identifier, far from the
  /// end of the file (the word-at-a-time scan) and right at it (the byte loop).
  @Test func identifierEndsAtTheFirstByteThatCannotContinueIt() {
    for byte in UInt8(0)...UInt8(0x7F) {
      for offset in 1...17 {
        for padding in [0, 24] {
          var bytes = [UInt8(ascii: "a")] + Array(repeating: UInt8(ascii: "b"), count: offset - 1)
          bytes.append(byte)
          bytes += Array(repeating: UInt8(ascii: " "), count: padding)
          let tokens = Lexer(file: SourceFile(path: "t.mcut", bytes: bytes)).tokens
          let expectedEnd = continuesIdentifier(byte) ? offset + 1 : offset
          #expect(tokens.first?.range == SourceRange(start: 0, end: expectedEnd), "byte \(byte) at \(offset)")
        }
      }
    }
  }

  /// A two-byte UTF-8 letter inside a long identifier hands over to the byte loop and back.
  @Test func identifierContinuesOverUTF8Letters() {
    let file = SourceFile(path: "t.mcut", text: "abcdefghijé_klmnopqrstuvwxyz0123456789 next")
    let tokens = tokenize(file)
    #expect(tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
    #expect(file.text(of: tokens[0].range) == "abcdefghijé_klmnopqrstuvwxyz0123456789")
  }

  /// Whitespace is trivia (LANGUAGE §2): the token after a run of spaces starts at the run's
  /// first byte that is not a space. Runs of 0 to 20 spaces after trivia, ended
  /// by an identifier, a tab, a newline, a comment, UTF-8 (a no-break space, a letter) or the
  /// end of the file, far from the end (the word-at-a-time skip) and right at it (the byte
  /// loop); the expected start is counted byte by byte.
  @Test func spaceRunsEndAtTheirFirstOtherByte() {
    let endings: [[UInt8]] = [
      Array("x".utf8), [0x09, 0x78], [0x0A, 0x78], Array("// c\ny".utf8), [0xC2, 0xA0, 0x78],
      Array("é".utf8), [0x21], [],
    ]
    for lead in [Array("\n".utf8), Array("a ".utf8), Array("(\n".utf8)] {
      for count in 0...20 {
        for ending in endings {
          for padding in [0, 24] {
            var bytes = lead + Array(repeating: UInt8(ascii: " "), count: count) + ending
            if !ending.isEmpty { bytes += Array(repeating: UInt8(ascii: " "), count: padding) }
            let file = SourceFile(path: "t.mcut", bytes: bytes)
            let lexer = Lexer(file: file)
            var spaces = lead.count
            while spaces < bytes.count, bytes[spaces] == UInt8(ascii: " ") { spaces += 1 }
            let next = lexer.tokens.first { $0.range.start >= lead.count && $0.kind != .endOfFile }
            let endsInTrivia = ending.isEmpty || [0x09, 0x0A, 0x2F, 0xC2].contains(ending[0])
            if !endsInTrivia {
              #expect(next?.range.start == spaces, "\(count) spaces before \(ending)")
              #expect(next?.hasTriviaBefore == true)
            }
            // Every token's start is a byte that is not a space, and the same tokens come out
            // when the spaces are written as tabs (trivia either way).
            for token in lexer.tokens where token.range.length > 0 {
              #expect(bytes[token.range.start] != UInt8(ascii: " "))
            }
            let tabs = bytes.map { $0 == UInt8(ascii: " ") ? UInt8(0x09) : $0 }
            let tabbed = Lexer(file: SourceFile(path: "t.mcut", bytes: tabs))
            #expect(tabbed.tokens == lexer.tokens, "\(count) spaces before \(ending)")
            #expect(tabbed.diagnostics.count == lexer.diagnostics.count)
          }
        }
      }
    }
  }

  /// One token per byte is four times the buffer's first guess (a quarter of the file's
  /// length): the buffer grows and keeps every token in order.
  @Test func tokenBufferGrowsPastItsFirstCapacity() {
    let text = String(repeating: "a,", count: 5_000)
    let tokens = tokenize(SourceFile(path: "t.mcut", text: text))
    #expect(tokens.count == 10_001)
    #expect(tokens[9_998].kind == .identifier && tokens[9_999].kind == .comma)
    #expect(tokens[9_999].range == SourceRange(start: 9_999, end: 10_000))
    #expect(tokens.last?.kind == .endOfFile)
  }

  /// The name table answers every identifier with the text of its own bytes: names of every
  /// length from 1 to 40, names sharing their first 8 or 16 bytes, and enough distinct names
  /// (3 000) to make the table grow several times.
  @Test func internedNamesAreTheTextOfTheirBytes() {
    var names: [String] = []
    for length in 1...40 {
      names.append("n" + String(repeating: "x", count: length - 1))
    }
    for index in 0..<3_000 {
      names.append("sharedPrefix\(index)")
      names.append("abcdefghijklmnop\(index % 97)")
    }
    let source = names.map { "let \($0) = \($0)" }.joined(separator: "\n")
    let file = SourceFile(path: "t.mcut", text: source)
    let result = parseFile(file)
    #expect(result.diagnostics.isEmpty)
    var checked = 0
    for item in result.tree.items {
      guard case .declaration(.variable(let variable)) = item,
        let binding = variable.bindings.first,
        let value = binding.initializer,
        case .identifier(let name) = value.kind
      else { continue }
      #expect(name.text == file.text(of: name.range))
      checked += 1
    }
    #expect(checked == names.count)
  }

  /// Syntax nodes keep their ranges in 32 bits; reading gives back what was stored, and an
  /// offset beyond 32 bits (only a hand-made node can hold one) is clamped.
  @Test func nodeRangesRoundTrip() {
    let range = SourceRange(start: 12, end: 4_000_000_000)
    var identifier = Identifier("name", range: range)
    #expect(identifier.range == range)
    identifier.range = SourceRange(start: 3, end: 7)
    #expect(identifier.range == SourceRange(start: 3, end: 7))
    let expression = ExprSyntax(.identifier(identifier), range: range)
    #expect(expression.range == range)
    let huge = Identifier("far", range: SourceRange(start: 1 << 40, end: 1 << 41))
    #expect(huge.range == SourceRange(start: Int(UInt32.max), end: Int(UInt32.max)))
  }
}
