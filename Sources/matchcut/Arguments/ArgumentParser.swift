/// Hand-rolled argument parsing for one command (no packages, by design).
///
/// Accepts `--name value`, `--name=value`, `-o value`, flags without values, `-` as a
/// positional (standard input) and `--` to end options. The last repetition of an option wins.
/// An option's value may be a negative number (`--at -0.5`).
enum ArgumentParser {
  static func parse(
    _ arguments: [String], command: String, options: [OptionSpec], positionals: PositionalSpec
  ) -> Result<ParsedArguments, UsageError> {
    let all = options + OptionSpec.common
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = all.first(where: { $0.names.contains(name) }) else {
        let candidates = all.flatMap(\.names).filter { $0.hasPrefix("--") }
        return .failure(
          .unknownOption(name, command: command, suggestion: Suggestion.closest(to: name, in: candidates)))
      }
      guard spec.takesValue else {
        if inlineValue != nil { return .failure(.unexpectedValue(name, command: command)) }
        parsed.values[spec.key] = ""
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count,
        arguments[index] == "-" || !arguments[index].hasPrefix("-")
          || isNegativeNumber(arguments[index])
      {
        value = arguments[index]
        index += 1
      } else {
        return .failure(.missingValue(name, command: command, valueName: spec.valueName ?? "VALUE"))
      }
      if let allowed = spec.allowedValues, !allowed.contains(value) {
        return .failure(
          .invalidValue(
            name, value: value, allowed: allowed, command: command,
            suggestion: Suggestion.closest(to: value, in: allowed)))
      }
      parsed.values[spec.key] = value
    }
    if parsed.has("--help") { return .success(parsed) }
    if parsed.positionals.count < positionals.minimum {
      return .failure(.missingArgument(positionals.name, command: command))
    }
    if let maximum = positionals.maximum, parsed.positionals.count > maximum {
      return .failure(.unexpectedArgument(parsed.positionals[maximum], command: command))
    }
    return .success(parsed)
  }

  /// `-0.5`, `-3`: a value, not an option (`sample --at -0.5` is unusual but not an error here).
  static func isNegativeNumber(_ argument: String) -> Bool {
    argument.count > 1 && argument.hasPrefix("-") && Double(argument) != nil
  }
}
