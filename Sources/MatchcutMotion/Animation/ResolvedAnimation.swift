/// An `Animation` evaluated for one animated change of magnitude Δ
/// (swiftui-semantics §15.1, §15.5, §15.6).
///
/// Values are fractions of Δ: the displayed value is `from + progress(at: t)·(to − from)`.
/// Δ only matters for persistent springs, whose finishing test is absolute (§15.5); pass the
/// change in points for geometry and 1 for unit-less properties such as opacity.
/// Time is seconds since the animation started; progress is 0 before it and 1 once finished.
public struct ResolvedAnimation: Sendable {
  /// The resolution, held once and shared by every copy: a transition hands the same
  /// resolution to all the nodes that move with it (thousands of rows), and each node stores
  /// one reference (8 bytes, one retain) instead of a ~170-byte copy that retained the
  /// animation's modifier array, the trajectory and the durations array.
  private let storage: Storage

  /// The fields of a resolution; never changed after `init`.
  private final class Storage: Sendable {
    let animation: Animation
    let delta: Double
    let base: BaseEvaluator
    let levelDurations: [Double?]

    init(animation: Animation, delta: Double, base: BaseEvaluator, levelDurations: [Double?]) {
      self.animation = animation
      self.delta = delta
      self.base = base
      self.levelDurations = levelDurations
    }
  }

  public var animation: Animation { storage.animation }

  /// Whether `other` is a copy of this very resolution (one shared storage): then its
  /// animation and Δ are this one's, with no comparison of them.
  func isSameResolution(as other: ResolvedAnimation) -> Bool { storage === other.storage }
  /// |Δ| in the property's units.
  public var delta: Double { storage.delta }
  var base: BaseEvaluator { storage.base }
  /// `levelDurations[0]` is the base's duration; `levelDurations[i]` the duration after
  /// applying `animation.modifiers[i - 1]`; nil = never finishes.
  var levelDurations: [Double?] { storage.levelDurations }

  public init(_ animation: Animation, delta: Double) {
    let base = BaseEvaluator(model: animation.base.model, delta: Swift.abs(delta))
    var durations: [Double?] = [base.duration]
    for modifier in animation.modifiers {
      durations.append(modifier.duration(around: durations[durations.count - 1]))
    }
    // A duration that is not finite (an infinite delay, a NaN argument) never ends.
    storage = Storage(
      animation: animation, delta: Swift.abs(delta), base: base,
      levelDurations: durations.map { $0.flatMap { $0.isFinite ? $0 : nil } })
  }

  /// Total duration in seconds, or nil when the animation never ends (`repeatForever`, an
  /// undamped spring).
  public var duration: Double? { levelDurations[levelDurations.count - 1] }

  /// The base model (curve or spring) this animation runs.
  public var model: Animation.Model { animation.base.model }

  /// The fraction of Δ shown at `time` (may overshoot 1 for bouncy springs; 0 before any delay).
  public func progress(at time: Double) -> Double { sample(at: time).progress }

  /// d(progress)/dt at `time`, in fractions of Δ per second.
  public func velocity(at time: Double) -> Double { sample(at: time).velocity }

  /// True once the animation has ended and the value rests at `to` (§15.1).
  public func isFinished(at time: Double) -> Bool {
    guard let duration else { return false }
    return time >= duration
  }

  /// Progress and velocity at `time`.
  public func sample(at time: Double) -> (progress: Double, velocity: Double) {
    evaluate(level: animation.modifiers.count, time: time)
  }

  /// Where a never-ending animation starts repeating exactly: from `start` on, the motion has
  /// period `period` (one cycle: two passes when autoreversing). Nil for finite animations.
  public var loop: (start: Double, period: Double)? {
    var result: (start: Double, period: Double)?
    for (index, modifier) in animation.modifiers.enumerated() {
      let inner = levelDurations[index]
      switch modifier {
      case .delay(let d):
        if let current = result { result = (current.start + Swift.max(0, d), current.period) }
      case .speed(let s):
        if let current = result {
          result = s > 0 && s.isFinite ? (current.start / s, current.period / s) : nil
        }
      case .repeatCount:
        break
      case .repeatForever(let autoreverses):
        if result == nil, let inner, inner > 0 { result = (0, autoreverses ? 2 * inner : inner) }
      }
    }
    return result
  }

  /// §15.6: modifiers wrap the base and see time outermost-first.
  func evaluate(level: Int, time: Double) -> (progress: Double, velocity: Double) {
    if level == 0 { return base.sample(at: time) }
    let inner = levelDurations[level - 1]
    switch animation.modifiers[level - 1] {
    case .delay(let d):
      // The value holds at `from` until the delay has passed.
      if time < Swift.max(0, d) { return (0, 0) }
      return evaluate(level: level - 1, time: time - Swift.max(0, d))
    case .speed(let s):
      let factor = s.isFinite ? Swift.max(0, s) : 0
      let (p, v) = evaluate(level: level - 1, time: time * factor)
      return (p, v * factor)
    case .repeatCount(let n, let autoreverses):
      return repeating(
        level: level, count: Swift.max(1, n), autoreverses: autoreverses, inner: inner, time: time)
    case .repeatForever(let autoreverses):
      return repeating(level: level, count: nil, autoreverses: autoreverses, inner: inner, time: time)
    }
  }

  /// Each pass restarts the inner animation when it finishes; odd passes run reversed
  /// (Δ − base) when autoreversing; after `count` passes the value rests at `to` (§15.6).
  /// Passes last exactly the inner duration: SwiftUI notices a pass has ended at the next
  /// rendered frame, which can lengthen each pass by up to one frame on a device.
  private func repeating(
    level: Int, count: Int?, autoreverses: Bool, inner: Double?, time: Double
  ) -> (progress: Double, velocity: Double) {
    guard let inner else { return evaluate(level: level - 1, time: time) }
    if time < 0 { return (0, 0) }
    if inner <= 0 { return (1, 0) }
    let pass = (time / inner).rounded(.down)
    if let count, pass >= Double(count) { return (1, 0) }
    let local = time - pass * inner
    let (p, v) = evaluate(level: level - 1, time: local)
    let reversed = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
    return reversed ? (1 - p, -v) : (p, v)
  }
}

/// Evaluates the base model of an animation for one change (§15.2, §15.5).
enum BaseEvaluator: Sendable {
  case curve(CubicBezier, duration: Double)
  case unitCurve(UnitCurve, duration: Double)
  case fluid(FluidSpringTrajectory, finish: Double?)
  case analytic(Spring, initialVelocity: Double, end: Double)
  /// Zero-length or invalid animations: the value jumps to `to` at once (§15.1).
  case instant

  init(model: Animation.Model, delta: Double) {
    switch model {
    case .curve(let curve, let duration):
      self = duration > 0 && duration.isFinite ? .curve(curve, duration: duration) : .instant
    case .unitCurve(let curve, let duration):
      self = duration > 0 && duration.isFinite ? .unitCurve(curve, duration: duration) : .instant
    case .fluidSpring(let spring):
      guard spring.response.isFinite, spring.dampingFraction.isFinite, spring.dampingFraction >= 0 else {
        self = .instant
        return
      }
      let trajectory = spring.trajectory
      self = .fluid(trajectory, finish: trajectory.finishTime(delta: delta))
    case .interpolatingSpring(let spring, let v0):
      let end = spring.settlingDuration(epsilon: 0.001, initialVelocity: v0)
      guard spring.decayConstant.isFinite, spring.angularFrequency.isFinite, end.isFinite || end == .infinity,
        spring.stiffness > 0, spring.stiffness.isFinite
      else {
        self = .instant
        return
      }
      self = .analytic(spring, initialVelocity: v0, end: end)
    }
  }

  /// nil = never finishes.
  var duration: Double? {
    switch self {
    case .curve(_, let d), .unitCurve(_, let d): return d
    case .fluid(_, let finish): return finish
    case .analytic(_, _, let end): return end.isFinite ? end : nil
    case .instant: return 0
    }
  }

  func sample(at time: Double) -> (progress: Double, velocity: Double) {
    if time < 0 { return (0, 0) }
    if let duration, time >= duration { return (1, 0) }
    switch self {
    case .curve(let curve, let d):
      let x = time / d
      return (curve.value(at: x), curve.velocity(at: x) / d)
    case .unitCurve(let curve, let d):
      // The circular curves turn vertical at an end (velocity ∞, §16.1); the value is finite.
      let x = time / d
      return (curve.value(at: x), curve.velocity(at: x) / d)
    case .fluid(let trajectory, _):
      return (trajectory.progress(at: time), trajectory.velocity(at: time))
    case .analytic(let spring, let v0, _):
      return (spring.value(at: time, initialVelocity: v0), spring.velocity(at: time, initialVelocity: v0))
    case .instant:
      return (1, 0)
    }
  }
}

extension Animation {
  /// This animation evaluated for a change of magnitude `delta` (points, or 1 for unit-less
  /// properties). Persistent-spring trajectories are integrated once and cached.
  public func resolved(delta: Double) -> ResolvedAnimation { ResolvedAnimation(self, delta: delta) }

  /// Fraction of Δ at `time` (§15.1); see `ResolvedAnimation.progress(at:)`.
  public func progress(at time: Double, delta: Double) -> Double { resolved(delta: delta).progress(at: time) }

  /// d(progress)/dt at `time` in fractions of Δ per second.
  public func velocity(at time: Double, delta: Double) -> Double { resolved(delta: delta).velocity(at: time) }

  /// Total duration for a change of magnitude `delta`; nil for `repeatForever`.
  public func duration(delta: Double) -> Double? { resolved(delta: delta).duration }

  /// True once the animation has ended for a change of magnitude `delta`.
  public func isFinished(at time: Double, delta: Double) -> Bool {
    resolved(delta: delta).isFinished(at: time)
  }
}
