/// The easing of one keyframe segment: linear, or CSS `cubic-bezier(x1, y1, x2, y2)` applied
/// to the segment's normalized time and value.
public enum KeyframeEasing: Sendable, Hashable, CustomStringConvertible {
  case linear
  case cubic(Double, Double, Double, Double)

  /// The eased fraction at normalized time `u` in [0, 1] (CSS semantics: solve x(s) = u, return
  /// y(s), not rounded).
  public func value(at u: Double) -> Double {
    switch self {
    case .linear: return Swift.min(Swift.max(u, 0), 1)
    case .cubic(let x1, let y1, let x2, let y2):
      let curve = CubicBezier(x1, y1, x2, y2)
      return curve.sampleY(curve.parameter(forX: u))
    }
  }

  public var description: String {
    switch self {
    case .linear: return "linear"
    case .cubic(let a, let b, let c, let d): return "cubic-bezier(\(a), \(b), \(c), \(d))"
    }
  }
}

/// One keyframe of a progress track: at time `t` (seconds) the value is `value` (a fraction of
/// Δ). `easing` is the easing of the segment that STARTS here, as in CSS `@keyframes` and the
/// Web Animations API; the last keyframe's easing is unused (`.linear`).
///
/// Two consecutive keyframes with the same `t` describe a jump: the value switches from the
/// first's to the second's at that instant.
public struct Keyframe: Sendable, Hashable, CustomStringConvertible {
  public var t: Double
  public var value: Double
  public var easing: KeyframeEasing

  public init(t: Double, value: Double, easing: KeyframeEasing = .linear) {
    self.t = t
    self.value = value
    self.easing = easing
  }

  public var description: String { "(\(t), \(value), \(easing))" }
}

/// Playing keyframes back the way a CSS / Web Animations player does.
public enum KeyframePlayback {
  /// The value of the track at `time`: held before the first and after the last keyframe; at a
  /// jump the later keyframe wins.
  public static func value(of keyframes: [Keyframe], at time: Double) -> Double {
    guard let first = keyframes.first, let last = keyframes.last else { return 0 }
    if time < first.t { return first.value }
    if time >= last.t { return last.value }
    // Binary search for the last keyframe with t ≤ time.
    var low = 0
    var high = keyframes.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if keyframes[mid].t <= time { low = mid } else { high = mid }
    }
    let a = keyframes[low]
    let b = keyframes[low + 1]
    let span = b.t - a.t
    guard span > 0 else { return b.value }
    let u = (time - a.t) / span
    return a.value + (b.value - a.value) * a.easing.value(at: u)
  }

  /// The largest |track − reference| over `range`, sampled every `step` seconds and at every
  /// keyframe time (instants exactly at a jump are skipped). In the reference's units.
  public static func maxError(
    of keyframes: [Keyframe], against reference: (Double) -> Double, over range: ClosedRange<Double>,
    step: Double = 0.0005
  ) -> Double {
    var times: [Double] = []
    let count = Swift.max(1, Int(((range.upperBound - range.lowerBound) / step).rounded(.up)))
    for i in 0...count {
      times.append(range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(count))
    }
    for keyframe in keyframes where range.contains(keyframe.t) { times.append(keyframe.t) }
    var jumps: [Double] = []
    for i in keyframes.indices.dropFirst() where keyframes[i].t == keyframes[i - 1].t {
      jumps.append(keyframes[i].t)
    }
    var worst = 0.0
    for time in times {
      if jumps.contains(where: { Swift.abs($0 - time) < 1e-9 }) { continue }
      let error = Swift.abs(value(of: keyframes, at: time) - reference(time))
      if error > worst || error.isNaN { worst = error.isNaN ? .infinity : error }
    }
    return worst
  }
}
