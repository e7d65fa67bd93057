import Foundation

/// Where the exporter tests leave their outputs for `Tests/validators/run.sh`:
/// `$MATCHCUT_EXPORT_DIR` when set (created if missing), otherwise nowhere — the tests then
/// only check that every output is produced.
public struct ValidatorExportDirectory {
  /// The directory, or `nil` when the variable is not set.
  public let path: String?

  public init() throws {
    path = ProcessInfo.processInfo.environment["MATCHCUT_EXPORT_DIR"]
    if let path {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
  }

  /// Writes `bytes` as `name` in the directory; `false` when the file could not be created
  /// (always `true` without a directory).
  public func write(_ bytes: [UInt8], _ name: String) -> Bool {
    guard let path else { return true }
    return FileManager.default.createFile(atPath: path + "/" + name, contents: Data(bytes))
  }
}
