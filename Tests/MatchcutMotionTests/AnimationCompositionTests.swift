import MatchcutMotion
import Testing

/// The `Animation` value: constructors' defaults (LANGUAGE §6, swiftui-semantics §15.2–§15.4),
/// printing, and delay / speed / repeat composition (§15.6).
struct AnimationCompositionTests {
  /// §15.2: curve animations default to 0.35 s.
  @Test func curveDefaults() {
    for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.1, 0.2, 0.3, 0.4)] {
      #expect(animation.duration(delta: 1) == 0.35, "\(animation)")
    }
    #expect(Animation.easeInOut.base.model == .curve(CubicBezier(0.42, 0, 0.58, 1), duration: 0.35))
    #expect(Animation.easeIn(duration: 2).base.model == .curve(CubicBezier(0.42, 0, 1, 1), duration: 2))
  }

  /// §15.4: `spring(response:dampingFraction:blendDuration:)` defaults (0.5, 0.825, 0); a bare
  /// `.spring()` and the static `.spring` resolve to the duration form (response 0.5, df 1.0);
  /// `interactiveSpring(response:…)` defaults (0.15, 0.86, 0.25), the static one ζ = 0.85.
  @Test func springDefaults() {
    #expect(
      Animation.spring(response: 0.5).base.model
        == .fluidSpring(FluidSpring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)))
    #expect(
      Animation.spring().base.model
        == .fluidSpring(FluidSpring(response: 0.5, dampingFraction: 1, blendDuration: 0)))
    #expect(Animation.spring.base.model == Animation.spring().base.model)
    #expect(
      Animation.interactiveSpring(response: 0.15).base.model
        == .fluidSpring(FluidSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)))
    guard case .fluidSpring(let interactive) = Animation.interactiveSpring.base.model else {
      Issue.record("persistent spring expected")
      return
    }
    #expect(abs(interactive.dampingFraction - 0.85) <= 1e-12 && interactive.blendDuration == 0.25)
    // Presets: bounce 0 / 0.15 / 0.3 plus extraBounce, duration 0.5 (§15.4).
    #expect(Animation.smooth.base.model == Animation.spring(duration: 0.5, bounce: 0).base.model)
    #expect(Animation.snappy.base.model == Animation.spring(duration: 0.5, bounce: 0.15).base.model)
    #expect(
      Animation.bouncy(duration: 0.8, extraBounce: 0.1).base.model
        == Animation.spring(duration: 0.8, bounce: 0.4).base.model)
  }

  /// §15.4: interpolating springs; the duration form maps like `spring(duration:bounce:)`.
  @Test func interpolatingSpringForms() {
    let physical = Animation.interpolatingSpring(stiffness: 100, damping: 10)
    #expect(
      physical.base.model
        == .interpolatingSpring(Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 0))
    guard
      case .interpolatingSpring(let spring, _) = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3)
        .base.model
    else {
      Issue.record("interpolating spring expected")
      return
    }
    #expect(abs(spring.stiffness - 157.91) <= 0.01 && abs(spring.damping - 17.593) <= 0.001)
  }

  @Test func descriptionPrintsSwiftSource() {
    #expect(Animation.default.description == ".default")
    #expect(Animation.easeInOut.description == ".easeInOut")
    #expect(
      Animation.easeIn(duration: 2).delay(1).speed(2).description
        == ".easeIn(duration: 2.0).delay(1.0).speed(2.0)")
    #expect(
      Animation.spring(response: 0.5, dampingFraction: 0.8).repeatCount(3).description
        == ".spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0.0).repeatCount(3, autoreverses: true)"
    )
    #expect(
      Animation.snappy.repeatForever(autoreverses: false).description
        == ".snappy(duration: 0.5, extraBounce: 0.0).repeatForever(autoreverses: false)")
    #expect(
      Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).description
        == ".timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1.0)")
  }

  /// §15.6: `a.delay(1).speed(2)` ⇒ effective delay 0.5 s, then double speed.
  @Test func delayThenSpeed() {
    let a = Animation.linear(duration: 1).delay(1).speed(2).resolved(delta: 1)
    #expect(a.progress(at: 0.49) == 0)
    #expect(a.progress(at: 0.5) == 0)
    #expect(abs(a.progress(at: 0.75) - 0.5) <= 1e-6)
    #expect(abs(a.velocity(at: 0.75) - 2) <= 1e-6)
    #expect(a.duration == 1.0)
  }

  /// §15.6: `a.speed(2).delay(1)` ⇒ delay 1 s then double speed.
  @Test func speedThenDelay() {
    let a = Animation.linear(duration: 1).speed(2).delay(1).resolved(delta: 1)
    #expect(a.progress(at: 0.99) == 0)
    #expect(abs(a.progress(at: 1.25) - 0.5) <= 1e-6)
    #expect(a.duration == 1.5)
    #expect(a.isFinished(at: 1.5) && !a.isFinished(at: 1.49))
  }

  /// §15.6: n counts one-way passes; odd passes (1, 3, …) run reversed; after n passes the
  /// value rests at `to`, so an even count with autoreverse ends with a snap.
  @Test func repeatCountOdd() {
    let a = Animation.linear(duration: 1).repeatCount(3).resolved(delta: 1)
    #expect(a.duration == 3)
    #expect(abs(a.progress(at: 0.25) - 0.25) <= 1e-6)
    #expect(abs(a.progress(at: 1.25) - 0.75) <= 1e-6)
    #expect(abs(a.velocity(at: 1.25) - -1) <= 1e-6)
    #expect(abs(a.progress(at: 2.25) - 0.25) <= 1e-6)
    #expect(abs(a.progress(at: 2.999) - 0.999) <= 1e-6)
    #expect(a.progress(at: 3) == 1)
  }

  @Test func repeatCountEvenSnapsToTarget() {
    let a = Animation.linear(duration: 1).repeatCount(2).resolved(delta: 1)
    #expect(a.duration == 2)
    #expect(abs(a.progress(at: 1.9) - 0.1) <= 1e-6)
    #expect(a.progress(at: 2) == 1)
  }

  @Test func repeatWithoutAutoreverseRestarts() {
    let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: false).resolved(delta: 1)
    #expect(abs(a.progress(at: 0.999) - 0.999) <= 1e-6)
    #expect(a.progress(at: 1) == 0)
    #expect(abs(a.progress(at: 1.5) - 0.5) <= 1e-6)
    #expect(a.progress(at: 2) == 1)
  }

  /// A delay inside a repeat is replayed by every pass (§15.6: the modifier wraps its base).
  @Test func delayInsideRepeat() {
    let a = Animation.linear(duration: 1).delay(1).repeatCount(2).resolved(delta: 1)
    #expect(a.duration == 4)
    #expect(a.progress(at: 0.5) == 0)
    #expect(abs(a.progress(at: 1.5) - 0.5) <= 1e-6)
    #expect(a.progress(at: 2.5) == 1)  // second pass reversed: holds at 1 − 0 during its delay
    #expect(abs(a.progress(at: 3.25) - 0.75) <= 1e-6)
  }

  @Test func repeatForeverNeverFinishes() throws {
    let a = Animation.easeInOut(duration: 1).repeatForever().delay(0.5).resolved(delta: 1)
    #expect(a.duration == nil)
    #expect(!a.isFinished(at: 1000))
    #expect(abs(a.progress(at: 10.5 + 0.5) - 0.5) <= 1e-6)  // pass 10 is forward
    let loop = try #require(a.loop)
    #expect(loop.start == 0.5 && loop.period == 2)
    #expect(
      Animation.linear.repeatForever(autoreverses: false).speed(2).resolved(delta: 1).loop?.period == 0.175)
  }

  /// §15.1: a zero duration never animates: the value is at `to` at once.
  @Test func zeroDurationJumps() {
    let a = Animation.linear(duration: 0).resolved(delta: 10)
    #expect(a.duration == 0)
    #expect(a.progress(at: 0) == 1)
    #expect(Animation.easeIn.delay(1).progress(at: 0.5, delta: 1) == 0)
  }

  /// §15.5: the persistent spring's end depends on Δ (absolute finishing thresholds), so a
  /// repeat of it has Δ-dependent passes.
  @Test func springRepeatUsesDeltaDependentPasses() throws {
    let small = try #require(Animation.spring.repeatCount(2).duration(delta: 1))
    let large = try #require(Animation.spring.repeatCount(2).duration(delta: 100))
    #expect(abs(small - 2 * 0.83) <= 2.0 / 60)
    #expect(abs(large - 2 * 1.27) <= 2.0 / 60)
  }
}
