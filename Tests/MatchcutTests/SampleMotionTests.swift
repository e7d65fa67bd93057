import Foundation
import Matchcut
import MatchcutLayout
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// For every edge of every sample (LANGUAGE §8, swiftui-semantics §13–§15): at t = 0 each node
/// is where the from-state draws it (hero partners on the source's frame), at the end where the
/// to-state draws it, and in between as the edge's curve says.
struct SampleMotionTests {
  static let samples = TimelineSchemaTests.samples

  static func compile(_ name: String) -> [CompiledScene] {
    Driver().compile([Fixtures.repositoryRoot + "/Samples/" + name]).files.flatMap(\.scenes)
  }

  static func frames(of state: StateLayout) -> [String: Rect] {
    var result: [String: Rect] = [:]
    for view in state.views where view.kind != nil { result[view.path] = view.frame }
    return result
  }

  static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
      && abs(a.height - b.height) <= tolerance
  }

  @Test(arguments: samples) func edgesStartAtTheFromStateAndEndAtTheToState(_ name: String) throws {
    for scene in Self.compile(name) {
      for plan in scene.transitions {
        let from = Self.frames(of: scene.states[plan.edge.from])
        let to = Self.frames(of: scene.states[plan.edge.to])
        for motion in plan.nodes {
          let path = scene.table.nodes[motion.node].path
          let label = "\(name) \(scene.preview) \(plan.edge.id) \(path)"
          // t = 0: an animated node shows its from-state frame; a hero insertion its partner's.
          if motion.animation != nil, motion.role != .insert, let expected = from[path] {
            #expect(Self.close(motion.appearance(at: 0).frame, expected), "\(label) at t = 0")
          }
          // The end: persisted and inserted nodes sit on their to-state frames; removed ones are gone.
          let end = (plan.duration ?? 0) + 1e-9
          switch motion.role {
          case .persist, .insert:
            if let expected = to[path] {
              #expect(Self.close(motion.appearance(at: end).frame, expected), "\(label) at the end")
              #expect(motion.appearance(at: end).opacity == motion.to.opacity, "\(label) end opacity")
            }
          case .remove:
            #expect(!motion.isVisible(at: end), "\(label) still drawn after its removal")
          }
        }
      }
    }
  }

  @Test(arguments: samples) func heroInsertionsStartOnTheSourceFrame(_ name: String) throws {
    var checked = 0
    for scene in Self.compile(name) {
      for plan in scene.transitions {
        let fromState = MatchedGeometryResolver.resolve(scene.states[plan.edge.from])
        let toState = scene.states[plan.edge.to]
        let before = Set(fromState.views.map(\.path))
        for inserted in plan.nodes
        where inserted.hero && inserted.role == .insert && inserted.animation != nil {
          // Leaf pairs only: a full-frame match on the drawn view itself or on a level of its own
          // modifier chain that has the same frame (`Circle().frame(…).matchedGeometryEffect`).
          let path = scene.table.nodes[inserted.node].path
          guard let own = toState.views.first(where: { $0.path == path }) else { continue }
          let carriers = toState.views.filter { view in
            (view.path == path || view.path == path + "#" || view.path.hasPrefix(path + "#m"))
              && view.matches.contains { $0.properties == .frame } && Self.close(view.frame, own.frame)
          }
          guard carriers.count == 1, let carrier = carriers.first, carrier.matches.count == 1,
            let match = carrier.matches.first
          else { continue }
          // §14: the incoming view starts on the shared frame, i.e. the frame of the outgoing
          // source view of the same group (whatever level of its chain carries the effect).
          guard
            let source = fromState.views.first(where: { view in
              !before.isEmpty && view.matches.contains { $0.groupKey == match.groupKey && $0.isSource }
            })
          else { continue }
          checked += 1
          #expect(
            Self.close(inserted.appearance(at: 0).frame, source.frame, 0.01),
            "\(name) \(plan.edge.id) hero \(path)")
        }
      }
    }
    if name == "CircleToRectangle.mcut" { #expect(checked == 2) }
  }

  @Test(arguments: samples) func midpointsFollowTheEdgeCurve(_ name: String) throws {
    for scene in Self.compile(name) {
      for plan in scene.transitions {
        guard let animation = plan.edge.animation, plan.edge.changedKeys.isEmpty else { continue }
        for motion in plan.nodes where motion.from.frame != motion.to.frame {
          guard let resolved = motion.animation, let duration = resolved.duration, duration > 0 else {
            continue
          }
          let t = duration / 3
          // The progress of the edge's own animation, evaluated independently for this Δ.
          let p = animation.progress(at: t, delta: resolved.delta)
          let expected = motion.from.frame.interpolated(to: motion.to.frame, p)
          #expect(Self.close(motion.appearance(at: t).frame, expected, 1e-6), "\(name) \(plan.edge.id)")
        }
      }
    }
  }
}
