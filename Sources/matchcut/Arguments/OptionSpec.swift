import Matchcut

/// One flag a command accepts, with the text its `--help` shows.
struct OptionSpec: Sendable {
  /// Spellings, long first: `["--output", "-o"]`.
  var names: [String]
  /// The placeholder of the value (`PATH`), or nil for a flag without a value.
  var valueName: String?
  /// When set, the only values accepted.
  var allowedValues: [String]?
  var help: String

  init(_ names: [String], value: String? = nil, allowed: [String]? = nil, help: String) {
    self.names = names
    self.valueName = value
    self.allowedValues = allowed
    self.help = help
  }

  /// The canonical (first) spelling; parsed values are stored under it.
  var key: String { names[0] }
  var takesValue: Bool { valueName != nil }

  /// `--diagnostics-format text|json|sarif` for the help text.
  var synopsis: String {
    let spelled = names.sorted { $0.count < $1.count }.joined(separator: ", ")
    guard let valueName else { return spelled }
    return spelled + " " + (allowedValues?.joined(separator: "|") ?? valueName)
  }

  /// Options every command accepts.
  static let common: [OptionSpec] =
    [
      OptionSpec(
        ["--diagnostics-format"], value: "FORMAT", allowed: ["text", "json", "sarif"],
        help: "How diagnostics are written to standard error (default: text)."),
      OptionSpec(
        ["--color"], value: "WHEN", allowed: ["auto", "always", "never"],
        help: "Colour diagnostics: auto (default) colours only a terminal; NO_COLOR always wins."),
      OptionSpec(
        ["--assets"], value: "DIR",
        help:
          "Asset catalog (.xcassets, or a folder of them) for Color(\"name\") and Image(\"name\"); default: those next to the inputs."
      ),
      OptionSpec(["--help", "-h"], help: "Show help for this command."),
    ] + limits

  /// `--max-nesting N` … `--max-steps N`: one per `CompilerLimit` (docs/reliability.md).
  static let limits: [OptionSpec] = CompilerLimit.all.map { limit in
    OptionSpec(
      [limit.flag] + limit.aliases, value: "N",
      help: "Most \(limit.counts) (default: \(limit.defaultValue)); beyond it: \(limit.diagnostic).")
  }
}

/// What a command line parsed into.
struct ParsedArguments: Sendable {
  var positionals: [String] = []
  /// Option values by canonical name; a flag without a value maps to "".
  var values: [String: String] = [:]

  func has(_ key: String) -> Bool { values[key] != nil }
  func value(_ key: String) -> String? { values[key] }
}

/// The positional arguments of a command, for validation and help.
struct PositionalSpec: Sendable {
  var name: String
  var help: String
  var minimum: Int
  /// `nil` for no upper bound.
  var maximum: Int?
}
