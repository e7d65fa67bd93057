import MatchcutMotion

/// One scene's page: its states side by side and a player for every transition, drawn by
/// `GalleryPlayerScript` from the scene's timeline document embedded as
/// `<script type="application/json" id="timeline">` (no fetch: the page works from `file://`).
enum GalleryScenePage {
  static func html(sample: GallerySample, scene: CompiledScene) -> String {
    let timeline = TimelineWriter.write(source: sample.source, scenes: [scene])
    let title = GalleryHTML.escape(sample.name + " — " + scene.preview)
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
      <header><a class="back" href="index.html">← All samples</a><h1>\(title)</h1>
      <p class="source">\(GalleryHTML.escape(sample.source))</p></header>
      <main>
      <section id="player" aria-label="Player"></section>
      <section id="states" aria-label="States"></section>
      </main>
      <script type="application/json" id="timeline">\(GalleryHTML.scriptSafeJSON(timeline))</script>
      <script>\(GalleryPlayerScript.source)</script>
      </body>
      </html>

      """
  }
}
