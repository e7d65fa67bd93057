import MatchcutMotion

/// One sample of the gallery: a source file compiled on its own (TOOLING §6).
public struct GallerySample: Sendable {
  /// The file name without `.mcut`, e.g. `CircleToRectangle`.
  public var name: String
  /// The source as published: its path relative to the gallery's input directory (never the
  /// machine's absolute path).
  public var source: String
  public var scenes: [CompiledScene]
  /// Error diagnostics, rendered, when the sample did not compile (then `scenes` is empty).
  public var errors: [String]
  /// Per scene (parallel to `scenes`), the warnings to list on its page.
  public var lints: [[GalleryLint]]
  /// Where each transition's trigger is written, for the labels' source lines.
  public var sourceLines: TimelineSourceLines?

  public init(
    name: String, source: String, scenes: [CompiledScene], errors: [String] = [],
    lints: [[GalleryLint]] = [], sourceLines: TimelineSourceLines? = nil
  ) {
    self.name = name
    self.source = source
    self.scenes = scenes
    self.errors = errors
    self.lints = lints
    self.sourceLines = sourceLines
  }

  /// The warnings of scene `index` (none when not given).
  func lints(ofScene index: Int) -> [GalleryLint] { index < lints.count ? lints[index] : [] }
}

/// A warning shown on a scene's page, as plain data: the facade has the diagnostics and renders
/// them; the page lists them and marks the transitions they concern.
public struct GalleryLint: Sendable, Hashable {
  /// `warning` or `note`, as diagnostics say it.
  public var severity: String
  /// The diagnostic id, e.g. `motion.hero-clipped`.
  public var id: String
  public var message: String
  /// `File.mcut:151:9` (the file relative to the input directory); empty without a location.
  public var location: String
  /// The rendered diagnostic: its first line, the source line and the caret (and any notes).
  public var rendered: String
  /// The ids of the scene's transitions it concerns (`t3`), in order.
  public var transitions: [String]

  public init(
    severity: String, id: String, message: String, location: String, rendered: String, transitions: [String]
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.location = location
    self.rendered = rendered
    self.transitions = transitions
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
/// The output depends only on the samples: no dates, no absolute paths (sources are named as
/// the samples give them, relative to the input directory), no external URLs.
public enum GallerySite {
  /// Every file of the site, `index.html` first, then the scene pages in sample order.
  public static func files(for samples: [GallerySample]) -> [GalleryFile] {
    var files: [GalleryFile] = []
    var pages: [[(title: String, file: String)]] = []
    var used: Set<String> = ["index.html"]
    for sample in samples {
      var links: [(title: String, file: String)] = []
      for (number, scene) in sample.scenes.enumerated() {
        let base = GalleryHTML.fileStem(sample.name)
        var file = base + "-" + GalleryHTML.slug(scene.preview) + ".html"
        var suffix = 2
        while used.contains(file) {
          file = base + "-" + GalleryHTML.slug(scene.preview) + "-\(suffix).html"
          suffix += 1
        }
        used.insert(file)
        links.append((scene.preview, file))
        let page = GalleryScenePage.html(sample: sample, scene: scene, lints: sample.lints(ofScene: number))
        files.append(GalleryFile(path: file, bytes: Array(page.utf8)))
      }
      pages.append(links)
    }
    let index = GalleryIndexPage.html(samples: samples, pages: pages)
    files.insert(GalleryFile(path: "index.html", bytes: Array(index.utf8)), at: 0)
    return files
  }
}
