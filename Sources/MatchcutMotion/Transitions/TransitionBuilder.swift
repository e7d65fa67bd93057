import MatchcutLayout

/// Builds the motion of one state-graph edge from the two laid-out states
/// (LANGUAGE §8, swiftui-semantics §13–§15).
///
/// Steps:
/// 1. Views are matched by path: persisted, inserted or removed (§13).
/// 2. Each node's animation is the innermost `.animation(_:value:)` scope whose value changed,
///    else the edge's `withAnimation` curve (LANGUAGE §7).
/// 3. A matched-geometry group whose source changes (a detail inserted over the card that stays,
///    a card removed for a detail inserted, or `isSource` handed from one view to another) is a
///    hero: every member follows the shared frame interpolated in window space from the old
///    source to the new one, while inserted and removed members play their own transitions
///    (default `.opacity`) (§14, `MatchedGroups`).
/// 4. Removed views keep their last frame and play their removal transition; inserted views take
///    their final frame and play their insertion transition (§13).
/// 5. Draw order is the new state's paint order with removed views kept where they were drawn
///    before (just above the view they followed).
public struct TransitionBuilder: Sendable {
  public let table: SceneNodeTable

  public init(table: SceneNodeTable) { self.table = table }

  /// The plan of `edge` when `rawFrom`'s views all appeared together (its matched groups are
  /// `MatchedGroups.initial`) and `rawTo` is reached from it.
  public func build(from rawFrom: StateLayout, to rawTo: StateLayout, edge: EdgeInput) -> TransitionPlan {
    let groups = MatchedGroups.initial(rawFrom)
    return build(
      from: rawFrom, to: rawTo, edge: edge,
      resolved: (
        Resolved(rawFrom, groups: groups), Resolved(rawTo, groups: .after(groups, from: rawFrom, to: rawTo))
      ))
  }

  /// A state at rest (matched geometry applied) with the effective opacity of each view: the
  /// same for every transition leaving or entering the state, so `CompiledScene.compile` makes
  /// it once per state.
  struct Resolved {
    var state: StateLayout
    var opacities: [Double]
    /// The state's matched groups in SwiftUI's order, with their sources.
    var groups: MatchedGroups

    init(_ raw: StateLayout, groups: MatchedGroups) {
      state = MatchedGeometryResolver.resolve(raw, groups: groups)
      opacities = state.effectiveOpacities
      self.groups = groups
    }
  }

  /// `build(from:to:edge:)` with both states already resolved from `rawFrom` and `rawTo`.
  func build(
    from rawFrom: StateLayout, to rawTo: StateLayout, edge: EdgeInput, resolved: (Resolved, Resolved)
  ) -> TransitionPlan {
    // 1. Views are matched by path id once; the rest of the build works on indices.
    var paths = table.paths
    let aPaths = table.pathIDs(of: rawFrom, interning: &paths)
    let bPaths = table.pathIDs(of: rawTo, interning: &paths)
    let a = resolved.0.state
    let b = resolved.1.state
    let pairs = ViewPairing(a: aPaths, b: bPaths, pathCount: paths.count)
    let aOpacity = resolved.0.opacities
    let bOpacity = resolved.1.opacities
    let changed = Set(edge.changedKeys)
    var resolver = AnimationResolutions()
    var duration = TransitionPlan.DurationAccumulator()
    var slots = AnimationSlots(edge: edge.animation)

    // 1. Transition roots: the outermost inserted (removed) ancestor of each inserted (removed) view.
    let removedRoot = transitionRoots(of: a, partners: pairs.aToB)
    let insertedRoot = transitionRoots(of: b, partners: pairs.bToA)

    // 3. Hero groups and the shared frame at both ends; which views of the new state fly.
    let heroes = heroGroups(from: rawFrom, resolved.0.groups, to: rawTo, resolved.1.groups)
    let flying = heroes.isEmpty ? [] : flyingViews(of: b, heroes: heroes)

    // 4. Zoom sources (`matchedTransitionSource`) by key, in each state, made on first use: a
    // zoomed view grows from its source in the other state.
    var zoomSources: (a: [String: Rect]?, b: [String: Rect]?) = (nil, nil)
    func zoomSource(of transition: TransitionDescription?, inserting: Bool) -> Rect? {
      guard let transition, case .zoom(let key) = inserting ? transition.insertion : transition.removal else {
        return nil
      }
      if inserting {
        if zoomSources.a == nil { zoomSources.a = Self.zoomSources(in: a) }
        return zoomSources.a?[key]
      }
      if zoomSources.b == nil { zoomSources.b = Self.zoomSources(in: b) }
      return zoomSources.b?[key]
    }

    // 5. Draw order. Each node's motion is made where it is drawn, straight into the plan (a
    // motion depends only on its view, so a view drawn twice, under a duplicated path, gets the
    // same motion twice).
    var ordered: [NodeMotion] = []
    ordered.reserveCapacity(max(a.views.count, b.views.count))

    /// Draws a persisted or removed node, seen from the old state.
    func drawOld(_ index: Int) {
      guard a.views[index].kind != nil, let node = table.node(ofPath: aPaths[index]) else { return }
      let bPosition = pairs.aToB[index]
      if bPosition >= 0 {
        let slot = effectiveAnimation(of: bPosition, in: b, changed: changed, slots: &slots)
        ordered.append(
          makeMotion(
            node: node, role: .persist, order: ordered.count,
            from: appearance(of: index, in: a, opacity: aOpacity[index]),
            to: appearance(of: bPosition, in: b, opacity: bOpacity[bPosition]), slot: slot, slots: slots,
            hero: !flying.isEmpty && flying[bPosition], resolver: &resolver, duration: &duration))
        return
      }
      let root = removedRoot[index] >= 0 ? removedRoot[index] : index
      var from = appearance(of: index, in: a, opacity: aOpacity[index])
      var to = from
      var hero = false
      if let (member, shared) = heroMember(of: index, in: a, heroes: heroes) {
        hero = true
        let own = a.views[member].frame
        let start = shared.match.place(own, in: shared.from)
        let end = shared.match.place(own, in: shared.to)
        from.frame = own.map(a.views[index].frame, onto: start)
        to.frame = own.map(a.views[index].frame, onto: end)
        from.clip = carryClip(a.views[index].clip, of: own, onto: start)
        to.clip = carryClip(a.views[index].clip, of: own, onto: end)
      }
      applyPhase(
        to: &to, transition: a.views[root].transition,
        rootFrameAtPhase: frameAtPhase(root, in: a, from: from, to: to, view: index, end: true),
        zoomSource: zoomSource(of: a.views[root].transition, inserting: false), inserting: false)
      let slot =
        attachedAnimation(of: root, in: a, inserting: false, slots: &slots)
        ?? effectiveAnimation(of: root, in: a, changed: changed, slots: &slots)
      ordered.append(
        makeMotion(
          node: node, role: .remove, order: ordered.count, from: from, to: to, slot: slot, slots: slots,
          hero: hero, resolver: &resolver, duration: &duration))
    }

    /// Draws an inserted node, seen from the new state.
    func drawInserted(_ index: Int) {
      guard b.views[index].kind != nil, let node = table.node(ofPath: bPaths[index]) else { return }
      let root = insertedRoot[index] >= 0 ? insertedRoot[index] : index
      let to = appearance(of: index, in: b, opacity: bOpacity[index])
      var from = to
      var hero = false
      if let (member, shared) = heroMember(of: index, in: b, heroes: heroes) {
        hero = true
        let own = b.views[member].frame
        let start = shared.match.place(own, in: shared.from)
        from.frame = own.map(b.views[index].frame, onto: start)
        from.clip = carryClip(b.views[index].clip, of: own, onto: start)
      }
      applyPhase(
        to: &from, transition: b.views[root].transition,
        rootFrameAtPhase: frameAtPhase(root, in: b, from: from, to: to, view: index, end: false),
        zoomSource: zoomSource(of: b.views[root].transition, inserting: true), inserting: true)
      let slot =
        attachedAnimation(of: root, in: b, inserting: true, slots: &slots)
        ?? effectiveAnimation(of: root, in: b, changed: changed, slots: &slots)
      ordered.append(
        makeMotion(
          node: node, role: .insert, order: ordered.count, from: from, to: to, slot: slot, slots: slots,
          hero: hero, resolver: &resolver, duration: &duration))
    }

    // The new state's paint order, each removed view drawn just after the view it followed.
    let removed = removedPlaces(a: a, pairs: pairs)
    for index in removed.leading { drawOld(index) }
    for index in b.views.indices {
      if pairs.bToA[index] >= 0 { drawOld(pairs.bToA[index]) } else { drawInserted(index) }
      if !removed.following.isEmpty, let after = removed.following[pairs.bFirst[index]] {
        for old in after { drawOld(old) }
      }
    }
    return TransitionPlan(edge: edge, nodes: ordered, duration: duration.duration)
  }

  /// `Animation.resolved(delta:)` once per distinct animation and Δ: views that move together
  /// (rows shifted by one header) share one resolution, whose spring finishing time is a search.
  ///
  /// Animations are named by their slot in the transition's `AnimationSlots`, so a look-up
  /// compares two numbers instead of two `Animation`s, and the answer is handed out from the
  /// table instead of an optional copy. The last answer is checked first: consecutive nodes
  /// (a row's shapes) usually ask the same.
  struct AnimationResolutions {
    struct Key: Hashable {
      var slot: Int
      var delta: Double
    }

    /// Every resolution made, in the order first asked for.
    private(set) var resolved: [ResolvedAnimation] = []
    private var positions: [Key: Int] = [:]
    private var last = Key(slot: -1, delta: .nan)
    private var lastPosition = -1

    /// The position in `resolved` of `animation` (in `slot`) resolved for `delta`. A NaN Δ is
    /// never a key (it equals nothing): each such request is resolved afresh.
    mutating func resolve(slot: Int, _ animation: Animation, delta: Double) -> Int {
      if slot == last.slot, delta == last.delta { return lastPosition }
      return resolveAfresh(slot: slot, animation, delta: delta)
    }

    /// ``resolve(slot:_:delta:)`` for the animation `slots` holds in `slot` (not nil), read only
    /// when the last answer does not do: the check of the last answer is inlined, and the
    /// animation is not copied out of `slots` (a retain and release) for it.
    @inline(__always)
    mutating func resolve(slot: Int, slots: AnimationSlots, delta: Double) -> Int {
      if slot == last.slot, delta == last.delta { return lastPosition }
      // Never the default: the caller checked that the slot holds an animation.
      return resolveAfresh(slot: slot, slots.animations[slot] ?? Animation(base: .default), delta: delta)
    }

    /// ``resolve(slot:_:delta:)`` past the check of the last answer.
    @inline(never)
    private mutating func resolveAfresh(slot: Int, _ animation: Animation, delta: Double) -> Int {
      let key = Key(slot: slot, delta: delta)
      let position: Int
      if delta == delta, let known = positions[key] {
        position = known
      } else {
        resolved.append(animation.resolved(delta: delta))
        position = resolved.count - 1
        if delta == delta { positions[key] = position }
      }
      if delta == delta {
        last = key
        lastPosition = position
      }
      return position
    }
  }

  /// The distinct animations a transition's nodes run: the edge's `withAnimation` animation in
  /// slot 0, then each different `.animation(_:value:)` scope animation as it is first chosen
  /// (a handful per transition). Nodes carry a slot number, not a copy of the animation.
  struct AnimationSlots {
    private(set) var animations: [Animation?]
    /// Whether each slot holds an animation: asked once per node, and reading the optional
    /// `Animation` itself copied it (or compared it with nil through `Equatable`).
    private(set) var animates: [Bool]

    init(edge: Animation?) {
      animations = [edge]
      animates = [edge != nil]
    }

    /// The slot of `animation`, adding it when it is new.
    mutating func slot(of animation: Animation?) -> Int {
      if let known = animations.firstIndex(where: { $0 == animation }) { return known }
      animations.append(animation)
      animates.append(animation != nil)
      return animations.count - 1
    }
  }

  // MARK: Steps

  /// The appearance of view `index` at rest (its fields read in place: a `ViewRecord` is large,
  /// and copying one retains all of its strings and arrays). The clip, string and font are
  /// copied only when the view has one of them.
  private func appearance(of index: Int, in state: StateLayout, opacity: Double) -> Appearance {
    // Through the buffer: no bounds check or retain of the array per field.
    state.views.withUnsafeBufferPointer { views in
      let details =
        views[index].clip == nil && views[index].text == nil && views[index].font == nil
        ? nil
        : AppearanceDetails.make(clip: views[index].clip, text: views[index].text, font: views[index].font)
      return Appearance(
        frame: views[index].frame, opacity: opacity, cornerRadius: views[index].cornerRadius,
        scale: views[index].scale, rotation: views[index].rotation, fill: views[index].fill, details: details)
    }
  }

  /// The motion of one node, run by the animation in `slot` resolved for its change (none when
  /// the slot holds nil, or when a persisting node does not change). The appearances are taken
  /// over, not copied. The motion's part in the transition's duration is added to `duration`.
  private func makeMotion(
    node: Int, role: NodeRole, order: Int, from: consuming Appearance, to: consuming Appearance,
    slot: Int, slots: AnimationSlots, hero: Bool, resolver: inout AnimationResolutions,
    duration: inout TransitionPlan.DurationAccumulator
  ) -> NodeMotion {
    var resolved: ResolvedAnimation?
    if slots.animates[slot], role != .persist || from != to {
      // §15.5: the persistent spring's finishing test is absolute, so Δ is the largest change in
      // points (or 1 for a change of opacity or colour only).
      let delta = max(from.geometryDelta(to: to), from.unitDelta(to: to) > 0 ? 1 : 0, 1e-9)
      let position = resolver.resolve(slot: slot, slots: slots, delta: delta)
      resolved = resolver.resolved[position]
      duration.add(resolved)
    }
    return NodeMotion(
      node: node, role: role, order: order, from: from, to: to, animation: resolved, hero: hero)
  }

  /// For each view present only in `state` (no partner), the index of its outermost such
  /// ancestor; −1 for views present in both states.
  private func transitionRoots(of state: StateLayout, partners: [Int]) -> [Int] {
    var roots = [Int](repeating: -1, count: state.views.count)
    for index in state.views.indices where partners[index] < 0 {
      if let parent = state.views[index].parent, roots.indices.contains(parent), roots[parent] >= 0 {
        roots[index] = roots[parent]
      } else {
        roots[index] = index
      }
    }
    return roots
  }

  /// LANGUAGE §7: the innermost `.animation(_:value:)` scope over the view whose value changed
  /// decides; otherwise the transaction's (`withAnimation`) animation, slot 0.
  /// The slot of the animation attached to the transition of `root`, the root of an insertion
  /// (`inserting`) or a removal; nil when none is attached. It replaces the transaction's for
  /// the whole inserted or removed subtree (swiftui-semantics §13).
  private func attachedAnimation(
    of root: Int, in state: StateLayout, inserting: Bool, slots: inout AnimationSlots
  ) -> Int? {
    guard let attached = state.views[root].transitionAnimations?.attached(inserting: inserting) else {
      return nil
    }
    return slots.slot(of: attached)
  }

  private func effectiveAnimation(
    of index: Int, in state: StateLayout, changed: Set<String>, slots: inout AnimationSlots
  ) -> Int {
    var current: Int? = index
    var steps = state.views.count
    while let position = current, steps > 0 {
      if !state.views[position].animationScopes.isEmpty {
        for scope in state.views[position].animationScopes where changed.contains(scope.valueKey) {
          return slots.slot(of: scope.animation)
        }
      }
      current = state.views[position].parent
      steps -= 1
    }
    return 0
  }

  /// The shared frame of a hero group at both ends of the transition.
  struct SharedFrame {
    var match: MatchedGeometry
    var from: Rect
    var to: Rect
  }

  /// The groups whose source changes on this edge (§14 hero transition), keyed by group, with
  /// the shared frame at both ends: from the old source (`MatchedGroups.flightStart`) to the new
  /// source's own frame. Persisting members follow it by moving between their states at rest,
  /// where each takes its state's source frame.
  private func heroGroups(
    from rawFrom: StateLayout, _ old: MatchedGroups, to rawTo: StateLayout, _ new: MatchedGroups
  ) -> [String: (from: Rect, to: Rect)] {
    var result: [String: (from: Rect, to: Rect)] = [:]
    for (key, target) in new.sources {
      guard let start = MatchedGroups.flightStart(of: key, old: old, new: new, a: rawFrom, b: rawTo) else {
        continue
      }
      result[key] = (start, rawTo.views[target].frame)
    }
    return result
  }

  /// For each view of the new state, whether it is (inside) a member of a hero group.
  private func flyingViews(of state: StateLayout, heroes: [String: (from: Rect, to: Rect)]) -> [Bool] {
    var flying = [Bool](repeating: false, count: state.views.count)
    let ends = state.subtreeEnds
    for index in state.views.indices where !flying[index] && !state.views[index].matches.isEmpty {
      guard state.views[index].matches.contains(where: { heroes[$0.groupKey] != nil }) else { continue }
      for member in index..<ends[index] { flying[member] = true }
    }
    return flying
  }

  /// The nearest ancestor-or-self of `index` that is a member of a hero group, with the group's
  /// shared frames.
  private func heroMember(of index: Int, in state: StateLayout, heroes: [String: (from: Rect, to: Rect)])
    -> (Int, SharedFrame)?
  {
    guard !heroes.isEmpty else { return nil }
    var current: Int? = index
    var steps = state.views.count
    while let position = current, steps > 0 {
      for match in state.views[position].matches {
        if let shared = heroes[match.groupKey] {
          return (position, SharedFrame(match: match, from: shared.from, to: shared.to))
        }
      }
      current = state.views[position].parent
      steps -= 1
    }
    return nil
  }

  /// The transition root's frame at the phase end, carried like the view's own frame.
  private func frameAtPhase(
    _ root: Int, in state: StateLayout, from: Appearance, to: Appearance, view: Int, end: Bool
  )
    -> Rect
  {
    let rootFrame = state.views[root].frame
    let viewFrame = state.views[view].frame
    let moved = end ? to.frame : from.frame
    // The root moves with the same affine map as the view (hero flight), else stays.
    return viewFrame.map(rootFrame, onto: moved)
  }

  /// The frame of each `matchedTransitionSource` of `state`, by key (the first view with a key).
  private static func zoomSources(in state: StateLayout) -> [String: Rect] {
    var sources: [String: Rect] = [:]
    for view in state.views {
      if let key = view.transitionSource, sources[key] == nil { sources[key] = view.frame }
    }
    return sources
  }

  /// Applies the root's transition in its non-identity phase to a node's appearance (§13):
  /// opacity factor, translation, and scale about the root's anchor. A zoom whose source the
  /// other state shows (`zoomSource`) places the root over the source instead
  /// (swiftui-semantics §22.2): scaled uniformly to the source's width, centred on it, and
  /// faded out, as a modelling choice [C]; a zoom without its source fades.
  private func applyPhase(
    to appearance: inout Appearance, transition: TransitionDescription?, rootFrameAtPhase: Rect,
    zoomSource: Rect?, inserting: Bool
  ) {
    if let source = zoomSource, rootFrameAtPhase.width > 0 {
      let scale = source.width / rootFrameAtPhase.width
      let height = rootFrameAtPhase.height * scale
      let target = Rect(x: source.x, y: source.midY - height / 2, width: source.width, height: height)
      // As for `.scale` below: the frame keeps its size, centred where the shrunk view sits,
      // and the node's scale draws it smaller (so its text shrinks with it).
      let placed = rootFrameAtPhase.map(appearance.frame, onto: target)
      appearance.frame.x = placed.midX - appearance.frame.width / 2
      appearance.frame.y = placed.midY - appearance.frame.height / 2
      appearance.scale *= scale
      appearance.opacity = 0
      return
    }
    let effect = transition ?? .default
    let phase = TransitionPhaseEffect(
      effect, size: (rootFrameAtPhase.width, rootFrameAtPhase.height), inserting: inserting)
    appearance.opacity *= phase.opacity
    // Scale about the root's anchor first; the translation applies outside it.
    if phase.scale != 1 {
      let pivot = rootFrameAtPhase.point(at: phase.anchor)
      let centerX = pivot.x + (appearance.frame.midX - pivot.x) * phase.scale
      let centerY = pivot.y + (appearance.frame.midY - pivot.y) * phase.scale
      appearance.frame.x = centerX - appearance.frame.width / 2
      appearance.frame.y = centerY - appearance.frame.height / 2
      appearance.scale *= phase.scale
    }
    appearance.frame.x += phase.dx
    appearance.frame.y += phase.dy
  }

  /// A clip inside a hero member (declared on the member's own modifier chain) flies with it;
  /// a clip of an enclosing view stays where it is.
  private func carryClip(_ clip: Clip?, of own: Rect, onto placed: Rect) -> Clip? {
    guard var clip else { return nil }
    let inside =
      clip.rect.x >= own.x - 0.5 && clip.rect.y >= own.y - 0.5 && clip.rect.maxX <= own.maxX + 0.5
      && clip.rect.maxY <= own.maxY + 0.5
    guard inside else { return clip }
    clip.rect = own.map(clip.rect, onto: placed)
    return clip
  }

  /// Where removed views are drawn: each just after the view it followed in the old state (by
  /// the new-state index of that persisting view), or first, when it led. The draw order itself
  /// is visited in `build`, not listed: a list would hold an entry per view of both states only
  /// to be read once.
  private func removedPlaces(a: StateLayout, pairs: ViewPairing) -> (leading: [Int], following: [Int: [Int]])
  {
    var leading: [Int] = []
    var following: [Int: [Int]] = [:]
    var anchor: Int?
    for index in a.views.indices {
      if pairs.aToB[index] >= 0 {
        anchor = pairs.aToB[index]
      } else if let anchor {
        following[anchor, default: []].append(index)
      } else {
        leading.append(index)
      }
    }
    return (leading, following)
  }
}
