import Matchcut

/// `matchcut check FILE|DIR...`: diagnostics only, writes nothing (TOOLING §1).
enum CheckCommand: Command {
  static let name = "check"
  static let abstract = "Report diagnostics for the given files; write nothing."
  static let synopsis = "FILE|DIR... [options]"
  static let positionals = PositionalSpec(
    name: "FILE|DIR...",
    help: "Sources to check; directories add every .mcut and .swift file inside; '-' is stdin.",
    minimum: 1, maximum: nil)
  static let options: [OptionSpec] = []

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    let compilation = Driver().check(arguments.positionals, willProcess: CrashReporter.setCurrentFile)
    CrashReporter.setCurrentFile(nil)
    context.report(compilation.diagnostics, files: compilation.filesByPath)
    return context.status(for: compilation)
  }
}
