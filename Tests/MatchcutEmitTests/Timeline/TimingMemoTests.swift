import MatchcutLayout
import MatchcutMotion
import Testing

@testable import MatchcutEmit

/// The timeline writer's timing memo (`TimingMemo`) against Motion's `NodeMotion.timing`: the
/// same answer for every node, whatever came before it, and its in-place copies of
/// `geometryDelta`/`unitDelta` against the originals, NaN and infinities included. The
/// expected values are Motion's, so any difference fails.
struct TimingMemoTests {
  /// Every node of the test scenes, then variations of one moving row: shifted by other Δs (a
  /// new key), back to the first Δ (a hit again), with clips, scale, rotation, opacity and fill
  /// changes, NaN and infinite components, no animation, and no change at all.
  static let motions: [NodeMotion] = {
    var motions: [NodeMotion] = []
    for scene in TimelineFastPathTests.scenes {
      for plan in scene.transitions { motions += plan.nodes }
    }
    guard var row = motions.first(where: { $0.animation != nil && $0.from.frame != $0.to.frame }) else {
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
    var instant = base
    instant.animation = nil
    var still = base
    still.to = still.from
    motions += [instant, base, still, base]
    return motions
  }()

  @Test func theMemoGivesMotionsAnswer() {
    var timings = TimingMemo()
    var memo = KeyframeMemo()
    for (index, motion) in TimingMemoTests.motions.enumerated() {
      let remembered = withUnsafePointer(to: motion) { timings.timing($0, tolerance: .default, memo: &memo) }
      #expect(remembered == motion.timing(tolerance: .default), "\(index)")
    }
    #expect(TimingMemoTests.motions.count > 90)
  }

  @Test func deltasAreMotions() {
    for (index, motion) in TimingMemoTests.motions.enumerated() {
      withUnsafePointer(to: motion) { pointer in
        let geometry = TimingMemo.geometryDelta(pointer)
        let expected = motion.from.geometryDelta(to: motion.to)
        #expect(geometry.bitPattern == expected.bitPattern || (geometry.isNaN && expected.isNaN), "\(index)")
        let unit = TimingMemo.unitDelta(pointer)
        let expectedUnit = motion.from.unitDelta(to: motion.to)
        #expect(unit.bitPattern == expectedUnit.bitPattern || (unit.isNaN && expectedUnit.isNaN), "\(index)")
      }
    }
  }

  @Test func exponentsAreTheCaches() {
    // By hand: the power of two at or below the fraction, clamped to -40…0; -40 for 0, NaN
    // and infinity (as `ProgressKeyframeCache.exponent`).
    let cases: [(Double, Int)] = [
      (1, 0), (2, 0), (0.5, -1), (0.75, -1), (0.25, -2), (0.2, -3), (1e-20, -40), (0, -40), (.nan, -40),
      (.infinity, -40), (-1, -40),
    ]
    for (fraction, exponent) in cases { #expect(TimingMemo.exponent(fraction) == exponent, "\(fraction)") }
    // The exponent read from the bits against the cache's `log2`: every power of two from 2⁻⁴⁵
    // to 2⁵ with its neighbours, and below it the last fraction read from the bits and the
    // first that asks `log2` (2ᵉ⁻¹·(2 − 2⁻³⁹) and its neighbours), subnormals,
    // negatives, and a deterministic spread of fractions.
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
      #expect(TimingMemo.exponent(fraction) == ProgressKeyframeCache.exponent(fraction), "\(fraction)")
    }
  }
}

extension Double {
  /// 2ᵉ, exactly.
  fileprivate static func pow2(_ e: Int) -> Double { Double(sign: .plus, exponent: e, significand: 1) }
}
