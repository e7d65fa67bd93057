import Foundation
import Matchcut
import MatchcutSource
import Testing

/// Every limit of docs/reliability.md: its default, and that lowering it through its flag ends
/// in its own diagnostic; the CLI accepts each flag on every compiling command.
@Suite struct CompilerLimitTests {
  /// The documented defaults (docs/reliability.md, LANGUAGE §7 for states and edges).
  @Test func defaults() {
    let defaults = Dictionary(uniqueKeysWithValues: CompilerLimit.all.map { ($0.flag, $0.defaultValue) })
    #expect(
      defaults == [
        "--max-nesting": 256, "--max-file-size": 8 << 20, "--max-string-length": 1 << 20,
        "--max-foreach": 10_000, "--max-nodes": 100_000, "--max-states": 256, "--max-edges": 4096,
        "--max-steps": 1_000_000, "--max-value-depth": 512, "--max-value-size": 1_000_000,
      ])
  }

  /// A program that needs a little of everything: 7 levels of nesting, a 20-byte string, a
  /// 12-element ForEach (13 views in its stack), a counter with 6 states and 6 edges, a few
  /// hundred evaluation steps, and a value 2 levels deep with 4 nodes (`[[1, 2]]`).
  static let busy = """
    struct Busy: View {
      @State private var n = 0
      let pairs = [[1, 2]]
      var body: some View {
        VStack {
          Text("twenty bytes exactly")
          ForEach(0..<12, id: \\.self) { i in
            Text("\\(i + n)")
          }
          Button("more") { n = (n + pairs.count) % 6 }
        }
      }
    }

    #Preview { Busy() }

    """

  static let lowered: [String: String] = [
    "--max-nesting": "3", "--max-file-size": "100", "--max-string-length": "10", "--max-foreach": "5",
    "--max-nodes": "8", "--max-states": "3", "--max-edges": "2", "--max-steps": "20",
    "--max-value-depth": "1", "--max-value-size": "3",
  ]

  @Test(arguments: CompilerLimit.all.map(\.flag))
  func loweredLimitEndsInItsDiagnostic(_ flag: String) throws {
    let limit = try #require(CompilerLimit.all.first { $0.flag == flag })
    var options = CompilerOptions()
    try CompilerLimit.apply([flag: Self.lowered[flag] ?? "1"], to: &options)
    #expect(limit.read(options) == Int(Self.lowered[flag] ?? ""))
    let directory = try CLIRunner.temporaryDirectory("limit")
    let path = directory + "/Busy.mcut"
    try Self.busy.write(toFile: path, atomically: true, encoding: .utf8)
    // An exploration limit keeps the states found and warns (docs/states.md "Limits"); every
    // other limit is an error.
    let expected: Severity = limit.keepsPartialResult ? .warning : .error
    let ids = Driver(options: options).compile([path], semantics: options.semantics).diagnostics
      .filter { $0.severity == expected }.map(\.id.description)
    #expect(ids.contains(limit.diagnostic), "\(flag): got \(ids)")
    // With the defaults the program compiles.
    let clean = Driver().compile([path]).diagnostics.filter { $0.severity == .error }.map(\.message)
    #expect(clean.isEmpty)
  }

  @Test func malformedValuesAreRejected() {
    for value in ["0", "-3", "abc", "1.5", ""] {
      var options = CompilerOptions()
      #expect(throws: CompilerLimitError(flag: "--max-states", value: value)) {
        try CompilerLimit.apply(["--max-states": value], to: &options)
      }
    }
  }

  /// Exit status 2 for a malformed value, 1 when a lowered limit is hit, on every command; 0
  /// with a warning when an exploration limit is hit, as the states found still compile.
  @Test(arguments: ["build", "check", "layout", "states", "sample"])
  func everyCommandTakesTheLimitFlags(_ command: String) throws {
    let directory = try CLIRunner.temporaryDirectory("flags")
    let path = directory + "/Busy.mcut"
    try Self.busy.write(toFile: path, atomically: true, encoding: .utf8)
    let extra = command == "sample" ? ["--transition", "t0", "--at", "0"] : []
    let malformed = try CLIRunner.run([command, path, "--max-states", "zero"] + extra)
    #expect(malformed.status == 2, "\(malformed.stderr)")
    #expect(malformed.stderr.contains("invalid value 'zero' for '--max-states'"))
    let hit = try CLIRunner.run([command, path, "--max-nodes", "8"] + extra)
    #expect(hit.status == 1, "\(hit.stderr)")
    #expect(hit.stderr.contains("more than 8"))
    let explored = try CLIRunner.run([command, path, "--max-states", "3"] + extra)
    #expect(explored.status == 0, "\(explored.stderr)")
    #expect(explored.stderr.contains("warning: preview 'Busy' has more than 3 states"))
    let alias = try CLIRunner.run([command, path, "--max-transitions", "2"] + extra)
    #expect(alias.stderr.contains("more than 2 transitions"), "\(alias.stderr)")
  }
}
