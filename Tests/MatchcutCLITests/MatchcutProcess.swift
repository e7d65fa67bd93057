import Foundation
import MatchcutTestSupport

/// Runs the built `matchcut` executable as a subprocess.
///
/// The binary is found, in order, at `$MATCHCUT_BINARY`, or next to the running test bundle:
/// `swift test` builds every product into the same directory as `MatchcutPackageTests.xctest`
/// (`.build/<triple>/debug/`), so `matchcut` sits beside `/proc/self/exe` (on macOS, beside the
/// `.xctest` bundle).
struct MatchcutProcess {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built `matchcut` (`BuiltProducts.matchcut`).
  static var binary: String { BuiltProducts.matchcut }

  /// Runs `matchcut arguments…` with `stdin` piped in and the environment cleared of colour
  /// variables unless `environment` sets them.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    directory: String? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    // Read both pipes before waiting so a chatty child never blocks on a full pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }
}

/// A fresh temporary directory for one test.
func makeTemporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "matchcut-cli-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `text` to `directory/name` and returns the path.
@discardableResult
func write(_ text: String, to name: String, in directory: String) throws -> String {
  let path = directory + "/" + name
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  return path
}
