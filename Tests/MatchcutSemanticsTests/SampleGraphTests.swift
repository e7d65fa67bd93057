import MatchcutSemantics
import MatchcutSource
import Testing

/// The state graph of every sample, derived by hand from what a user of the real app could do
/// (LANGUAGE §7), and `check`-equivalent cleanliness: no sample has an error, and each sample's
/// warnings are exactly the undefined SwiftUI patterns it contains on purpose.
@Suite struct SampleGraphTests {
  struct Figures {
    var states: Int
    var transitions: Int
    var kinds: [TriggerKind: Int]
  }

  /// Each sample analysed once for the whole suite.
  static let results: [String: SemanticResult] = {
    var out: [String: SemanticResult] = [:]
    for path in SemanticsHarness.files(in: SemanticsHarness.samplesDirectory, extension: "mcut") {
      out[String(path.split(separator: "/").last ?? "")] = SemanticsHarness.analyzeFile(path).1
    }
    return out
  }()

  static func scene(_ file: String, _ name: String) -> Scene? {
    results[file]?.scenes.first { $0.name == name }
  }

  static func figures(_ scene: Scene) -> Figures {
    var kinds: [TriggerKind: Int] = [:]
    for transition in scene.stateGraph.transitions { kinds[transition.trigger.kind, default: 0] += 1 }
    return Figures(
      states: scene.stateGraph.states.count, transitions: scene.stateGraph.transitions.count, kinds: kinds)
  }

  /// One Bool: circle (s0) and rectangle (s1); the tap on the stack toggles it both ways.
  @Test func circleToRectangle() throws {
    let scene = try #require(Self.scene("CircleToRectangle.mcut", "Circle to rectangle"))
    let f = Self.figures(scene)
    #expect(f.states == 2)
    #expect(f.transitions == 2)
    #expect(f.kinds == [.tap: 2])
    let t0 = scene.stateGraph.transitions[0]
    #expect(t0.trigger.node == "ShapeFlip/VStack")
    #expect(t0.animation.source == .withAnimation)
    #expect(t0.animation.animation == AnimationDescription(.spring))
    #expect(scene.stateGraph.states[0].values == [StateValue(key: "ShapeFlip.flipped", value: "false")])
  }

  /// headerOpen (2) × showsGrid (2) × chosen (nil or one of 4) = 20 reachable states.
  /// In each of the 4 list states: the header tap, the layout button and 4 cards = 6 taps (24).
  /// In each of the 16 detail states the full-screen detail covers the list, so only its drag
  /// remains; ±300 pt dismisses (one edge per state, 16), ±50 pt springs back (no edge).
  @Test func destinations() throws {
    let scene = try #require(Self.scene("Destinations.mcut", "Destinations"))
    let f = Self.figures(scene)
    #expect(f.states == 20)
    #expect(f.transitions == 40)
    #expect(f.kinds == [.tap: 24, .drag: 16])
    let detail = try #require(Self.scene("Destinations.mcut", "Reef detail"))
    #expect(Self.figures(detail).states == 1)
    #expect(Self.figures(detail).transitions == 0)
  }

  /// While the finger is down the detail follows the drag one to one: the modifier's `drag`
  /// state is the translation (`drag = value.translation`), so `.height` has perY 1, perX 0.
  @Test func destinationsDragIsInteractive() throws {
    let scene = try #require(Self.scene("Destinations.mcut", "Destinations"))
    let interaction = try #require(scene.stateGraph.interactions.first)
    #expect(scene.stateGraph.interactions.count == 16)
    let height = try #require(interaction.tracks.first { $0.key == "SwipeDownToClose.drag.height" })
    #expect(height.isLinear)
    #expect(height.base == 0)
    #expect(height.perX == 0)
    #expect(height.perY == 1)
  }

  /// nowPlaying is nil or one of 4 albums; each player has its own isPlaying (false/true),
  /// discarded when the player closes: 1 + 4 × 2 = 9 states. Edges: 4 tile taps, and in each
  /// of the 8 player states a tap that closes it plus the play button: 4 + 16 = 20.
  @Test func albumShelf() throws {
    let scene = try #require(Self.scene("AlbumShelf.mcut", "Album shelf"))
    let f = Self.figures(scene)
    #expect(f.states == 9)
    #expect(f.transitions == 20)
    #expect(f.kinds == [.tap: 20])
    let play = scene.stateGraph.transitions.filter { $0.trigger.node.hasSuffix("/Button") }
    #expect(play.count == 8)
    #expect(play.allSatisfy { $0.animation.source == .none })
  }

  /// 3 films. From the list a finger goes down on a card (press → pressed state, 3), lifts
  /// (tap → the card is presented, its close button not yet shown, 3), the presented card's
  /// onAppear shows the close button a second later (appear, 3), and the close button
  /// dismisses (tap → s0, 3): 1 + 3 + 3 + 3 = 10 states and 12 edges.
  @Test func filmCards() throws {
    let scene = try #require(Self.scene("FilmCards.mcut", "Tonight"))
    let f = Self.figures(scene)
    #expect(f.states == 10)
    #expect(f.transitions == 12)
    #expect(f.kinds == [.press: 3, .tap: 6, .appear: 3])
    let appear = try #require(scene.stateGraph.transitions.first { $0.trigger.kind == .appear })
    #expect(appear.animation.animation?.description == ".easeInOut.delay(1)")
    let press = try #require(scene.stateGraph.transitions.first { $0.trigger.kind == .press })
    #expect(press.animation.source == .animationModifier)
  }

  /// 3 stories: the feed (s0) and one reader per story. Edges: 3 card taps, and per reader
  /// the close button plus a long drag down (+300 pt > 140); short or upward drags spring
  /// back: 4 states, 6 taps + 3 drags.
  @Test func todayStories() throws {
    let scene = try #require(Self.scene("TodayStories.mcut", "Today"))
    let f = Self.figures(scene)
    #expect(f.states == 4)
    #expect(f.transitions == 9)
    #expect(f.kinds == [.tap: 6, .drag: 3])
    let drag = try #require(scene.stateGraph.transitions.first { $0.trigger.kind == .drag })
    #expect(drag.trigger.probe == DragProbe(width: 0, height: 300))
    // `pull = max(value.translation.height, 0)`: not linear (upward drags clamp at 0).
    let pull = try #require(scene.stateGraph.interactions.first?.tracks.first)
    #expect(pull.key == "StoryReader.pull")
    #expect(!pull.isLinear)
    #expect(pull.samples.first { $0[0] == 0 && $0[1] == -100 }?[2] == 0)
    #expect(pull.samples.first { $0[0] == 0 && $0[1] == 100 }?[2] == 100)
  }

  /// Derived by hand from the sample's actions: s0 feed; tapping the card opens the article
  /// and schedules the details 0.3 s later (s1 waits on that timer); the timer fires (s2);
  /// the close button hides the details at once and resumes 150 ms later (s3 waits); that
  /// timer closes the article, back to s0. A waiting state offers only its timer, so
  /// 4 states, 4 transitions: 2 taps, 2 timers with delays 0.3 and 0.15.
  @Test func articleReveal() throws {
    let scene = try #require(Self.scene("ArticleReveal.mcut", "Article reveal"))
    let f = Self.figures(scene)
    #expect(f.states == 4)
    #expect(f.transitions == 4)
    #expect(f.kinds == [.tap: 2, .timer: 2])
    let delays = scene.stateGraph.transitions.compactMap { $0.trigger.delay }.sorted()
    #expect(delays == [0.15, 0.3])
  }

  /// `matchcut check` on each sample: no errors; the only warnings are the two-source groups
  /// the list/detail samples keep on purpose (swiftui-semantics §14: results undefined).
  @Test(arguments: [
    ("CircleToRectangle.mcut", 0), ("Destinations.mcut", 2), ("AlbumShelf.mcut", 0),
    ("FilmCards.mcut", 1), ("TodayStories.mcut", 0), ("TabUnderline.mcut", 0),
    ("SearchExpand.mcut", 0), ("PhotoGrid.mcut", 0), ("StaggeredList.mcut", 0),
    ("ToggleKnob.mcut", 0), ("FloatingMenu.mcut", 0), ("ArticleReveal.mcut", 0),
  ])
  func sampleChecksClean(_ file: String, _ sourceWarnings: Int) {
    guard let result = Self.results[file] else {
      Issue.record("missing sample \(file)")
      return
    }
    #expect(SemanticsHarness.errors(result) == [])
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == sourceWarnings)
    #expect(warnings.allSatisfy { $0.id == "semantics.multiple-sources" })
  }

  @Test func everySampleIsCovered() {
    let names = SemanticsHarness.files(in: SemanticsHarness.samplesDirectory, extension: "mcut")
      .map { String($0.split(separator: "/").last ?? "") }
    #expect(
      Set(names) == [
        "CircleToRectangle.mcut", "Destinations.mcut", "AlbumShelf.mcut", "FilmCards.mcut",
        "TodayStories.mcut",
        // Pattern samples; their graphs are tested in MatchcutTests/Samples/NewSampleTests.
        "TabUnderline.mcut", "SearchExpand.mcut", "PhotoGrid.mcut", "StaggeredList.mcut",
        "ToggleKnob.mcut", "FloatingMenu.mcut", "ArticleReveal.mcut",
      ])
  }
}
