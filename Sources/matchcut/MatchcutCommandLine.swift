import Matchcut
import MatchcutSource

/// The `matchcut` command line: dispatches argv to a `Command` and turns every outcome into an
/// exit status. The only code that knows argv, exit statuses and ANSI (ARCHITECTURE.md).
enum MatchcutCommandLine {
  /// Every command, in the order `--help` lists them.
  static let commands: [CommandEntry] = [
    CommandEntry(BuildCommand.self), CommandEntry(CheckCommand.self),
    CommandEntry(LayoutCommand.self), CommandEntry(StatesCommand.self),
    CommandEntry(SampleCommand.self), CommandEntry(FmtCommand.self),
    CommandEntry(GalleryCommand.self),
    CommandEntry(PreviewCommand.self),
  ]

  static func entry(named name: String) -> CommandEntry? {
    commands.first { $0.name == name }
  }

  /// Runs one invocation (`arguments` excludes the program name).
  static func run(_ arguments: [String]) -> ExitStatus {
    // Options may come before the command: `matchcut --color never check a.mcut`.
    var leading: [String] = []
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "-" {
      let argument = arguments[index]
      switch argument {
      case "--version":
        Terminal.out("matchcut \(MatchcutVersion.string)\n")
        return .success
      case "--help", "-h":
        Terminal.out(help)
        return .success
      default:
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        guard let spec = OptionSpec.common.first(where: { $0.names.contains(name) }) else {
          let candidates = OptionSpec.common.flatMap(\.names) + ["--version"]
          return usageError(
            .unknownOption(
              name, command: "matchcut",
              suggestion: Suggestion.closest(to: name, in: candidates.filter { $0.hasPrefix("--") })))
        }
        leading.append(argument)
        index += 1
        if spec.takesValue, !argument.contains("="), index < arguments.count {
          leading.append(arguments[index])
          index += 1
        }
      }
    }
    guard index < arguments.count else {
      if leading.isEmpty {
        Terminal.err(help)
        return .usage
      }
      return usageError(.missingCommand)
    }
    let name = arguments[index]
    let rest = leading + arguments[(index + 1)...]
    if name == "help" {
      guard let topic = rest.first else {
        Terminal.out(help)
        return .success
      }
      guard let command = entry(named: topic) else {
        return usageError(
          .unknownCommand(topic, suggestion: Suggestion.closest(to: topic, in: commands.map { $0.name })))
      }
      Terminal.out(command.help)
      return .success
    }
    guard let command = entry(named: name) else {
      return usageError(
        .unknownCommand(name, suggestion: Suggestion.closest(to: name, in: commands.map { $0.name })))
    }
    return run(command, Array(rest))
  }

  private static func run(_ command: CommandEntry, _ arguments: [String]) -> ExitStatus {
    let parsed: ParsedArguments
    switch ArgumentParser.parse(
      arguments, command: command.name, options: command.options, positionals: command.positionals)
    {
    case .success(let value): parsed = value
    case .failure(let error): return usageError(error)
    }
    if parsed.has("--help") {
      Terminal.out(command.help)
      return .success
    }
    let context = CommandContext(
      diagnosticsFormat: parsed.value("--diagnostics-format").flatMap(DiagnosticFormat.init) ?? .text,
      color: Terminal.useColor(option: parsed.value("--color")))
    return command.run(parsed, context)
  }

  private static func usageError(_ error: UsageError) -> ExitStatus {
    let helpCommand = error.command.map { $0 == "matchcut" ? "matchcut --help" : "matchcut \($0) --help" }
    Terminal.err("matchcut: error: \(error)\n")
    Terminal.err("Run '\(helpCommand ?? "matchcut --help")' for usage.\n")
    return .usage
  }

  /// The `matchcut --help` text.
  static var help: String {
    var text = """
      OVERVIEW: Compile SwiftUI matchedGeometryEffect hero transitions into keyframe timelines.

      USAGE: matchcut COMMAND [options]

      COMMANDS:

      """
    for command in commands { text += HelpFormatter.row(command.name, command.abstract) }
    text += "\nOPTIONS:\n"
    for option in OptionSpec.common where option.key != "--help" {
      text += HelpFormatter.row(option.synopsis, option.help)
    }
    text += HelpFormatter.row("-h, --help", "Show this help.")
    text += HelpFormatter.row("--version", "Print the version and exit.")
    text += "\nSee 'matchcut COMMAND --help' for a command's options.\n"
    return text
  }
}

/// A command's static description, erased so that the command table is a plain value.
struct CommandEntry: Sendable {
  var name: String
  var abstract: String
  var help: String
  var options: [OptionSpec]
  var positionals: PositionalSpec
  var run: @Sendable (ParsedArguments, CommandContext) -> ExitStatus

  init<C: Command>(_ command: C.Type) {
    name = C.name
    abstract = C.abstract
    help = C.help
    options = C.options
    positionals = C.positionals
    run = { C.run($0, context: $1) }
  }
}
