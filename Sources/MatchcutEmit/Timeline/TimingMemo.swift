import MatchcutLayout
import MatchcutMotion

/// `NodeMotion.timing(tolerance:memo:)` for a motion read in place, remembering the last
/// answer with what decided it.
///
/// The keyframes of a change depend only on its animation, its Δ and the power of two below
/// the fraction of Δ the tolerance allows (`ProgressKeyframeCache`'s key, which `KeyframeMemo`
/// compares too). Motion's `timing` binds the node's `ResolvedAnimation` — a copy, retaining
/// its references through the runtime's generic witnesses, ~700 instructions a node — so here
/// those three are read from the motion in place and compared with the last node's; only a
/// different key asks `timing` itself. `TimingMemoTests` compares the answers on every node.
struct TimingMemo {
  private var isFilled = false
  private var animation = Animation(base: .default)
  private var delta = 0.0
  private var exponent = 0
  private var keyframes: [Keyframe] = []

  /// The node's timing (nil when it does not change), as `motion.timing(tolerance:memo:)`.
  mutating func timing(
    _ motion: UnsafePointer<NodeMotion>, tolerance: KeyframeTolerance, memo: inout KeyframeMemo
  ) -> TrackTiming? {
    // A frame that differs settles `from != to` (`Appearance`'s `==` compares it first).
    guard motion.pointee.from.frame != motion.pointee.to.frame || motion.pointee.from != motion.pointee.to
    else { return nil }
    guard motion.pointee.animation != nil, let delta = motion.pointee.animation?.delta else {
      return .instant
    }
    // The fraction of Δ the tolerance allows, as `timing` works it out.
    let geometry = TimingMemo.geometryDelta(motion)
    let unit = TimingMemo.unitDelta(motion)
    var fraction = 1.0
    if geometry > 0 { fraction = min(fraction, tolerance.points / geometry) }
    if unit > 0 { fraction = min(fraction, tolerance.unit / unit) }
    let exponent = TimingMemo.exponent(fraction)
    if isFilled && self.delta == delta && self.exponent == exponent
      && motion.pointee.animation?.animation == animation
    {
      return .fitted(keyframes)
    }
    let timing = motion.pointee.timing(tolerance: tolerance, memo: &memo)
    if case .fitted(let keyframes)? = timing, let animation = motion.pointee.animation?.animation {
      isFilled = true
      self.animation = animation
      self.delta = delta
      self.exponent = exponent
      self.keyframes = keyframes
    }
    return timing
  }

  /// `from.geometryDelta(to: to)` with the fields read in place (passing an `Appearance` to
  /// Motion's method copies it): the largest change in points of the frame, corner radius,
  /// scale and rotation at the frame's extent, and clip. The same expressions in the same
  /// order, so NaN and infinities come out the same (`TimingMemoTests`).
  static func geometryDelta(_ motion: UnsafePointer<NodeMotion>) -> Double {
    let from = motion.pointee.from.frame
    let to = motion.pointee.to.frame
    var delta = from.maxDelta(to: to)
    delta = max(delta, abs(motion.pointee.to.cornerRadius - motion.pointee.from.cornerRadius))
    let extent = max(from.width, from.height, to.width, to.height)
    delta = max(delta, abs(motion.pointee.to.scale - motion.pointee.from.scale) * extent / 2)
    delta = max(
      delta, abs(motion.pointee.to.rotation - motion.pointee.from.rotation) * Double.pi / 180 * extent / 2)
    if let a = motion.pointee.from.clip, let b = motion.pointee.to.clip {
      delta = max(delta, a.rect.maxDelta(to: b.rect))
    }
    return delta
  }

  /// `from.unitDelta(to: to)` read in place: the largest change of opacity or a colour channel.
  static func unitDelta(_ motion: UnsafePointer<NodeMotion>) -> Double {
    var delta = abs(motion.pointee.to.opacity - motion.pointee.from.opacity)
    if let a = motion.pointee.from.fill, let b = motion.pointee.to.fill {
      delta = max(
        delta, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }
    return delta
  }

  /// `ProgressKeyframeCache.exponent`: the power of two at or below `fraction`, in -40…0.
  ///
  /// That is `⌊log2 fraction⌋`, which for a normal `fraction = m·2ᵉ` (1 ≤ m < 2) is `e`, the
  /// binary exponent, read from the bits — unless `m` is within 2⁻³⁹ of 2: there the true
  /// `log2` is within ~10⁻¹² below `e + 1` and a rounded `log2` may reach it. Elsewhere the
  /// true value is at least that far from `e + 1` (and `log2` is exact at powers of two), far
  /// more than `log2`'s error of an ulp (≤ 2⁻⁴³ for any exponent), so both floors agree. Those
  /// few fractions, zero, subnormals, negatives, NaN and infinities ask `log2` as the cache
  /// does (~90 instructions a node); `TimingMemoTests` compares the two.
  static func exponent(_ fraction: Double) -> Int {
    let bits = fraction.bitPattern
    // Sign clear and biased exponent 1…2046 (normal), significand field below 2⁵² − 2¹³.
    let biased = Int(truncatingIfNeeded: bits >> 52)
    if biased > 0 && biased < 0x7FF && bits & ((1 << 52) - 1) < (1 << 52) - (1 << 13) {
      return max(-40, min(0, biased - 1023))
    }
    return ProgressKeyframeCache.exponent(fraction)
  }
}
