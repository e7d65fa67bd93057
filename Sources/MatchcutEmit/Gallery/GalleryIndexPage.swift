/// `index.html`: one card per sample with its first scene's initial state as inline SVG and a
/// link to every scene page (TOOLING §6).
enum GalleryIndexPage {
  static func html(samples: [GallerySample], pages: [[(title: String, file: String)]]) -> String {
    var cards: [String] = []
    for (position, sample) in samples.enumerated() {
      var card = "<article class=\"card\" data-sample=\"\(GalleryHTML.escape(sample.name))\">"
      let links = position < pages.count ? pages[position] : []
      if let scene = sample.scenes.first, let state = scene.states.first, let first = links.first {
        card += "<a class=\"picture\" href=\"\(GalleryHTML.escape(first.file))\">"
        card += GalleryThumbnail.svg(scene, state: state, width: 180, idPrefix: "s\(position)")
        card += "</a>"
      }
      card += "<h2>\(GalleryHTML.escape(sample.name))</h2>"
      card += "<p class=\"source\">\(GalleryHTML.escape(sample.source))</p>"
      if !sample.errors.isEmpty {
        card += "<p class=\"failed\">did not compile:</p><pre class=\"errors\">"
        card += GalleryHTML.escape(sample.errors.joined(separator: "\n")) + "</pre>"
      } else if sample.scenes.isEmpty {
        card += "<p class=\"failed\">no #Preview</p>"
      }
      if !links.isEmpty {
        card += "<ul>"
        for (index, link) in links.enumerated() {
          let scene = sample.scenes[index]
          card += "<li><a href=\"\(GalleryHTML.escape(link.file))\">\(GalleryHTML.escape(link.title))</a>"
          card +=
            " <span class=\"meta\">\(scene.states.count) states, \(scene.transitions.count) transitions</span></li>"
        }
        card += "</ul>"
      }
      card += "</article>"
      cards.append(card)
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Matchcut gallery</title>
      <style>\(GalleryStyleSheet.css)</style>
      </head>
      <body class="index">
      <header><h1>Matchcut gallery</h1><p>Every sample compiled to timelines and played in the browser.</p></header>
      <main class="cards">
      \(cards.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }
}
