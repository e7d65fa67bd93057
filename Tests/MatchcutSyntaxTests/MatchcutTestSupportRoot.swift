import MatchcutTestSupport

/// `Tests/Fixtures`, from the shared test-support target.
enum MatchcutTestSupportRoot {
  static var path: String { Fixtures.root }
}
