import Matchcut

/// `matchcut check FILE|DIR...`: every diagnostic of every stage, and nothing written
/// (TOOLING §1). It runs the whole pipeline, because the transition lints of LANGUAGE §9 need
/// layout and motion.
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
    let options: CompilerOptions
    switch arguments.compilerOptions() {
    case .success(let value): options = value
    case .failure(let failure): return failure.report()
    }
    let result = Driver(options: options).compile(
      arguments.positionals, semantics: options.semantics, willProcess: CrashReporter.setCurrentFile)
    CrashReporter.setCurrentFile(nil)
    context.report(result.diagnostics, files: result.compilation.filesByPath)
    if result.compilation.hasIOErrors { return .failure }
    return result.hasErrors ? .inputErrors : .success
  }
}
