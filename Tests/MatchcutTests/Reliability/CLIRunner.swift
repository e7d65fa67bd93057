import Foundation
import MatchcutTestSupport

/// Runs the built `matchcut` as a subprocess for the output-safety and determinism tests.
///
/// The binary is `$MATCHCUT_BINARY`, else the `matchcut` that `swift build` put beside the test
/// bundle (`.build/<triple>/debug/`).
enum CLIRunner {
  struct Output {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
  }

  /// The built `matchcut` (`BuiltProducts.matchcut`).
  static var binary: String { BuiltProducts.matchcut }

  static func run(_ arguments: [String]) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
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
      status: process.terminationStatus, stdout: Array(outputData),
      stderr: String(decoding: errorData, as: UTF8.self))
  }

  /// A fresh, empty directory under the system's temporary directory.
  static func temporaryDirectory(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "matchcut-reliability-\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Every regular file below `root`, as paths relative to it, sorted.
  static func files(under root: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var out: [String] = []
    while let next = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + next, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        out.append(next)
      }
    }
    return out.sorted()
  }
}
