/// `matchcut states FILE`: the explored state graph (TOOLING §1, LANGUAGE §7).
enum StatesCommand: Command {
  static let name = "states"
  static let abstract = "Print the state graph of a scene: states, triggers and transitions."
  static let synopsis = "FILE [--preview NAME] [--json|--dot] [options]"
  static let positionals = PositionalSpec(
    name: "FILE", help: "The source file; '-' is stdin.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--preview"], value: "NAME", help: "The scene (default: the first #Preview)."),
    OptionSpec(["--json"], help: "Print JSON."),
    OptionSpec(["--dot"], help: "Print a Graphviz graph."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    notAvailable()
  }
}
