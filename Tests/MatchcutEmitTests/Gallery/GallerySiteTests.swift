import Foundation
import MatchcutLayout
import MatchcutMotion
import Testing

@testable import MatchcutEmit

/// `matchcut gallery`'s generator (TOOLING §6) on hand-built scenes (`ExportScenes`, compiled by
/// the motion pass like real sources): the site must be deterministic, self-contained (no
/// external URL, so it works offline from `file://`), and embed each scene's timeline as JSON
/// that parses back to the timeline document.
struct GallerySiteTests {
  /// A scene whose text would end a `<script>` element if embedded naively.
  static let hostile: CompiledScene = {
    let root = ViewRecord(path: "Evil/VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 393, height: 852))
    let text = ViewRecord(
      path: "Evil/VStack/Text", parent: 0, frame: Rect(x: 20, y: 80, width: 200, height: 24), kind: .text,
      text: "</script><!-- & \"quotes\" <b>")
    return CompiledScene.compile(
      preview: "Evil <preview> & co", canvas: .iPhone15Pro,
      states: [StateLayout(id: "s0", values: [], views: [root, text])], edges: [])
  }()

  static let samples = [
    GallerySample(name: "Hero", source: "Samples/Hero.mcut", scenes: [ExportScenes.hero, ExportScenes.card]),
    GallerySample(name: "Evil", source: "Samples/Evil.mcut", scenes: [hostile]),
    GallerySample(
      name: "Broken", source: "Samples/Broken.mcut", scenes: [],
      errors: ["Broken.mcut:1:1: error: expected <declaration>"]),
  ]

  static func text(_ file: GalleryFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

  /// The `<script type="application/json" id="timeline">` body of a scene page.
  static func embeddedJSON(_ page: String) -> String? {
    let open = "<script type=\"application/json\" id=\"timeline\">"
    guard let start = page.range(of: open),
      let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    else { return nil }
    return String(page[start.upperBound..<end.lowerBound])
  }

  @Test func theSameSamplesGiveTheSameBytes() {
    let first = GallerySite.files(for: Self.samples)
    let second = GallerySite.files(for: Self.samples)
    #expect(first == second)
  }

  @Test func indexFirstThenOnePagePerScene() {
    let files = GallerySite.files(for: Self.samples)
    // Hero has two scenes, Evil one, Broken none: index + 3 pages, names from the slugs.
    #expect(
      files.map(\.path) == ["index.html", "Hero-hero.html", "Hero-card.html", "Evil-evil-preview-co.html"])
  }

  @Test func noExternalURLs() {
    for file in GallerySite.files(for: Self.samples) {
      let page = Self.text(file).lowercased()
      #expect(!page.contains("http"), "\(file.path) mentions http")
      #expect(!page.contains("://"), "\(file.path) has an absolute URL")
      #expect(!page.contains("url(/"), "\(file.path) has a protocol-relative URL")
      #expect(!page.contains("fetch("), "\(file.path) fetches")
      #expect(!page.contains("@import"), "\(file.path) imports a style sheet")
      #expect(!page.contains("src="), "\(file.path) loads a resource")
    }
  }

  @Test func everyScenePageEmbedsItsTimelineAsValidJSON() throws {
    let files = GallerySite.files(for: Self.samples).filter { $0.path != "index.html" }
    let previews = ["Hero", "Card", "Evil <preview> & co"]
    #expect(files.count == previews.count)
    for (file, preview) in zip(files, previews) {
      let page = Self.text(file)
      let json = try #require(Self.embeddedJSON(page), "\(file.path) has no embedded timeline")
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
      let document = try #require(object as? [String: Any])
      #expect(document["format"] as? String == "matchcut.timeline")
      let scenes = try #require(document["scenes"] as? [[String: Any]])
      #expect(scenes.count == 1)
      #expect(scenes.first?["preview"] as? String == preview)
      #expect(page.contains("window.matchcut"), "\(file.path) has no player")
    }
  }

  @Test func hostileTextStaysInsideTheJSON() throws {
    let page = try #require(GallerySite.files(for: Self.samples).first { $0.path.hasPrefix("Evil-") })
    let html = Self.text(page)
    // Two script elements (timeline, player) → exactly two closing tags; no comment opener.
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(!html.contains("<!--"))
    let json = try #require(Self.embeddedJSON(html))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let document = try #require(object as? [String: Any])
    let scene = try #require((document["scenes"] as? [[String: Any]])?.first)
    let nodes = try #require(scene["nodes"] as? [[String: Any]])
    #expect(nodes.first?["text"] as? String == "</script><!-- & \"quotes\" <b>")
    // The title is escaped text.
    #expect(html.contains("<title>Evil — Evil &lt;preview&gt; &amp; co</title>"))
  }

  @Test func indexHasACardPerSampleWithItsInitialState() {
    let index = Self.text(GallerySite.files(for: Self.samples)[0])
    #expect(index.components(separatedBy: "<article class=\"card\"").count == 4)
    // One SVG per sample that has a scene (Hero, Evil); Broken lists its errors instead.
    #expect(index.components(separatedBy: "<svg").count == 3)
    #expect(index.contains("href=\"Hero-hero.html\"") && index.contains("href=\"Hero-card.html\""))
    #expect(index.contains("expected &lt;declaration&gt;"))
    // The hero scene's s0 is a blue circle (0, 0.478, 1 → #007AFF) of radius 25 centred at
    // (196.5, 104), from ExportScenes.hero's frame (171.5, 79, 50, 50).
    #expect(index.contains("<circle cx=\"196.5\" cy=\"104\" r=\"25\" fill=\"#007AFFFF\"/>"))
  }
}

/// The scene page's warnings and the thumbnail's symbols (hand-written inputs).
struct GalleryWordsTests {
  @Test func warningsAreListedWithTheirTransitions() {
    let lint = GalleryLint(
      severity: "warning", id: "motion.flight-clipped", message: "'Text' is cut off <here>",
      location: "Hero.mcut:3:5", rendered: "Hero.mcut:3:5: warning: x\n  .clipped()\n  ^~~~~~~~~\n",
      transitions: ["t0", "t2"])
    let sample = GallerySample(
      name: "Hero", source: "Hero.mcut", scenes: [ExportScenes.hero], lints: [[lint]])
    let page = GallerySiteTests.text(GallerySite.files(for: [sample])[1])
    #expect(page.contains("<section id=\"lints\" aria-label=\"Warnings\"><h2>Warnings (1)</h2>"))
    #expect(page.contains("data-transitions=\"t0 t2\""))
    #expect(page.contains("<span class=\"where\">Hero.mcut:3:5</span>"))
    #expect(page.contains("&#39;Text&#39; is cut off &lt;here&gt;"))
    #expect(page.contains("  ^~~~~~~~~"))
  }

  @Test func aSceneWithoutWarningsHasAnEmptyHiddenList() {
    let sample = GallerySample(name: "Hero", source: "Hero.mcut", scenes: [ExportScenes.hero])
    let page = GallerySiteTests.text(GallerySite.files(for: [sample])[1])
    #expect(page.contains("<section id=\"lints\" aria-label=\"Warnings\" hidden></section>"))
  }

  @Test func inlineSymbolsBecomeOneGlyph() {
    #expect(GalleryThumbnail.inlineSymbols("8.1 [star.fill]") == "8.1 \u{25A2}")
    #expect(GalleryThumbnail.inlineSymbols("[a] [B] [x.] [") == "\u{25A2} [B] [x.] [")
  }
}
