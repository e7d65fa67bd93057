import Foundation

/// The package's executables as `swift build` leaves them for the tests that run them.
public enum BuiltProducts {
  /// `$MATCHCUT_BINARY`, or the `matchcut` beside the running test bundle: `swift test` builds
  /// every product into the same directory as `MatchcutPackageTests.xctest`
  /// (`.build/<triple>/debug/`), so it sits beside `/proc/self/exe` (on macOS, beside the
  /// `.xctest` bundle).
  public static var matchcut: String {
    if let path = ProcessInfo.processInfo.environment["MATCHCUT_BINARY"] { return path }
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        directory = bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return directory.appendingPathComponent("matchcut").path
  }
}
