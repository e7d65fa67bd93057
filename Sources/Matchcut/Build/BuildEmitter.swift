import MatchcutEmit
import MatchcutMotion
import MatchcutSource

/// Turns a compiled module into the files of one output format, on every core, in a fixed
/// order (sources in input order, then scenes, then transitions) whatever the scheduling.
public enum BuildEmitter {
  /// What emission needs besides the scenes.
  public struct Settings: Sendable {
    public var format: BuildFormat
    public var tolerance: KeyframeTolerance
    /// Frame rate of Lottie and SVG output; nil: the exporter's default.
    public var fps: Double?
    /// Worker threads; nil: one per processor.
    public var jobs: Int?

    public init(
      format: BuildFormat = .timeline, tolerance: KeyframeTolerance = .default, fps: Double? = nil,
      jobs: Int? = nil
    ) {
      self.format = format
      self.tolerance = tolerance
      self.fps = fps
      self.jobs = jobs
    }
  }

  /// Why emission produced nothing.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two sources of one module would write the same timeline file.
    case duplicateName(String, first: String, second: String)

    public var description: String {
      switch self {
      case .duplicateName(let name, let first, let second):
        "'\(first)' and '\(second)' both compile to '\(name)'; rename one of them"
      }
    }
  }

  /// The files of `settings.format` for `files`.
  public static func artifacts(
    _ files: [CompiledFile], settings: Settings
  ) -> Result<[BuildArtifact], Failure> {
    let jobs = settings.jobs ?? ParallelWork.defaultJobs
    switch settings.format {
    case .timeline:
      var owners: [String: String] = [:]
      for file in files {
        let name = OutputNames.timeline(for: file.path)
        let key = OutputNames.collisionKey(name)
        if let first = owners[key] { return .failure(.duplicateName(name, first: first, second: file.path)) }
        owners[key] = file.path
      }
      let tolerance = settings.tolerance
      return .success(
        ParallelWork.map(files, jobs: jobs) { file in
          BuildArtifact(
            source: file.path, name: OutputNames.timeline(for: file.path),
            bytes: TimelineWriter.write(source: file.path, scenes: file.scenes, tolerance: tolerance))
        })
    case .lottie, .css, .svg:
      let work = perScene(files, format: settings.format)
      let tolerance = settings.tolerance
      let fps = settings.fps
      let format = settings.format
      return .success(
        ParallelWork.map(work, jobs: jobs) { item in
          emit(item, format: format, tolerance: tolerance, fps: fps)
        })
    }
  }

  /// Lottie and SVG write one file per transition, so a scene without transitions writes none;
  /// each such scene is a warning (`build.no-transitions`) rather than a silent success
  /// (docs/reliability.md). The build still succeeds: the other scenes' files are written.
  public static func scenesWithoutFiles(_ files: [CompiledFile], format: BuildFormat) -> [Diagnostic] {
    guard format == .lottie || format == .svg else { return [] }
    var warnings: [Diagnostic] = []
    for file in files {
      for scene in file.scenes where scene.transitions.isEmpty {
        warnings.append(
          Diagnostic(
            "build.no-transitions", .warning,
            "preview '\(scene.preview)' has no transitions, so the \(format.rawValue) build writes no file for it",
            at: nil,
            notes: [
              DiagnosticNote(
                "\(format.rawValue) writes one file per transition; add a state change, or build --format css or timeline"
              )
            ]))
      }
    }
    return warnings
  }

  /// The most frames `--fps` may ask of one SVG filmstrip.
  public static let maximumFilmstripFrames = 120

  /// One scene's file (CSS stylesheet or page) or one transition's file (Lottie, SVG).
  struct SceneWork: Sendable {
    var source: String
    var scene: CompiledScene
    /// The scene's unique, sanitised file-name stem.
    var stem: String
    /// A transition index, or for CSS 0 (stylesheet) and 1 (page).
    var index: Int
  }

  static func emit(
    _ item: SceneWork, format: BuildFormat, tolerance: KeyframeTolerance, fps: Double?
  ) -> BuildArtifact {
    let scene = item.scene
    let name: String
    let bytes: [UInt8]
    switch format {
    case .lottie:
      name = renamed(LottieWriter.fileName(scene, transition: item.index), scene: scene, stem: item.stem)
      bytes = LottieWriter.write(
        scene, transition: item.index, tolerance: tolerance, fps: fps ?? LottieWriter.defaultFPS)
    case .svg:
      name = renamed(SVGWriter.fileName(scene, transition: item.index), scene: scene, stem: item.stem)
      var frames = SVGWriter.defaultFrameCount
      if let fps, let duration = scene.transitions[item.index].duration, duration > 0 {
        frames = min(maximumFilmstripFrames, max(2, Int((duration * fps).rounded(.up)) + 1))
      }
      bytes = SVGWriter.write(scene, transition: item.index, frames: frames)
    case .css where item.index == 0:
      name = renamed(CSSWriter.stylesheetName(scene), scene: scene, stem: item.stem)
      bytes = CSSWriter.stylesheet(scene, tolerance: tolerance)
    case .css, .timeline:
      name = renamed(CSSWriter.pageName(scene), scene: scene, stem: item.stem)
      bytes = relinked(CSSWriter.page(scene), scene: scene, stem: item.stem)
    }
    return BuildArtifact(source: item.source, name: name, bytes: bytes)
  }

  /// Every file of every scene, in source, scene and transition order, each scene with a
  /// unique sanitised stem (`uniqueStems`).
  static func perScene(_ files: [CompiledFile], format: BuildFormat) -> [SceneWork] {
    let scenes = files.flatMap { file in file.scenes.map { (source: file.path, scene: $0) } }
    let stems = uniqueStems(scenes.map(\.scene.preview))
    var work: [SceneWork] = []
    for (entry, stem) in zip(scenes, stems) {
      let indices = format == .css ? Array(0..<2) : Array(entry.scene.transitions.indices)
      for index in indices {
        work.append(SceneWork(source: entry.source, scene: entry.scene, stem: stem, index: index))
      }
    }
    return work
  }

  /// Sanitised preview names (`OutputNames.sanitized`), made unique in order, ignoring case:
  /// a later name that is taken gets ` 2`, ` 3`, …. Previews are unique within a module, so only
  /// names that sanitising made equal (`a/b`, `a_b`) or that differ only in case (`Same`,
  /// `same`, which collide on case-insensitive file systems) are renamed.
  static func uniqueStems(_ previews: [String]) -> [String] {
    var taken: Set<String> = []
    return previews.map { preview in
      let base = OutputNames.sanitized(preview)
      var stem = base
      var counter = 2
      while taken.contains(OutputNames.collisionKey(stem)) {
        stem = base + " \(counter)"
        counter += 1
      }
      taken.insert(OutputNames.collisionKey(stem))
      return stem
    }
  }

  /// The exporter's file name with the preview part replaced by `stem`, then sanitised as a
  /// whole (so a name that does not start with the preview still stays one path component).
  static func renamed(_ name: String, scene: CompiledScene, stem: String) -> String {
    guard name.hasPrefix(scene.preview) else { return OutputNames.sanitized(name) }
    return OutputNames.sanitized(stem + name.dropFirst(scene.preview.count))
  }

  /// The CSS page with its stylesheet link pointing at the renamed stylesheet.
  static func relinked(_ page: [UInt8], scene: CompiledScene, stem: String) -> [UInt8] {
    let original = CSSWriter.stylesheetName(scene)
    let renamedName = renamed(original, scene: scene, stem: stem)
    guard renamedName != original else { return page }
    let old = "<link rel=\"stylesheet\" href=\"\(escapeHTML(original))\">"
    let new = "<link rel=\"stylesheet\" href=\"\(escapeHTML(renamedName))\">"
    guard let range = page.firstRange(of: Array(old.utf8)) else { return page }
    var result = page
    result.replaceSubrange(range, with: new.utf8)
    return result
  }

  /// Text in HTML attributes, escaped exactly as `CSSText.escapeHTML` writes the page's link.
  static func escapeHTML(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
