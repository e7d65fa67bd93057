/// The one line `matchcut build --watch` prints per rebuild: `[12:03:04] built 3 files in
/// 41 ms` or `[12:03:04] failed: 2 errors`, and `[12:03:04] stopped watching` at the end
/// (docs/build-integration.md).
public enum WatchReport {
  /// The result of one rebuild.
  public enum Outcome: Sendable, Hashable {
    case built(files: Int, milliseconds: Int)
    case failed(errors: Int)
    /// SIGINT or SIGTERM ended the watch.
    case stopped
  }

  /// The line, with `clock` as `HH:MM:SS` local time and a trailing newline.
  public static func line(_ outcome: Outcome, clock: (hour: Int, minute: Int, second: Int)) -> String {
    let time = "[\(twoDigits(clock.hour)):\(twoDigits(clock.minute)):\(twoDigits(clock.second))]"
    switch outcome {
    case .built(let files, let milliseconds):
      return "\(time) built \(files) file\(files == 1 ? "" : "s") in \(milliseconds) ms\n"
    case .failed(let errors):
      return "\(time) failed: \(errors) error\(errors == 1 ? "" : "s")\n"
    case .stopped:
      return "\(time) stopped watching\n"
    }
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
