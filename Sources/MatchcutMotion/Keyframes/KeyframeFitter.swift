/// Fits the fewest keyframes that replay a function within a tolerance.
///
/// Greedy farthest reach: from each keyframe the next segment is grown by doubling until it no
/// longer fits (`SegmentFitter`), then its end is found by binary search to `resolution`.
public struct KeyframeFitter {
  public var tolerance: Double
  /// Binary-search resolution of segment ends, in seconds.
  public var resolution: Double = 1.0 / 1000.0
  /// First trial segment length, in seconds.
  public var initialStep: Double = 1.0 / 30.0

  public init(tolerance: Double) { self.tolerance = tolerance }

  /// Keyframes over `range` for `value` (with derivative `slope`), values in the function's
  /// units. Easing sits on the segment that starts at a keyframe.
  public func fit(
    over range: ClosedRange<Double>, value: @escaping (Double) -> Double, slope: @escaping (Double) -> Double
  ) -> [Keyframe] {
    let fitter = SegmentFitter(tolerance: tolerance, function: value, slope: slope)
    let end = range.upperBound
    var start = range.lowerBound
    var keyframes: [Keyframe] = []
    guard end > start else { return [Keyframe(t: start, value: value(start))] }
    while start < end {
      var easing: KeyframeEasing = .linear
      var next = end
      if let whole = fitter.fit(from: start, to: end) {
        easing = whole
      } else {
        var good = start
        var goodEasing: KeyframeEasing = .linear
        var step = initialStep
        var bad = end
        // Grow until failure.
        while true {
          let trial = start + step
          if trial >= end { break }
          if let e = fitter.fit(from: start, to: trial) {
            good = trial
            goodEasing = e
            step *= 2
          } else {
            bad = trial
            break
          }
        }
        if good == start {
          // Even the first step failed: shrink until something fits.
          var small = step / 2
          while small > 1e-6 {
            if let e = fitter.fit(from: start, to: start + small) {
              good = start + small
              goodEasing = e
              break
            }
            bad = start + small
            small /= 2
          }
          if good == start {
            good = Swift.min(end, start + small)
            goodEasing = .linear
          }
        }
        while bad - good > resolution {
          let mid = (good + bad) / 2
          if let e = fitter.fit(from: start, to: mid) {
            good = mid
            goodEasing = e
          } else {
            bad = mid
          }
        }
        next = good
        easing = goodEasing
      }
      keyframes.append(Keyframe(t: start, value: value(start), easing: easing))
      start = next
    }
    keyframes.append(Keyframe(t: end, value: value(end)))
    return keyframes
  }
}

/// Keyframes (progress fractions of Δ) that replay `animation` within `tolerance`, given in
/// the property's units (0.25 pt for geometry, 0.005 for opacity with Δ = 1).
///
/// Pure Bézier passes become exactly two keyframes carrying the curve's control points; circular
/// `UnitCurve` passes one keyframe per quarter-circle arc piece (`UnitCurve.arcPieces`);
/// delays become holds; repeat boundaries where the value jumps become two keyframes at the
/// same time. Springs are fitted greedily (`KeyframeFitter`). A never-ending animation is
/// covered up to `horizon` seconds (default: two loop periods after the loop starts, see
/// `ResolvedAnimation.loop`).
public func fitKeyframes(_ animation: ResolvedAnimation, tolerance: Double, horizon: Double? = nil)
  -> [Keyframe]
{
  let end: Double
  if let duration = animation.duration {
    end = Swift.min(duration, horizon ?? duration)
  } else if let horizon {
    end = horizon
  } else if let loop = animation.loop {
    end = loop.start + loop.period
  } else {
    end = 10
  }
  guard animation.delta > 0, end > 0 else { return [Keyframe(t: 0, value: animation.progress(at: 0))] }
  let fraction = tolerance / animation.delta
  var keyframes: [Keyframe] = []

  func append(_ keyframe: Keyframe) {
    if let last = keyframes.last, Swift.abs(last.t - keyframe.t) < 1e-12,
      Swift.abs(last.value - keyframe.value) <= 1e-12
    {
      // Same point: keep the later easing (the segment that starts here).
      keyframes[keyframes.count - 1].easing = keyframe.easing
      return
    }
    keyframes.append(keyframe)
  }

  for span in animation.spans(horizon: end) {
    let startValue = animation.sample(span, at: span.start).progress
    switch span.kind {
    case .hold(let v):
      append(Keyframe(t: span.start, value: v))
      append(Keyframe(t: span.end, value: v))
      continue
    case .base(let baseStart, let rate, let reversed):
      if case .curve(let curve, let d) = animation.base, baseStart == 0,
        Swift.abs((span.end - span.start) * rate - d) <= 1e-9 * Swift.max(1, d)
      {
        let easing: KeyframeEasing = curve.isLinear ? .linear : .cubic(curve.x1, curve.y1, curve.x2, curve.y2)
        append(Keyframe(t: span.start, value: startValue, easing: easing))
        append(Keyframe(t: span.end, value: reversed ? 0 : 1))
        continue
      }
      // A whole circular pass: quarter-circle arcs, each one cubic (`UnitCurve.arcPieces`).
      if case .unitCurve(let curve, let d) = animation.base, baseStart == 0,
        Swift.abs((span.end - span.start) * rate - d) <= 1e-9 * Swift.max(1, d),
        let pieces = curve.arcPieces(tolerance: fraction)
      {
        let length = span.end - span.start
        for piece in pieces {
          append(
            Keyframe(
              t: span.start + piece.x0 * length, value: reversed ? 1 - piece.y0 : piece.y0,
              easing: piece.easing))
        }
        append(Keyframe(t: span.end, value: reversed ? 0 : 1))
        continue
      }
    }
    // Where the span runs to the base's end the value there is the finished one (1, or 0 when
    // reversed); a span cut short by the horizon ends on the trajectory.
    let spanEnd = span.end
    var finishing = animation.sample(span, at: spanEnd).progress
    if case .base(let b, let r, let reversed) = span.kind, let d = animation.base.duration,
      Swift.abs(b + (spanEnd - span.start) * r - d) <= 1e-9 * Swift.max(1, d)
    {
      finishing = reversed ? 0 : 1
    }
    let value: (Double) -> Double = { t in
      t >= spanEnd ? finishing : animation.sample(span, at: t).progress
    }
    let slope: (Double) -> Double = { t in animation.sample(span, at: Swift.min(t, spanEnd)).velocity }
    let fitted = KeyframeFitter(tolerance: fraction).fit(
      over: span.start...spanEnd, value: value, slope: slope)
    for keyframe in fitted { append(keyframe) }
  }
  // A finite animation ends at `to`: add the final jump if the last span did not get there.
  if let duration = animation.duration, duration <= end {
    append(Keyframe(t: duration, value: 1))
  }
  if keyframes.isEmpty { keyframes.append(Keyframe(t: 0, value: animation.progress(at: 0))) }
  return keyframes
}

/// Keyframes for `animation` applied to a change of magnitude `delta`, within `tolerance` in the
/// property's units; see `fitKeyframes(_:tolerance:horizon:)`.
public func fitKeyframes(
  _ animation: Animation, delta: Double, tolerance: Double, horizon: Double? = nil
) -> [Keyframe] {
  fitKeyframes(animation.resolved(delta: delta), tolerance: tolerance, horizon: horizon)
}

/// Keyframes for an arbitrary function over `range` within `tolerance` (in the function's
/// units); the slope is estimated by central differences when not given.
public func fitKeyframes(
  over range: ClosedRange<Double>, tolerance: Double, value: @escaping (Double) -> Double,
  slope: ((Double) -> Double)? = nil
) -> [Keyframe] {
  let h = 1e-6
  let derivative = slope ?? { t in (value(t + h) - value(t - h)) / (2 * h) }
  return KeyframeFitter(tolerance: tolerance).fit(over: range, value: value, slope: derivative)
}
