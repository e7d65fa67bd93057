import MatchcutSource

/// Why a file was not formatted.
public enum FormatError: Error, Sendable, Hashable {
  /// The file has syntax errors; formatting needs a well-formed tree.
  case syntaxErrors([Diagnostic])
  /// The formatted text would not lex back to the same tokens (a formatter bug); the byte
  /// offset is where the original and the formatted token streams first differ.
  case tokenMismatch(offset: Int)
}
