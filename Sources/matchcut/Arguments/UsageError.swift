/// A command line that cannot run (exit status 2). Descriptions are one lower-case phrase in
/// the style of compiler diagnostics, with a "did you mean" where a near spelling exists.
enum UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, command: String, suggestion: String?)
  case missingValue(String, command: String, valueName: String)
  case unexpectedValue(String, command: String)
  case invalidValue(String, value: String, allowed: [String], command: String, suggestion: String?)
  case missingArgument(String, command: String)
  case unexpectedArgument(String, command: String)
  case missingCommand

  var description: String {
    switch self {
    case .unknownCommand(let name, let suggestion):
      "unknown command '\(name)'" + hint(suggestion)
    case .unknownOption(let name, let command, let suggestion):
      "unknown option '\(name)' for '\(command)'" + hint(suggestion)
    case .missingValue(let name, _, let valueName):
      "option '\(name)' needs a value (\(valueName))"
    case .unexpectedValue(let name, _):
      "option '\(name)' does not take a value"
    case .invalidValue(let name, let value, let allowed, _, let suggestion):
      "invalid value '\(value)' for '\(name)'; expected one of: \(allowed.joined(separator: ", "))"
        + hint(suggestion)
    case .missingArgument(let name, let command):
      "'\(command)' needs \(name)"
    case .unexpectedArgument(let argument, let command):
      "unexpected argument '\(argument)' for '\(command)'"
    case .missingCommand:
      "no command given"
    }
  }

  /// The command whose `--help` the error message points to, if any.
  var command: String? {
    switch self {
    case .unknownCommand, .missingCommand: nil
    case .unknownOption(_, let command, _), .missingValue(_, let command, _),
      .unexpectedValue(_, let command), .invalidValue(_, _, _, let command, _),
      .missingArgument(_, let command), .unexpectedArgument(_, let command):
      command
    }
  }

  private func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
