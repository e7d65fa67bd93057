import MatchcutMotion

/// Keyframes for a unit-range property (opacity, colour) that never leave 0…1 between
/// keyframes.
///
/// A bouncy spring overshoots: `from + p·Δ` with `p > 1` takes an opacity past 1 or a colour
/// channel past 255. What is shown is the clamped value, and Lottie players do not clamp: rlottie
/// wraps opacity 104 % to 4 % (measured with `Tests/validators/check_lottie.py`). So these
/// properties get their own keyframes fitted to the clamped progress (within the unit
/// tolerance, `fitKeyframes`), and any segment whose easing would still overshoot is replaced
/// by linear pieces through the clamped curve, which cannot leave the range.
struct UnitTrack {
  var times: [Double]
  var easings: [KeyframeEasing]
  /// Progress (fraction of the change) at each keyframe, already clamped.
  var progress: [Double]

  /// The clamped-progress track of `motion` for unit components that go from `from` to `to`
  /// (one pair per component); nil when the node's keyframes can be used as they are (no
  /// animation, or no component that can leave 0…1).
  init?(
    _ motion: NodeMotion, components: [(Double, Double)], shared: NodeTrack?, tolerance: KeyframeTolerance
  ) {
    guard let animation = motion.animation, let end = UnitTrack.end(of: animation) else { return nil }
    // The progress range that keeps every component within 0…1.
    var low = -Double.infinity
    var high = Double.infinity
    for (a, b) in components where a != b {
      let delta = b - a
      let p0 = (0 - a) / delta
      let p1 = (1 - a) / delta
      low = max(low, min(p0, p1))
      high = min(high, max(p0, p1))
    }
    guard low.isFinite || high.isFinite else { return nil }
    let lo = low
    let hi = high
    if let shared, UnitTrack.stays(shared, within: lo...hi) { return nil }
    let span = components.map { abs($0.1 - $0.0) }.max() ?? 1
    let clampedProgress: (Double) -> Double = { t in min(max(animation.progress(at: t), lo), hi) }
    let keyframes: [Keyframe]
    if end > 0 {
      keyframes = fitKeyframes(
        over: 0...end, tolerance: tolerance.unit / max(span, 1e-9), value: clampedProgress)
    } else {
      keyframes = [Keyframe(t: 0, value: clampedProgress(0))]
    }
    let fraction = tolerance.unit / max(span, 1e-9)
    var times: [Double] = []
    var easings: [KeyframeEasing] = []
    var progress: [Double] = []
    for index in keyframes.indices {
      times.append(keyframes[index].t)
      progress.append(keyframes[index].value)
      guard index + 1 < keyframes.count else { break }
      let (a, b) = (keyframes[index], keyframes[index + 1])
      guard UnitTrack.overshoots(a.easing, from: a.value, to: b.value, low: lo, high: hi) else {
        easings.append(a.easing)
        continue
      }
      // Linear pieces between points of the clamped curve never leave the range: use as many
      // as the tolerance needs.
      var pieces = 2
      while pieces < 64 {
        var worst = 0.0
        for step in 0..<(pieces * 8) {
          let t = a.t + (b.t - a.t) * Double(step) / Double(pieces * 8)
          let piece = Swift.min(pieces - 1, step / 8)
          let t0 = a.t + (b.t - a.t) * Double(piece) / Double(pieces)
          let t1 = a.t + (b.t - a.t) * Double(piece + 1) / Double(pieces)
          let v0 = clampedProgress(t0)
          let v1 = clampedProgress(t1)
          let linear = v0 + (v1 - v0) * (t - t0) / (t1 - t0)
          worst = Swift.max(worst, Swift.abs(linear - clampedProgress(t)))
        }
        if worst <= fraction { break }
        pieces *= 2
      }
      for piece in 1..<pieces {
        easings.append(.linear)
        let t = a.t + (b.t - a.t) * Double(piece) / Double(pieces)
        times.append(t)
        progress.append(clampedProgress(t))
      }
      easings.append(.linear)
    }
    self.times = times
    self.easings = easings
    self.progress = progress
  }

  /// True when the node's own keyframes keep the progress within `range` everywhere.
  static func stays(_ track: NodeTrack, within range: ClosedRange<Double>) -> Bool {
    let tolerance = 1e-9
    guard
      track.progress.allSatisfy({ $0 >= range.lowerBound - tolerance && $0 <= range.upperBound + tolerance })
    else { return false }
    for (index, easing) in track.easings.enumerated() where index + 1 < track.progress.count {
      guard case .cubic(_, let y1, _, let y2) = easing, !((0...1).contains(y1) && (0...1).contains(y2)) else {
        continue
      }
      let a = track.progress[index]
      let b = track.progress[index + 1]
      for step in 0...64 {
        let value = a + (b - a) * easing.value(at: Double(step) / 64)
        if value < range.lowerBound - tolerance || value > range.upperBound + tolerance { return false }
      }
    }
    return true
  }

  /// When the animation rests (or the span its keyframes cover, for a never-ending one).
  static func end(of animation: ResolvedAnimation) -> Double? {
    if let duration = animation.duration { return duration }
    if let loop = animation.loop { return loop.start + loop.period }
    return nil
  }

  /// True when the eased value leaves `low…high` inside the segment from `a` to `b`.
  static func overshoots(_ easing: KeyframeEasing, from a: Double, to b: Double, low: Double, high: Double)
    -> Bool
  {
    guard case .cubic(_, let y1, _, let y2) = easing, !((0...1).contains(y1) && (0...1).contains(y2)) else {
      return false
    }
    for step in 0...64 {
      let value = a + (b - a) * easing.value(at: Double(step) / 64)
      if value < low - 1e-9 || value > high + 1e-9 { return true }
    }
    return false
  }
}
