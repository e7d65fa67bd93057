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
///
/// Stored compactly (248 bytes: a transition holds one per drawn node, and its array is the
/// largest thing the motion pass writes): the node index and draw position as 32-bit numbers
/// (memory runs out long before a scene has 2³¹ nodes), the small fields last.
public struct NodeMotion: Sendable {
  public var from: Appearance
  public var to: Appearance
  /// The curve that drives the node; nil = the change is instant.
  public var animation: ResolvedAnimation?
  private var storedNode: Int32
  private var storedOrder: Int32
  public var role: NodeRole
  /// True when the node stands in a hero pair (it follows the shared matched frame).
  public var hero: Bool

  /// Index into the scene's node table.
  public var node: Int {
    get { Int(storedNode) }
    set { storedNode = Int32(truncatingIfNeeded: newValue) }
  }

  /// Position in the transition's draw order (0 is drawn first, at the back).
  public var order: Int {
    get { Int(storedOrder) }
    set { storedOrder = Int32(truncatingIfNeeded: newValue) }
  }

  public init(
    node: Int, role: NodeRole, order: Int, from: consuming Appearance, to: consuming Appearance,
    animation: ResolvedAnimation?, hero: Bool
  ) {
    self.from = from
    self.to = to
    self.animation = animation
    self.storedNode = Int32(truncatingIfNeeded: node)
    self.storedOrder = Int32(truncatingIfNeeded: order)
    self.role = role
    self.hero = hero
  }

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
