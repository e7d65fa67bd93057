import MatchcutLayout
import MatchcutSource

/// The geometry lints of LANGUAGE §9, run on a compiled scene: what SwiftUI leaves silently
/// wrong during a transition.
///
/// - `motion.hero-without-animation`: an edge inserts and removes members of a matched group
///   with no animation, so no hero flight happens (swiftui-semantics §13–§14).
/// - `motion.flight-covered`: a view that flies (a hero, or a view that keeps its identity and
///   moves) is drawn beneath an opaque view that stays put and covers its path; a higher
///   `zIndex` fixes it (§12).
/// - `motion.flight-clipped`: a flying view ends inside its clipping ancestor (`ScrollView`,
///   `clipShape`, `cornerRadius`, `clipped`) but lies partly outside it on the way (a hero
///   arriving from outside the clip), so the ancestor cuts it off mid-flight.
///
/// Each problem is reported once per source location, at the first transition showing it.
public enum GeometryLints {
  public static func run(_ scene: CompiledScene) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var reported: Set<String> = []
    // Built on the first finding: a scene with thousands of moving views and no problem
    // should not pay for indexing every view's source.
    var sourceCache: [String: SourceSpan]?
    func sources() -> [String: SourceSpan] {
      if let sourceCache { return sourceCache }
      let index = sourceIndex(scene)
      sourceCache = index
      return index
    }

    func report(_ key: String, _ diagnostic: Diagnostic) {
      guard reported.insert(key).inserted else { return }
      diagnostics.append(diagnostic)
    }

    for plan in scene.transitions {
      heroWithoutAnimation(plan, scene: scene, report: report)
      let covers = coverCandidates(in: plan, scene: scene)
      let hidden = hiddenHeroes(in: plan, scene: scene)
      // Motions are read in place, through the buffer: copying a `NodeMotion` (two appearances
      // and an animation) retains their strings and arrays, and a scene may move thousands of views.
      plan.nodes.withUnsafeBufferPointer { motions in
        for index in motions.indices where motions[index].role != .remove {
          guard isFlying(motions[index]), !hidden.contains(index) else { continue }
          let covering = coveringNode(over: motions[index], covers: covers, scene: scene)
          let clipped = isClippedMidFlight(motions[index])
          guard covering != nil || clipped else { continue }
          let path = scene.table.nodes[motions[index].node].path
          let span = nearestSource(of: path, in: sources())
          let location = span.map { "\($0.path):\($0.range.start)" } ?? path
          if let cover = covering {
            let coverPath = scene.table.nodes[motions[cover].node].path
            report(
              "covered|\(location)",
              Diagnostic(
                "motion.flight-covered", .warning,
                "'\(leaf(path))' flies beneath '\(leaf(coverPath))', which is drawn after it, during transition "
                  + "\(plan.edge.id); give the flying view a higher zIndex",
                at: span,
                notes: [
                  DiagnosticNote("the covering view is here", at: nearestSource(of: coverPath, in: sources()))
                ]))
          }
          if clipped {
            report(
              "clipped|\(location)",
              Diagnostic(
                "motion.flight-clipped", .warning,
                "'\(leaf(path))' is cut off by a clipping ancestor while it flies during transition \(plan.edge.id)",
                at: span,
                notes: [
                  DiagnosticNote(
                    "a ScrollView, clipShape, cornerRadius or clipped() above it clips the flight; move the matched "
                      + "view out of it or remove the clip")
                ]))
          }
        }
      }
    }
    return diagnostics
  }

  // MARK: Rules

  private static func heroWithoutAnimation(
    _ plan: TransitionPlan, scene: CompiledScene, report: (String, Diagnostic) -> Void
  ) {
    guard plan.edge.animation == nil else { return }
    for motion in plan.nodes where motion.hero && motion.animation == nil && motion.role == .insert {
      guard let match = scene.table.nodes[motion.node].matches.first else { continue }
      report(
        "static|\(plan.edge.source.map { "\($0.path):\($0.range.start)" } ?? plan.edge.id)|\(match.groupKey)",
        Diagnostic(
          "motion.hero-without-animation", .warning,
          "this action inserts and removes views of matched geometry group '\(match.id)' without an animation, "
            + "so no hero transition happens",
          at: plan.edge.source,
          notes: [DiagnosticNote("wrap the state change in withAnimation { … } to animate the matched views")]
        ))
    }
  }

  /// The persisting hero members drawn beneath an inserted or removed member of their group: a
  /// card that flies under the detail laid over it (swiftui-semantics §14). The member on top
  /// carries the flight the user sees, so what covers or clips the one beneath is not reported.
  private static func hiddenHeroes(in plan: TransitionPlan, scene: CompiledScene) -> Set<Int> {
    var topmost: [String: Int] = [:]
    for index in plan.nodes.indices where plan.nodes[index].hero && plan.nodes[index].role != .persist {
      for match in scene.table.nodes[plan.nodes[index].node].matches {
        topmost[match.groupKey] = max(topmost[match.groupKey] ?? -1, plan.nodes[index].order)
      }
    }
    guard !topmost.isEmpty else { return [] }
    var hidden: Set<Int> = []
    for index in plan.nodes.indices where plan.nodes[index].hero && plan.nodes[index].role == .persist {
      let order = plan.nodes[index].order
      let groups = scene.table.nodes[plan.nodes[index].node].matches
      if groups.contains(where: { (topmost[$0.groupKey] ?? -1) > order }) { hidden.insert(index) }
    }
    return hidden
  }

  /// A node that moves during the transition: a hero member, or a view whose frame changes by
  /// more than a point.
  private static func isFlying(_ motion: borrowing NodeMotion) -> Bool {
    guard motion.animation != nil else { return false }
    return motion.hero || motion.from.frame.maxDelta(to: motion.to.frame) > 1
  }

  /// A node that may cover flyers: persisting, not a hero, unmoved, opaque, and drawn
  /// (colour, shape or image). Found once per transition, so checking every flyer against
  /// them stays cheap when thousands of views move together.
  private struct CoverCandidate {
    var index: Int
    var order: Int
    var frame: Rect
    var path: String
    var owner: String
  }

  private static func coverCandidates(in plan: TransitionPlan, scene: CompiledScene) -> [CoverCandidate] {
    var result: [CoverCandidate] = []
    // Fields are read in place (see `run`).
    for index in plan.nodes.indices where plan.nodes[index].role == .persist && !plan.nodes[index].hero {
      guard plan.nodes[index].from.frame == plan.nodes[index].to.frame,
        plan.nodes[index].from.opacity >= 0.99,
        plan.nodes[index].to.opacity >= 0.99
      else {
        continue
      }
      let node = plan.nodes[index].node
      let kind = scene.table.nodes[node].kind
      guard kind == .color || kind == .shape || kind == .image else { continue }
      if kind != .image, (plan.nodes[index].to.fill?.alpha ?? 0) < 0.99 { continue }
      let path = scene.table.nodes[node].path
      result.append(
        CoverCandidate(
          index: index, order: plan.nodes[index].order, frame: plan.nodes[index].to.frame, path: path,
          owner: owner(of: path)))
    }
    return result
  }

  /// The index in the plan of an opaque node that stays put, is drawn after the flyer, is not
  /// part of it, and covers at least a quarter of the flyer halfway through its flight.
  private static func coveringNode(
    over flyer: borrowing NodeMotion, covers: [CoverCandidate], scene: CompiledScene
  ) -> Int? {
    guard !covers.isEmpty else { return nil }
    let middle = flyer.from.frame.interpolated(to: flyer.to.frame, 0.5)
    let area = middle.width * middle.height
    guard area > 0 else { return nil }
    let stem = owner(of: scene.table.nodes[flyer.node].path)
    for cover in covers where cover.order > flyer.order {
      let covered = intersection(middle, cover.frame)
      guard covered >= area / 4 else { continue }
      // Overlays and content of the flying view itself move with it.
      if cover.path.hasPrefix(stem) || stem.hasPrefix(cover.owner) { continue }
      return cover.index
    }
    return nil
  }

  private static func isClippedMidFlight(_ motion: borrowing NodeMotion) -> Bool {
    guard let clip = motion.to.clip ?? motion.from.clip else { return false }
    func inside(_ frame: Rect) -> Bool {
      frame.x >= clip.rect.x - 0.5 && frame.y >= clip.rect.y - 0.5 && frame.maxX <= clip.rect.maxX + 0.5
        && frame.maxY <= clip.rect.maxY + 0.5
    }
    guard inside(motion.to.frame) else { return false }
    for step in 0..<8 {
      let p = Double(step) / 8
      if !inside(motion.from.frame.interpolated(to: motion.to.frame, p)) { return true }
    }
    return false
  }

  // MARK: Helpers

  /// The path of the view that owns a node's overlays and backgrounds (drops `/overlay/…`,
  /// `/background/…` and everything after).
  private static func owner(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let index = parts.firstIndex(where: { $0 == "overlay" || $0 == "background" }) else { return path }
    return parts[..<index].joined(separator: "/")
  }

  private static func leaf(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func intersection(_ a: Rect, _ b: Rect) -> Double {
    let width = min(a.maxX, b.maxX) - max(a.x, b.x)
    let height = min(a.maxY, b.maxY) - max(a.y, b.y)
    return width > 0 && height > 0 ? width * height : 0
  }

  /// The source of `path`, or of its nearest ancestor that has one (a view built from a value,
  /// such as `album.tint`, is located by the view that holds it).
  private static func nearestSource(of path: String, in sources: [String: SourceSpan]) -> SourceSpan? {
    var current = Substring(path)
    while true {
      if let span = sources[String(current)], !span.path.isEmpty { return span }
      guard let slash = current.lastIndex(of: "/") else { return nil }
      current = current[..<slash]
    }
  }

  /// The best source location per drawn path: the record carrying its matched effect (the
  /// view itself, its wrapper or a level of its chain), else the view.
  private static func sourceIndex(_ scene: CompiledScene) -> [String: SourceSpan] {
    var result: [String: SourceSpan] = [:]
    for state in scene.states {
      for view in state.views {
        guard let source = view.source else { continue }
        var path = view.path
        if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
        if !view.matches.isEmpty || result[path] == nil { result[path] = source }
      }
    }
    return result
  }
}
