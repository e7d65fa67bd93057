/// How a drag changes the state while the finger is down (LANGUAGE §7: "drag gestures are
/// interactive"): `onChanged` evaluated at sample translations from one state, without
/// `onEnded`.
public struct DragInteraction: Sendable, Hashable {
  /// The state the drag starts in (index into `StateGraph.states`).
  public var from: Int
  /// The node carrying the gesture.
  public var node: String
  /// One track per numeric state value the drag changes.
  public var tracks: [DragTrack]
  /// The rendered tree at every sample translation, for per-node geometry.
  public var samples: [DragSample]

  public init(from: Int, node: String, tracks: [DragTrack], samples: [DragSample]) {
    self.from = from
    self.node = node
    self.tracks = tracks
    self.samples = samples
  }

  /// The translations `onChanged` is evaluated at: 0, ±25, ±100 and ±300 pt on each axis.
  public static let sampleTranslations: [DragProbe] = {
    var out = [DragProbe(width: 0, height: 0)]
    for amount in [25.0, 100, 300, -25, -100, -300] {
      out.append(DragProbe(width: 0, height: amount))
      out.append(DragProbe(width: amount, height: 0))
    }
    return out
  }()
}

/// One sample of a drag: the translation and the tree and values it produces.
public struct DragSample: Sendable, Hashable {
  public var translation: DragProbe
  public var values: [StateValue]
  public var tree: ViewNode

  public init(translation: DragProbe, values: [StateValue], tree: ViewNode) {
    self.translation = translation
    self.values = values
    self.tree = tree
  }
}

/// A numeric state value as a function of the translation `(tx, ty)`:
/// `value = base + perX·tx + perY·ty` when `isLinear`, else only the samples describe it.
public struct DragTrack: Sendable, Hashable {
  /// `Component.property`, plus `.width`/`.height`/`.x`/`.y` for sizes and points.
  public var key: String
  public var base: Double
  public var perX: Double
  public var perY: Double
  public var isLinear: Bool
  /// `(tx, ty, value)` at every sample translation.
  public var samples: [[Double]]

  public init(key: String, base: Double, perX: Double, perY: Double, isLinear: Bool, samples: [[Double]]) {
    self.key = key
    self.base = base
    self.perX = perX
    self.perY = perY
    self.isLinear = isLinear
    self.samples = samples
  }
}
