import Foundation
import Testing

/// `matchcut build --watch`: one line per rebuild, survives errors keeping the last good
/// output, and stops cleanly on SIGINT (docs/build-integration.md).
struct WatchModeTests {
  /// A `matchcut` child whose standard error goes to a file we can poll while it runs.
  final class Child {
    let process = Process()
    let log: String

    init(_ arguments: [String], in directory: String) throws {
      log = directory + "/watch.log"
      _ = FileManager.default.createFile(atPath: log, contents: nil)
      process.executableURL = URL(fileURLWithPath: MatchcutProcess.binary)
      process.arguments = arguments
      process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
      process.standardOutput = FileHandle.nullDevice
      try process.run()
    }

    var stderr: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

    /// Waits until standard error holds `text` `count` times; false after `seconds`.
    func wait(for text: String, count: Int = 1, seconds: Double = 120) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if stderr.components(separatedBy: text).count - 1 >= count { return true }
        if !process.isRunning { return false }
        usleep(50_000)
      }
      return false
    }

    /// Waits for the child to end; kills it and returns false after `seconds`.
    func waitForExit(seconds: Double) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      guard !process.isRunning else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
      }
      process.waitUntilExit()
      return true
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
  }

  @Test(.timeLimit(.minutes(5))) func rebuildsOnChangeSurvivesErrorsAndStopsOnSIGINT() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(BuildTestSources.circle, to: "Mover.mcut", in: directory)
    let output = directory + "/out/Mover.timeline.json"
    let child = try Child(["build", input, "-o", output, "--watch"], in: directory)

    #expect(child.wait(for: "] built 1 file in "), "\(child.stderr)")
    let first = try Data(contentsOf: URL(fileURLWithPath: output))

    // An edit (of a different size, so even a coarse mtime sees it) triggers one rebuild.
    try write(
      BuildTestSources.circle.replacingOccurrences(of: "0.3", with: "0.45"), to: "Mover.mcut", in: directory)
    #expect(child.wait(for: "] built 1 file in ", count: 2), "\(child.stderr)")
    let second = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(second != first)

    // A broken edit reports its error and keeps the last good output.
    try write(BuildTestSources.circle + "let broken = \"\n", to: "Mover.mcut", in: directory)
    #expect(child.wait(for: "] failed: 1 error\n"), "\(child.stderr)")
    #expect(child.stderr.contains("Mover.mcut:23:14: error: unterminated string literal"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == second)

    // Fixing it builds again; SIGINT then ends the watch with status 0.
    try write(BuildTestSources.circle, to: "Mover.mcut", in: directory)
    #expect(child.wait(for: "] built 1 file in ", count: 3), "\(child.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == first)
    child.process.interrupt()
    #expect(child.waitForExit(seconds: 60), "SIGINT did not stop the watch")
    #expect(child.process.terminationStatus == 0)
    #expect(child.stderr.hasSuffix(" stopped watching\n"))
    // Every status line has the `[HH:MM:SS] ` prefix.
    let lines = child.stderr.split(separator: "\n").filter { $0.contains("built") || $0.contains("failed:") }
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0.hasPrefix("[") && $0.dropFirst(9).hasPrefix("] ") })
  }

  @Test func watchNeedsAnOutputAndAFile() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(BuildTestSources.circle, to: "a.mcut", in: directory)
    let noOutput = try MatchcutProcess.run(["build", input, "--watch"])
    #expect(noOutput.status == 2)
    #expect(noOutput.stderr == "matchcut: error: '--watch' needs '-o PATH' to write its outputs to\n")
    let stdin = try MatchcutProcess.run(["build", "-", "--watch", "-o", directory + "/o.json"])
    #expect(stdin.status == 2)
    #expect(stdin.stderr == "matchcut: error: '--watch' cannot watch standard input ('-')\n")
  }
}
