import MatchcutLayout

/// How the drawn nodes follow the finger during one drag, before it is released
/// (LANGUAGE §7: "coefficients of the translation where the effect is linear, else sampled").
///
/// Built from the state at rest plus the layouts the semantic pass rendered with `onChanged`
/// evaluated at sample translations. A node's frame, opacity, scale and clip radius are
/// `base + perX·tx + perY·ty` when every sample agrees with that plane within half a point
/// (and 0.5 % opacity); otherwise the samples themselves are the description, and a player
/// interpolates between them.
public struct DragFollow: Sendable {
  /// `d0`, `d1`, … in state order.
  public var id: String
  /// The state the drag starts in (index into the scene's states).
  public var from: Int
  /// The view carrying the gesture.
  public var triggerPath: String
  public var nodes: [NodeFollow]

  /// One node that moves with the finger.
  public struct NodeFollow: Sendable {
    public var node: Int
    /// Frame and opacity at translation (0, 0).
    public var base: Appearance
    /// d(x, y, width, height, opacity, scale, clip radius) / d(tx) and / d(ty).
    public var perX: [Double]
    public var perY: [Double]
    public var isLinear: Bool
    /// `(tx, ty)` and the appearance there, for every sample translation.
    public var samples: [(translation: (Double, Double), appearance: Appearance)]
  }

  /// One layout of the scene with the finger at `translation`.
  public struct Sample: Sendable {
    public var translation: (x: Double, y: Double)
    public var state: StateLayout

    public init(translation: (x: Double, y: Double), state: StateLayout) {
      self.translation = translation
      self.state = state
    }
  }

  /// Fits each drawn node's components over the samples (least squares along each axis).
  /// `resting` is the drag's state before layout and its matched groups: each sample keeps
  /// their order (no view appears during a drag but the ones `onChanged` inserts).
  public static func build(
    id: String, from: Int, triggerPath: String, samples: [Sample], table: SceneNodeTable,
    resting: (state: StateLayout, groups: MatchedGroups)? = nil
  ) -> DragFollow {
    var perNode: [Int: [(tx: Double, ty: Double, look: Appearance)]] = [:]
    for sample in samples {
      let groups =
        resting.map { MatchedGroups.after($0.groups, from: $0.state, to: sample.state) }
        ?? .initial(sample.state)
      let resolved = MatchedGeometryResolver.resolve(sample.state, groups: groups)
      let opacities = resolved.effectiveOpacities
      for (index, view) in resolved.views.enumerated() where view.kind != nil {
        guard let node = table.index(of: view.path) else { continue }
        let look = Appearance(
          frame: view.frame, opacity: opacities[index], cornerRadius: view.cornerRadius, scale: view.scale,
          rotation: view.rotation, fill: view.fill, clip: view.clip, text: view.text,
          font: view.font)
        perNode[node, default: []].append((sample.translation.x, sample.translation.y, look))
      }
    }
    var nodes: [NodeFollow] = []
    for node in perNode.keys.sorted() {
      guard let points = perNode[node], let origin = points.first(where: { $0.tx == 0 && $0.ty == 0 }) else {
        continue
      }
      let vectors = points.map { (tx: $0.tx, ty: $0.ty, v: components($0.look)) }
      let base = components(origin.look)
      guard vectors.contains(where: { zip($0.v, base).contains { abs($0 - $1) > 1e-9 } }) else { continue }
      var perX = [Double](repeating: 0, count: base.count)
      var perY = [Double](repeating: 0, count: base.count)
      for component in base.indices {
        perX[component] = slope(
          vectors.filter { $0.ty == 0 }.map { ($0.tx, $0.v[component] - base[component]) })
        perY[component] = slope(
          vectors.filter { $0.tx == 0 }.map { ($0.ty, $0.v[component] - base[component]) })
      }
      var linear = true
      for point in vectors {
        for component in base.indices {
          let predicted = base[component] + perX[component] * point.tx + perY[component] * point.ty
          // Points for geometry; 0.5 % for opacity and scale.
          let tolerance = component == 4 || component == 5 ? 0.005 : 0.5
          if abs(predicted - point.v[component]) > tolerance { linear = false }
        }
      }
      nodes.append(
        NodeFollow(
          node: node, base: origin.look, perX: perX, perY: perY, isLinear: linear,
          samples: points.map { (($0.tx, $0.ty), $0.look) }))
    }
    return DragFollow(id: id, from: from, triggerPath: triggerPath, nodes: nodes)
  }

  /// x, y, width, height, opacity, scale, clip corner radius.
  public static func components(_ look: Appearance) -> [Double] {
    [
      look.frame.x, look.frame.y, look.frame.width, look.frame.height, look.opacity, look.scale,
      look.clip?.cornerRadius ?? 0,
    ]
  }

  /// The least-squares slope through the origin of `(t, Δ)` pairs.
  static func slope(_ pairs: [(Double, Double)]) -> Double {
    var numerator = 0.0
    var denominator = 0.0
    for (t, delta) in pairs where t != 0 {
      numerator += t * delta
      denominator += t * t
    }
    return denominator > 0 ? numerator / denominator : 0
  }
}
