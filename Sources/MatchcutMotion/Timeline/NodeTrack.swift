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

extension NodeMotion {
  /// The fewest keyframes that replay this node within `tolerance`. An instant change is one
  /// keyframe at 0 holding the final appearance; an unchanged node has no keyframes.
  public func track(tolerance: KeyframeTolerance = .default) -> NodeTrack? {
    guard from != to else { return nil }
    guard let animation else {
      return NodeTrack(times: [0], easings: [], progress: [1], appearances: [to])
    }
    let geometry = from.geometryDelta(to: to)
    let unit = from.unitDelta(to: to)
    var fraction = 1.0
    if geometry > 0 { fraction = min(fraction, tolerance.points / geometry) }
    if unit > 0 { fraction = min(fraction, tolerance.unit / unit) }
    let keyframes = fitKeyframes(animation, tolerance: fraction * animation.delta)
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
}
