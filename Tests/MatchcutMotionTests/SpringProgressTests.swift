import MatchcutMotion
import Testing

/// swiftui-semantics §16.3: spring progress samples (derived replays of the integrator and of
/// the closed form) and the persistent spring's finishing times.
struct SpringProgressTests {
  static let times = [0.05, 0.10, 0.20, 0.30, 0.40, 0.50, 0.75, 1.00]

  struct Row: Sendable, CustomTestStringConvertible {
    var response: Double
    var dampingFraction: Double
    var values: [Double]
    var testDescription: String { "response \(response), df \(dampingFraction)" }
  }

  /// §16.3 "fluid" rows (replay of FluidSpringAnimation, Δ = 1).
  static let fluid: [Row] = [
    Row(
      response: 0.5, dampingFraction: 1,
      values: [0.1277, 0.3708, 0.7213, 0.8865, 0.9574, 0.9845, 0.9989, 0.9999]),
    Row(
      response: 0.55, dampingFraction: 1,
      values: [0.1091, 0.3284, 0.6724, 0.8531, 0.9392, 0.9756, 0.9977, 0.9998]),
    Row(
      response: 0.5, dampingFraction: 0.825,
      values: [0.1349, 0.4080, 0.8060, 0.9645, 1.0051, 1.0068, 1.0003, 1.0000]),
  ]

  /// §16.3 "analytic" rows (closed form, §15.5).
  static let analytic: [Row] = [
    Row(
      response: 0.5, dampingFraction: 1,
      values: [0.1313, 0.3577, 0.7154, 0.8900, 0.9605, 0.9864, 0.9992, 1.0000]),
    Row(
      response: 0.55, dampingFraction: 1,
      values: [0.1125, 0.3165, 0.6656, 0.8562, 0.9423, 0.9778, 0.9982, 0.9999]),
    Row(
      response: 0.5, dampingFraction: 0.825,
      values: [0.1394, 0.3936, 0.7997, 0.9685, 1.0083, 1.0084, 1.0003, 0.9999]),
    Row(
      response: 0.5, dampingFraction: 0.7,
      values: [0.1457, 0.4233, 0.8737, 1.0339, 1.0393, 1.0145, 0.9982, 1.0001]),
  ]

  /// SwiftUI's own sampling (first integrator step whose accumulated clock reaches t) replays
  /// the table to its printed precision (±0.0001 plus rounding).
  @Test(arguments: fluid)
  func fluidReplayMatchesTable(row: Row) {
    let trajectory = FluidSpring(response: row.response, dampingFraction: row.dampingFraction).trajectory
    for (t, expected) in zip(Self.times, row.values) {
      #expect(abs(trajectory.replayValue(at: t) - expected) <= 0.00015, "t = \(t)")
    }
  }

  /// The smooth `progress(at:)` (Hermite interpolation of the steps at their nominal times)
  /// stays within 0.02 of the table; it differs from the replay only where SwiftUI's accumulated
  /// clock takes one extra step (t = 0.1, 0.2). The table ignores the finishing snap; the
  /// animation itself shows exactly 1 once finished (§15.1).
  @Test(arguments: fluid)
  func fluidProgressNearTable(row: Row) {
    let spring = FluidSpring(response: row.response, dampingFraction: row.dampingFraction)
    let resolved = Animation.spring(response: row.response, dampingFraction: row.dampingFraction)
      .resolved(delta: 1)
    for (t, expected) in zip(Self.times, row.values) {
      let tolerance = t == 0.1 || t == 0.2 ? 0.02 : 0.00015
      #expect(abs(spring.trajectory.progress(at: t) - expected) <= tolerance, "t = \(t)")
      if resolved.isFinished(at: t) {
        #expect(resolved.progress(at: t) == 1)
      } else {
        #expect(resolved.progress(at: t) == spring.trajectory.progress(at: t))
      }
    }
  }

  @Test(arguments: analytic)
  func analyticMatchesTable(row: Row) {
    let spring = Spring(response: row.response, dampingRatio: row.dampingFraction)
    for (t, expected) in zip(Self.times, row.values) {
      #expect(abs(spring.value(at: t) - expected) <= 0.001, "t = \(t)")
    }
  }

  /// §16.3 last paragraph: first 60 fps frame meeting the §15.5 finishing test, for Δ = 1 and
  /// Δ = 100, within one frame.
  @Test(arguments: [
    (0.5, 1.0, 0.83, 1.27), (0.55, 1.0, 0.88, 1.38), (0.5, 0.825, 0.53, 0.98), (0.15, 0.86, 0.20, 0.37),
  ])
  func fluidFinishTimes(response: Double, dampingFraction: Double, unit: Double, hundred: Double) throws {
    let animation = Animation.spring(response: response, dampingFraction: dampingFraction)
    let small = try #require(animation.duration(delta: 1))
    let large = try #require(animation.duration(delta: 100))
    #expect(abs(small - unit) <= 1.0 / 60, "Δ = 1: \(small)")
    #expect(abs(large - hundred) <= 1.0 / 60, "Δ = 100: \(large)")
    #expect(animation.isFinished(at: large, delta: 100))
    #expect(!animation.isFinished(at: large - 1.0 / 60, delta: 100))
  }

  /// §15.3: `.default` is iOS 17's spring(response: 0.55, dampingFraction: 1), so it finishes
  /// like that row of §16.3 (0.88 s for Δ = 1).
  @Test func defaultIsTheIOS17Spring() throws {
    let duration = try #require(Animation.default.duration(delta: 1))
    #expect(abs(duration - 0.88) <= 1.0 / 60)
    #expect(
      Animation.default.base.model
        == .fluidSpring(FluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0)))
  }

  /// The persistent spring's progress velocity is the integrator's velocity (used for
  /// retargeting); it is consistent with the progress by finite differences.
  @Test func fluidVelocityIsTheDerivative() {
    let resolved = Animation.bouncy.resolved(delta: 100)
    for t in stride(from: 0.02, through: 0.9, by: 0.07) {
      let h = 1e-5
      let numeric = (resolved.progress(at: t + h) - resolved.progress(at: t - h)) / (2 * h)
      #expect(abs(resolved.velocity(at: t) - numeric) <= 1e-3 * max(1, abs(numeric)), "t = \(t)")
    }
  }

  /// Closed-form velocities agree with finite differences in all three damping regimes
  /// (§15.5), including a non-zero initial velocity.
  @Test(arguments: [0.4, 1.0, 1.6])
  func analyticVelocity(zeta: Double) {
    let spring = Spring(
      mass: 1, stiffness: 150, damping: 2 * zeta * 150.0.squareRoot(), allowOverDamping: true)
    for t in [0.05, 0.2, 0.6] {
      let h = 1e-6
      let numeric =
        (spring.value(at: t + h, initialVelocity: 2) - spring.value(at: t - h, initialVelocity: 2)) / (2 * h)
      #expect(abs(spring.velocity(at: t, initialVelocity: 2) - numeric) <= 1e-4)
    }
    #expect(abs(spring.value(at: 0, initialVelocity: 2)) <= 1e-12)
    #expect(abs(spring.velocity(at: 0, initialVelocity: 2) - 2) <= 1e-9)
  }

  /// §15.5: an interpolating spring ends at its settling duration (ε = 0.001), where the value
  /// snaps to 1; over-damped parameters act as critically damped (SwiftUI's `Spring` default).
  @Test func interpolatingSpringEndsAtSettlingDuration() throws {
    let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    let spring = Spring(mass: 1, stiffness: 170, damping: 15)
    let duration = try #require(animation.duration(delta: 100))
    #expect(abs(duration - spring.settlingDuration) <= 1e-12)
    #expect(animation.progress(at: duration, delta: 100) == 1)
    #expect(abs(animation.progress(at: duration - 1e-6, delta: 100) - 1) <= 0.001)
    let overDamped = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(overDamped.angularFrequency == 0 && overDamped.decayConstant == 10)
  }
}
