import MatchcutMotion
import Testing

/// Animations built from odd user arguments must evaluate and fit without trapping or hanging.
struct DegenerateAnimationTests {
  static let animations: [Animation] = [
    .linear(duration: 0), .linear(duration: -1), .easeIn(duration: .nan),
    .timingCurve(-3, 9, 4, -9, duration: 1),
    .spring(response: 0, dampingFraction: 0), .spring(response: -1, dampingFraction: 1),
    .spring(response: .infinity, dampingFraction: 1), .spring(response: 0.5, dampingFraction: -1),
    .interpolatingSpring(mass: 0, stiffness: 0, damping: 0), .interpolatingSpring(stiffness: 100, damping: 0),
    .interpolatingSpring(mass: -1, stiffness: 10, damping: 1), .interpolatingSpring(duration: 0, bounce: 2),
    .easeIn.speed(0), .easeIn.speed(-2), .easeIn.speed(.nan), .easeIn.delay(.infinity), .easeIn.delay(-1),
    .easeIn.repeatCount(0), .easeIn.repeatCount(-5, autoreverses: false),
    .linear(duration: 0).repeatForever(),
    .spring.repeatForever().repeatCount(3), .snappy.repeatCount(1_000_000),
  ]

  /// Velocities may be infinite where a curve turns vertical (§16.1), never NaN.
  @Test(arguments: animations)
  func evaluatesAndFits(animation: Animation) {
    let resolved = animation.resolved(delta: 100)
    for t in [-1.0, 0, 0.1, 0.5, 2, 100] {
      let (p, v) = resolved.sample(at: t)
      #expect(p.isFinite && !v.isNaN, "\(animation) at \(t): \(p), \(v)")
    }
    if let duration = resolved.duration { #expect(duration.isFinite && duration >= 0) }
    let keyframes = fitKeyframes(resolved, tolerance: 0.25, horizon: 1)
    #expect(!keyframes.isEmpty)
    #expect(keyframes.allSatisfy { $0.t.isFinite && $0.value.isFinite })
    #expect(zip(keyframes, keyframes.dropFirst()).allSatisfy { $0.t <= $1.t })
  }
}

/// A fluid spring's replay past its last recorded step holds that step: an infinite Δ never meets
/// the finishing test (§15.5), and asking for its finish time read past the end of the steps
/// (found by the emit helper: `finishTime(delta: .infinity)` trapped with "Index out of range").
@Test func fluidSpringReplayHoldsItsLastStep() {
  let trajectory = FluidSpringTrajectory.cached(for: FluidSpring(response: 0.5, dampingFraction: 0.7))
  #expect(trajectory.finishTime(delta: .infinity) == nil)
  let last = trajectory.replayStep(at: 1e9)
  #expect(last == trajectory.replayStep(at: .infinity))
  #expect(last == trajectory.replayStep(at: FluidSpringTrajectory.horizon))
  #expect(!trajectory.meetsFinishingTest(at: 1e9, delta: .infinity))
  // A finite Δ still finishes (a 100 pt move of this spring settles well within a second).
  let finish = trajectory.finishTime(delta: 100)
  #expect(finish.map { $0 > 0.3 && $0 < 2 } == true)
}
