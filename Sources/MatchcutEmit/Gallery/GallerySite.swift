import MatchcutMotion

/// One sample of the gallery: a source file compiled on its own (TOOLING §6).
public struct GallerySample: Sendable {
  /// The file name without `.mcut`, e.g. `CircleToRectangle`.
  public var name: String
  /// The source path as given on the command line.
  public var source: String
  public var scenes: [CompiledScene]
  /// Error diagnostics, rendered, when the sample did not compile (then `scenes` is empty).
  public var errors: [String]

  public init(name: String, source: String, scenes: [CompiledScene], errors: [String] = []) {
    self.name = name
    self.source = source
    self.scenes = scenes
    self.errors = errors
  }
}

/// One file of the generated site, relative to the output directory.
public struct GalleryFile: Sendable, Hashable {
  public var path: String
  public var bytes: [UInt8]
}

/// `matchcut gallery`: a static site that opens from `file://` with no server and no network
/// (TOOLING §6). `index.html` has a card per sample with its initial state drawn as inline
/// SVG; each scene has a page `<Sample>-<scene-slug>.html` embedding the scene's timeline
/// document (`TimelineWriter`) and the player script (`GalleryPlayerScript`).
///
/// The output depends only on the samples: no dates, no absolute paths beyond the sources as
/// given, no external URLs.
public enum GallerySite {
  /// Every file of the site, `index.html` first, then the scene pages in sample order.
  public static func files(for samples: [GallerySample]) -> [GalleryFile] {
    var files: [GalleryFile] = []
    var pages: [[(title: String, file: String)]] = []
    var used: Set<String> = ["index.html"]
    for sample in samples {
      var links: [(title: String, file: String)] = []
      for scene in sample.scenes {
        let base = GalleryHTML.fileStem(sample.name)
        var file = base + "-" + GalleryHTML.slug(scene.preview) + ".html"
        var suffix = 2
        while used.contains(file) {
          file = base + "-" + GalleryHTML.slug(scene.preview) + "-\(suffix).html"
          suffix += 1
        }
        used.insert(file)
        links.append((scene.preview, file))
        let page = GalleryScenePage.html(sample: sample, scene: scene)
        files.append(GalleryFile(path: file, bytes: Array(page.utf8)))
      }
      pages.append(links)
    }
    let index = GalleryIndexPage.html(samples: samples, pages: pages)
    files.insert(GalleryFile(path: "index.html", bytes: Array(index.utf8)), at: 0)
    return files
  }
}
