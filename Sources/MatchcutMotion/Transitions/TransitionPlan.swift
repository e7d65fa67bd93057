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

  /// The longest motion of `nodes` (0 when nothing moves), nil when one never ends. Read in
  /// place: copying a `NodeMotion` retains the strings of both of its appearances.
  static func duration(of nodes: [NodeMotion]) -> Double? {
    var longest = 0.0
    for index in nodes.indices
    where nodes[index].role != .persist || nodes[index].from != nodes[index].to {
      guard let duration = nodes[index].duration else { return nil }
      longest = max(longest, duration)
    }
    return longest
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
