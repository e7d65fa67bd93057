/// The progress line of a long build (`\r[3/12] compiling …`): shown only when standard error
/// is a terminal and only once a batch has run for longer than `delay`, then erased when the
/// batch ends, so short builds and logs never see it.
///
/// A value type with the clock passed in, so its decisions are testable; the CLI serialises
/// calls and writes the returned text.
public struct BuildProgress: Sendable {
  /// Whether the line may be drawn at all (standard error is a TTY).
  public var enabled: Bool
  /// How long a batch runs before the line appears.
  public var delay: Duration
  /// The widest line drawn, in characters, not counting the `\r`.
  public var width: Int
  private var start: ContinuousClock.Instant
  private var shown = false

  public init(enabled: Bool, delay: Duration = .seconds(1), width: Int = 79, start: ContinuousClock.Instant) {
    self.enabled = enabled
    self.delay = delay
    self.width = max(20, width)
    self.start = start
  }

  /// The text to write after `done` of `total` units finished, or nil to write nothing.
  public mutating func update(done: Int, total: Int, label: String, now: ContinuousClock.Instant) -> String? {
    guard enabled, now - start >= delay else { return nil }
    shown = true
    var line = "[\(done)/\(total)] compiling \(label)"
    if line.count > width { line = String(line.prefix(width - 1)) + "…" }
    // Carriage return, the line, then erase what a longer previous line left behind.
    return "\r" + line + "\u{1B}[K"
  }

  /// The text that erases the line at the end of a batch (nil when it never appeared).
  public mutating func finish() -> String? {
    guard shown else { return nil }
    shown = false
    return "\r\u{1B}[K"
  }
}
