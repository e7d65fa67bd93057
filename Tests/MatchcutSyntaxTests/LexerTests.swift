import MatchcutSource
import MatchcutSyntax
import Testing

/// Token streams for small inputs, derived by hand from the lexical rules in
/// `Grammar/matchcut.ebnf` (Swift's lexical structure).
@Suite struct LexerTests {
  func kinds(_ text: String) -> [TokenKind] {
    tokenize(SourceFile(path: "t.mcut", text: text)).map(\.kind)
  }

  func texts(_ text: String) -> [String] {
    let file = SourceFile(path: "t.mcut", text: text)
    return tokenize(file).dropLast().map { file.text(of: $0.range) }
  }

  @Test func keywordsAndIdentifiers() {
    #expect(
      kinds("struct structs let letter in inout Self self where wherever extension extensions")
        == [
          .kwStruct, .identifier, .kwLet, .identifier, .kwIn, .kwInout, .kwSelfType, .kwSelf,
          .kwWhere, .identifier, .kwExtension, .identifier, .endOfFile,
        ])
    // Nine-letter identifiers sharing eight bytes with a keyword stay identifiers.
    #expect(kinds("continueX fileprivatE") == [.identifier, .identifier, .endOfFile])
  }

  /// Xcode starts files with U+FEFF (EF BB BF). Swift's lexer skips it at the start of a buffer;
  /// so does ours, keeping byte offsets: `import` is bytes 3..<9, and has no diagnostic.
  @Test func aByteOrderMarkAtTheStartIsSkipped() {
    let file = SourceFile(path: "t.mcut", bytes: [0xEF, 0xBB, 0xBF] + Array("import SwiftUI".utf8))
    let lexer = Lexer(file: file)
    #expect(lexer.diagnostics.isEmpty)
    #expect(lexer.tokens.map(\.kind) == [.kwImport, .identifier, .endOfFile])
    #expect(lexer.tokens.first?.range == SourceRange(start: 3, end: 9))
    #expect(!(lexer.tokens.first?.flags.contains(.newlineBefore) ?? true))
    // Only at the start: U+FEFF elsewhere is not trivia.
    let later = Lexer(file: SourceFile(path: "t.mcut", bytes: Array("a ".utf8) + [0xEF, 0xBB, 0xBF]))
    #expect(later.tokens.count == 3)
  }

  /// An identifier may start with a non-ASCII scalar (Swift's identifier-head includes most of
  /// them): `é` is two bytes, `über` one identifier of five bytes.
  @Test func identifiersMayStartWithNonASCIIScalars() {
    #expect(texts("let über = 1") == ["let", "über", "=", "1"])
    #expect(kinds("let über = 1") == [.kwLet, .identifier, .equal, .integerLiteral, .endOfFile])
    #expect(Lexer(file: SourceFile(path: "t.mcut", text: "ñ")).diagnostics.isEmpty)
  }

  @Test func operatorsAreLexedByMaximalKnownSpelling() {
    #expect(
      kinds("a ..< b ... c ?? d == e != f <= g >= h && i || j -> k += l")
        == [
          .identifier, .halfOpenRange, .identifier, .ellipsis, .identifier, .questionQuestion,
          .identifier, .equalEqual, .identifier, .bangEqual, .identifier, .lessEqual,
          .identifier, .greaterEqual, .identifier, .ampAmp, .identifier, .pipePipe,
          .identifier, .arrow, .identifier, .plusEqual, .identifier, .endOfFile,
        ])
    // `>>` is two tokens so that nested generic argument lists close.
    #expect(
      kinds("A<B<C>>") == [
        .identifier, .less, .identifier, .less, .identifier, .greater, .greater, .endOfFile,
      ])
  }

  @Test func numbers() {
    #expect(
      kinds("1_000 0.5 1e3 2.5E-2 0xFF 0b1010 1..<5") == [
        .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .integerLiteral,
        .integerLiteral, .integerLiteral, .halfOpenRange, .integerLiteral, .endOfFile,
      ])
    // `.5` is a period and an integer (the parser rejects it with a fix-it).
    #expect(kinds(".5") == [.period, .integerLiteral, .endOfFile])
  }

  @Test func dollarPoundAndAtTokens() {
    #expect(texts("$0 $viewModel #Preview @State") == ["$0", "$viewModel", "#Preview", "@", "State"])
    #expect(
      kinds("$0 $viewModel #Preview @State") == [
        .dollarIdentifier, .dollarIdentifier, .poundIdentifier, .atSign, .identifier, .endOfFile,
      ])
  }

  @Test func stringsAreSplitAroundInterpolations() {
    let source = #""a\(x + f("b"))c""#
    #expect(
      kinds(source) == [
        .stringStart, .stringSegment, .interpolationStart, .identifier, .plus, .identifier,
        .leftParen, .stringStart, .stringSegment, .stringEnd, .rightParen, .interpolationEnd,
        .stringSegment, .stringEnd, .endOfFile,
      ])
    #expect(
      texts(source) == [
        "\"", "a", "\\(", "x", "+", "f", "(", "\"", "b", "\"", ")", ")", "c", "\"",
      ])
  }

  @Test func multilineStringTokens() {
    let source = "\"\"\"\n  one \\(n)\n  \"\"\""
    #expect(
      kinds(source) == [
        .stringStart, .stringSegment, .interpolationStart, .identifier, .interpolationEnd,
        .stringSegment, .stringEnd, .endOfFile,
      ])
  }

  @Test func triviaFlagsRecordLineBreaksAndSpaces() {
    let tokens = tokenize(SourceFile(path: "t.mcut", text: "a.b\n  .c /* x\n */ d(e)"))
    let newline = tokens.map(\.hasNewlineBefore)
    let trivia = tokens.map(\.hasTriviaBefore)
    // a . b . c d ( e ) EOF
    #expect(newline == [false, false, false, true, false, true, false, false, false, false])
    #expect(trivia == [false, false, false, true, false, true, false, false, false, false])
  }

  @Test func commentsAreCollectedAndNestedBlockCommentsClose() {
    let lexer = Lexer(file: SourceFile(path: "t.mcut", text: "// one\nlet a /* x /* y */ z */ = 1"))
    // "// one" is bytes 0..<6; "/* x /* y */ z */" (17 bytes) starts at 13.
    #expect(lexer.comments == [SourceRange(start: 0, end: 6), SourceRange(start: 13, end: 30)])
    #expect(lexer.diagnostics.isEmpty)
    #expect(lexer.tokens.map(\.kind) == [.kwLet, .identifier, .equal, .integerLiteral, .endOfFile])
  }

  @Test func unterminatedStringLineIsLexedAgainAsCode() {
    // The quote opens a string that the line break ends; the rest of the line is code again,
    // so `)` and `{` still balance (one error, no cascade).
    let lexer = Lexer(file: SourceFile(path: "t.mcut", text: "f(\"abc) {\n}"))
    #expect(lexer.diagnostics.map(\.message) == ["unterminated string literal"])
    #expect(
      lexer.tokens.map(\.kind) == [
        .identifier, .leftParen, .stringStart, .stringEnd, .identifier, .rightParen, .leftBrace,
        .rightBrace, .endOfFile,
      ])
    #expect(lexer.tokens[3].isMissing)
  }

  @Test func tokensAreTwelveBytes() {
    #expect(MemoryLayout<Token>.stride == 12)
  }
}
