import Foundation
import MatchcutSource

/// Locates the repository's test fixtures from this file's compile-time path.
public enum Fixtures {
  /// The repository root (the folder holding `Package.swift`).
  public static var repositoryRoot: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Sources/MatchcutTestSupport/Fixtures.swift
    return parts.joined(separator: "/")
  }

  /// `Tests/Fixtures` in the repository.
  public static var root: String { repositoryRoot + "/Tests/Fixtures" }

  /// The names of the files in `directory` ending with `suffix`, sorted (none when the directory
  /// cannot be read): the cases of a fixture-driven test.
  public static func names(in directory: String, endingWith suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }
}
