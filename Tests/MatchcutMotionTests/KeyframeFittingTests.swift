import MatchcutMotion
import MatchcutTestSupport
import Testing

/// Keyframe fitting: error within tolerance (TOOLING §3: 0.25 pt for geometry, 0.5 % for
/// opacity), counts against an optimal segmentation and against 60 fps sampling.
struct KeyframeFittingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var animation: Animation
    var testDescription: String { name }
  }

  /// The test springs of the brief; `.default` is §15.3's iOS 17 spring.
  static let springs: [Case] = [
    Case(name: "default", animation: .default),
    Case(name: "smooth", animation: .smooth),
    Case(name: "snappy", animation: .snappy),
    Case(name: "bouncy", animation: .bouncy),
    Case(
      name: "spring(response: 0.6, dampingFraction: 0.8)",
      animation: .spring(response: 0.6, dampingFraction: 0.8)),
    Case(name: "interactiveSpring", animation: .interactiveSpring),
    Case(
      name: "interpolatingSpring(stiffness: 170, damping: 15)",
      animation: .interpolatingSpring(stiffness: 170, damping: 15)),
  ]

  static func error(_ keyframes: [Keyframe], _ resolved: ResolvedAnimation, through end: Double) -> Double {
    KeyframePlayback.maxError(
      of: keyframes, against: { resolved.progress(at: $0) }, over: 0...end, step: 0.0002)
      * resolved.delta
  }

  @Test(arguments: springs)
  func springsStayWithinTolerance(spring: Case) throws {
    for delta in [10.0, 100.0, 400.0] {
      let resolved = spring.animation.resolved(delta: delta)
      let duration = try #require(resolved.duration)
      let keyframes = fitKeyframes(resolved, tolerance: 0.25)
      #expect(Self.error(keyframes, resolved, through: duration + 0.1) <= 0.25, "Δ = \(delta)")
      #expect(keyframes.first?.t == 0 && keyframes.first?.value == 0)
      #expect(keyframes.last?.t == duration && keyframes.last?.value == 1)
      // Never a frame dump: at most one keyframe per five 60 fps frames.
      let frames = (duration * 60).rounded(.up) + 1
      #expect(Double(keyframes.count) <= frames / 5, "Δ = \(delta): \(keyframes.count) for \(frames) frames")
    }
  }

  /// Opacity: Δ = 1, tolerance 0.5 % (TOOLING §3).
  @Test(arguments: springs)
  func opacityWithinHalfPercent(spring: Case) throws {
    let resolved = spring.animation.resolved(delta: 1)
    let duration = try #require(resolved.duration)
    let keyframes = fitKeyframes(resolved, tolerance: 0.005)
    #expect(Self.error(keyframes, resolved, through: duration) <= 0.005)
  }

  /// Greedy count ≤ 1.25 × the optimum on a 1/100 s grid (same segment model), Δ = 100 pt.
  @Test(arguments: springs)
  func nearOptimalCount(spring: Case) throws {
    let resolved = spring.animation.resolved(delta: 100)
    let duration = try #require(resolved.duration)
    let ours = fitKeyframes(resolved, tolerance: 0.25).count
    let optimal = optimalKeyframeCount(
      over: 0...duration, tolerance: 0.25 / 100, step: 0.01,
      value: { t in t >= duration ? 1 : resolved.progress(at: t) },
      slope: { resolved.velocity(at: min($0, duration - 1e-9)) })
    #expect(Double(ours) <= 1.25 * Double(optimal), "ours \(ours), optimal \(optimal)")
  }

  /// A pure Bézier animation is exactly two keyframes carrying the curve (§15.2).
  @Test func bezierIsTwoKeyframes() {
    let keyframes = fitKeyframes(Animation.easeInOut.resolved(delta: 100), tolerance: 0.25)
    #expect(
      keyframes == [Keyframe(t: 0, value: 0, easing: .cubic(0.42, 0, 0.58, 1)), Keyframe(t: 0.35, value: 1)])
    let linear = fitKeyframes(Animation.linear(duration: 2).resolved(delta: 100), tolerance: 0.25)
    #expect(linear == [Keyframe(t: 0, value: 0), Keyframe(t: 2, value: 1)])
  }

  /// A delay is a hold; speed rescales the Bézier pass (§15.6).
  @Test func delayedAndSpedUpBezier() {
    let keyframes = fitKeyframes(Animation.easeIn.delay(0.2).speed(2).resolved(delta: 100), tolerance: 0.25)
    #expect(
      keyframes == [
        Keyframe(t: 0, value: 0), Keyframe(t: 0.1, value: 0, easing: .cubic(0.42, 0, 1, 1)),
        Keyframe(t: 0.275, value: 1),
      ])
  }

  /// Autoreversing passes keep the curve (reversed pass: 1 − base, same easing); an even count
  /// ends with a jump to `to`, written as two keyframes at the same time (§15.6).
  @Test func repeatedBezier() {
    let keyframes = fitKeyframes(
      Animation.easeIn(duration: 1).repeatCount(2).resolved(delta: 10), tolerance: 0.25)
    #expect(
      keyframes == [
        Keyframe(t: 0, value: 0, easing: .cubic(0.42, 0, 1, 1)),
        Keyframe(t: 1, value: 1, easing: .cubic(0.42, 0, 1, 1)),
        Keyframe(t: 2, value: 0), Keyframe(t: 2, value: 1),
      ])
    let resolved = Animation.easeIn(duration: 1).repeatCount(2).resolved(delta: 10)
    #expect(Self.error(keyframes, resolved, through: 2.5) <= 0.25)
  }

  /// Repeated springs: every pass is fitted, jumps at restarts are kept.
  @Test func repeatedSpringWithoutAutoreverse() throws {
    let resolved = Animation.bouncy.delay(0.1).repeatCount(2, autoreverses: false).resolved(delta: 100)
    let duration = try #require(resolved.duration)
    let keyframes = fitKeyframes(resolved, tolerance: 0.25)
    #expect(Self.error(keyframes, resolved, through: duration) <= 0.25)
    #expect(keyframes.last?.value == 1)
  }

  /// An arbitrary function: a sine wave within 0.001.
  @Test func arbitraryFunction() {
    let f: @Sendable (Double) -> Double = { t in (t * 3).squareRoot() * 0.5 + t * t * 0.2 }
    let keyframes = fitKeyframes(over: 0.1...2, tolerance: 0.001, value: f)
    #expect(KeyframePlayback.maxError(of: keyframes, against: f, over: 0.1...2) <= 0.001)
    #expect(keyframes.count < 10)
  }

  @Test func playbackHoldsOutsideAndJumps() {
    let track = [
      Keyframe(t: 0, value: 0), Keyframe(t: 1, value: 1), Keyframe(t: 1, value: 0), Keyframe(t: 2, value: 1),
    ]
    #expect(KeyframePlayback.value(of: track, at: -1) == 0)
    #expect(KeyframePlayback.value(of: track, at: 0.5) == 0.5)
    #expect(KeyframePlayback.value(of: track, at: 1) == 0)
    #expect(KeyframePlayback.value(of: track, at: 1.5) == 0.5)
    #expect(KeyframePlayback.value(of: track, at: 3) == 1)
  }
}
