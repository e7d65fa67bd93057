/// The kinds of tokens the lexer produces.
///
/// String literals are split so that interpolations hold ordinary tokens:
/// `"a\(x)b"` is `stringStart`, `stringSegment`, `interpolationStart`, `identifier`,
/// `interpolationEnd`, `stringSegment`, `stringEnd`.
public enum TokenKind: UInt8, Sendable, Hashable {
  case endOfFile
  /// `name` or `` `name` ``.
  case identifier
  /// `$name`, `$0`.
  case dollarIdentifier
  /// `#Preview`.
  case poundIdentifier
  case integerLiteral
  case floatLiteral
  /// `"` or `"""`.
  case stringStart
  /// Raw text between delimiters and interpolations (escapes not yet decoded).
  case stringSegment
  /// `\(` inside a string.
  case interpolationStart
  /// The `)` closing an interpolation.
  case interpolationEnd
  /// `"` or `"""` (zero-length and `isMissing` when the string is unterminated).
  case stringEnd
  /// `/[a-z]+/` or `#/…/#`: a regex literal, one token (its contents are not lexed).
  case regexLiteral

  // Punctuation.
  case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
  case comma, colon, semicolon, period, atSign, backslash, arrow

  // Operators.
  case equal  // =
  case plus, minus, star, slash, percent
  case plusEqual, minusEqual, starEqual, slashEqual, percentEqual
  case equalEqual, bangEqual, equalEqualEqual, bangEqualEqual
  case less, lessEqual, greater, greaterEqual
  case ampAmp, pipePipe, questionQuestion
  case bang, question, ampersand, pipe, caret, tilde
  /// A run of non-ASCII operator characters (`√`, `≈`, `•`; Swift's operator-head and
  /// operator-character sets). Last of the operator pieces (`Parser.isOperatorPiece`).
  case unicodeOperator
  case ellipsis  // ...
  case halfOpenRange  // ..<

  // Keywords (Swift's reserved words that the grammar uses).
  case kwImport, kwStruct, kwClass, kwActor, kwProtocol, kwEnum, kwExtension, kwCase, kwLet
  case kwVar, kwFunc, kwInit, kwTypealias, kwStatic, kwPrivate, kwFileprivate, kwInternal
  case kwPublic, kwIf, kwElse, kwGuard, kwSwitch, kwDefault, kwFor, kwWhile, kwRepeat, kwDo
  case kwReturn, kwBreak, kwContinue, kwFallthrough, kwIn, kwWhere, kwTrue, kwFalse, kwNil
  case kwSelf, kwSelfType, kwSuper, kwAs, kwIs, kwTry, kwThrow, kwThrows, kwRethrows, kwInout
  case kwDefer, kwSubscript, kwDeinit, kwOperator, kwAssociatedtype

  /// A byte that starts no token (reported by the parser where it stands).
  case unknown

  /// Whether the kind is a keyword (usable as a member name or argument label).
  public var isKeyword: Bool {
    rawValue >= TokenKind.kwImport.rawValue && rawValue <= TokenKind.kwAssociatedtype.rawValue
  }

  /// The kind's fixed spelling for messages (`')'`), or a description (`identifier`).
  public var displayName: String {
    switch self {
    case .endOfFile: "end of file"
    case .identifier: "identifier"
    case .dollarIdentifier: "'$' identifier"
    case .poundIdentifier: "directive"
    case .integerLiteral: "integer literal"
    case .floatLiteral: "floating-point literal"
    case .stringStart, .stringEnd: "'\"'"
    case .stringSegment: "string literal"
    case .regexLiteral: "regex literal"
    case .interpolationStart: "'\\('"
    case .interpolationEnd: "')'"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .comma: "','"
    case .colon: "':'"
    case .semicolon: "';'"
    case .period: "'.'"
    case .atSign: "'@'"
    case .backslash: "'\\'"
    case .arrow: "'->'"
    case .unknown: "character"
    case .unicodeOperator: "operator"
    default: "'\(TokenKind.spellings[self] ?? "?")'"
    }
  }

  static let spellings: [TokenKind: String] = [
    .equal: "=", .plus: "+", .minus: "-", .star: "*", .slash: "/", .percent: "%",
    .plusEqual: "+=", .minusEqual: "-=", .starEqual: "*=", .slashEqual: "/=",
    .percentEqual: "%=", .equalEqual: "==", .bangEqual: "!=", .equalEqualEqual: "===",
    .bangEqualEqual: "!==", .less: "<", .lessEqual: "<=", .greater: ">", .greaterEqual: ">=",
    .ampAmp: "&&", .pipePipe: "||", .questionQuestion: "??", .bang: "!", .question: "?",
    .ampersand: "&", .pipe: "|", .caret: "^", .tilde: "~", .ellipsis: "...",
    .halfOpenRange: "..<", .kwImport: "import", .kwStruct: "struct", .kwClass: "class",
    .kwActor: "actor", .kwProtocol: "protocol", .kwEnum: "enum", .kwExtension: "extension",
    .kwCase: "case", .kwLet: "let", .kwVar: "var", .kwFunc: "func", .kwInit: "init",
    .kwTypealias: "typealias", .kwStatic: "static", .kwPrivate: "private",
    .kwFileprivate: "fileprivate", .kwInternal: "internal", .kwPublic: "public", .kwIf: "if",
    .kwElse: "else", .kwGuard: "guard", .kwSwitch: "switch", .kwDefault: "default",
    .kwFor: "for", .kwWhile: "while", .kwRepeat: "repeat", .kwDo: "do", .kwReturn: "return",
    .kwBreak: "break", .kwContinue: "continue", .kwFallthrough: "fallthrough", .kwIn: "in",
    .kwWhere: "where", .kwTrue: "true", .kwFalse: "false", .kwNil: "nil", .kwSelf: "self",
    .kwSelfType: "Self", .kwSuper: "super", .kwAs: "as", .kwIs: "is", .kwTry: "try",
    .kwThrow: "throw", .kwThrows: "throws", .kwRethrows: "rethrows", .kwInout: "inout",
    .kwDefer: "defer", .kwSubscript: "subscript", .kwDeinit: "deinit",
    .kwOperator: "operator", .kwAssociatedtype: "associatedtype",
  ]
}
