import MatchcutSource

/// Builds `syntax.*` diagnostics; every id the front end reports is listed here.
enum SyntaxDiagnostic {
  static let invalidUTF8: DiagnosticID = "syntax.invalid-utf8"
  static let nulByte: DiagnosticID = "syntax.nul-byte"
  static let unterminatedString: DiagnosticID = "syntax.unterminated-string"
  static let unterminatedComment: DiagnosticID = "syntax.unterminated-comment"
  static let invalidEscape: DiagnosticID = "syntax.invalid-escape"
  static let invalidNumber: DiagnosticID = "syntax.invalid-number"
  static let multilineStringFormat: DiagnosticID = "syntax.multiline-string-format"
  static let unexpectedCharacter: DiagnosticID = "syntax.unexpected-character"
  static let expectedToken: DiagnosticID = "syntax.expected-token"
  static let expectedExpression: DiagnosticID = "syntax.expected-expression"
  static let expectedDeclaration: DiagnosticID = "syntax.expected-declaration"
  static let expectedType: DiagnosticID = "syntax.expected-type"
  static let expectedIdentifier: DiagnosticID = "syntax.expected-identifier"
  static let expectedStatementSeparator: DiagnosticID = "syntax.consecutive-statements"
  static let unexpectedToken: DiagnosticID = "syntax.unexpected-token"
  static let extraneousBrace: DiagnosticID = "syntax.extraneous-brace"
  static let missingBody: DiagnosticID = "syntax.missing-body"
  static let badDirective: DiagnosticID = "syntax.bad-directive"
  static let nestingTooDeep: DiagnosticID = "syntax.nesting-too-deep"
  static let expressionTooLong: DiagnosticID = "syntax.expression-too-long"
  static let fileTooLarge: DiagnosticID = "syntax.file-too-large"
  static let stringTooLong: DiagnosticID = "syntax.string-too-long"
  static let invalidLeadingDot: DiagnosticID = "syntax.invalid-float-literal"
  static let integerOverflow: DiagnosticID = "syntax.integer-overflow"
  static let expectedIn: DiagnosticID = "syntax.expected-in"
  static let missingArgument: DiagnosticID = "syntax.missing-argument"
  static let operatorSpacing: DiagnosticID = "syntax.operator-spacing"
  static let nonAssociative: DiagnosticID = "syntax.non-associative-operator"

  static func error(
    _ id: DiagnosticID, _ message: String, _ range: SourceRange, path: String,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      id, .error, message, at: SourceSpan(path: path, range: range), notes: notes, fixIts: fixIts)
  }
}
