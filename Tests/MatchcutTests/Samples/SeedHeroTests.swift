import Foundation
import Matchcut
import MatchcutLayout
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// The seeds' programs pasted as their tutorials give them (`shared/seeds-verbatim/`, read in
/// place, never copied): each compiles and its hero flies. Expected frames are derived by hand
/// from swiftui-semantics §14 (one shared frame from the old source to the new one, every member
/// on it) and §15 (the curves), on the iPhone 15 Pro canvas (safe rect (0, 59, 393, 759), scale 3).
/// Skipped when the seeds are not next to the repository.
@Suite struct SeedHeroTests {
  static var directory: String { Fixtures.repositoryRoot + "/../shared/seeds-verbatim" }
  static var present: Bool { FileManager.default.fileExists(atPath: directory + "/README.md") }

  static func scene(_ name: String, preview: String? = nil) throws -> CompiledScene {
    let result = Driver().compile([directory + "/" + name])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(name): \(errors.map { "\($0.id) \($0.message)" })")
    let scenes = try #require(result.files.first?.scenes)
    if let preview { return try #require(scenes.first { $0.preview == preview }, "\(scenes.map(\.preview))") }
    return try #require(scenes.first)
  }

  /// The node of `plan` whose path contains `part` and ends with `suffix` (exactly one).
  static func motion(_ plan: TransitionPlan, _ scene: CompiledScene, _ part: String, _ suffix: String) throws
    -> NodeMotion
  {
    let motions = plan.nodes.filter {
      let path = scene.table.nodes[$0.node].path
      return path.contains(part) && path.hasSuffix(suffix)
    }
    #expect(motions.count == 1, "\(plan.edge.id) \(part) … \(suffix): \(motions.count) nodes")
    return try #require(motions.first)
  }

  static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 0.5) -> Bool {
    a.maxDelta(to: b) <= tolerance
  }

  static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect { a.interpolated(to: b, p) }

  /// The fraction of the way a persistent spring is at `time`, replayed as swiftui-semantics
  /// §15.5 describes SwiftUI's integrator (OpenSwiftUI `FluidSpringAnimation.animate`): steps of
  /// 1/300 s, v += F·dt/2, x += v·dt, F = −c·v + k·(1 − x), v += F·dt/2, the force carried from
  /// step to step and zero at the start; stiffness (2π / response)², damping 4π·ζ / response,
  /// mass 1, target 1.
  static func fluidProgress(response: Double, dampingFraction: Double, at time: Double) -> Double {
    let stiffness = min(pow(2 * Double.pi / response, 2), 45000)
    let damping = 4 * Double.pi * dampingFraction / response
    let step = 1.0 / 300
    var x = 0.0
    var v = 0.0
    var force = 0.0
    for _ in 0..<Int((time / step).rounded()) {
      v += force * step / 2
      x += v * step
      force = -damping * v + stiffness * (1 - x)
      v += force * step / 2
    }
    return x
  }

  /// Seed 001, basic: the red circle springs into the blue rectangle on one shared frame.
  @Test(.enabled(if: present)) func basicCircleSpringsIntoTheRectangle() throws {
    let scene = try Self.scene("v001_basic.swift")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 })
    let circle = try Self.motion(plan, scene, "if/", "Circle")
    let rectangle = try Self.motion(plan, scene, "else/", "Rectangle")
    // The circle is centred in the safe rect: x = (393 − 50) / 2 = 171.5, y = 59 + (759 − 50) / 2
    // = 413.5, both snapped up to the next third of a point. After the flip the Spacer pushes the
    // 200 × 100 rectangle to the bottom: x = (393 − 200) / 2 = 96.5 → 96.667, y = 59 + 759 − 100.
    let start = Rect(x: 515.0 / 3, y: 1241.0 / 3, width: 50, height: 50)
    let end = Rect(x: 290.0 / 3, y: 718, width: 200, height: 100)
    // `.spring()` is spring(duration: 0.5, bounce: 0), a persistent spring of response 0.5 and
    // damping fraction 1, which SwiftUI integrates (§15.5): after 60 steps of 1/300 s, 0.7129.
    // (§16.3's 0.7213 is one step later: SwiftUI's running clock falls just short of 0.2 s and
    // takes a 61st step; the compiled curve passes through the states at their nominal times,
    // `FluidSpringTrajectory.progress(at:)`.)
    let p = Self.fluidProgress(response: 0.5, dampingFraction: 1, at: 0.2)
    #expect(abs(p - 0.7129) < 0.0001)
    for (motion, opacity) in [(circle, (1.0, 0.0)), (rectangle, (0.0, 1.0))] {
      #expect(Self.close(motion.appearance(at: 0).frame, start), "\(motion.appearance(at: 0).frame)")
      #expect(Self.close(motion.appearance(at: 0.2).frame, Self.mix(start, end, p)))
      #expect(Self.close(motion.to.frame, end), "\(motion.to.frame)")
      #expect(abs(motion.appearance(at: 0).opacity - opacity.0) < 1e-6)
      #expect(abs(motion.to.opacity - opacity.1) < 1e-6)
    }
  }

  /// Seed 001, music: the tapped card's colour grows into the 300 pt header of the detail.
  @Test(.enabled(if: present)) func musicCardGrowsIntoTheHeader() throws {
    let scene = try Self.scene("v001_music.swift")
    let plan = try #require(
      scene.transitions.first { $0.edge.from == 0 && $0.edge.triggerPath.contains("[Chill Mix]") })
    let card = try Self.motion(plan, scene, "[Chill Mix]", "background/Color")
    let header = try Self.motion(plan, scene, "TrackDetail", "VStack/RoundedRectangle")
    let start = try #require(
      scene.states[0].views.first { $0.path.contains("[Chill Mix]") && $0.path.hasSuffix("background/Color") }
    ).frame
    // The card's VStack is frame(height: 150); the detail ignores the safe area and its Spacer
    // pushes the 300 pt rectangle to the top of the 393-wide screen.
    #expect(abs(start.height - 150) < 1e-6)
    let end = Rect(x: 0, y: 0, width: 393, height: 300)
    // spring(response: 0.6, dampingFraction: 0.8), integrated as §15.5 says SwiftUI does. (The
    // closed form, 1 − e^(−ζω0·t)·(cos ωd·t + (ζω0 / ωd)·sin ωd·t) with ωd = 2π and ζω0 = 8π / 6,
    // is 0.8358 at t = 0.25; the integrator differs from it by at most ~0.015, §16.3.)
    let p = Self.fluidProgress(response: 0.6, dampingFraction: 0.8, at: 0.25)
    #expect(abs(p - (1 - exp(-Double.pi * 2 / 3) * 4 / 3)) < 0.015)
    for motion in [card, header] {
      #expect(Self.close(motion.appearance(at: 0).frame, start), "\(motion.appearance(at: 0).frame)")
      #expect(Self.close(motion.appearance(at: 0.25).frame, Self.mix(start, end, p)))
      #expect(Self.close(motion.to.frame, end), "\(motion.to.frame)")
    }
  }

  /// Seed 000: the detail is laid over the list that stays; the tapped card grows into the
  /// detail's rounded rectangle and, under it, the card grows with it (§14: the detail is the
  /// newest source, the card takes its frame).
  @Test(.enabled(if: present)) func itemCardGrowsIntoTheDetailOverTheList() throws {
    let scene = try Self.scene("v000_items.swift", preview: "Items")
    let plan = try #require(
      scene.transitions.first { $0.edge.from == 0 && $0.edge.triggerPath.contains("[STRATEGY]") })
    let card = try Self.motion(plan, scene, "ForEach[STRATEGY]", "background/RoundedRectangle")
    let detail = try Self.motion(plan, scene, "DetailView", "VStack/RoundedRectangle")
    #expect(card.role == .persist && detail.role == .insert)
    // The card: padding(.horizontal) of 16 in the 393-wide ScrollView and frame(minHeight: 180),
    // taller than one line of .title. The detail's rectangle: padding() of 16 in the full-width
    // overlay. Heights and y depend on text and are read from the states at rest.
    let start = card.appearance(at: 0).frame
    let end = detail.to.frame
    #expect(abs(start.x - 16) < 0.34 && abs(start.width - 361) < 0.34 && abs(start.height - 180) < 0.34)
    #expect(abs(end.x - 16) < 0.34 && abs(end.width - 361) < 0.34 && end.height > 180)
    // `.easeInOut` is the symmetric Bézier (0.42, 0, 0.58, 1) over 0.35 s: progress 0.5 at 0.175 s.
    let middle = Self.mix(start, end, 0.5)
    #expect(Self.close(detail.appearance(at: 0).frame, start), "the detail starts on the card")
    #expect(Self.close(card.appearance(at: 0.175).frame, middle), "\(card.appearance(at: 0.175).frame)")
    #expect(Self.close(detail.appearance(at: 0.175).frame, middle))
    #expect(abs(detail.appearance(at: 0.175).opacity - 0.5) < 0.01)
    #expect(Self.close(card.to.frame, end), "the card ends on the detail")
    // Closing (a long swipe): the card is the source again and the frame runs back.
    let detailState = plan.edge.to
    let back = try #require(
      scene.transitions.first { $0.edge.from == detailState && $0.edge.to == 0 }, "no way back to s0")
    let returning = try Self.motion(back, scene, "ForEach[STRATEGY]", "background/RoundedRectangle")
    #expect(Self.close(returning.appearance(at: 0).frame, end))
    #expect(Self.close(returning.to.frame, start))
  }
}
