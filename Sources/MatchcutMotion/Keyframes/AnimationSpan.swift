/// A stretch of an animation's timeline during which the value comes from one place: either it
/// holds, or it runs the base model over a time-affine window (optionally reversed, Δ − base).
/// Spans cut the timeline at delays and repeat boundaries, where the value may jump (§15.6).
struct AnimationSpan: Sendable {
  enum Kind: Sendable {
    case hold(Double)
    /// Base time = `baseStart + (t − start)·rate`; value flipped to 1 − p when `reversed`.
    case base(baseStart: Double, rate: Double, reversed: Bool)
  }

  var start: Double
  var end: Double
  var kind: Kind

  func shifted(by offset: Double) -> AnimationSpan {
    AnimationSpan(start: start + offset, end: end + offset, kind: kind)
  }

  func flipped() -> AnimationSpan {
    switch kind {
    case .hold(let v): return AnimationSpan(start: start, end: end, kind: .hold(1 - v))
    case .base(let s, let r, let reversed):
      return AnimationSpan(start: start, end: end, kind: .base(baseStart: s, rate: r, reversed: !reversed))
    }
  }

  func truncated(at limit: Double) -> AnimationSpan? {
    if start >= limit { return nil }
    return AnimationSpan(start: start, end: Swift.min(end, limit), kind: kind)
  }
}

extension ResolvedAnimation {
  /// At most this many spans are produced (a very long repeat is cut short).
  static let spanLimit = 4096

  /// The spans covering [0, min(duration, horizon)], in order.
  func spans(horizon: Double) -> [AnimationSpan] {
    spans(level: animation.modifiers.count, horizon: horizon)
  }

  private func spans(level: Int, horizon: Double) -> [AnimationSpan] {
    guard horizon > 0 else { return [] }
    if level == 0 {
      let d = base.duration ?? horizon
      guard d > 0 else { return [] }
      return [
        AnimationSpan(
          start: 0, end: Swift.min(d, horizon), kind: .base(baseStart: 0, rate: 1, reversed: false))
      ]
    }
    let inner = levelDurations[level - 1]
    switch animation.modifiers[level - 1] {
    case .delay(let d):
      let delay = Swift.max(0, d)
      var result: [AnimationSpan] = []
      if delay > 0 { result.append(AnimationSpan(start: 0, end: Swift.min(delay, horizon), kind: .hold(0))) }
      result += spans(level: level - 1, horizon: horizon - delay).map { $0.shifted(by: delay) }
      return result
    case .speed(let s):
      guard s > 0, s.isFinite else {
        return [
          AnimationSpan(start: 0, end: horizon, kind: .hold(evaluate(level: level - 1, time: 0).progress))
        ]
      }
      return spans(level: level - 1, horizon: horizon * s).map { span in
        var kind = span.kind
        if case .base(let b, let r, let rev) = kind { kind = .base(baseStart: b, rate: r * s, reversed: rev) }
        return AnimationSpan(start: span.start / s, end: span.end / s, kind: kind)
      }
    case .repeatCount(let n, let autoreverses):
      return repeating(
        level: level, count: Swift.max(1, n), autoreverses: autoreverses, inner: inner, horizon: horizon)
    case .repeatForever(let autoreverses):
      return repeating(level: level, count: nil, autoreverses: autoreverses, inner: inner, horizon: horizon)
    }
  }

  private func repeating(level: Int, count: Int?, autoreverses: Bool, inner: Double?, horizon: Double)
    -> [AnimationSpan]
  {
    guard let inner else { return spans(level: level - 1, horizon: horizon) }
    guard inner > 0 else { return [] }
    let pass = spans(level: level - 1, horizon: inner)
    var result: [AnimationSpan] = []
    var index = 0
    while count.map({ index < $0 }) ?? true {
      let offset = Double(index) * inner
      if offset >= horizon || result.count >= Self.spanLimit { break }
      let reversed = autoreverses && index % 2 == 1
      for span in pass {
        guard let cut = span.shifted(by: offset).truncated(at: horizon) else { break }
        result.append(reversed ? cut.flipped() : cut)
      }
      index += 1
    }
    return result
  }

  /// The value of a span at `time` (inside it), with its time derivative.
  func sample(_ span: AnimationSpan, at time: Double) -> (progress: Double, velocity: Double) {
    switch span.kind {
    case .hold(let v): return (v, 0)
    case .base(let baseStart, let rate, let reversed):
      let (p, v) = base.sample(at: baseStart + (time - span.start) * rate)
      return reversed ? (1 - p, -v * rate) : (p, v * rate)
    }
  }
}
