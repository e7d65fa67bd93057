import Foundation
import MatchcutTestSupport
import Testing

/// Golden files under `Tests/Fixtures/emit/`; `UPDATE_GOLDENS=1` rewrites them.
enum Golden {
  static var directory: String { Fixtures.root + "/emit" }

  /// Compares `bytes` with the golden file `name` (or rewrites it when asked).
  static func check(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let path = directory + "/" + name
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      Issue.record("missing golden \(name); run with UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
      return
    }
    let expected = [UInt8](data)
    if expected != bytes {
      let a = String(decoding: expected, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      let b = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
      Issue.record(
        "\(name) differs from its golden at line \(line + 1) (UPDATE_GOLDENS=1 rewrites it)",
        sourceLocation: sourceLocation)
    }
  }

  /// Parses JSON output (Foundation's parser, in tests only) into plain values.
  static func json(_ bytes: [UInt8]) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(bytes))
  }
}
