import MatchcutEmit
import MatchcutLayout
import MatchcutSource

/// What `matchcut preview FILE|DIR` serves: the scenes of the file (or of every `.mcut` file
/// directly in DIR, each its own module, as the gallery compiles them), rebuilt on save.
///
/// A rebuild that fails keeps the last good scenes and records the errors (rendered, the files
/// named as published), which the page shows until a save compiles again.
public struct PreviewSession: Sendable {
  /// One source: where it is read, and its published name.
  public struct Input: Sendable, Hashable {
    public var path: String
    public var name: String
  }

  public var inputs: [Input]
  /// What to watch (`InputSnapshot.take`).
  public var watched: [String]
  public var canvas: Canvas?
  /// The last good sample of each input (nil until it first compiles).
  public private(set) var samples: [GallerySample?]
  /// The errors of the last rebuild, rendered; nil when everything compiled.
  public private(set) var errors: String?
  /// Counts rebuilds; pages and event streams carry it.
  public private(set) var version = 0

  /// The session for `path`: a file, or a directory's `.mcut` files (byte order of names).
  public init(path: String, canvas: Canvas?) {
    self.canvas = canvas
    self.watched = [path]
    if FileSystem.kind(of: path) == .directory {
      let names = (FileSystem.entries(inDirectory: path) ?? []).filter { $0.hasSuffix(".mcut") }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      inputs = names.map { Input(path: path.hasSuffix("/") ? path + $0 : path + "/" + $0, name: $0) }
    } else {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      inputs = [Input(path: path, name: name)]
    }
    samples = Array(repeating: nil, count: inputs.count)
  }

  /// Compiles every input again; returns each input's compilation (for the terminal).
  public mutating func rebuild() -> [ModuleCompilation] {
    version += 1
    var results: [ModuleCompilation] = []
    var failures: [String] = []
    for (index, input) in inputs.enumerated() {
      let built = GalleryBuild.sample(path: input.path, name: input.name, canvas: canvas)
      results.append(built.result)
      if !built.sample.errors.isEmpty {
        failures.append(contentsOf: built.sample.errors)
      } else {
        samples[index] = built.sample
      }
    }
    errors = failures.isEmpty ? nil : failures.joined()
    return results
  }

  /// Every scene served, in order: (sample, scene index in it).
  public var scenes: [(sample: GallerySample, scene: Int)] {
    var list: [(GallerySample, Int)] = []
    for sample in samples.compactMap({ $0 }) {
      for index in sample.scenes.indices { list.append((sample, index)) }
    }
    return list
  }

  /// The header's links, `/scene/N`.
  public var links: [GalleryPreviewPage.SceneLink] {
    scenes.enumerated().map { number, entry in
      GalleryPreviewPage.SceneLink(
        title: entry.sample.name + " — " + entry.sample.scenes[entry.scene].preview, href: "/scene/\(number)")
    }
  }

  /// The page of scene `number` (the waiting page when there is none yet).
  public func page(scene number: Int) -> String {
    let all = scenes
    guard number >= 0, number < all.count else {
      return GalleryPreviewPage.waiting(links: links, version: version, errors: errors)
    }
    return GalleryPreviewPage.html(
      sample: all[number].sample, scene: all[number].scene, number: number, links: links, version: version,
      errors: errors)
  }

  /// The event for scene `number` now: `timeline` with its new timeline, or `diagnostics`.
  public func event(scene number: Int) -> (name: String, data: String) {
    if let errors { return ("diagnostics", GalleryPreviewPage.failure(errors, version: version)) }
    let all = scenes
    guard number >= 0, number < all.count else { return ("timeline", "{\"version\":\(version)}") }
    return (
      "timeline",
      GalleryPreviewPage.update(sample: all[number].sample, scene: all[number].scene, version: version)
    )
  }
}
