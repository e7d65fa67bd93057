import Foundation
import Matchcut
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// Every sample lays out in every state with finite frames inside sane bounds, and each sample's
/// geometry matches numbers derived by hand from its source — none of them depends on text
/// metrics. All samples use the iPhone 15 Pro canvas: 393×852, safe rect (0, 59, 393, 759),
/// scale 3, so tolerances are one device pixel (1/3 pt) unless noted.
@Suite struct SampleLayoutTests {
  static var sampleNames: [String] {
    let directory = Fixtures.repositoryRoot + "/Samples"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".mcut") }.sorted()
  }

  static func compile(_ name: String) throws -> [CompiledScene] {
    let result = Driver().compile([Fixtures.repositoryRoot + "/Samples/" + name])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(name): \(errors.map { "\($0.id) \($0.message)" })")
    let layoutDiagnostics = result.diagnostics.filter { $0.id.domain == "layout" }
    #expect(layoutDiagnostics.isEmpty, "\(name): \(layoutDiagnostics.map(\.message))")
    return try #require(result.files.first?.scenes)
  }

  static func scene(_ name: String, preview: String? = nil) throws -> CompiledScene {
    let scenes = try compile(name)
    if let preview { return try #require(scenes.first { $0.preview == preview }) }
    return try #require(scenes.first)
  }

  // MARK: Every sample, every state

  @Test(arguments: sampleNames)
  func everyStateLaysOutInBounds(_ name: String) throws {
    let scenes = try Self.compile(name)
    #expect(!scenes.isEmpty)
    for scene in scenes {
      let w = scene.canvas.width
      let h = scene.canvas.height
      #expect(!scene.states.isEmpty)
      for state in scene.states {
        let drawn = state.views.filter { $0.kind != nil }
        #expect(!drawn.isEmpty, "\(name) \(scene.preview) \(state.id) draws nothing")
        for view in state.views {
          let f = view.frame
          let values = [f.x, f.y, f.width, f.height]
          let context = "\(name) \(scene.preview) \(state.id) \(view.path) \(values)"
          #expect(values.allSatisfy { $0.isFinite }, "non-finite frame: \(context)")
          #expect(f.width >= 0 && f.height >= 0, "negative size: \(context)")
          // Sane bounds: at most a canvas width beside the canvas; scroll content may run far
          // below it (FilmCards' list is about 2.2 canvases tall) but never above.
          #expect(f.x >= -w && f.x + f.width <= 2 * w, "out of horizontal bounds: \(context)")
          #expect(f.y >= -h && f.y + f.height <= 10 * h, "out of vertical bounds: \(context)")
          #expect(f.width <= 2 * w, "wider than two canvases: \(context)")
        }
      }
    }
  }

  @Test func samplesExist() {
    #expect(Self.sampleNames.count >= 5)
  }

  // MARK: CircleToRectangle

  @Test func circleToRectangle() throws {
    let scene = try Self.scene("CircleToRectangle.mcut")
    #expect(scene.states.count == 2)
    // s0: the VStack holds only the 60×60 circle, centred in the safe rect:
    // x = (393 − 60) / 2 = 166.5, y = 59 + (759 − 60) / 2 = 408.5.
    expect(scene.states[0], "VStack/if/Circle", [166.5, 408.5, 60, 60])
    // s1: Spacer() above a 220×120 rectangle: the stack fills the safe height and the
    // rectangle sits at its bottom: x = (393 − 220) / 2 = 86.5, y = 59 + 759 − 120 = 698.
    expect(scene.states[1], "VStack/else/Rectangle", [86.5, 698, 220, 120])
  }

  // MARK: Destinations (the item list)

  @Test func destinationsListCards() throws {
    let scene = try Self.scene("Destinations.mcut")
    var checkedStates = 0
    // With a destination chosen, its card follows the detail (checked in
    // `destinationsChosenCardTakesTheDetailFrame`): the list is laid out as before.
    for state in scene.states
    where state.value("DestinationList.showsGrid") == "false"
      && state.value("DestinationList.chosen") == "nil"
    {
      let cards = frames(state, containing: "ScrollView/else/ForEach[", suffix: "background/RoundedRectangle")
      #expect(cards.count == 4, "\(state.id)")
      for card in cards {
        // padding(.horizontal) in a ScrollView proposed 393 wide: 393 − 2 × 16 = 361 at x = 16;
        // frame(minHeight: 160) is taller than one line of .title text.
        close(card, x: 16, width: 361, height: 160, state.id)
      }
      // Buttons directly in the ScrollView stack like a VStack: 160 + 8 apart.
      for (a, b) in zip(cards, cards.dropFirst()) { near(b.y - a.y, 168, "\(state.id) card pitch") }
      // The grid toggle: a 28×28 image, padding(.trailing) 16 and padding(.top, 8) in the
      // ScrollView's topTrailing corner: x = 393 − 16 − 28 = 349, y = first card's top + 8.
      if let first = cards.first, let toggle = frame(state, "VStack/VStack/overlay/Button/Image") {
        close(toggle, x: 349, width: 28, height: 28, state.id)
        near(toggle.y, first.y + 8, "\(state.id) toggle y")
      }
      checkedStates += 1
    }
    #expect(checkedStates >= 2)
  }

  /// swiftui-semantics §14: with the detail laid over the list, the detail's card is the newest
  /// source of the group and the list's card (also `isSource: true`) takes its frame at rest.
  @Test func destinationsChosenCardTakesTheDetailFrame() throws {
    let scene = try Self.scene("Destinations.mcut")
    var checkedStates = 0
    for state in scene.states {
      guard let chosen = state.value("DestinationList.chosen"), chosen.hasPrefix("Destination("),
        let detail = frame(state, "overlay/if/DestinationDetail/VStack/RoundedRectangle")
      else { continue }
      let name = String(chosen.dropFirst("Destination(".count).dropLast())
      let card = state.views.first {
        $0.kind != nil && $0.path.contains("ForEach[\(name)]")
          && $0.path.hasSuffix("background/RoundedRectangle")
      }
      let close = card.map { $0.frame.maxDelta(to: detail) < 1e-6 } ?? false
      #expect(close, "\(state.id): \(name) card \(String(describing: card?.frame)), detail \(detail)")
      checkedStates += 1
    }
    #expect(checkedStates >= 4)
  }

  @Test func destinationsGridColumns() throws {
    let scene = try Self.scene("Destinations.mcut")
    var checkedStates = 0
    for state in scene.states
    where state.value("DestinationList.showsGrid") == "true" && state.value("DestinationList.chosen") == "nil"
    {
      let cards = frames(state, containing: "LazyVGrid/ForEach[", suffix: "background/RoundedRectangle")
      #expect(cards.count == 4, "\(state.id)")
      guard cards.count == 4 else { continue }
      // swiftui-semantics §10: two flexible columns in 393 − 32 = 361 with spacing 8 are
      // (361 − 8) / 2 = 176.5 wide at x = 16 and 16 + 176.5 + 8 = 200.5 (snapped to thirds).
      // Cells are frame(minHeight: 280); grid row spacing 12 → rows 292 apart.
      for (index, card) in cards.enumerated() {
        close(card, x: index % 2 == 0 ? 16 : 200.5, width: 176.5, height: 280, state.id, tolerance: 0.34)
      }
      near(cards[1].y, cards[0].y, "\(state.id) row 1")
      near(cards[2].y - cards[0].y, 292, "\(state.id) row pitch")
      checkedStates += 1
    }
    #expect(checkedStates >= 2)
  }

  @Test func destinationsHeaderSymbols() throws {
    let scene = try Self.scene("Destinations.mcut")
    for state in scene.states {
      if state.value("DestinationList.headerOpen") == "false" {
        // SF Symbol rule: 1.2 × 44 pt = 52.8 square, at the padding's leading edge x = 16.
        let badge = try #require(frame(state, "VStack/else/HStack/Image"))
        close(badge, x: 16, width: 52.8, height: 52.8, state.id)
      } else {
        // 1.2 × 96 = 115.2 square, centred: x = (393 − 115.2) / 2 = 138.9; y = 59 + 16 = 75.
        let badge = try #require(frame(state, "VStack/if/VStack/Image"))
        close(badge, x: 138.9, width: 115.2, height: 115.2, state.id)
        near(badge.y, 75, "\(state.id) badge y")
      }
    }
  }

  @Test func destinationsDetailFillsSafeArea() throws {
    let scene = try Self.scene("Destinations.mcut")
    var checkedStates = 0
    for state in scene.states where state.value("DestinationList.chosen") != "nil" {
      // The overlay is proposed the outer VStack's size, which fills the safe rect because the
      // ScrollView takes all the height left; frame(maxWidth/maxHeight: .infinity) keeps it.
      expect(state, "overlay/if/DestinationDetail/VStack/background/Color", [0, 59, 393, 759])
      // padding() 16: the card is 361 wide at x = 16 from the safe top: y = 59 + 16 = 75.
      let card = try #require(frame(state, "DestinationDetail/VStack/RoundedRectangle"))
      close(card, x: 16, width: 361, height: card.height, state.id)
      near(card.y, 75, "\(state.id) detail card y")
      // The 200×60 asset, resizable + fit in frame(height: 60), is 200×60, centred on the
      // card: x = 16 + (361 − 200) / 2 = 96.5, y = card midY − 30.
      let mark = try #require(frame(state, "RoundedRectangle/overlay/Image"))
      close(mark, x: 96.5, width: 200, height: 60, state.id)
      near(mark.y, card.y + card.height / 2 - 30, "\(state.id) mark y")
      checkedStates += 1
    }
    #expect(checkedStates >= 4)
  }

  // MARK: AlbumShelf

  @Test func albumShelfGridAndPlayer() throws {
    let scene = try Self.scene("AlbumShelf.mcut")
    let shelf = try #require(scene.states.first)
    let tiles = frames(shelf, containing: "LazyVGrid/ForEach[", suffix: "AlbumTile/VStack/background/Color")
    #expect(tiles.count == 4)
    // swiftui-semantics §10: adaptive(minimum: 150) in 361 fits floor((361 + 8) / (150 + 8)) = 2
    // columns of (361 − 8) / 2 = 176.5 at x = 16 and 200.5; tiles frame(height: 160) with row
    // spacing 16 start at the safe top: y = 59 and 59 + 176 = 235.
    for (index, tile) in tiles.enumerated() {
      close(tile, x: index % 2 == 0 ? 16 : 200.5, width: 176.5, height: 160, "s0", tolerance: 0.34)
      near(tile.y, index < 2 ? 59 : 235, "tile \(index) y")
    }
    var players = 0
    for state in scene.states.dropFirst() {
      // edgesIgnoringSafeArea(.all) on the full-size player: the white background is the canvas;
      // padding() puts the 320-tall artwork at (16, 16), 393 − 32 = 361 wide.
      expect(state, "PlayerScreen/VStack/background/Color", [0, 0, 393, 852])
      expect(state, "PlayerScreen/VStack/RoundedRectangle", [16, 16, 361, 320])
      // The 72×72 button image is centred: x = (393 − 72) / 2 = 160.5.
      let button = try #require(frame(state, "PlayerScreen/VStack/Button/Image"))
      close(button, x: 160.5, width: 72, height: 72, state.id)
      players += 1
    }
    #expect(players >= 4)
  }

  // MARK: FilmCards

  @Test func filmCardsListAndModal() throws {
    let scene = try Self.scene("FilmCards.mcut")
    let list = try #require(scene.states.first)
    let posters = frames(list, containing: "NavigationStack/ScrollView/ForEach[", suffix: "ZStack/Image")
    #expect(posters.count == 3)
    // padding(.horizontal) → 361 wide at x = 16; a 600×900 poster scaledToFill at 361 wide is
    // 361 × 1.5 = 541.5 tall (under the 560 maxHeight); the list starts below the large title
    // band, y = 59 + 96 = 155, and cards are 541.5 + 8 = 549.5 apart.
    for poster in posters { close(poster, x: 16, width: 361, height: 541.5, "s0") }
    if let first = posters.first { near(first.y, 155, "first poster y") }
    for (a, b) in zip(posters, posters.dropFirst()) { near(b.y - a.y, 549.5, "poster pitch") }

    var modals = 0
    for state in scene.states where state.value("FilmList.selection") != "nil" {
      // The modal ignores the safe area: its black background is the whole canvas, and its
      // poster fills the width from the top: 393 × 1.5 = 589.5 tall.
      expect(state, "OverlayModal/ZStack/if/FilmCard/ScrollView/background/Color", [0, 0, 393, 852])
      expect(state, "OverlayModal/ZStack/if/FilmCard/ScrollView/ZStack/Image", [0, 0, 393, 589.5])
      modals += 1
    }
    #expect(modals >= 3)
  }

  // MARK: TodayStories

  @Test func todayStoriesFeedAndReader() throws {
    let scene = try Self.scene("TodayStories.mcut", preview: "Today")
    let feed = try #require(scene.states.first)
    let cards = frames(
      feed, containing: "ScrollView/VStack/ForEach[", suffix: "StoryCard/VStack/background/Color")
    #expect(cards.count == 3)
    // padding(.horizontal, 20): cards are 393 − 40 = 353 wide at x = 20, 24 apart (VStack spacing).
    for card in cards { close(card, x: 20, width: 353, height: card.height, "s0") }
    for (a, b) in zip(cards, cards.dropFirst()) { near(b.y - (a.y + a.height), 24, "card gap") }

    var readers = 0
    for state in scene.states where state.value("TodayFeed.openStory") != "nil" {
      // The reader ignores the safe area: its background is the canvas.
      expect(state, "ZStack/if/StoryReader/ScrollView/background/Color", [0, 0, 393, 852])
      readers += 1
    }
    #expect(readers >= 3)
    // "Glacier Walk" (1170×1300) fit to the 393-wide reader: 393 × 1300 / 1170 = 436.67 tall.
    let first = try #require(
      scene.states.first { $0.value("TodayFeed.openStory")?.contains("WEEKEND") == true })
    expect(first, "StoryReader/ScrollView/VStack/StoryCard/VStack/Image", [0, 0, 393, 436.667])
  }

  @Test func todayStoriesReaderPreview() throws {
    let scene = try Self.scene("TodayStories.mcut", preview: "Reader")
    let state = try #require(scene.states.first)
    expect(state, "StoryReader/ScrollView/background/Color", [0, 0, 393, 852])
  }

  // MARK: Helpers

  /// The frame of the one drawn view whose path ends with `suffix`.
  func frame(_ state: StateLayout, _ suffix: String) -> Rect? {
    let matches = state.views.filter {
      $0.kind != nil && ($0.path == suffix || $0.path.hasSuffix("/" + suffix))
    }
    #expect(matches.count <= 1, "\(state.id): \(suffix) matches \(matches.map(\.path))")
    return matches.first?.frame
  }

  /// Drawn frames whose path contains `part` and ends with `suffix`, in paint order.
  func frames(_ state: StateLayout, containing part: String, suffix: String) -> [Rect] {
    state.views.filter { $0.kind != nil && $0.path.contains(part) && $0.path.hasSuffix(suffix) }.map(\.frame)
  }

  func expect(
    _ state: StateLayout, _ suffix: String, _ expected: [Double],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let f = frame(state, suffix) else {
      Issue.record("\(state.id): no drawn view ends with \(suffix)", sourceLocation: sourceLocation)
      return
    }
    let actual = [f.x, f.y, f.width, f.height]
    let ok = zip(actual, expected).allSatisfy { abs($0 - $1) <= 1.0 / 3 + 1e-6 }
    #expect(ok, "\(state.id) \(suffix): expected \(expected) got \(actual)", sourceLocation: sourceLocation)
  }

  func close(
    _ f: Rect, x: Double, width: Double, height: Double, _ label: String, tolerance: Double = 1.0 / 3 + 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ok =
      abs(f.x - x) <= tolerance && abs(f.width - width) <= tolerance && abs(f.height - height) <= tolerance
    #expect(
      ok, "\(label): expected x \(x) w \(width) h \(height), got \([f.x, f.y, f.width, f.height])",
      sourceLocation: sourceLocation)
  }

  func near(
    _ value: Double, _ expected: Double, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(value - expected) <= 1.0 / 3 + 1e-6, "\(label): expected \(expected) got \(value)",
      sourceLocation: sourceLocation)
  }
}

extension StateLayout {
  /// The displayed value of a state variable (`"Component.property"`), as `matchcut states` prints it.
  fileprivate func value(_ key: String) -> String? {
    values.first { $0.key == key }?.value
  }
}
