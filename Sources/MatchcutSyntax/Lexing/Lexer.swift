import MatchcutSource

/// Turns a file's bytes into tokens.
///
/// A byte loop with a `switch` on `UInt8` and index arithmetic; identifiers are ranges, never
/// `String`s. Comments are collected separately. Errors (invalid UTF-8, NUL bytes, stray
/// characters, unterminated strings and comments) become diagnostics and the lexer keeps going.
public struct Lexer: Sendable {
  public let file: SourceFile
  public private(set) var tokens: [Token] = []
  public private(set) var comments: [SourceRange] = []
  public private(set) var diagnostics: [Diagnostic] = []
  /// Whether an error swallowed the rest of the file (an unterminated block comment or
  /// string), so that errors at the end of the file are consequences, not new problems.
  public private(set) var reachedEndInError = false

  /// Lexes the whole file at once.
  public init(file: SourceFile) {
    self.file = file
    let path = file.path
    var result = LexerCore.Output()
    file.bytes.withUnsafeBufferPointer { buffer in
      var core = LexerCore(p: buffer, path: path)
      core.run()
      result = core.output
    }
    tokens = result.tokens
    comments = result.comments
    diagnostics = result.diagnostics
    reachedEndInError = result.reachedEndInError
  }
}

/// The tokens of a file (ending with `.endOfFile`); see `Lexer` for diagnostics and comments.
public func tokenize(_ file: SourceFile) -> [Token] {
  Lexer(file: file).tokens
}

private enum Byte {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let leftParen = UInt8(ascii: "(")
  static let rightParen = UInt8(ascii: ")")
  static let period = UInt8(ascii: ".")
  static let underscore = UInt8(ascii: "_")
  static let backtick = UInt8(ascii: "`")
  static let equal = UInt8(ascii: "=")
}

/// The lexer's working state over an unsafe buffer (valid only inside `Lexer.init`).
private struct LexerCore {
  struct Output {
    var tokens: [Token] = []
    var comments: [SourceRange] = []
    var diagnostics: [Diagnostic] = []
    var reachedEndInError = false
  }

  enum Mode {
    /// `tokenIndex`/`diagnosticCount` let an unterminated single-line string be undone.
    case string(open: SourceRange, multiline: Bool, tokenIndex: Int, diagnosticCount: Int)
    case interpolation(depth: Int)
  }

  let p: UnsafeBufferPointer<UInt8>
  let n: Int
  let path: String
  var i = 0
  var output = Output()
  /// Filled by `run()`, which moves it into `output.tokens` at the end (and frees it).
  var tokens: TokenBuffer
  var flags: Token.Flags = []
  var modes: [Mode] = []
  var lastBadByteEnd = -1
  /// After an unterminated single-line string, its line is lexed again as code up to here,
  /// with quotes ignored, so that its brackets still balance.
  var noStringsBefore = -1

  init(p: UnsafeBufferPointer<UInt8>, path: String) {
    self.p = p
    self.n = p.count
    self.path = path
    self.tokens = TokenBuffer(capacity: p.count / 4 + 16)
  }

  @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

  @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
    tokens.append(Token(kind: kind, range: SourceRange(start: start, end: end), flags: flags))
    flags = []
  }

  mutating func emitMissing(_ kind: TokenKind, at offset: Int) {
    flags.insert(.missing)
    emit(kind, offset, offset)
  }

  mutating func error(_ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int) {
    output.diagnostics.append(
      SyntaxDiagnostic.error(id, message, SourceRange(start: start, end: end), path: path))
  }

  mutating func run() {
    // A UTF-8 byte order mark (Xcode writes one) is skipped, not lexed: tokens keep their byte
    // offsets, and `SourceFile` starts line 1 after it, so columns are an editor's.
    if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
    while true {
      if case .string(let open, let multiline, _, _)? = modes.last {
        if multiline { lexMultilineContent(open) } else { lexStringContent(open) }
        continue
      }
      guard skipTrivia() else { continue }
      if i >= n {
        if modes.isEmpty { break }
        closeAllAtEnd()
        continue
      }
      lexToken()
    }
    emit(.endOfFile, n, n)
    output.tokens = tokens.finish()
  }

  // MARK: Trivia

  /// Skips whitespace and comments. Returns `false` when a line break ended single-line
  /// strings (the caller must re-dispatch on the new mode). Inlined into `run()`, like
  /// `lexToken()`: each is called once per token.
  @inline(__always)
  mutating func skipTrivia() -> Bool {
    while i < n {
      let b = p[i]
      switch b {
      case Byte.space, Byte.tab, 0x0B, 0x0C:
        i += 1
        // Indentation comes in runs of spaces: skip them a word at a time, the last word up to
        // its first byte that is not a space (FastPathTests checks this against the byte rule).
        if let base = p.baseAddress {
          while i + 8 <= n {
            let differs = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            if differs != 0 {
              i += LexerCore.leadingSpaceCount(differs)
              break
            }
            i += 8
          }
        }
        flags.insert(.triviaBefore)
      case Byte.newline, Byte.carriageReturn:
        if !modes.isEmpty, insideSingleLineInterpolation {
          terminateSingleLineStrings(at: i)
          return false
        }
        i += 1
        flags.formUnion([.triviaBefore, .newlineBefore])
      case Byte.slash:
        let next = at(i + 1)
        if next == Byte.slash {
          lexLineComment()
        } else if next == Byte.star {
          lexBlockComment()
        } else {
          return true
        }
        flags.insert(.triviaBefore)
      case 0:
        reportBadByte(SyntaxDiagnostic.nulByte, "NUL byte in source", i)
        i += 1
        flags.insert(.triviaBefore)
      case 0x80...:
        if b == 0xC2, at(i + 1) == 0xA0 {  // no-break space, common in pasted code
          i += 2
          flags.insert(.triviaBefore)
          continue
        }
        let length = utf8Length(at: i)
        if length > 0 { return true }
        reportBadByte(SyntaxDiagnostic.invalidUTF8, "invalid UTF-8 in source", i)
        i += 1
        flags.insert(.triviaBefore)
      default:
        return true
      }
    }
    return true
  }

  var insideSingleLineInterpolation: Bool {
    guard case .interpolation? = modes.last, modes.count >= 2,
      case .string(_, let multiline, _, _) = modes[modes.count - 2]
    else { return false }
    return !multiline
  }

  mutating func lexLineComment() {
    let start = i
    i += 2
    while i < n {
      let b = p[i]
      if b == Byte.newline || b == Byte.carriageReturn { break }
      if b >= 0x80 {
        i = skipUTF8(at: i)
      } else {
        if b == 0 { reportBadByte(SyntaxDiagnostic.nulByte, "NUL byte in source", i) }
        i += 1
      }
    }
    output.comments.append(SourceRange(start: start, end: i))
  }

  /// Block comments nest, as in Swift.
  mutating func lexBlockComment() {
    let start = i
    i += 2
    var depth = 1
    while i < n {
      let b = p[i]
      if b == Byte.star, at(i + 1) == Byte.slash {
        i += 2
        depth -= 1
        if depth == 0 {
          output.comments.append(SourceRange(start: start, end: i))
          return
        }
      } else if b == Byte.slash, at(i + 1) == Byte.star {
        i += 2
        depth += 1
      } else if b >= 0x80 {
        i = skipUTF8(at: i)
      } else {
        if b == Byte.newline || b == Byte.carriageReturn { flags.insert(.newlineBefore) }
        if b == 0 { reportBadByte(SyntaxDiagnostic.nulByte, "NUL byte in source", i) }
        i += 1
      }
    }
    output.comments.append(SourceRange(start: start, end: n))
    error(SyntaxDiagnostic.unterminatedComment, "unterminated block comment", start, start + 2)
    output.reachedEndInError = true
  }

  // MARK: UTF-8

  /// The length of the valid UTF-8 sequence starting at `j`, or 0 when it is invalid.
  func utf8Length(at j: Int) -> Int {
    let b0 = p[j]
    func cont(_ k: Int) -> Bool { at(j + k) & 0xC0 == 0x80 && j + k < n }
    switch b0 {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return cont(1) ? 2 : 0
    case 0xE0: return at(j + 1) >= 0xA0 && at(j + 1) <= 0xBF && cont(2) ? 3 : 0
    case 0xED: return at(j + 1) >= 0x80 && at(j + 1) <= 0x9F && cont(2) ? 3 : 0
    case 0xE1...0xEF: return cont(1) && cont(2) ? 3 : 0
    case 0xF0: return at(j + 1) >= 0x90 && at(j + 1) <= 0xBF && cont(2) && cont(3) ? 4 : 0
    case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
    case 0xF4: return at(j + 1) >= 0x80 && at(j + 1) <= 0x8F && cont(2) && cont(3) ? 4 : 0
    default: return 0
    }
  }

  /// Skips one UTF-8 sequence at `j` (reporting it when invalid) and returns the next index.
  mutating func skipUTF8(at j: Int) -> Int {
    let length = utf8Length(at: j)
    if length > 0 { return j + length }
    reportBadByte(SyntaxDiagnostic.invalidUTF8, "invalid UTF-8 in source", j)
    return j + 1
  }

  /// Reports a bad byte once per run of adjacent bad bytes.
  mutating func reportBadByte(_ id: DiagnosticID, _ message: String, _ j: Int) {
    if j != lastBadByteEnd { error(id, message, j, j + 1) }
    lastBadByteEnd = j + 1
  }

  // MARK: Tokens

  @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
    (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == Byte.underscore
  }

  @inline(__always) static func isDigit(_ b: UInt8) -> Bool {
    b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
  }

  /// How many of the eight bytes of `word` (little-endian), from the first, are ASCII
  /// identifier characters (`A`–`Z`, `a`–`z`, `0`–`9`, `_`): the same tests as
  /// `isIdentifierStart`/`isDigit`, on all eight bytes at once. Each byte is tested on its low
  /// seven bits, where the additions below cannot carry into the next byte; bytes ≥ 0x80 count
  /// as not matching (the byte loop handles UTF-8).
  @inline(__always) static func identifierPrefixLength(_ word: UInt64) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let x = word & ~high
    let folded = x | (0x20 &* ones)
    // The high bit of `v + (0x80 - lo)` is set when v ≥ lo; of `v + (0x7F - hi)` when v > hi.
    let letter = (folded &+ (0x80 - 0x61) &* ones) & ~(folded &+ (0x7F - 0x7A) &* ones)
    let digit = (x &+ (0x80 - 0x30) &* ones) & ~(x &+ (0x7F - 0x39) &* ones)
    let t = x ^ (UInt64(Byte.underscore) &* ones)
    let underscore = ~((t &+ 0x7F &* ones) | t)
    let matching = (letter | digit | underscore) & ~word & high
    return (~matching & high).trailingZeroBitCount >> 3
  }

  /// How many of the eight bytes of a word (little-endian), from the first, are spaces, given
  /// `differs`, the word XOR eight spaces (nonzero): the bytes before its first nonzero one.
  @inline(__always) static func leadingSpaceCount(_ differs: UInt64) -> Int {
    differs.trailingZeroBitCount >> 3
  }

  /// The UTF-8 length of the operator character at `j`, or 0: Swift's operator-head set
  /// (`head`), or with `head == false` also the combining marks that may continue an
  /// operator (The Swift Programming Language, "Lexical Structure — Operators").
  static func unicodeOperatorLength(_ p: UnsafeBufferPointer<UInt8>, at j: Int, head: Bool) -> Int {
    let n = p.count
    let b0 = p[j]
    func cont(_ k: Int) -> UInt32? {
      guard j + k < n, p[j + k] & 0xC0 == 0x80 else { return nil }
      return UInt32(p[j + k] & 0x3F)
    }
    let scalar: UInt32
    let length: Int
    switch b0 {
    case 0xC2...0xDF:
      guard let c1 = cont(1) else { return 0 }
      scalar = UInt32(b0 & 0x1F) << 6 | c1
      length = 2
    case 0xE0...0xEF:
      guard let c1 = cont(1), let c2 = cont(2) else { return 0 }
      scalar = UInt32(b0 & 0x0F) << 12 | c1 << 6 | c2
      length = 3
    case 0xF3:  // U+E0100–U+E01EF (variation selectors supplement), continuation only
      guard !head, let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return 0 }
      let value = UInt32(b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
      return (0xE0100...0xE01EF).contains(value) ? 4 : 0
    default:
      return 0
    }
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return length
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F:
      return head ? 0 : length
    default:
      return 0
    }
  }

  /// A run of non-ASCII operator characters (ASCII ones are tokens of their own, which the
  /// parser joins with this one when they touch).
  @inline(never)
  mutating func lexUnicodeOperator() {
    let start = i
    i += LexerCore.unicodeOperatorLength(p, at: i, head: true)
    while i < n, p[i] >= 0x80 {
      let length = LexerCore.unicodeOperatorLength(p, at: i, head: false)
      if length == 0 { break }
      i += length
    }
    emit(.unicodeOperator, start, i)
  }

  /// Scans identifier characters from `i` and returns the end.
  @inline(__always)
  mutating func scanIdentifierBody(from j: Int) -> Int {
    let k = LexerCore.scanASCIIIdentifier(p, from: j)
    // The run ends at a byte that is not an ASCII identifier character; only UTF-8 (or the
    // last bytes of the file) needs the byte loop.
    if k + 8 <= n, p[k] < 0x80 { return k }
    return scanIdentifierBodySlow(from: k)
  }

  /// Skips ASCII identifier characters from `j`, eight bytes at a time while they all match.
  @inline(__always)
  static func scanASCIIIdentifier(_ p: UnsafeBufferPointer<UInt8>, from j: Int) -> Int {
    var k = j
    guard let base = p.baseAddress else { return k }
    while k + 8 <= p.count {
      let matched = identifierPrefixLength(UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self))
      k += matched
      if matched < 8 { break }
    }
    return k
  }

  /// The byte loop: UTF-8 identifier characters and the file's last bytes.
  @inline(never)
  mutating func scanIdentifierBodySlow(from j: Int) -> Int {
    var k = j
    while k < n {
      let b = p[k]
      if LexerCore.isIdentifierStart(b) || LexerCore.isDigit(b) {
        k += 1
      } else if b >= 0x80 {
        if b == 0xC2, at(k + 1) == 0xA0 { break }
        let length = utf8Length(at: k)
        if length == 0 { break }
        // `x√`: an operator character ends the name. (Combining marks, which may also
        // continue an operator, stay in names.)
        if LexerCore.unicodeOperatorLength(p, at: k, head: true) > 0 { break }
        k += length
      } else {
        break
      }
    }
    return k
  }

  /// Inlined into `run()`, its one caller: a call per token cost ~16 instructions of prologue
  /// and epilogue.
  @inline(__always)
  mutating func lexToken() {
    let start = i
    let b = p[i]
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      Byte.underscore, 0x80...:
      // Each step on its own line: `emit(keywordKind(…))` or `i = scanIdentifierBody(…)` made
      // Swift copy the whole lexer state to evaluate the argument (a memcpy per identifier).
      // A UTF-8 lead byte starts a sequence of two to four bytes (valid: `skipTrivia` checked).
      if b >= 0x80, LexerCore.unicodeOperatorLength(p, at: i, head: true) > 0 {
        lexUnicodeOperator()
        return
      }
      let first = b < 0x80 ? 1 : max(1, utf8Length(at: i))
      let end = scanIdentifierBody(from: i + first)
      i = end
      let kind = LexerCore.keywordKind(p, start, end - start)
      emit(kind, start, end)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case Byte.quote:
      if i < noStringsBefore {
        i += 1
        flags.insert(.triviaBefore)
        return
      }
      let tokenIndex = tokens.count
      let diagnosticCount = output.diagnostics.count
      let multiline = at(i + 1) == Byte.quote && at(i + 2) == Byte.quote
      i += multiline ? 3 : 1
      emit(.stringStart, start, i)
      modes.append(
        .string(
          open: SourceRange(start: start, end: i), multiline: multiline, tokenIndex: tokenIndex,
          diagnosticCount: diagnosticCount))
      if multiline { checkMultilineOpening() }
    case Byte.backtick:
      let end = scanIdentifierBody(from: i + 1)
      if end > i + 1, at(end) == Byte.backtick {
        i = end + 1
        emit(.identifier, start, i)
      } else {
        invalidCharacter("`")
      }
    case UInt8(ascii: "$"):
      let end = scanIdentifierBody(from: i + 1)
      if end > i + 1 {
        i = end
        emit(.dollarIdentifier, start, i)
      } else {
        invalidCharacter("$")
      }
    case UInt8(ascii: "#"):
      if LexerCore.isIdentifierStart(at(i + 1)) {
        i = scanIdentifierBody(from: i + 1)
        emit(.poundIdentifier, start, i)
      } else {
        lexPoundDelimited()
      }
    case UInt8(ascii: "@"): single(.atSign)
    case Byte.leftParen:
      if case .interpolation(let depth)? = modes.last {
        modes[modes.count - 1] = .interpolation(depth: depth + 1)
      }
      single(.leftParen)
    case Byte.rightParen:
      if case .interpolation(let depth)? = modes.last {
        if depth == 0 {
          modes.removeLast()
          single(.interpolationEnd)
          return
        }
        modes[modes.count - 1] = .interpolation(depth: depth - 1)
      }
      single(.rightParen)
    case UInt8(ascii: "{"): single(.leftBrace)
    case UInt8(ascii: "}"): single(.rightBrace)
    case UInt8(ascii: "["): single(.leftBracket)
    case UInt8(ascii: "]"): single(.rightBracket)
    case UInt8(ascii: ","): single(.comma)
    case UInt8(ascii: ":"): single(.colon)
    case UInt8(ascii: ";"): single(.semicolon)
    case Byte.backslash: single(.backslash)
    case Byte.period:
      if at(i + 1) == Byte.period, at(i + 2) == Byte.period {
        multi(.ellipsis, 3)
      } else if at(i + 1) == Byte.period, at(i + 2) == UInt8(ascii: "<") {
        multi(.halfOpenRange, 3)
      } else {
        single(.period)
      }
    case UInt8(ascii: "+"): withEqual(.plus, .plusEqual)
    case UInt8(ascii: "-"):
      if at(i + 1) == UInt8(ascii: ">") { multi(.arrow, 2) } else { withEqual(.minus, .minusEqual) }
    case Byte.star: withEqual(.star, .starEqual)
    case Byte.slash:
      if !lexBareRegexIfPresent() { withEqual(.slash, .slashEqual) }
    case UInt8(ascii: "%"): withEqual(.percent, .percentEqual)
    case Byte.equal:
      if at(i + 1) == Byte.equal {
        if at(i + 2) == Byte.equal { multi(.equalEqualEqual, 3) } else { multi(.equalEqual, 2) }
      } else {
        single(.equal)
      }
    case UInt8(ascii: "!"):
      if at(i + 1) == Byte.equal {
        if at(i + 2) == Byte.equal { multi(.bangEqualEqual, 3) } else { multi(.bangEqual, 2) }
      } else {
        single(.bang)
      }
    case UInt8(ascii: "<"): withEqual(.less, .lessEqual)
    case UInt8(ascii: ">"): withEqual(.greater, .greaterEqual)
    case UInt8(ascii: "&"):
      if at(i + 1) == UInt8(ascii: "&") { multi(.ampAmp, 2) } else { single(.ampersand) }
    case UInt8(ascii: "|"):
      if at(i + 1) == UInt8(ascii: "|") { multi(.pipePipe, 2) } else { single(.pipe) }
    case UInt8(ascii: "?"):
      if at(i + 1) == UInt8(ascii: "?") { multi(.questionQuestion, 2) } else { single(.question) }
    case UInt8(ascii: "^"): single(.caret)
    case UInt8(ascii: "~"): single(.tilde)
    default:
      invalidCharacter(nil)
    }
  }

  @inline(__always) mutating func single(_ kind: TokenKind) {
    emit(kind, i, i + 1)
    i += 1
  }

  @inline(__always) mutating func multi(_ kind: TokenKind, _ length: Int) {
    emit(kind, i, i + length)
    i += length
  }

  @inline(__always) mutating func withEqual(_ plain: TokenKind, _ compound: TokenKind) {
    if at(i + 1) == Byte.equal { multi(compound, 2) } else { single(plain) }
  }

  mutating func invalidCharacter(_ shown: String?) {
    let b = p[i]
    let text: String
    if let shown {
      text = "invalid character '\(shown)' in source"
    } else if b >= 0x20 && b < 0x7F {
      text = "invalid character '\(String(UnicodeScalar(b)))' in source"
    } else {
      let hex = String(b, radix: 16, uppercase: true)
      text = "invalid character U+\(hex.count < 2 ? "0" : "")\(hex) in source"
    }
    reportBadByte(SyntaxDiagnostic.unexpectedCharacter, text, i)
    i += 1
    flags.insert(.triviaBefore)
  }

  mutating func lexNumber() {
    let start = i
    var isFloat = false
    let b1 = at(i + 1)
    if p[i] == UInt8(ascii: "0"),
      b1 == UInt8(ascii: "x") || b1 == UInt8(ascii: "b") || b1 == UInt8(ascii: "o")
    {
      i += 2
      if b1 == UInt8(ascii: "x") {
        // Hexadecimal floats: `0x1p4`, `0xFF.8p-1` (a `p` exponent is required).
        func isHex(_ b: UInt8) -> Bool {
          LexerCore.isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
        }
        var k = i
        while k < n, isHex(p[k]) || p[k] == Byte.underscore { k += 1 }
        var f = k
        if at(f) == Byte.period, isHex(at(f + 1)) {
          f += 1
          while f < n, isHex(p[f]) || p[f] == Byte.underscore { f += 1 }
        }
        if k > i, at(f) | 0x20 == UInt8(ascii: "p") {
          var e = f + 1
          if at(e) == UInt8(ascii: "+") || at(e) == UInt8(ascii: "-") { e += 1 }
          if LexerCore.isDigit(at(e)) {
            while e < n, LexerCore.isDigit(p[e]) || p[e] == Byte.underscore { e += 1 }
            i = e
            emit(.floatLiteral, start, i)
            return
          }
        }
      }
      while i < n, LexerCore.isIdentifierStart(p[i]) || LexerCore.isDigit(p[i]) { i += 1 }
      emit(.integerLiteral, start, i)
      return
    }
    while i < n, LexerCore.isDigit(p[i]) || p[i] == Byte.underscore { i += 1 }
    if at(i) == Byte.period, LexerCore.isDigit(at(i + 1)) {
      isFloat = true
      i += 1
      while i < n, LexerCore.isDigit(p[i]) || p[i] == Byte.underscore { i += 1 }
    }
    if at(i) | 0x20 == UInt8(ascii: "e") {
      var k = i + 1
      if at(k) == UInt8(ascii: "+") || at(k) == UInt8(ascii: "-") { k += 1 }
      if LexerCore.isDigit(at(k)) {
        isFloat = true
        i = k
        while i < n, LexerCore.isDigit(p[i]) || p[i] == Byte.underscore { i += 1 }
      }
    }
    if i < n, LexerCore.isIdentifierStart(p[i]) {
      let bad = String(UnicodeScalar(p[i]))
      let kind = isFloat ? "floating-point" : "integer"
      error(
        SyntaxDiagnostic.invalidNumber, "'\(bad)' is not a valid digit in \(kind) literal", i,
        i + 1)
      i = scanIdentifierBody(from: i)
    }
    emit(isFloat ? .floatLiteral : .integerLiteral, start, i)
  }

  // MARK: Strings

  /// `#"raw \ string"#`, `##"""…"""##` (SE-0200) or `#/regex/#` (SE-0354) at a `#`.
  mutating func lexPoundDelimited() {
    let start = i
    var hashes = 0
    while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
    let delimiter = at(i + hashes)
    if delimiter == Byte.quote {
      let tokenIndex = tokens.count
      let diagnosticCount = output.diagnostics.count
      let multiline = at(i + hashes + 1) == Byte.quote && at(i + hashes + 2) == Byte.quote
      i += hashes + (multiline ? 3 : 1)
      emit(.stringStart, start, i)
      modes.append(
        .string(
          open: SourceRange(start: start, end: i), multiline: multiline, tokenIndex: tokenIndex,
          diagnosticCount: diagnosticCount))
      if multiline { checkMultilineOpening() }
      return
    }
    if delimiter == Byte.slash {
      // The regex ends at `/` followed by as many `#` (it may span lines when extended).
      var k = i + hashes + 1
      while k < n {
        if p[k] == Byte.backslash {
          k += 2
          continue
        }
        if p[k] == Byte.slash, hashesFollow(k + 1, hashes) {
          i = k + 1 + hashes
          emit(.regexLiteral, start, i)
          return
        }
        k += 1
      }
    }
    invalidCharacter("#")
  }

  /// Whether `count` `#` bytes start at `j`.
  @inline(__always) func hashesFollow(_ j: Int, _ count: Int) -> Bool {
    var k = 0
    while k < count {
      if at(j + k) != UInt8(ascii: "#") { return false }
      k += 1
    }
    return true
  }

  /// `/regex/` where an expression starts (after `(`, `,`, `=`, `:`, `[`, `{`, `return`,
  /// `in`, an operator): no space after the `/`, and a closing `/` on the same line.
  mutating func lexBareRegexIfPresent() -> Bool {
    let next = at(i + 1)
    if next == Byte.space || next == Byte.tab || next == Byte.equal || next == Byte.newline
      || next == Byte.carriageReturn || next == 0
    {
      return false
    }
    guard let last = tokens.lastKind else { return false }
    switch last {
    case .leftParen, .comma, .equal, .colon, .leftBracket, .leftBrace, .kwReturn, .kwIn,
      .ampAmp, .pipePipe, .bang, .semicolon:
      break
    default:
      return false
    }
    var k = i + 1
    while k < n {
      let b = p[k]
      if b == Byte.newline || b == Byte.carriageReturn { return false }
      if b == Byte.backslash {
        k += 2
        continue
      }
      if b == Byte.slash {
        guard at(k - 1) != Byte.space else { return false }
        emit(.regexLiteral, i, k + 1)
        i = k + 1
        return true
      }
      k += 1
    }
    return false
  }

  mutating func flushSegment(_ start: Int) {
    if i > start { emit(.stringSegment, start, i) }
  }

  /// Content of a `"…"` literal up to its end, an interpolation, or the end of the line.
  /// A raw literal (`#"…"#`) ends at `"#` and escapes with `\#`.
  mutating func lexStringContent(_ open: SourceRange) {
    let start = i
    let hashes = open.length - 1
    while i < n {
      let b = p[i]
      switch b {
      case Byte.quote:
        if hashes > 0, !hashesFollow(i + 1, hashes) {
          i += 1
          continue
        }
        flushSegment(start)
        multi(.stringEnd, 1 + hashes)
        modes.removeLast()
        return
      case Byte.backslash:
        if hashes > 0 {
          if lexRawBackslash(hashes: hashes, segmentStart: start) { return }
          continue
        }
        let next = at(i + 1)
        if next == Byte.leftParen {
          flushSegment(start)
          multi(.interpolationStart, 2)
          modes.append(.interpolation(depth: 0))
          return
        }
        if next == Byte.newline || next == Byte.carriageReturn || next >= 0x80 || i + 1 >= n {
          i += 1
        } else {
          i += 2
        }
      case Byte.newline, Byte.carriageReturn:
        flushSegment(start)
        terminateSingleLineStrings(at: i)
        return
      case 0:
        reportBadByte(SyntaxDiagnostic.nulByte, "NUL byte in source", i)
        i += 1
      case 0x80...:
        i = skipUTF8(at: i)
      default:
        i += 1
      }
    }
    flushSegment(start)
    closeAllAtEnd()
  }

  /// A backslash inside a raw string literal (`hashes` > 0): only `\#…` with as many `#` as the
  /// delimiter escapes. Returns true when it opened an interpolation (the caller returns to the
  /// token loop); otherwise steps past the backslash (and its hashes) and returns false.
  @inline(__always)
  mutating func lexRawBackslash(hashes: Int, segmentStart start: Int) -> Bool {
    guard hashesFollow(i + 1, hashes) else {
      i += 1
      return false
    }
    if at(i + 1 + hashes) == Byte.leftParen {
      flushSegment(start)
      multi(.interpolationStart, 2 + hashes)
      modes.append(.interpolation(depth: 0))
      return true
    }
    i += 1 + hashes
    return false
  }

  /// Content of a `"""` literal up to its closing delimiter or an interpolation.
  mutating func lexMultilineContent(_ open: SourceRange) {
    let start = i
    let hashes = open.length - 3
    while i < n {
      let b = p[i]
      switch b {
      case Byte.quote:
        if at(i + 1) == Byte.quote, at(i + 2) == Byte.quote, hashesFollow(i + 3, hashes) {
          flushSegment(start)
          multi(.stringEnd, 3 + hashes)
          modes.removeLast()
          return
        }
        i += 1
      case Byte.backslash:
        if hashes > 0 {
          if lexRawBackslash(hashes: hashes, segmentStart: start) { return }
          continue
        }
        let next = at(i + 1)
        if next == Byte.leftParen {
          flushSegment(start)
          multi(.interpolationStart, 2)
          modes.append(.interpolation(depth: 0))
          return
        }
        i += next >= 0x80 || i + 1 >= n ? 1 : 2
      case 0:
        reportBadByte(SyntaxDiagnostic.nulByte, "NUL byte in source", i)
        i += 1
      case 0x80...:
        i = skipUTF8(at: i)
      default:
        i += 1
      }
    }
    flushSegment(start)
    closeAllAtEnd()
  }

  /// Swift requires a line break right after an opening `"""`.
  mutating func checkMultilineOpening() {
    var k = i
    while k < n, p[k] == Byte.space || p[k] == Byte.tab { k += 1 }
    if k < n, p[k] != Byte.newline, p[k] != Byte.carriageReturn {
      error(
        SyntaxDiagnostic.multilineStringFormat,
        "multi-line string literal content must begin on a new line", k, k + 1)
    }
  }

  /// A line break inside a single-line string (or its interpolation) ends every enclosing
  /// single-line string: one error at the outermost opening quote. The tokens lexed since
  /// that quote are dropped and the rest of the line is lexed again as code (quotes ignored),
  /// so that the brackets on the line still balance and no error cascades from it.
  mutating func terminateSingleLineStrings(at offset: Int) {
    var outermost: (open: SourceRange, tokenIndex: Int, diagnosticCount: Int)?
    loop: while let top = modes.last {
      switch top {
      case .interpolation:
        guard modes.count >= 2, case .string(_, false, _, _) = modes[modes.count - 2] else {
          break loop
        }
        modes.removeLast()
      case .string(let open, let multiline, let tokenIndex, let diagnosticCount):
        if multiline { break loop }
        outermost = (open, tokenIndex, diagnosticCount)
        modes.removeLast()
      }
    }
    guard let outermost else { return }
    tokens.truncate(to: outermost.tokenIndex + 1)
    output.diagnostics.removeSubrange(outermost.diagnosticCount...)
    flags = []
    emitMissing(.stringEnd, at: outermost.open.end)
    error(
      SyntaxDiagnostic.unterminatedString, "unterminated string literal", outermost.open.start,
      outermost.open.end)
    noStringsBefore = offset
    i = outermost.open.end
    lastBadByteEnd = -1
  }

  /// End of file inside strings. A single-line string is handled as at a line break; a
  /// multi-line one swallows the rest of the file (one error at its opening quote).
  mutating func closeAllAtEnd() {
    if case .string(_, false, _, _)? = modes.last {
      terminateSingleLineStrings(at: n)
      return
    }
    if insideSingleLineInterpolation {
      terminateSingleLineStrings(at: n)
      return
    }
    var outermost: SourceRange?
    while let top = modes.popLast() {
      switch top {
      case .interpolation: emitMissing(.interpolationEnd, at: n)
      case .string(let open, _, _, _):
        emitMissing(.stringEnd, at: n)
        outermost = open
      }
    }
    if let outermost {
      error(
        SyntaxDiagnostic.unterminatedString, "unterminated string literal", outermost.start,
        outermost.end)
      output.reachedEndInError = true
    }
  }

  // MARK: Keywords

  static func matches(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
    word.withUTF8Buffer { w in
      for k in 0..<w.count where p[start + k] != w[k] { return false }
      return true
    }
  }

  /// Keywords are recognised by packing up to eight bytes into a `UInt64` and switching on
  /// it (no `String` is built).
  ///
  /// Static, on the buffer alone: as a method it made Swift copy the lexer state per call.
  @inline(__always)
  static func keywordKind(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> TokenKind {
    let n = p.count
    guard length >= 2, length <= 14 else { return .identifier }
    var v: UInt64 = 0
    if start + 8 <= n, let base = p.baseAddress {
      // One unaligned load, masked to the word's length.
      v = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
      if length < 8 { v &= (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1 }
    } else {
      for k in 0..<min(length, 8) { v |= UInt64(p[start + k]) << (8 * UInt64(k)) }
    }
    if length <= 8 {
      switch v {
      case 0x666C6553: return .kwSelfType  // Self
      case 0x726F746361: return .kwActor  // actor
      case 0x7361: return .kwAs  // as
      case 0x6B61657262: return .kwBreak  // break
      case 0x65736163: return .kwCase  // case
      case 0x7373616C63: return .kwClass  // class
      case 0x65756E69746E6F63: return .kwContinue  // continue
      case 0x746C7561666564: return .kwDefault  // default
      case 0x7265666564: return .kwDefer  // defer
      case 0x74696E696564: return .kwDeinit  // deinit
      case 0x6F64: return .kwDo  // do
      case 0x65736C65: return .kwElse  // else
      case 0x6D756E65: return .kwEnum  // enum
      case 0x65736C6166: return .kwFalse  // false
      case 0x726F66: return .kwFor  // for
      case 0x636E7566: return .kwFunc  // func
      case 0x6472617567: return .kwGuard  // guard
      case 0x6669: return .kwIf  // if
      case 0x74726F706D69: return .kwImport  // import
      case 0x6E69: return .kwIn  // in
      case 0x74696E69: return .kwInit  // init
      case 0x74756F6E69: return .kwInout  // inout
      case 0x6C616E7265746E69: return .kwInternal  // internal
      case 0x7369: return .kwIs  // is
      case 0x74656C: return .kwLet  // let
      case 0x6C696E: return .kwNil  // nil
      case 0x726F74617265706F: return .kwOperator  // operator
      case 0x65746176697270: return .kwPrivate  // private
      case 0x6C6F636F746F7270: return .kwProtocol  // protocol
      case 0x63696C627570: return .kwPublic  // public
      case 0x746165706572: return .kwRepeat  // repeat
      case 0x73776F7268746572: return .kwRethrows  // rethrows
      case 0x6E7275746572: return .kwReturn  // return
      case 0x666C6573: return .kwSelf  // self
      case 0x636974617473: return .kwStatic  // static
      case 0x746375727473: return .kwStruct  // struct
      case 0x7265707573: return .kwSuper  // super
      case 0x686374697773: return .kwSwitch  // switch
      case 0x776F726874: return .kwThrow  // throw
      case 0x73776F726874: return .kwThrows  // throws
      case 0x65757274: return .kwTrue  // true
      case 0x797274: return .kwTry  // try
      case 0x726176: return .kwVar  // var
      case 0x6572656877: return .kwWhere  // where
      case 0x656C696877: return .kwWhile  // while
      default: return .identifier
      }
    }
    let word: StaticString
    let keyword: TokenKind
    switch v {
    case 0x6F69736E65747865: (word, keyword) = ("extension", .kwExtension)
    case 0x61696C6165707974: (word, keyword) = ("typealias", .kwTypealias)
    case 0x76697270656C6966: (word, keyword) = ("fileprivate", .kwFileprivate)
    case 0x6F7268746C6C6166: (word, keyword) = ("fallthrough", .kwFallthrough)
    case 0x7069726373627573: (word, keyword) = ("subscript", .kwSubscript)
    case 0x746169636F737361: (word, keyword) = ("associatedtype", .kwAssociatedtype)
    default: return .identifier
    }
    return length == word.utf8CodeUnitCount && matches(p, start, word) ? keyword : .identifier
  }
}
