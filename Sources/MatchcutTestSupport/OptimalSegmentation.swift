import MatchcutMotion

/// The fewest keyframes for `value` over `range` when keyframes may sit only on a grid of
/// `step` seconds, by dynamic programming with the same segment model as the library
/// (`SegmentFitter`). A reference for the greedy fitter; too slow for production.
///
/// To stay affordable in debug builds, segments longer than `maximumSegment` are not tried.
/// Shared by the motion tests and `matchcut-bench`'s `keyframes.optimal`.
public func optimalKeyframeCount(
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
