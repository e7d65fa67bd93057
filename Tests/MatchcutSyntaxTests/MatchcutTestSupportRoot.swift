import MatchcutTestSupport

/// Paths from the shared test-support target.
enum MatchcutTestSupportRoot {
  /// `Tests/Fixtures`.
  static var path: String { Fixtures.root }
  /// The repository root.
  static var repositoryRoot: String { Fixtures.repositoryRoot }
}
