import MatchcutMotion

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

/// The fewest keyframes for `value` over `range` when keyframes may sit only on a grid of
/// `step` seconds, by dynamic programming with the library's segment model (`SegmentFitter`).
/// A copy of the reference in `Tests/MatchcutMotionTests/OptimalSegmentation.swift`.
func optimalKeyframeCount(
  over range: ClosedRange<Double>, tolerance: Double, step: Double, maximumSegment: Double = 2,
  value: @escaping (Double) -> Double, slope: @escaping (Double) -> Double
) -> Int {
  let fitter = SegmentFitter(tolerance: tolerance, function: value, slope: slope)
  let count = max(1, Int(((range.upperBound - range.lowerBound) / step).rounded(.up)))
  let grid = (0...count).map { i in
    i == count ? range.upperBound : range.lowerBound + Double(i) * step
  }
  var best = [Int](repeating: Int.max, count: grid.count)
  best[0] = 0
  for j in 1..<grid.count {
    for i in stride(from: j - 1, through: 0, by: -1) {
      if grid[j] - grid[i] > maximumSegment + 1e-9 { break }
      guard best[i] != Int.max, best[i] + 1 < best[j] else { continue }
      if fitter.fit(from: grid[i], to: grid[j]) != nil { best[j] = best[i] + 1 }
    }
  }
  return best[grid.count - 1] + 1
}
