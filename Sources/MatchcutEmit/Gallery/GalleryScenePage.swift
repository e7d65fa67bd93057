import MatchcutMotion

/// One scene's page: a player for every transition, the scene's warnings, and its states side by
/// side, drawn by `GalleryPlayerScript` from the scene's timeline document embedded as
/// `<script type="application/json" id="timeline">` (no fetch: the page works from `file://`).
enum GalleryScenePage {
  /// The scene's timeline document as the page embeds it: the sample's source name, and each
  /// trigger's source line where the sample knows its files.
  static func timeline(sample: GallerySample, scene: CompiledScene) -> [UInt8] {
    TimelineWriter.write(source: sample.source, scenes: [scene], sourceLines: sample.sourceLines)
  }

  /// - Parameters:
  ///   - lints: the scene's warnings, listed with their source line and caret.
  ///   - head: extra markup at the end of `<header>` (the preview's scene links).
  ///   - script: an extra script after the player (the preview's live connection).
  static func html(
    sample: GallerySample, scene: CompiledScene, lints: [GalleryLint], head: String = "", script: String = ""
  ) -> String {
    let timeline = timeline(sample: sample, scene: scene)
    let title = GalleryHTML.escape(sample.name + " — " + scene.preview)
    let back = script.isEmpty ? "<a class=\"back\" href=\"index.html\">← All samples</a>" : ""
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>\(GalleryStyleSheet.css)</style>
      </head>
      <body class="scene">
      <header>\(back)<h1>\(title)</h1>
      <p class="source">\(GalleryHTML.escape(sample.source))</p>\(head)</header>
      <main>
      <section id="diagnostics" aria-label="Errors" hidden></section>
      <section id="player" aria-label="Player"></section>
      \(lintSection(lints))
      <section id="states" aria-label="States"></section>
      </main>
      <script type="application/json" id="timeline">\(GalleryHTML.scriptSafeJSON(timeline))</script>
      <script>\(GalleryPlayerScript.source)</script>\(script.isEmpty ? "" : "\n<script>" + script + "</script>")
      </body>
      </html>

      """
  }

  /// `<section id="lints">`: one item per warning, its location, message and the rendered
  /// source line with the caret; `data-transitions` names the transitions it concerns (the
  /// player marks their buttons).
  static func lintSection(_ lints: [GalleryLint]) -> String {
    guard !lints.isEmpty else { return "<section id=\"lints\" aria-label=\"Warnings\" hidden></section>" }
    var html = "<section id=\"lints\" aria-label=\"Warnings\"><h2>Warnings (\(lints.count))</h2><ol>"
    for (number, lint) in lints.enumerated() {
      html += "<li class=\"lint \(GalleryHTML.escape(lint.severity))\" id=\"lint-\(number + 1)\""
      html += " data-lint=\"\(GalleryHTML.escape(lint.id))\""
      html += " data-transitions=\"\(GalleryHTML.escape(lint.transitions.joined(separator: " ")))\">"
      html += "<p><span class=\"where\">\(GalleryHTML.escape(lint.location))</span> "
      html +=
        "<span class=\"msg\">\(GalleryHTML.escape(lint.severity)): \(GalleryHTML.escape(lint.message))</span>"
      html += " <span class=\"lint-id\">[\(GalleryHTML.escape(lint.id))]</span>"
      if !lint.transitions.isEmpty {
        html +=
          " <span class=\"concerns\">concerns \(GalleryHTML.escape(lint.transitions.joined(separator: ", ")))</span>"
      }
      html += "</p><pre>\(GalleryHTML.escape(lint.rendered))</pre></li>"
    }
    return html + "</ol></section>"
  }
}
