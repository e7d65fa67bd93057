import MatchcutLayout
import MatchcutMotion

/// The keyframes of one node in one transition as the exporters play them: the node's
/// `NodeTrack` (TOOLING §3: fewest keyframes within the tolerance, per-segment easing on the
/// segment that starts at a keyframe) or, for a node that does not change, its one appearance.
struct ExportKeys: Sendable {
  /// Seconds from the trigger; one entry for a static node.
  var times: [Double]
  /// The easing of the segment starting at each keyframe (`times.count - 1` entries).
  var easings: [KeyframeEasing]
  var looks: [Appearance]
  /// The node's track, when it changes.
  var track: NodeTrack?

  init(_ motion: NodeMotion, tolerance: KeyframeTolerance) {
    track = motion.track(tolerance: tolerance)
    if let track, !track.times.isEmpty {
      times = track.times
      easings = track.easings
      looks = track.appearances
    } else {
      times = [0]
      easings = []
      looks = [motion.to]
    }
  }

  var isStatic: Bool { looks.count < 2 }
}

/// Timing shared by the exporters of one transition.
enum ExportTimeline {
  /// How long a transition plays in exported form: its duration, or for a never-ending
  /// animation the span its keyframes cover (up to the end of the first loop period, see
  /// `fitKeyframes` and `ResolvedAnimation.loop`).
  static func duration(of plan: TransitionPlan, keys: [ExportKeys]) -> Double {
    if let duration = plan.duration { return max(0, duration) }
    var longest = 0.0
    for key in keys { longest = max(longest, key.times.last ?? 0) }
    return longest
  }

  /// When a node stops being drawn, in seconds; nil when it is drawn to the end.
  static func visibleUntil(_ motion: NodeMotion) -> Double? {
    guard motion.role == .remove else { return nil }
    guard let animation = motion.animation else { return 0 }
    return animation.duration
  }

  /// The last frame of a transition on a `fps` grid (the first frame at or after its end).
  static func lastFrame(duration: Double, fps: Double) -> Int {
    let frames = duration * fps
    guard frames.isFinite, frames > 0 else { return 0 }
    return Int((frames - 1e-9).rounded(.up))
  }

  /// The frames the expectation sidecars and the filmstrip sample: 0, ¼, ½, ¾ and the end,
  /// on the frame grid, without repeats.
  static func sampleFrames(lastFrame: Int, count: Int = 5) -> [Int] {
    var result: [Int] = []
    let steps = max(1, count - 1)
    for index in 0...steps {
      let frame = Int((Double(lastFrame) * Double(index) / Double(steps)).rounded())
      if result.last != frame { result.append(frame) }
    }
    return result
  }
}
