import Matchcut
import MatchcutLayout
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// The six pattern samples (TabUnderline, SearchExpand, PhotoGrid, StaggeredList, ToggleKnob,
/// FloatingMenu): each one's state graph, one layout fact and one motion fact, all derived by
/// hand from the sample's source and the rules of LANGUAGE §7–§8 / swiftui-semantics §13–§15.
/// Canvas: iPhone 15 Pro, 393×852, safe rect (0, 59, 393, 759), scale 3 — so frames are exact to
/// one device pixel (1/3 pt). No fact depends on text metrics.
@Suite struct NewSampleTests {
  static func scene(_ name: String) throws -> CompiledScene {
    let result = Driver().compile([Fixtures.repositoryRoot + "/Samples/" + name])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(name): \(errors.map(\.message))")
    let file = try #require(result.files.first)
    return try #require(file.scenes.first)
  }

  /// Number of edges per trigger kind.
  static func triggers(_ scene: CompiledScene) -> [EdgeInput.Trigger: Int] {
    var kinds: [EdgeInput.Trigger: Int] = [:]
    for plan in scene.transitions { kinds[plan.edge.trigger, default: 0] += 1 }
    return kinds
  }

  /// The drawn view in `state` whose path ends with `suffix` (exactly one).
  static func frame(_ state: StateLayout, _ suffix: String) throws -> Rect {
    let views = state.views.filter { $0.kind != nil && $0.path.hasSuffix(suffix) }
    #expect(views.count == 1, "\(state.id) \(suffix): \(views.map(\.path))")
    return try #require(views.first).frame
  }

  /// The motion of the node whose path ends with `suffix` (exactly one).
  static func motion(_ plan: TransitionPlan, _ scene: CompiledScene, _ suffix: String) throws -> NodeMotion {
    let motions = plan.nodes.filter { scene.table.nodes[$0.node].path.hasSuffix(suffix) }
    #expect(motions.count == 1, "\(plan.edge.id) \(suffix): \(motions.count) nodes")
    return try #require(motions.first)
  }

  static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1.0 / 3 + 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
      && abs(a.height - b.height) <= tolerance
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1.0 / 3 + 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  /// A colour from `#RRGGBB`, as `#Asset(color:hex:)` declares it.
  static func hex(_ r: Int, _ g: Int, _ b: Int) -> RGBA {
    RGBA(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
  }

  static func sameColor(_ a: RGBA?, _ b: RGBA) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) < 1e-3 && abs(a.green - b.green) < 1e-3 && abs(a.blue - b.blue) < 1e-3
      && abs(a.alpha - b.alpha) < 1e-3
  }

  /// `Samples/` is one module when compiled together (LANGUAGE §1): the new samples must not
  /// redeclare another sample's asset, type or top-level constant (TabUnderline once did with
  /// `Ink`, which TodayStories owns).
  @Test func allSamplesCompileAsOneModule() {
    let directory = Fixtures.repositoryRoot + "/Samples"
    let names = [
      "AlbumShelf", "CircleToRectangle", "Destinations", "FilmCards", "TodayStories", "TabUnderline",
      "SearchExpand", "PhotoGrid", "StaggeredList", "ToggleKnob", "FloatingMenu",
    ]
    let result = Driver().compile(names.map { directory + "/" + $0 + ".mcut" })
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    #expect(result.files.count == names.count)
  }

  // MARK: TabUnderline

  /// One `Tab` state with three cases: 3 states. From each, tapping either other tab is an
  /// edge (tapping the selected tab changes nothing): 3 × 2 = 6 taps, all `withAnimation(.snappy)`.
  @Test func tabUnderlineGraph() throws {
    let scene = try Self.scene("TabUnderline.mcut")
    #expect(scene.states.count == 3)
    #expect(scene.transitions.count == 6)
    #expect(Self.triggers(scene) == [.tap: 6])
    // `.snappy` is `snappy(duration: 0.5, extraBounce: 0)` (AppleDoc defaults, swiftui-semantics §15).
    let snappy = MatchcutMotion.Animation(base: .snappy(duration: 0.5, extraBounce: 0))
    #expect(scene.transitions.allSatisfy { $0.edge.animation == snappy })
  }

  /// `HStack(spacing: 0)` of three `.frame(maxWidth: .infinity)` tabs splits the full width:
  /// 393 / 3 = 131 per tab, so the underline tracks sit at x = 0, 131, 262, each 131 wide, 3 tall.
  @Test func tabUnderlineTabsSplitTheBar() throws {
    let scene = try Self.scene("TabUnderline.mcut")
    let state = scene.states[0]
    for (index, tab) in ["featured", "following", "saved"].enumerated() {
      let track = try Self.frame(state, "ForEach[\(tab)]/VStack/ZStack/Color")
      #expect(Self.close(track.x, 131 * Double(index)) && Self.close(track.width, 131))
      #expect(Self.close(track.height, 3))
    }
    // s0 draws only the featured underline, on its track.
    let underline = try Self.frame(state, "ForEach[featured]/VStack/ZStack/if/Capsule")
    #expect(Self.close(underline, try Self.frame(state, "ForEach[featured]/VStack/ZStack/Color")))
  }

  /// t0 (featured → following) is a hero (§14): the inserted capsule starts on the featured
  /// underline's frame and ends on the following tab's track, 131 pt to the right.
  @Test func tabUnderlineSlidesToTheTappedTab() throws {
    let scene = try Self.scene("TabUnderline.mcut")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 && $0.edge.to == 1 })
    let inserted = try Self.motion(plan, scene, "ForEach[following]/VStack/ZStack/if/Capsule")
    #expect(inserted.role == .insert && inserted.hero)
    let start = try Self.frame(scene.states[0], "ForEach[featured]/VStack/ZStack/Color")
    let target = try Self.frame(scene.states[1], "ForEach[following]/VStack/ZStack/Color")
    #expect(Self.close(inserted.appearance(at: 0).frame, start))
    let end = try #require(plan.duration) + 1e-9
    #expect(Self.close(inserted.appearance(at: end).frame, target))
    #expect(Self.close(target.x - start.x, 131))
  }

  // MARK: SearchExpand

  /// One Bool: home (s0) and search page (s1). Tapping the field opens, Cancel closes: 2 taps,
  /// both `withAnimation(.spring(response: 0.45, dampingFraction: 0.85))`.
  @Test func searchExpandGraph() throws {
    let scene = try Self.scene("SearchExpand.mcut")
    #expect(scene.states.count == 2)
    #expect(scene.transitions.count == 2)
    #expect(Self.triggers(scene) == [.tap: 2])
    let spring = MatchcutMotion.Animation(
      base: .spring(response: 0.45, dampingFraction: 0.85, blendDuration: 0))
    #expect(scene.transitions.allSatisfy { $0.edge.animation == spring })
  }

  /// s0: the field spans the padded width, x = 16, width 393 − 2·16 = 361, height 44 (its
  /// `.frame(height: 44)`). s1: it shares the row with Cancel, 12 pt apart (`HStack(spacing: 12)`),
  /// and Cancel's trailing edge is the padded edge 377.
  @Test func searchExpandFieldGeometry() throws {
    let scene = try Self.scene("SearchExpand.mcut")
    let home = try Self.frame(scene.states[0], "else:1/HStack/background/Capsule")
    #expect(Self.close(home.x, 16) && Self.close(home.width, 361) && Self.close(home.height, 44))
    let bar = try Self.frame(scene.states[1], "if:1/HStack/HStack/background/Capsule")
    let cancel = try Self.frame(scene.states[1], "if:1/HStack/Button/Text")
    #expect(Self.close(bar.x, 16) && Self.close(bar.height, 44))
    #expect(Self.close(cancel.x - (bar.x + bar.width), 12))
    #expect(Self.close(cancel.x + cancel.width, 377))
  }

  /// t0: the field capsule is a hero from the home frame to the top bar; the recent list's
  /// `.opacity.combined(with: .move(edge: .top))` starts every row at opacity 0, raised by the
  /// list's own height (§13), which is the distance from "Recent" to the last row's bottom.
  @Test func searchExpandFieldFliesAndRecentsDropIn() throws {
    let scene = try Self.scene("SearchExpand.mcut")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 })
    let field = try Self.motion(plan, scene, "if:1/HStack/HStack/background/Capsule")
    #expect(field.hero && field.role == .insert)
    #expect(
      Self.close(
        field.appearance(at: 0).frame, try Self.frame(scene.states[0], "else:1/HStack/background/Capsule")))
    let end = try #require(plan.duration) + 1e-9
    #expect(
      Self.close(
        field.appearance(at: end).frame,
        try Self.frame(scene.states[1], "if:1/HStack/HStack/background/Capsule")))

    let recents = plan.nodes.filter { scene.table.nodes[$0.node].path.contains("/if:2/VStack/") }
    #expect(recents.count == 9)  // the "Recent" header plus an icon and a label for each of 4 terms
    let top = recents.map(\.to.frame.y).min() ?? 0
    let bottom = recents.map { $0.to.frame.y + $0.to.frame.height }.max() ?? 0
    for row in recents {
      #expect(row.role == .insert && row.from.opacity == 0)
      #expect(Self.close(row.to.frame.y - row.from.frame.y, bottom - top, 1e-6))
      #expect(row.from.frame.x == row.to.frame.x)
    }
  }

  // MARK: PhotoGrid

  /// `opened: String?` over six photos: nil (s0) and one state per photo. Six thumbnail taps
  /// open, and each viewer's tap closes: 7 states, 12 taps, all `withAnimation(.smooth)`.
  @Test func photoGridGraph() throws {
    let scene = try Self.scene("PhotoGrid.mcut")
    #expect(scene.states.count == 7)
    #expect(scene.transitions.count == 12)
    #expect(Self.triggers(scene) == [.tap: 12])
    // `.smooth` is `smooth(duration: 0.5, extraBounce: 0)` (AppleDoc defaults, swiftui-semantics §15).
    let smooth = MatchcutMotion.Animation(base: .smooth(duration: 0.5, extraBounce: 0))
    #expect(scene.transitions.allSatisfy { $0.edge.animation == smooth })
    #expect(scene.transitions.filter { $0.edge.from == 0 }.count == 6)
  }

  /// Three flexible columns with 2 pt spacing share 393 pt: width (393 − 2·2) / 3 = 129.667,
  /// x = 0, 131.667, 263.333; square photos make square cells, rows at y = 59 and
  /// 59 + 129.667 + 2 = 190.667. The opened square photo fits the safe rect: 393×393 at
  /// y = 59 + (759 − 393) / 2 = 242.
  @Test func photoGridThreeColumns() throws {
    let scene = try Self.scene("PhotoGrid.mcut")
    let names = ["Harbour", "Dunes", "Orchard", "Lighthouse", "Glacier", "Market"]
    let width = (393.0 - 4) / 3
    for (index, name) in names.enumerated() {
      let cell = try Self.frame(scene.states[0], "ForEach[\(name)]/else/Image")
      let expected = Rect(
        x: Double(index % 3) * (width + 2), y: 59 + Double(index / 3) * (width + 2), width: width,
        height: width)
      #expect(Self.close(cell, expected), "\(name): \(cell)")
    }
    let viewer = try Self.frame(scene.states[1], "ZStack/if/Image")
    #expect(Self.close(viewer, Rect(x: 0, y: 242, width: 393, height: 393)))
  }

  /// t0 (open Harbour): the viewer image starts on the Harbour cell and ends full size, drawn
  /// above every thumbnail (its zIndex 2 beats the grid's 0, §12); the black backdrop fades in.
  @Test func photoGridOpensFromTheCell() throws {
    let scene = try Self.scene("PhotoGrid.mcut")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 && $0.edge.to == 1 })
    let viewer = try Self.motion(plan, scene, "ZStack/if/Image")
    #expect(viewer.hero && viewer.role == .insert)
    let width = (393.0 - 4) / 3
    #expect(Self.close(viewer.appearance(at: 0).frame, Rect(x: 0, y: 59, width: width, height: width)))
    let end = try #require(plan.duration) + 1e-9
    #expect(Self.close(viewer.appearance(at: end).frame, Rect(x: 0, y: 242, width: 393, height: 393)))
    let thumbnails = plan.nodes.filter { scene.table.nodes[$0.node].path.contains("/LazyVGrid/") }
    #expect(thumbnails.allSatisfy { $0.order < viewer.order })
    let backdrop = try Self.motion(plan, scene, "ZStack/if/Color")
    #expect(backdrop.from.opacity == 0 && backdrop.to.opacity == 1)
  }

  // MARK: StaggeredList

  /// One Bool toggled by the Show/Hide button outside `withAnimation`: 2 states, 2 taps, both
  /// without an edge animation (the rows' `.animation(_:value:)` supplies the curves).
  @Test func staggeredListGraph() throws {
    let scene = try Self.scene("StaggeredList.mcut")
    #expect(scene.states.count == 2)
    #expect(scene.transitions.count == 2)
    #expect(Self.triggers(scene) == [.tap: 2])
    #expect(scene.transitions.allSatisfy { $0.edge.animation == nil })
  }

  /// Rows are 48 pt tall (`.frame(height: 48)`) with the VStack's 10 pt spacing: consecutive
  /// row cards are 58 pt apart, each at x = 16 and 393 − 2·16 = 361 wide.
  @Test func staggeredListRowsStack() throws {
    let scene = try Self.scene("StaggeredList.mcut")
    let cards = try (0..<5).map {
      try Self.frame(scene.states[1], "ForEach[\($0)]/ZStack/if/HStack/background/RoundedRectangle")
    }
    for (index, card) in cards.enumerated() {
      #expect(Self.close(card.x, 16) && Self.close(card.width, 361) && Self.close(card.height, 48))
      if index > 0 { #expect(Self.close(card.y - cards[index - 1].y, 58)) }
    }
  }

  /// t0 (show): `.move(edge: .leading).combined(with: .opacity)` starts each card one card-width
  /// (361) to the left at opacity 0 (§13). Row i waits `0.05·i` s (`.delay`, §15.6): at 0.05 s
  /// row 3 (delay 0.15) still shows its from-appearance while row 0 has moved.
  @Test func staggeredListDelaysGrowWithTheIndex() throws {
    let scene = try Self.scene("StaggeredList.mcut")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 })
    let suffix = "/ZStack/if/HStack/background/RoundedRectangle"
    let row0 = try Self.motion(plan, scene, "ForEach[0]" + suffix)
    let row3 = try Self.motion(plan, scene, "ForEach[3]" + suffix)
    #expect(row3.role == .insert && row3.from.opacity == 0)
    #expect(Self.close(row3.to.frame.x - row3.from.frame.x, 361, 1e-6))
    #expect(row3.appearance(at: 0.05) == row3.from)
    #expect(row3.appearance(at: 0.149) == row3.from)
    #expect(row0.appearance(at: 0.05).frame.x > row0.from.frame.x)
    let end0 = try #require(row0.duration)
    let end3 = try #require(row3.duration)
    #expect(abs((end3 - end0) - 0.15) < 1e-9)
  }

  // MARK: ToggleKnob

  /// One Bool toggled by a tap on the switch: 2 states, 2 taps with
  /// `withAnimation(.spring(response: 0.3, dampingFraction: 0.7))`.
  @Test func toggleKnobGraph() throws {
    let scene = try Self.scene("ToggleKnob.mcut")
    #expect(scene.states.count == 2)
    #expect(scene.transitions.count == 2)
    #expect(Self.triggers(scene) == [.tap: 2])
    let spring = MatchcutMotion.Animation(
      base: .spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0))
    #expect(scene.transitions.allSatisfy { $0.edge.animation == spring })
  }

  /// The 72×32 track ends at the card's inner padded edge: x = 393 − 16 − 16 − 72 = 289. The
  /// 28 pt knob is centred on it (x = 289 + 36 − 14 = 311) and offset by ∓20: x = 291 off,
  /// 331 on, vertically centred on the track in both states.
  @Test func toggleKnobPositions() throws {
    let scene = try Self.scene("ToggleKnob.mcut")
    for (state, knobX) in [(scene.states[0], 291.0), (scene.states[1], 331.0)] {
      let track = try Self.frame(state, "ZStack/Capsule")
      let knob = try Self.frame(state, "ZStack/Circle")
      #expect(Self.close(track.x, 289) && Self.close(track.width, 72) && Self.close(track.height, 32))
      #expect(Self.close(knob.x, knobX) && Self.close(knob.width, 28))
      #expect(Self.close(knob.y + 14, track.y + 16))
    }
  }

  /// t0 (on): the knob ends at x = 331 and the track at Mint (#34C37A) from Track (#D5D8DE).
  /// dampingFraction 0.7 is underdamped, so the knob overshoots 331 on the way (§15.3).
  @Test func toggleKnobSlidesAndRecolours() throws {
    let scene = try Self.scene("ToggleKnob.mcut")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 })
    let knob = try Self.motion(plan, scene, "ZStack/Circle")
    let track = try Self.motion(plan, scene, "ZStack/Capsule")
    let end = try #require(plan.duration) + 1e-9
    #expect(Self.close(knob.appearance(at: end).frame.x, 331, 1e-6))
    #expect(Self.sameColor(track.from.fill, Self.hex(0xD5, 0xD8, 0xDE)))
    #expect(Self.sameColor(track.appearance(at: end).fill, Self.hex(0x34, 0xC3, 0x7A)))
    let peak = stride(from: 0.0, through: end, by: 0.01).map { knob.appearance(at: $0).frame.x }.max() ?? 0
    #expect(peak > 331.5)
  }

  // MARK: FloatingMenu

  /// One Bool, mutated without `withAnimation` (the `.animation(_:value:)` modifiers animate):
  /// closed (s0) and open (s1). The "+" opens; in s1 the "+" and each of the 3 actions close:
  /// 2 states, 1 + 4 = 5 taps, none with an edge animation.
  @Test func floatingMenuGraph() throws {
    let scene = try Self.scene("FloatingMenu.mcut")
    #expect(scene.states.count == 2)
    #expect(scene.transitions.count == 5)
    #expect(Self.triggers(scene) == [.tap: 5])
    #expect(scene.transitions.filter { $0.edge.from == 1 }.count == 4)
    #expect(scene.transitions.allSatisfy { $0.edge.animation == nil })
  }

  /// The 60 pt button sits in the safe rect's bottom-trailing corner inside `.padding(24)`:
  /// x = 393 − 24 − 60 = 309, y = 818 − 24 − 60 = 734, centre (339, 764). Each 44 pt action is
  /// centred there plus its offset: camera (−90, 0), mic (−64, −64), pencil (0, −90).
  @Test func floatingMenuActionsFanOut() throws {
    let scene = try Self.scene("FloatingMenu.mcut")
    let button = try Self.frame(scene.states[1], "ZStack/ZStack/Button/Image/background/Circle")
    #expect(Self.close(button, Rect(x: 309, y: 734, width: 60, height: 60)))
    for (symbol, dx, dy) in [("camera.fill", -90.0, 0.0), ("mic.fill", -64.0, -64.0), ("pencil", 0.0, -90.0)]
    {
      let action = try Self.frame(
        scene.states[1], "ForEach[\(symbol)]/ZStack/if/Button/Image/background/Circle")
      #expect(
        Self.close(action, Rect(x: 339 + dx - 22, y: 764 + dy - 22, width: 44, height: 44)), "\(symbol)")
    }
  }

  /// t0 (open): `.scale` starts each action at 1e-5 (§13); the pencil waits 2 · 0.06 = 0.12 s,
  /// so at 0.1 s it is still at 1e-5 while the camera (no delay) has grown. The "+" turns 45°.
  @Test func floatingMenuScalesInWithDelays() throws {
    let scene = try Self.scene("FloatingMenu.mcut")
    let plan = try #require(scene.transitions.first { $0.edge.from == 0 })
    let suffix = "/ZStack/if/Button/Image/background/Circle"
    let camera = try Self.motion(plan, scene, "ForEach[camera.fill]" + suffix)
    let pencil = try Self.motion(plan, scene, "ForEach[pencil]" + suffix)
    #expect(camera.from.scale == 1e-5 && camera.to.scale == 1)
    #expect(pencil.appearance(at: 0.1).scale == 1e-5)
    #expect(camera.appearance(at: 0.1).scale > 0.5)
    let plus = try Self.motion(plan, scene, "ZStack/ZStack/Button/Image/background/Circle")
    let end = try #require(plan.duration) + 1e-9
    #expect(plus.from.rotation == 0 && Self.close(plus.appearance(at: end).rotation, 45, 1e-6))
  }
}
