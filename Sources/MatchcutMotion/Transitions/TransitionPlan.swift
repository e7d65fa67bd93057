import MatchcutLayout

/// The motion of every drawn node during one edge of the state graph.
public struct TransitionPlan: Sendable {
  public var edge: EdgeInput
  /// One entry per node drawn at some time during the transition, in draw order.
  public var nodes: [NodeMotion] {
    didSet { duration = Self.duration(of: nodes) }
  }

  /// When the last node comes to rest; nil when some node never does (`repeatForever`).
  /// Worked out once when the plan is made (and again whenever `nodes` changes): every
  /// exporter asks for it, and the walk reads every motion.
  public private(set) var duration: Double?

  public init(edge: EdgeInput, nodes: [NodeMotion]) {
    self.edge = edge
    self.nodes = nodes
    self.duration = Self.duration(of: nodes)
  }

  /// A plan whose maker already knows its duration (`duration(of: nodes)`): `TransitionBuilder`
  /// works it out as it makes each motion, instead of reading every motion again afterwards.
  init(edge: EdgeInput, nodes: consuming [NodeMotion], duration: Double?) {
    self.edge = edge
    self.nodes = nodes
    self.duration = duration
  }

  /// The longest motion of `nodes` (0 when nothing moves), nil when one never ends. Read in
  /// place, through the buffer: a motion is large, and a copy retains its appearances' boxes.
  static func duration(of nodes: [NodeMotion]) -> Double? {
    nodes.withUnsafeBufferPointer { motions in
      var longest = DurationAccumulator()
      for index in motions.indices
      where motions[index].role != .persist || motions[index].from != motions[index].to {
        longest.add(motions[index].animation)
      }
      return longest.duration
    }
  }

  /// The longest of the motions' durations seen so far: an instant change counts 0, an animation
  /// that never ends makes the whole transition endless.
  struct DurationAccumulator {
    private var longest = 0.0
    private var endless = false

    /// Counts a moving node run by `animation` (nil: an instant change).
    mutating func add(_ animation: ResolvedAnimation?) {
      guard let animation else { return }
      if let duration = animation.duration {
        longest = max(longest, duration)
      } else {
        endless = true
      }
    }

    var duration: Double? { endless ? nil : longest }
  }

  /// A node as drawn at one instant.
  public struct Sample: Sendable, Hashable {
    public var node: Int
    public var role: NodeRole
    public var order: Int
    public var appearance: Appearance
  }

  /// Every node drawn at `time` seconds after the trigger, back to front (TOOLING §2
  /// `sample --json`). Times before 0 show the from-state; removed nodes vanish when their
  /// animation ends.
  public func sample(at time: Double) -> [Sample] {
    var result: [Sample] = []
    result.reserveCapacity(nodes.count)
    for motion in nodes {
      if time < 0 {
        if motion.role != .insert {
          result.append(
            Sample(node: motion.node, role: motion.role, order: motion.order, appearance: motion.from))
        }
        continue
      }
      guard motion.isVisible(at: time) else { continue }
      result.append(
        Sample(
          node: motion.node, role: motion.role, order: motion.order, appearance: motion.appearance(at: time)))
    }
    return result
  }
}
