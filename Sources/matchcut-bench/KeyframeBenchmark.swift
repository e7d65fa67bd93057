import MatchcutMotion
import MatchcutTestSupport

/// Keyframe counts for a fixed set of spring transitions at 0.25 pt (TOOLING §3's default
/// geometry tolerance): ours (`fitKeyframes`), the optimum on a 1/100 s grid with the same
/// segment model (dynamic programming, ``optimalKeyframeCount``), and a 60 fps frame dump
/// (`⌈duration × 60⌉ + 1` samples).
enum KeyframeBenchmark {
  static let tolerance = 0.25
  static let deltas: [Double] = [10, 100, 400]
  static let animations: [(name: String, animation: Animation)] = [
    ("default", .default),
    ("smooth", .smooth),
    ("snappy", .snappy),
    ("bouncy", .bouncy),
    ("spring(response: 0.6, dampingFraction: 0.8)", .spring(response: 0.6, dampingFraction: 0.8)),
    ("interactiveSpring", .interactiveSpring),
    ("interpolatingSpring", .interpolatingSpring),
    ("interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(stiffness: 170, damping: 15)),
  ]

  struct Totals {
    var ours = 0
    var optimal = 0
    var fps60 = 0
    var cases = 0
  }

  static func run() -> Totals {
    var totals = Totals()
    for (_, animation) in animations {
      for delta in deltas {
        let resolved = animation.resolved(delta: delta)
        guard let duration = resolved.duration else { continue }
        totals.ours += fitKeyframes(resolved, tolerance: tolerance).count
        totals.optimal += optimalKeyframeCount(
          over: 0...duration, tolerance: tolerance / delta, step: 0.01,
          value: { t in t >= duration ? 1 : resolved.progress(at: t) },
          slope: { resolved.velocity(at: min($0, duration - 1e-9)) })
        totals.fps60 += Int((duration * 60).rounded(.up)) + 1
        totals.cases += 1
      }
    }
    return totals
  }
}
