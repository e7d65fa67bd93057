import Matchcut
import MatchcutSource
import MatchcutSyntax

/// `matchcut fmt FILE... [--check]`: format sources in place (TOOLING §1; layout in
/// `docs/fmt.md`).
///
/// - A file with syntax errors is not formatted: its diagnostics are reported and the exit
///   status is 1.
/// - Without `--check`, each changed file is rewritten atomically (`OutputWriter`); an
///   unchanged file is left untouched (its mtime too). `-` reads standard input and writes
///   the formatted text to standard output.
/// - With `--check`, nothing is written; each file that would change is listed as
///   `path: would reformat` on standard output and the exit status is 1.
enum FmtCommand: Command {
  static let name = "fmt"
  static let abstract = "Format source files in place."
  static let synopsis = "FILE... [--check] [options]"
  static let positionals = PositionalSpec(
    name: "FILE...", help: "Files to format; '-' formats stdin to stdout.", minimum: 1,
    maximum: nil)
  static let options: [OptionSpec] = [
    OptionSpec(["--check"], help: "Change nothing; exit 1 if a file is not formatted.")
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    let check = arguments.has("--check")
    // Only loading and parsing: formatting needs a well-formed file, not a valid program.
    let options = CompilerOptions()
    let loaded = InputLoader(maxFileBytes: options.maxFileBytes).load(arguments.positionals)
    var diagnostics = loaded.diagnostics
    var status: ExitStatus = loaded.diagnostics.isEmpty ? .success : .failure
    func worsen(_ new: ExitStatus) {
      if status == .success || new == .failure { status = new }
    }
    for file in loaded.files {
      let path = file.path
      CrashReporter.setCurrentFile(path)
      let result = parseFile(file, limits: options.parseLimits)
      if result.hasErrors {
        diagnostics += result.diagnostics
        worsen(.inputErrors)
        continue
      }
      let formatted: String
      do {
        formatted = try format(result)
      } catch {
        Terminal.err(
          "matchcut: internal error while formatting '\(path)'; please report a bug with this input\n")
        worsen(.failure)
        continue
      }
      let bytes = Array(formatted.utf8)
      let changed = bytes != file.bytes
      if path == "-" {
        if check {
          if changed {
            Terminal.out("-: would reformat\n")
            worsen(.inputErrors)
          }
        } else {
          Terminal.out(formatted)
        }
        continue
      }
      guard changed else { continue }
      if check {
        Terminal.out("\(path): would reformat\n")
        worsen(.inputErrors)
        continue
      }
      if case .failure(let failure) = OutputWriter.write(bytes, to: path) {
        diagnostics.append(Diagnostic("io.unwritable-file", .error, failure.description, at: nil))
        worsen(.failure)
      }
    }
    CrashReporter.setCurrentFile(nil)
    var files: [String: SourceFile] = [:]
    for file in loaded.files { files[file.path] = file }
    context.report(diagnostics, files: files)
    return status
  }
}
