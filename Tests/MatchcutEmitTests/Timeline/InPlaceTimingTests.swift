import MatchcutLayout
import Testing

@testable import MatchcutEmit
@testable import MatchcutMotion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `NodeMotion.timing(of:tolerance:memo:)`, the one in-place timing both `NodeMotion.timing`
/// and the timeline writer use, against the rule written out by value here: no keyframes when
/// the ends are equal, one instant keyframe without an animation, else the animation fitted
/// within the power of two at or below the fraction of Δ the tolerance allows (the keyframe
/// cache's key), that fraction taken from `Appearance.geometryDelta`/`unitDelta` (the formulas
/// `TransitionBuilder` and the CSS writer use) and the power by `log2`. A change to either copy
/// of the deltas, to the exponent read from the bits or to the memo (its field-by-field
/// comparison of animations, and its identity check: the test scenes' consecutive rows share
/// one resolution, the variations below make others) makes these fail.
struct InPlaceTimingTests {
  /// Every node of the test scenes, then variations of one moving row: shifted by other Δs (a
  /// new key), back to the first Δ (a hit again), with clips, scale, rotation, opacity and fill
  /// changes, NaN and infinite components, other animations, no animation, and no change.
  static let motions: [NodeMotion] = {
    var motions: [NodeMotion] = []
    for scene in TimelineFastPathTests.scenes {
      for plan in scene.transitions { motions += plan.nodes }
    }
    guard var row = motions.first(where: { $0.animation != nil && $0.from.frame != $0.to.frame }),
      let animation = row.animation
    else {
      return motions
    }
    let clip = Clip(rect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8)
    let variations: [(inout Appearance) -> Void] = [
      { $0.frame.y += 1 }, { $0.frame.y += 400 }, { $0.frame.y += 1e-9 }, { $0.frame.y += 0 },
      { $0.clip = clip }, { $0.scale = 1.5 }, { $0.rotation = 45 }, { $0.opacity = 0.2 },
      { $0.fill = RGBA(red: 0.9, green: 0.1, blue: 0.1) }, { $0.frame.width = .nan },
      { $0.opacity = .infinity },
      { $0.fill = RGBA(red: .nan, green: 0, blue: 0) }, { $0.cornerRadius = -4 },
    ]
    let base = row
    for change in variations {
      row = base
      change(&row.to)
      motions += [row, row, base]
      row.from.clip = clip
      row.to.clip = Clip(rect: Rect(x: 3, y: 9, width: 90, height: 40))
      motions += [row, base]
    }
    // The same Δ under other animations: the memo must not answer with the last one's fit.
    let others = [
      Animation(base: .easeInOut(duration: nil)), Animation(base: .default, modifiers: [.delay(0.2)]),
      Animation(base: .default, modifiers: [.speed(2)]), animation.animation,
    ]
    for other in others {
      row = base
      row.animation = ResolvedAnimation(other, delta: animation.delta)
      motions += [row, row, base]
    }
    var instant = base
    instant.animation = nil
    var still = base
    still.to = still.from
    motions += [instant, base, still, base]
    return motions
  }()

  /// `⌊log2 fraction⌋` clamped to -40…0, -40 for what is not a positive finite number: the
  /// keyframe cache's rule as first written.
  static func exponentByLog2(_ fraction: Double) -> Int {
    let exponent = fraction > 0 && fraction.isFinite ? Int((log2(fraction)).rounded(.down)) : -40
    return max(-40, min(0, exponent))
  }

  /// The rule, by value.
  static func expectedTiming(_ motion: NodeMotion, tolerance: KeyframeTolerance) -> TrackTiming? {
    guard motion.from != motion.to else { return nil }
    guard let animation = motion.animation else { return .instant }
    let geometry = motion.from.geometryDelta(to: motion.to)
    let unit = motion.from.unitDelta(to: motion.to)
    var fraction = 1.0
    if geometry > 0 { fraction = min(fraction, tolerance.points / geometry) }
    if unit > 0 { fraction = min(fraction, tolerance.unit / unit) }
    // The fit of that key, through the shared cache (fitting each afresh takes seconds in a
    // debug build); a wrong key in the code under test finds another fit.
    let key = ProgressKeyframeCache.Key(
      animation: animation.animation, delta: animation.delta, exponent: exponentByLog2(fraction))
    return .fitted(ProgressKeyframeCache.keyframes(for: animation, key: key))
  }

  @Test func theInPlaceTimingFollowsTheRule() {
    for tolerance in [KeyframeTolerance.default, KeyframeTolerance(points: 2, unit: 0.05)] {
      var memo = KeyframeMemo()
      for (index, motion) in InPlaceTimingTests.motions.enumerated() {
        let expected = InPlaceTimingTests.expectedTiming(motion, tolerance: tolerance)
        let inPlace = withUnsafePointer(to: motion) {
          NodeMotion.timing(of: $0, tolerance: tolerance, memo: &memo)
        }
        #expect(inPlace == expected, "\(index)")
        #expect(motion.timing(tolerance: tolerance) == expected, "\(index)")
      }
    }
    #expect(InPlaceTimingTests.motions.count > 100)
  }

  @Test func deltasAreTheAppearances() {
    for (index, motion) in InPlaceTimingTests.motions.enumerated() {
      withUnsafePointer(to: motion) { pointer in
        let geometry = NodeMotion.geometryDelta(of: pointer)
        let expected = motion.from.geometryDelta(to: motion.to)
        #expect(geometry.bitPattern == expected.bitPattern || (geometry.isNaN && expected.isNaN), "\(index)")
        let unit = NodeMotion.unitDelta(of: pointer)
        let expectedUnit = motion.from.unitDelta(to: motion.to)
        #expect(unit.bitPattern == expectedUnit.bitPattern || (unit.isNaN && expectedUnit.isNaN), "\(index)")
      }
    }
  }

  @Test func exponentsFollowLog2() {
    // By hand: the power of two at or below the fraction, clamped to -40…0; -40 for 0, NaN
    // and infinity.
    let cases: [(Double, Int)] = [
      (1, 0), (2, 0), (0.5, -1), (0.75, -1), (0.25, -2), (0.2, -3), (1e-20, -40), (0, -40), (.nan, -40),
      (.infinity, -40), (-1, -40),
    ]
    for (fraction, exponent) in cases {
      #expect(ProgressKeyframeCache.exponent(fraction) == exponent, "\(fraction)")
    }
    // The exponent read from the bits against `log2`: every power of two from 2⁻⁴⁵ to 2⁵ with
    // its neighbours, and below it the last fraction read from the bits and the first that
    // asks `log2` (2ᵉ⁻¹·(2 − 2⁻³⁹) and its neighbours), subnormals, negatives, and a
    // deterministic spread of fractions.
    var fractions: [Double] = [
      .leastNonzeroMagnitude, .leastNormalMagnitude, -0.0, -0.5, .greatestFiniteMagnitude,
    ]
    for e in -45...5 {
      for value in [Double.pow2(e), (2 - .pow2(-39)) * .pow2(e - 1)] {
        fractions += [value.nextDown, value, value.nextUp]
      }
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      fractions.append(Double(state >> 11) / Double(1 << 53) * .pow2(Int((state >> 3) % 50) - 44))
    }
    for fraction in fractions {
      #expect(
        ProgressKeyframeCache.exponent(fraction) == InPlaceTimingTests.exponentByLog2(fraction), "\(fraction)"
      )
    }
  }
}

extension Double {
  /// 2ᵉ, exactly.
  fileprivate static func pow2(_ e: Int) -> Double { Double(sign: .plus, exponent: e, significand: 1) }
}
