import Foundation
import Testing

/// End-to-end tests of the built `matchcut` binary: exit statuses and output shapes of
/// TOOLING §1 (0 success, 1 input errors, 2 usage, 3 I/O or internal failure).

/// A file the lexer and parser accept (LANGUAGE §1–2 constructs only).
private let goodSource = """
  import SwiftUI

  struct Card: View {
    var body: some View {
      Text("Hi")
    }
  }

  #Preview { Card() }

  """

/// A file with an unterminated string on line 2, column 14 (byte 13 of the line, 1-based 14).
private let badSource = "struct A {}\nlet title = \"abc\n"

@Test func versionPrintsNameAndVersion() throws {
  let result = try MatchcutProcess.run(["--version"])
  #expect(result.status == 0)
  #expect(result.stdout == "matchcut 0.1.0\n")
  #expect(result.stderr.isEmpty)
}

@Test func helpListsEveryCommandAndGoesToStdout() throws {
  let result = try MatchcutProcess.run(["--help"])
  #expect(result.status == 0)
  #expect(result.stdout.hasPrefix("OVERVIEW: "))
  for command in ["build", "check", "layout", "states", "sample", "fmt", "gallery"] {
    #expect(result.stdout.contains("\n  \(command) "))
  }
  #expect(result.stdout.contains("--diagnostics-format text|json|sarif"))
  #expect(result.stderr.isEmpty)
}

@Test func noArgumentsPrintsUsageToStderrWithStatus2() throws {
  let result = try MatchcutProcess.run([])
  #expect(result.status == 2)
  #expect(result.stdout.isEmpty)
  #expect(result.stderr.hasPrefix("OVERVIEW: "))
}

@Test(arguments: ["build", "check", "layout", "states", "sample", "fmt", "gallery"])
func everyCommandHasHelpListingItsFlags(command: String) throws {
  let result = try MatchcutProcess.run([command, "--help"])
  #expect(result.status == 0)
  #expect(result.stdout.contains("USAGE: matchcut \(command) "))
  #expect(result.stdout.contains("--diagnostics-format"))
  #expect(result.stdout.contains("-h, --help"))
  let help = try MatchcutProcess.run(["help", command])
  #expect(help.stdout == result.stdout)
}

@Test func buildHelpListsTheToolingFlags() throws {
  let result = try MatchcutProcess.run(["build", "--help"])
  for flag in [
    "-o, --output PATH", "--format timeline|lottie|css|svg", "--preview NAME", "--canvas",
    "--tolerance PT", "--fps N", "--depfile PATH", "--watch",
  ] {
    #expect(result.stdout.contains(flag), "missing \(flag)")
  }
}

@Test func unknownCommandSuggestsTheNearestOne() throws {
  let result = try MatchcutProcess.run(["chek", "a.mcut"])
  #expect(result.status == 2)
  #expect(
    result.stderr == """
      matchcut: error: unknown command 'chek'; did you mean 'check'?
      Run 'matchcut --help' for usage.

      """)
}

@Test func unknownFlagSuggestsTheNearestOne() throws {
  let result = try MatchcutProcess.run(["build", "--formt", "lottie", "a.mcut"])
  #expect(result.status == 2)
  #expect(
    result.stderr == """
      matchcut: error: unknown option '--formt' for 'build'; did you mean '--format'?
      Run 'matchcut build --help' for usage.

      """)
  let far = try MatchcutProcess.run(["check", "--zzzzzz", "a.mcut"])
  #expect(far.status == 2)
  #expect(far.stderr.hasPrefix("matchcut: error: unknown option '--zzzzzz' for 'check'\n"))
}

@Test func missingAndInvalidValuesAreUsageErrors() throws {
  let missing = try MatchcutProcess.run(["check", "a.mcut", "--diagnostics-format"])
  #expect(missing.status == 2)
  #expect(
    missing.stderr.hasPrefix(
      "matchcut: error: option '--diagnostics-format' needs a value (FORMAT)\n"))
  let invalid = try MatchcutProcess.run(["check", "--diagnostics-format", "jsno", "a.mcut"])
  #expect(invalid.status == 2)
  #expect(
    invalid.stderr.hasPrefix(
      "matchcut: error: invalid value 'jsno' for '--diagnostics-format'; expected one of: "
        + "text, json, sarif; did you mean 'json'?\n"))
  let noInput = try MatchcutProcess.run(["check"])
  #expect(noInput.status == 2)
  #expect(noInput.stderr.hasPrefix("matchcut: error: 'check' needs FILE|DIR...\n"))
}

@Test func checkOnAGoodFileIsSilentAndSucceeds() throws {
  let directory = try makeTemporaryDirectory()
  let path = try write(goodSource, to: "Good.mcut", in: directory)
  let result = try MatchcutProcess.run(["check", path])
  #expect(result.stderr.isEmpty)
  #expect(result.stdout.isEmpty)
  #expect(result.status == 0)
}

@Test func checkOnABadFileReportsInTheClangShape() throws {
  let directory = try makeTemporaryDirectory()
  try write(badSource, to: "Bad.mcut", in: directory)
  let result = try MatchcutProcess.run(["check", "Bad.mcut"], directory: directory)
  #expect(result.status == 1)
  #expect(result.stdout.isEmpty)
  // The string opens at byte 12 of line 2: column 13.
  #expect(
    result.stderr.hasPrefix(
      """
      Bad.mcut:2:13: error: unterminated string literal
      let title = "abc
                  ^

      """))
}

@Test func checkReadsStandardInput() throws {
  let result = try MatchcutProcess.run(["check", "-"], stdin: badSource)
  #expect(result.status == 1)
  #expect(result.stderr.hasPrefix("-:2:13: error: unterminated string literal\n"))
}

@Test func checkOnAMissingFileIsAnIOFailure() throws {
  let result = try MatchcutProcess.run(["check", "/nonexistent/Nope.mcut"])
  #expect(result.status == 3)
  #expect(result.stderr == "matchcut: error: no such file or directory: '/nonexistent/Nope.mcut'\n")
}

@Test func jsonDiagnosticsAreOneObjectPerLine() throws {
  let directory = try makeTemporaryDirectory()
  try write(badSource, to: "Bad.mcut", in: directory)
  let result = try MatchcutProcess.run(
    ["check", "--diagnostics-format", "json", "Bad.mcut"], directory: directory)
  #expect(result.status == 1)
  let lines = result.stderr.split(separator: "\n")
  #expect(!lines.isEmpty)
  #expect(
    lines.first?.hasPrefix(
      #"{"id":"syntax.unterminated-string","severity":"error","message":"unterminated string literal","#
        + #""file":"Bad.mcut","line":2,"column":13,"#) == true)
  for line in lines {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let keys = [
      "id", "severity", "message", "file", "line", "column", "endLine", "endColumn", "notes", "fixIts",
    ]
    #expect(Set(object?.keys.map { $0 } ?? []) == Set(keys))
  }
}

@Test func sarifDiagnosticsAreOneLog() throws {
  let directory = try makeTemporaryDirectory()
  try write(badSource, to: "Bad.mcut", in: directory)
  let result = try MatchcutProcess.run(
    ["check", "Bad.mcut", "--diagnostics-format=sarif"], directory: directory)
  #expect(result.status == 1)
  let log = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any]
  #expect(log?["version"] as? String == "2.1.0")
  let run = (log?["runs"] as? [[String: Any]])?.first
  let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
  #expect(driver?["name"] as? String == "matchcut")
  #expect(driver?["version"] as? String == "0.1.0")
  let results = run?["results"] as? [[String: Any]] ?? []
  #expect(results.first?["ruleId"] as? String == "syntax.unterminated-string")
  #expect(results.first?["level"] as? String == "error")

  // A clean run still writes a (empty) log, so tools can always parse stderr.
  let good = try write(goodSource, to: "Good.mcut", in: directory)
  let clean = try MatchcutProcess.run(["check", "--diagnostics-format", "sarif", good])
  #expect(clean.status == 0)
  let cleanLog = try JSONSerialization.jsonObject(with: Data(clean.stderr.utf8)) as? [String: Any]
  #expect(cleanLog?["version"] as? String == "2.1.0")
}

@Test func colourFollowsTheFlagAndNoColorWins() throws {
  let directory = try makeTemporaryDirectory()
  try write(badSource, to: "Bad.mcut", in: directory)
  // Standard error is a pipe here, so `auto` means no colour.
  let auto = try MatchcutProcess.run(["check", "Bad.mcut"], directory: directory)
  #expect(!auto.stderr.contains("\u{1B}["))
  let always = try MatchcutProcess.run(["--color", "always", "check", "Bad.mcut"], directory: directory)
  #expect(always.stderr.hasPrefix("\u{1B}[1mBad.mcut:2:13: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m"))
  let noColor = try MatchcutProcess.run(
    ["check", "--color", "always", "Bad.mcut"], environment: ["NO_COLOR": "1"], directory: directory)
  #expect(!noColor.stderr.contains("\u{1B}["))
  #expect(noColor.stderr == auto.stderr)
}

@Test func aFatalSignalBecomesAnInternalErrorWithStatus3() throws {
  // `check -` blocks reading standard input; once it sleeps there, a SIGSEGV stands in for a
  // runtime trap. The crash reporter must print one line and exit 3 (TOOLING §1).
  let process = Process()
  process.executableURL = URL(fileURLWithPath: MatchcutProcess.binary)
  process.arguments = ["check", "-"]
  let input = Pipe()
  let error = Pipe()
  process.standardInput = input
  process.standardError = error
  process.standardOutput = Pipe()
  try process.run()
  let pid = process.processIdentifier
  var sleeping = false
  for _ in 0..<1000 where !sleeping {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    // The state letter follows the parenthesised command name.
    if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)...].hasPrefix("S") {
      sleeping = true
    } else {
      usleep(10_000)
    }
  }
  #expect(sleeping)
  kill(pid, SIGSEGV)
  let message = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try input.fileHandleForWriting.close()
  #expect(process.terminationReason == .exit)
  #expect(process.terminationStatus == 3)
  #expect(
    String(decoding: message, as: UTF8.self)
      == "matchcut: internal error; please report a bug with this input\n")
}

@Test func aNegativeNumberIsAValueNotAnOption() throws {
  // `--at -0.5` style values: the parser takes "-1" as the value (and here rejects it as a
  // format), instead of reporting a missing value.
  let result = try MatchcutProcess.run(["check", "--diagnostics-format", "-1", "a.mcut"])
  #expect(result.status == 2)
  #expect(
    result.stderr.hasPrefix(
      "matchcut: error: invalid value '-1' for '--diagnostics-format'; expected one of: "))
}
