import MatchcutMotion
import MatchcutTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `.timingCurve(_ curve: UnitCurve, duration:)` (AppleDoc `animation/timingcurve(_:duration:)`):
/// progress = curve(elapsed / duration), finished at `duration` (OpenSwiftUI
/// `UnitCurveAnimation`). Values are swiftui-semantics §16.1's measured UnitCurve vectors
/// (±0.001 for the circular curves, ±0.01 for the Béziers) and §15.2's control points.
struct UnitCurveAnimationTests {
  /// §16.1, measured: circularEaseIn 0.032 / 0.134 / 0.339 at 0.25 / 0.5 / 0.75, and so on;
  /// over 0.8 s those inputs are at 0.2, 0.4 and 0.6 s.
  @Test(arguments: [
    (UnitCurve.circularEaseIn, [0.032, 0.134, 0.339]),
    (UnitCurve.circularEaseOut, [0.661, 0.866, 0.968]),
    (UnitCurve.circularEaseInOut, [0.067, 0.5, 0.933]),
  ])
  func circularProgressFollowsTheMeasuredCurve(curve: UnitCurve, values: [Double]) throws {
    let animation = Animation.timingCurve(curve, duration: 0.8)
    let resolved = animation.resolved(delta: 100)
    for (time, expected) in zip([0.2, 0.4, 0.6], values) {
      #expect(abs(resolved.progress(at: time) - expected) <= 0.001, "\(curve) at \(time)")
    }
    #expect(resolved.duration == 0.8)
    #expect(resolved.progress(at: 0) == 0)
    #expect(resolved.progress(at: 0.8) == 1)
    #expect(resolved.isFinished(at: 0.81))
  }

  /// §16.1, measured velocity of circularEaseIn at 0.5 is 0.577 (per unit of input): over 0.8 s
  /// that is 0.577 / 0.8 of Δ per second at 0.4 s.
  @Test func velocityIsTheCurvesOverTheDuration() {
    let resolved = Animation.timingCurve(.circularEaseIn, duration: 0.8).resolved(delta: 1)
    #expect(abs(resolved.velocity(at: 0.4) - 0.577 / 0.8) <= 0.002)
  }

  /// The Bézier presets are the §15.2 control points and keep the exact-curve path (two
  /// keyframes carrying the control points); `.linear` is (0, 0)(1, 1).
  @Test func bezierPresetsAreCubicCurves() {
    #expect(
      Animation.timingCurve(.easeInOut, duration: 1).base.model
        == .curve(CubicBezier(0.42, 0, 0.58, 1), duration: 1))
    #expect(
      Animation.timingCurve(.easeIn, duration: 2).base.model
        == .curve(CubicBezier(0.42, 0, 1, 1), duration: 2))
    #expect(
      Animation.timingCurve(.linear, duration: 1).base.model == .curve(CubicBezier(0, 0, 1, 1), duration: 1))
    let custom = UnitCurve.bezier(startControlPoint: (0.2, 0), endControlPoint: (0, 1))
    #expect(
      Animation.timingCurve(custom, duration: 0.4).base.model
        == .curve(CubicBezier(0.2, 0, 0, 1), duration: 0.4))
    let keyframes = fitKeyframes(
      Animation.timingCurve(custom, duration: 0.4).resolved(delta: 100), tolerance: 0.25)
    #expect(keyframes.map(\.t) == [0, 0.4])
    #expect(keyframes.first?.easing == .cubic(0.2, 0, 0, 1))
    // §16.1 measured: bezier (0.25, 0.1)(0.75, 0.9) is 0.5 ± 0.01 at 0.5.
    let symmetric = Animation.timingCurve(
      .bezier(startControlPoint: (0.25, 0.1), endControlPoint: (0.75, 0.9)), duration: 1)
    #expect(abs(symmetric.progress(at: 0.5, delta: 1) - 0.5) <= 0.01)
  }

  /// The circular curves are not Béziers: their keyframes are quarter-circle arc pieces, and
  /// played back they stay within the 0.25 pt tolerance of the exact curve (checked every
  /// 0.2 ms against 1 − √(1 − x²) and its mirror images, computed here, not by the library),
  /// with few keyframes even where the curve turns vertical.
  @Test(arguments: [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut])
  func circularKeyframesReplayTheExactCurve(curve: UnitCurve) {
    func exact(_ x: Double) -> Double {
      switch curve {
      case .circularEaseIn: return 1 - sqrt(1 - x * x)
      case .circularEaseOut: return sqrt(1 - (1 - x) * (1 - x))
      default: return x < 0.5 ? (1 - sqrt(1 - 4 * x * x)) / 2 : (1 + sqrt(1 - (2 - 2 * x) * (2 - 2 * x))) / 2
      }
    }
    for delta in [10.0, 150.0, 800.0] {
      let duration = 0.6
      let resolved = Animation.timingCurve(curve, duration: duration).resolved(delta: delta)
      let keyframes = fitKeyframes(resolved, tolerance: 0.25)
      let error = KeyframePlayback.maxError(
        of: keyframes, against: { exact(min(max($0 / duration, 0), 1)) }, over: 0...duration, step: 0.0002)
      #expect(error * delta <= 0.25, "Δ = \(delta): \(error * delta) pt")
      #expect(keyframes.first?.t == 0 && keyframes.first?.value == 0)
      #expect(keyframes.last?.t == duration && keyframes.last?.value == 1)
      #expect(keyframes.count <= 9, "Δ = \(delta): \(keyframes.count) keyframes")
    }
  }

  /// A delayed, reversed (autoreversing) pass keeps the arc pieces: the second pass runs from 1
  /// back to 0 through the mirrored values.
  @Test func autoreversedCircularPassesMirror() {
    let animation = Animation.timingCurve(.circularEaseOut, duration: 0.5).repeatCount(2, autoreverses: true)
    let resolved = animation.resolved(delta: 100)
    let keyframes = fitKeyframes(resolved, tolerance: 0.25)
    let error = KeyframePlayback.maxError(
      of: keyframes, against: { resolved.progress(at: $0) }, over: 0...1, step: 0.0002)
    #expect(error * 100 <= 0.25)
  }

  @Test func descriptionPrintsTheCurve() {
    #expect(
      Animation.timingCurve(.circularEaseIn, duration: 0.5).description
        == ".timingCurve(.circularEaseIn, duration: 0.5)")
    #expect(
      Animation.timingCurve(.easeInOut, duration: 1).description == ".timingCurve(.easeInOut, duration: 1.0)")
  }
}
