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
}
