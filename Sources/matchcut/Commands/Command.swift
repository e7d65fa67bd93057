import Matchcut
import MatchcutSource

/// One `matchcut` subcommand. Each lives in its own file (`Commands/<Name>Command.swift`); a
/// stage that lands replaces its command's `run` with the real implementation.
protocol Command: SendableMetatype {
  /// The word after `matchcut`.
  static var name: String { get }
  /// One sentence for `matchcut --help` and the OVERVIEW of `matchcut NAME --help`.
  static var abstract: String { get }
  /// The synopsis after `matchcut NAME` (TOOLING §1).
  static var synopsis: String { get }
  static var positionals: PositionalSpec { get }
  /// Command-specific options; `OptionSpec.common` are added to every command.
  static var options: [OptionSpec] { get }
  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus
}

/// What a command gets besides its arguments: how to report diagnostics.
struct CommandContext {
  var diagnosticsFormat: DiagnosticFormat
  var color: Bool

  /// Renders `diagnostics` to standard error in the chosen format. SARIF is written even when
  /// there is nothing to report, so tools always get a log.
  func report(_ diagnostics: [Diagnostic], files: [String: SourceFile]) {
    if diagnostics.isEmpty, diagnosticsFormat != .sarif { return }
    Terminal.err(
      diagnosticsFormat.render(diagnostics, files: files, tool: MatchcutVersion.tool, color: color))
  }

  /// The exit status for a finished compilation: I/O problems outrank input errors.
  func status(for compilation: Compilation) -> ExitStatus {
    if compilation.hasIOErrors { return .failure }
    return compilation.hasErrors ? .inputErrors : .success
  }
}

extension Command {
  /// The `matchcut NAME --help` text.
  static var help: String {
    var text = "OVERVIEW: \(abstract)\n\nUSAGE: matchcut \(name) \(synopsis)\n\n"
    text += "ARGUMENTS:\n" + HelpFormatter.row(positionals.name, positionals.help) + "\n"
    text += "OPTIONS:\n"
    for option in options + OptionSpec.common { text += HelpFormatter.row(option.synopsis, option.help) }
    return text
  }

  /// Stub behaviour for commands whose pipeline stage has not landed yet.
  static func notAvailable() -> ExitStatus {
    Terminal.err("matchcut: '\(name)' is not available yet in this build\n")
    return .usage
  }
}

/// Two-column help rows, wrapped like swift-argument-parser's.
enum HelpFormatter {
  static let column = 28
  static let width = 80

  static func row(_ left: String, _ right: String) -> String {
    let indent = String(repeating: " ", count: column)
    var lines: [String] = []
    var line = ""
    for word in right.split(separator: " ") {
      if !line.isEmpty, column + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    var text = "  " + left
    if left.count + 2 + 2 <= column {
      text += String(repeating: " ", count: column - 2 - left.count) + lines.removeFirst() + "\n"
    } else {
      text += "\n"
    }
    for rest in lines { text += indent + rest + "\n" }
    return text
  }
}
