/// `matchcut fmt FILE...`: format sources in place (TOOLING §1).
enum FmtCommand: Command {
  static let name = "fmt"
  static let abstract = "Format source files in place."
  static let synopsis = "FILE... [--check] [options]"
  static let positionals = PositionalSpec(
    name: "FILE...", help: "Files to format.", minimum: 1, maximum: nil)
  static let options: [OptionSpec] = [
    OptionSpec(["--check"], help: "Change nothing; exit 1 if a file is not formatted.")
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    notAvailable()
  }
}
