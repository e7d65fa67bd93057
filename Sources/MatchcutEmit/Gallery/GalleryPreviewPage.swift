import MatchcutMotion
import MatchcutSource

/// The pages of `matchcut preview`: the gallery's scene page served by the local server, with a
/// script that listens to the server's event stream (`/events?scene=N&v=VERSION`) and, on each
/// save, loads the new timeline into the open page (the player restarts on it) or shows the
/// diagnostics while the file does not compile (docs/gallery.md "Preview").
public enum GalleryPreviewPage {
  /// One scene link of the preview's header.
  public struct SceneLink: Sendable, Hashable {
    public var title: String
    public var href: String

    public init(title: String, href: String) {
      self.title = title
      self.href = href
    }
  }

  /// Scene `scene` of `sample` as a live page; `errors`, when the sources do not compile now,
  /// is shown at the top.
  public static func html(
    sample: GallerySample, scene: Int, number: Int, links: [SceneLink], version: Int, errors: String?
  ) -> String {
    guard scene < sample.scenes.count else { return waiting(links: links, version: version, errors: errors) }
    var page = GalleryScenePage.html(
      sample: sample, scene: sample.scenes[scene], lints: sample.lints(ofScene: scene),
      head: sceneList(links, current: number), script: client(scene: number, version: version))
    if let errors {
      page = page.replacingFirst(
        "<section id=\"diagnostics\" aria-label=\"Errors\" hidden></section>",
        with: diagnosticsSection(errors))
    }
    return page
  }

  /// The page before the sources have ever compiled: the diagnostics, and the script that
  /// reloads once a save compiles.
  public static func waiting(links: [SceneLink], version: Int, errors: String?) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Matchcut preview</title>
    <style>\(GalleryStyleSheet.css)</style>
    </head>
    <body class="scene">
    <header><h1>Matchcut preview</h1>\(sceneList(links, current: -1))</header>
    <main>
    \(errors.map(diagnosticsSection) ?? "<section id=\"diagnostics\" aria-label=\"Errors\" hidden></section><p>No #Preview yet.</p>")
    </main>
    <script>\(client(scene: 0, version: version))</script>
    </body>
    </html>

    """
  }

  /// What the event stream sends when the sources compile: `{"version", "lints", "timeline"}`,
  /// the scene's warnings as the page's `#lints` section and its timeline document.
  public static func update(sample: GallerySample, scene: Int, version: Int) -> String {
    guard scene < sample.scenes.count else { return "{\"version\":\(version)}" }
    let timeline = GalleryScenePage.timeline(sample: sample, scene: sample.scenes[scene])
    let lints = GalleryScenePage.lintSection(sample.lints(ofScene: scene))
    var json = String(
      decoding: JSONWriter.makeBytes(reservingCapacity: lints.utf8.count + 64) { $0.value(lints) },
      as: UTF8.self)
    while json.hasSuffix("\n") { json.removeLast() }
    return "{\"version\":\(version),\"lints\":\(json),\"timeline\":\(GalleryHTML.scriptSafeJSON(timeline))}"
  }

  /// What the event stream sends while the sources do not compile: `{"version", "text"}`.
  public static func failure(_ errors: String, version: Int) -> String {
    var json = String(
      decoding: JSONWriter.makeBytes(reservingCapacity: errors.utf8.count + 64) { $0.value(errors) },
      as: UTF8.self)
    while json.hasSuffix("\n") { json.removeLast() }
    return "{\"version\":\(version),\"text\":\(json)}"
  }

  static func diagnosticsSection(_ errors: String) -> String {
    "<section id=\"diagnostics\" aria-label=\"Errors\"><strong>Does not compile — showing the last good build</strong>"
      + "<pre>\(GalleryHTML.escape(errors))</pre></section>"
  }

  static func sceneList(_ links: [SceneLink], current: Int) -> String {
    guard links.count > 1 else { return "" }
    var html = "<ul class=\"scenes\">"
    for (index, link) in links.enumerated() {
      let mark = index == current ? " aria-current=\"page\"" : ""
      html +=
        "<li><a href=\"\(GalleryHTML.escape(link.href))\"\(mark)>\(GalleryHTML.escape(link.title))</a></li>"
    }
    return html + "</ul>"
  }

  /// The page's side of the event stream.
  static func client(scene: Int, version: Int) -> String {
    """
    (() => {
      'use strict';
      let version = \(version);
      const events = new EventSource('/events?scene=\(scene)&v=' + version);
      function banner() { return document.getElementById('diagnostics'); }
      events.addEventListener('timeline', (ev) => {
        const msg = JSON.parse(ev.data);
        version = msg.version;
        document.body.dataset.version = String(version);
        const timeline = document.getElementById('timeline');
        if (!timeline || !window.matchcut || !msg.timeline) { location.reload(); return; }
        const b = banner();
        b.hidden = true;
        b.textContent = '';
        const lints = document.getElementById('lints');
        if (lints) lints.outerHTML = msg.lints;
        timeline.textContent = JSON.stringify(msg.timeline);
        window.matchcut.boot();
      });
      events.addEventListener('diagnostics', (ev) => {
        const msg = JSON.parse(ev.data);
        version = msg.version;
        document.body.dataset.version = String(version);
        const b = banner();
        b.textContent = '';
        const head = document.createElement('strong');
        head.textContent = 'Does not compile — showing the last good build';
        const pre = document.createElement('pre');
        pre.textContent = msg.text;
        b.append(head, pre);
        b.hidden = false;
      });
      document.body.dataset.version = String(version);
    })();
    """
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced (no Foundation).
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
    for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
      if Array(bytes[start..<(start + pattern.count)]) == pattern {
        return String(decoding: bytes[0..<start], as: UTF8.self) + replacement
          + String(decoding: bytes[(start + pattern.count)...], as: UTF8.self)
      }
    }
    return self
  }
}
