import MatchcutLayout

/// How a node changes during one transition: whether it stays, arrives or leaves.
public enum NodeRole: String, Sendable, Hashable {
  /// Present before and after, keeping its identity.
  case persist
  /// Present only after the change.
  case insert
  /// Present only before the change; it left layout at once and keeps drawing until its
  /// removal transition ends (swiftui-semantics §13).
  case remove
}

/// One drawn node's motion in one transition: its appearance at both ends, the animation that
/// carries it between them, and when and in which order it is drawn.
///
/// Every animated component is `from + p(t)·(to − from)` with one progress function `p` per
/// node, so a node's keyframes are shared by all of its tracks.
public struct NodeMotion: Sendable {
  /// Index into the scene's node table.
  public var node: Int
  public var role: NodeRole
  /// Position in the transition's draw order (0 is drawn first, at the back).
  public var order: Int
  public var from: Appearance
  public var to: Appearance
  /// The curve that drives the node; nil = the change is instant.
  public var animation: ResolvedAnimation?
  /// True when the node stands in a hero pair (it follows the shared matched frame).
  public var hero: Bool

  /// Fraction of the change shown at `time`.
  public func progress(at time: Double) -> Double {
    guard let animation else { return 1 }
    return animation.progress(at: time)
  }

  /// When the node's motion ends (0 for instant changes, nil for never-ending ones).
  public var duration: Double? {
    guard let animation else { return 0 }
    return animation.duration
  }

  /// Whether the node is drawn at `time`: a removed node until its animation finishes.
  public func isVisible(at time: Double) -> Bool {
    guard role == .remove else { return true }
    guard let animation else { return false }
    return !animation.isFinished(at: time)
  }

  /// The appearance at `time`.
  public func appearance(at time: Double) -> Appearance {
    from.interpolated(to: to, progress(at: time))
  }
}
