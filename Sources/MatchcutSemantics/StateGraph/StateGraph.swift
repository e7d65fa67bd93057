import MatchcutSource

/// The explored states and transitions of one scene (LANGUAGE §7). States are `s0, s1, …` and
/// transitions `t0, t1, …` in breadth-first discovery order, actions in tree order.
public struct StateGraph: Sendable, Hashable {
  public var states: [SceneState]
  public var transitions: [StateTransition]
  /// `false` when a state or transition limit stopped the exploration.
  public var isComplete: Bool
  /// What each drag does while the finger is down, per state and gesture (LANGUAGE §7).
  public var interactions: [DragInteraction]

  public init(
    states: [SceneState], transitions: [StateTransition], isComplete: Bool,
    interactions: [DragInteraction] = []
  ) {
    self.states = states
    self.transitions = transitions
    self.isComplete = isComplete
    self.interactions = interactions
  }
}

/// One state: the value of every live `@State` (and pressed button), rendered short.
public struct SceneState: Sendable, Hashable {
  public var id: String
  /// `("Component.property", "short description")`, sorted by key.
  public var values: [StateValue]
  /// Views whose `onAppear` still has to run (this state lasts no longer than that).
  public var pendingAppear: [String]
  /// Seconds until each scheduled piece of work runs, soonest first (docs/states.md "Timers").
  public var pendingTimers: [Double] = []

  public init(id: String, values: [StateValue], pendingAppear: [String]) {
    self.id = id
    self.values = values
    self.pendingAppear = pendingAppear
  }
}

/// `"Component.property": "value"`.
public struct StateValue: Sendable, Hashable {
  public var key: String
  public var value: String
  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}

/// An edge `from --trigger/animation--> to`.
public struct StateTransition: Sendable, Hashable {
  public var id: String
  public var from: Int
  public var to: Int
  public var trigger: Trigger
  public var animation: EdgeAnimation

  public init(id: String, from: Int, to: Int, trigger: Trigger, animation: EdgeAnimation) {
    self.id = id
    self.from = from
    self.to = to
    self.trigger = trigger
    self.animation = animation
  }
}

/// What the user did: the trigger kind, the node it acted on and where the action is written.
public struct Trigger: Sendable, Hashable {
  public var kind: TriggerKind
  /// The node's path (its id).
  public var node: String
  public var file: String
  public var range: SourceRange
  /// For drags: the probe translation that was released.
  public var probe: DragProbe?
  /// For drags: every range of translation whose release takes this edge, one per direction
  /// (down, up, right, left) that leads here; empty for other triggers.
  public var releaseRanges: [DragReleaseRange] = []
  /// For timers: seconds from the arrival in `from` until the work runs.
  public var delay: Double?

  public init(kind: TriggerKind, node: String, file: String, range: SourceRange, probe: DragProbe? = nil) {
    self.kind = kind
    self.node = node
    self.file = file
    self.range = range
    self.probe = probe
  }
}

extension DragReleaseRange {
  /// The four directions probes are made along, in the order they are reported.
  enum Direction: Int, Hashable {
    case down, up, right, left

    var axis: Axis { self == .down || self == .up ? .vertical : .horizontal }
    var sign: Int { self == .down || self == .right ? 1 : -1 }

    func probe(_ magnitude: Double) -> DragProbe {
      let value = Double(sign) * magnitude
      return axis == .vertical ? DragProbe(width: 0, height: value) : DragProbe(width: value, height: 0)
    }

    /// The direction and magnitude of an axis-aligned probe; nil for a diagonal one.
    static func of(_ probe: DragProbe) -> (Direction, Double)? {
      switch (probe.width == 0, probe.height == 0) {
      case (true, false): return (probe.height > 0 ? .down : .up, abs(probe.height))
      case (false, true): return (probe.width > 0 ? .right : .left, abs(probe.width))
      default: return nil
      }
    }
  }
}

/// The animation of an edge (LANGUAGE §7): the `withAnimation` curve around the mutation, or
/// the `.animation(_:value:)` scopes whose value changed, or none (instant).
public struct EdgeAnimation: Sendable, Hashable {
  /// Where the edge's animation comes from.
  public enum Source: String, Sendable, Hashable {
    case withAnimation, animationModifier, none
  }

  public var source: Source
  /// The `withAnimation` curve (`nil` unless `source == .withAnimation`).
  public var animation: AnimationDescription?
  /// `.animation(_:value:)` scopes whose watched value changed, by node path.
  public var scopes: [ScopedAnimation]

  public init(source: Source, animation: AnimationDescription?, scopes: [ScopedAnimation]) {
    self.source = source
    self.animation = animation
    self.scopes = scopes
  }

  public static let none = EdgeAnimation(source: .none, animation: nil, scopes: [])
}

/// An `.animation(_:value:)` modifier that applies to the views below `path`.
public struct ScopedAnimation: Sendable, Hashable {
  public var path: String
  public var animation: AnimationDescription?
  public init(path: String, animation: AnimationDescription?) {
    self.path = path
    self.animation = animation
  }
}

/// One `#Preview`, resolved and explored: its canvas, assets, state graph, and the view tree
/// of every state.
public struct Scene: Sendable, Hashable {
  /// The `#Preview` name, or the root view's name for an unnamed preview (TOOLING §1).
  public var name: String
  public var file: String
  public var canvas: CanvasSpec
  public var assets: AssetCatalog
  public var stateGraph: StateGraph
  /// `trees[i]` is the view tree of `stateGraph.states[i]`.
  public var trees: [ViewNode]

  public init(
    name: String, file: String, canvas: CanvasSpec, assets: AssetCatalog, stateGraph: StateGraph,
    trees: [ViewNode]
  ) {
    self.name = name
    self.file = file
    self.canvas = canvas
    self.assets = assets
    self.stateGraph = stateGraph
    self.trees = trees
  }

  /// The resolved view tree of a state (by index into `stateGraph.states`).
  public func viewTree(for state: Int) -> ViewNode? {
    state >= 0 && state < trees.count ? trees[state] : nil
  }

  /// The resolved view tree of a state by id (`s0`, `s1`, …).
  public func viewTree(for stateID: String) -> ViewNode? {
    stateGraph.states.firstIndex { $0.id == stateID }.flatMap { viewTree(for: $0) }
  }
}

/// What `analyze` returns: one scene per `#Preview` of the module, and every diagnostic.
public struct SemanticResult: Sendable {
  public var scenes: [Scene]
  /// Sorted by file and position.
  public var diagnostics: [Diagnostic]

  public init(scenes: [Scene], diagnostics: [Diagnostic]) {
    self.scenes = scenes
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
