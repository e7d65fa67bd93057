import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keyframes for one node in one transition: shared times and easings, and the value of every
/// component that changes at each time (TOOLING §3: playable with linear or cubic-Bézier easing
/// between keyframes, as few as the tolerance allows).
public struct NodeTrack: Sendable {
  public var times: [Double]
  /// The easing of the segment starting at each keyframe (`easings.count == times.count - 1`).
  public var easings: [KeyframeEasing]
  /// The fraction of the change shown at each keyframe.
  public var progress: [Double]
  /// The appearance at each keyframe.
  public var appearances: [Appearance]
}

/// How close keyframes must follow the exact motion (`--tolerance`, TOOLING §3).
public struct KeyframeTolerance: Sendable, Hashable {
  /// Geometry, in points (default 0.25).
  public var points: Double
  /// Opacity and colour components, as fractions (default 0.005 = 0.5 %).
  public var unit: Double

  public init(points: Double = 0.25, unit: Double = 0.005) {
    self.points = points
    self.unit = unit
  }

  public static let `default` = KeyframeTolerance()
}

/// When a track's keyframes fall, without the values: what nodes that move alike share.
public enum TrackTiming: Sendable, Equatable {
  /// An instant change: one keyframe at 0 (progress 1) holding the final appearance exactly.
  case instant
  /// Keyframes fitted to the animation's progress; each holds `from` interpolated at its
  /// `value`. The array is the keyframe cache's own, shared by every node with the same
  /// animation, Δ and tolerance (so comparing two of them is usually an identity check).
  case fitted([Keyframe])

  /// The keyframes as ``NodeTrack`` lists them (`times`, `progress`, `easings` of all but the
  /// last): an instant change is one keyframe at 0 with progress 1.
  public var keyframes: [Keyframe] {
    switch self {
    case .instant: [Keyframe(t: 0, value: 1)]
    case .fitted(let keyframes): keyframes
    }
  }
}

extension NodeMotion {
  /// The fewest keyframes that replay this node within `tolerance`. An instant change is one
  /// keyframe at 0 holding the final appearance; an unchanged node has no keyframes.
  public func track(tolerance: KeyframeTolerance = .default) -> NodeTrack? {
    guard let timing = timing(tolerance: tolerance) else { return nil }
    guard case .fitted(let keyframes) = timing else {
      return NodeTrack(times: [0], easings: [], progress: [1], appearances: [to])
    }
    var times: [Double] = []
    var easings: [KeyframeEasing] = []
    var progress: [Double] = []
    var appearances: [Appearance] = []
    times.reserveCapacity(keyframes.count)
    for (index, keyframe) in keyframes.enumerated() {
      times.append(keyframe.t)
      progress.append(keyframe.value)
      appearances.append(from.interpolated(to: to, keyframe.value))
      if index < keyframes.count - 1 { easings.append(keyframe.easing) }
    }
    return NodeTrack(times: times, easings: easings, progress: progress, appearances: appearances)
  }

  /// The timing of ``track(tolerance:)`` alone, for writers that interpolate the values
  /// themselves instead of building a `NodeTrack` per node; nil when the node does not change.
  public func timing(tolerance: KeyframeTolerance = .default) -> TrackTiming? {
    var memo = KeyframeMemo()
    return timing(tolerance: tolerance, memo: &memo)
  }

  /// ``timing(tolerance:)`` for one node of a series: `memo` keeps the keyframes found last.
  public func timing(tolerance: KeyframeTolerance, memo: inout KeyframeMemo) -> TrackTiming? {
    withUnsafePointer(to: self) { NodeMotion.timing(of: $0, tolerance: tolerance, memo: &memo) }
  }

  /// ``timing(tolerance:memo:)`` for a motion read in place — the one implementation of it.
  ///
  /// A writer walks thousands of motions through a pointer; passing a motion or one of its
  /// `Appearance`s by value copies it (retaining its strings, fill and animation references,
  /// ~700 instructions a node), so every field here is read where it lies, and the memo is
  /// compared before the node's `ResolvedAnimation` is ever bound.
  public static func timing(
    of motion: UnsafePointer<NodeMotion>, tolerance: KeyframeTolerance, memo: inout KeyframeMemo
  ) -> TrackTiming? {
    // A frame that differs settles `from != to` (`Appearance`'s `==` compares it first).
    guard motion.pointee.from.frame != motion.pointee.to.frame || motion.pointee.from != motion.pointee.to
    else { return nil }
    guard let delta = motion.pointee.animation?.delta else { return .instant }
    let exponent = keyframeExponent(of: motion, tolerance: tolerance)
    if memo.isFilled && memo.key.delta == delta && memo.key.exponent == exponent
      && (memo.resolutionMatches(motion) || memo.animationMatches(motion))
    {
      return .fitted(memo.keyframes)
    }
    guard let animation = motion.pointee.animation else { return .instant }
    let key = ProgressKeyframeCache.Key(animation: animation.animation, delta: delta, exponent: exponent)
    let keyframes = ProgressKeyframeCache.keyframes(for: animation, key: key)
    memo.key = key
    memo.keyframes = keyframes
    memo.resolution = animation
    memo.isFilled = true
    return .fitted(keyframes)
  }

  /// The exponent of the keyframe cache's key (``ProgressKeyframeCache/exponent(_:)``): the
  /// fraction of Δ the tolerance allows, from the largest change in points and in units.
  static func keyframeExponent(of motion: UnsafePointer<NodeMotion>, tolerance: KeyframeTolerance) -> Int {
    let geometry = geometryDelta(of: motion)
    let unit = unitDelta(of: motion)
    var fraction = 1.0
    if geometry > 0 { fraction = min(fraction, tolerance.points / geometry) }
    if unit > 0 { fraction = min(fraction, tolerance.unit / unit) }
    return ProgressKeyframeCache.exponent(fraction)
  }

  /// `from.geometryDelta(to: to)` read in place: the largest change in points of the frame,
  /// corner radius, scale and rotation at the frame's extent, and clip. The same expressions
  /// in the same order, so NaN and infinities come out the same (`InPlaceTimingTests` compares the
  /// two on every node of the test scenes).
  public static func geometryDelta(of motion: UnsafePointer<NodeMotion>) -> Double {
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
  public static func unitDelta(of motion: UnsafePointer<NodeMotion>) -> Double {
    var delta = abs(motion.pointee.to.opacity - motion.pointee.from.opacity)
    if let a = motion.pointee.from.fill, let b = motion.pointee.to.fill {
      delta = max(
        delta, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }
    return delta
  }
}

/// The keyframes one writer looked up last. Consecutive nodes mostly share the animation, Δ and
/// tolerance, and comparing with the last key is cheaper than the shared cache's lock and look-up.
public struct KeyframeMemo: Sendable {
  // Plain fields rather than an optional tuple, which Swift copies through the runtime's
  // generic tuple witness on every read.
  fileprivate var isFilled = false
  fileprivate var key = ProgressKeyframeCache.Key(animation: Animation(base: .default), delta: 0, exponent: 0)
  fileprivate var keyframes: [Keyframe] = []
  /// The resolution the key was made from: nodes that move together hold this very
  /// resolution (one shared storage), so its identity settles `animationMatches` at once.
  fileprivate var resolution: ResolvedAnimation?

  public init() {}

  /// Whether the motion runs the very resolution the key was made from (then its animation is
  /// the key's, and so is its Δ, which the caller compares anyway).
  fileprivate func resolutionMatches(_ motion: UnsafePointer<NodeMotion>) -> Bool {
    guard let resolution, let animation = motion.pointee.animation else { return false }
    return resolution.isSameResolution(as: animation)
  }

  /// Whether the motion's animation is the key's (`Animation`'s `==`), compared field by field
  /// in place: comparing the `Animation`s whole copied the node's optional `ResolvedAnimation`
  /// (~150 instructions a node).
  fileprivate func animationMatches(_ motion: UnsafePointer<NodeMotion>) -> Bool {
    guard motion.pointee.animation?.animation.base == key.animation.base else { return false }
    if key.animation.modifiers.isEmpty {
      return motion.pointee.animation?.animation.modifiers.isEmpty == true
    }
    return motion.pointee.animation?.animation.modifiers == key.animation.modifiers
  }
}

/// Fitted progress keyframes shared by the nodes that move with the same animation and Δ.
///
/// The fraction of Δ allowed is rounded down to a power of two, so a cached fit is never looser
/// than the node needs, and nodes of one transition (hero pairs, rows that shift together) fit
/// once.
public enum ProgressKeyframeCache {
  struct Key: Hashable {
    var animation: Animation
    var delta: Double
    var exponent: Int
  }

  struct Table {
    var fits: [Key: [Keyframe]] = [:]
    /// The last key asked for: consecutive nodes usually share it, and comparing is cheaper
    /// than hashing an `Animation`.
    var last: (key: Key, keyframes: [Keyframe])?
  }

  private static let cache = Mutex<Table>(Table())

  /// The power of two at or below `fraction`, as an exponent in -40…0 (the cache key's).
  ///
  /// That is `⌊log2 fraction⌋`, which for a normal `fraction = m·2ᵉ` (1 ≤ m < 2) is `e`, the
  /// binary exponent, read from the bits — unless `m` is within 2⁻³⁹ of 2: there the true
  /// `log2` is within ~10⁻¹² below `e + 1` and a rounded `log2` may reach it. Elsewhere the
  /// true value is at least that far from `e + 1` (and `log2` is exact at powers of two), far
  /// more than `log2`'s error of an ulp (≤ 2⁻⁴³ for any exponent), so both floors agree. Those
  /// few fractions, zero, subnormals, negatives, NaN and infinities ask `log2` (~90
  /// instructions a node); `InPlaceTimingTests` compares the two ways on 20 000 fractions.
  public static func exponent(_ fraction: Double) -> Int {
    let bits = fraction.bitPattern
    // Sign clear and biased exponent 1…2046 (normal), significand field below 2⁵² − 2¹³.
    let biased = Int(truncatingIfNeeded: bits >> 52)
    if biased > 0 && biased < 0x7FF && bits & ((1 << 52) - 1) < (1 << 52) - (1 << 13) {
      return max(-40, min(0, biased - 1023))
    }
    return exponentByLog2(fraction)
  }

  /// ``exponent(_:)`` by `log2`, for every fraction.
  static func exponentByLog2(_ fraction: Double) -> Int {
    let exponent = fraction > 0 && fraction.isFinite ? Int((log2(fraction)).rounded(.down)) : -40
    return max(-40, min(0, exponent))
  }

  static func keyframes(for animation: ResolvedAnimation, key: Key) -> [Keyframe] {
    let clamped = key.exponent
    let hit = cache.withLock { table -> [Keyframe]? in
      if let last = table.last, last.key == key { return last.keyframes }
      guard let found = table.fits[key] else { return nil }
      table.last = (key, found)
      return found
    }
    if let hit { return hit }
    let allowed = pow(2.0, Double(clamped))
    let fitted = fitKeyframes(animation, tolerance: allowed * animation.delta)
    cache.withLock { table in
      if table.fits.count > 4096 { table.fits.removeAll() }
      table.fits[key] = fitted
      table.last = (key, fitted)
    }
    return fitted
  }
}
