/// `matchcut sample FILE --transition ID --at SECONDS` (TOOLING §1, §2).
enum SampleCommand: Command {
  static let name = "sample"
  static let abstract = "Print every node of a transition at one moment."
  static let synopsis = "FILE --transition ID --at SECONDS [--preview NAME] [--json] [options]"
  static let positionals = PositionalSpec(
    name: "FILE", help: "The source file; '-' is stdin.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--transition"], value: "ID", help: "The transition id (t0, t1, …)."),
    OptionSpec(["--at"], value: "SECONDS", help: "Time since the trigger, in seconds."),
    OptionSpec(["--preview"], value: "NAME", help: "The scene (default: the first #Preview)."),
    OptionSpec(["--json"], help: "Print JSON."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    notAvailable()
  }
}
