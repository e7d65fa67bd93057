import MatchcutSemantics
import MatchcutSource

/// Reads Xcode asset catalogs (`*.xcassets` folders) into the `AssetCatalog` that
/// `Color("name")` and `Image("name")` resolve against (docs/semantics.md "Assets"; the format:
/// swiftui-semantics §18).
///
/// - A `.colorset` gives a colour: its light, universal (else iPhone) entry's components
///   (`ColorSetComponents`).
/// - An `.imageset` gives an image size in points: its first entry with a file, that file's pixel
///   size (`ImageHeader`) divided by the entry's scale (`"2x"` → 2; none → 1).
/// - A plain folder is a group; a group whose `Contents.json` says `"provides-namespace": true`
///   prefixes its assets' names with `Group/`, as Xcode does.
/// - Other asset types (app icons, data sets, symbol sets) are not geometry and are skipped.
///
/// Whatever cannot be read is a warning naming the file, and the asset is left out, so
/// `Color`/`Image` fall back to their placeholder with their own warning. Folders are walked in
/// byte order of their names, so the first catalog to define a name is the same on every run.
public struct AssetCatalogReader: Sendable {
  /// Largest `Contents.json` read (catalog metadata is a few hundred bytes).
  public static let maxContentsBytes = 1 << 20
  /// Bytes read from the start of an image to find its size: PNG needs 24; a JPEG's frame
  /// header follows its metadata segments (EXIF up to 64 KiB each), so allow a few.
  public static let imageHeaderBytes = 1 << 18

  public init() {}

  /// The `*.xcassets` folders that belong to `paths`: below each directory given (not inside a
  /// nested package), and next to each file given.
  public static func catalogs(near paths: [String]) -> [String] {
    var found: [String] = []
    var seen = Set<String>()
    func add(_ path: String) {
      if seen.insert(path).inserted { found.append(path) }
    }
    for path in paths where path != "-" {
      switch FileSystem.kind(of: path) {
      case .directory?:
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        if base.hasSuffix(".xcassets") {
          add(base)
          continue
        }
        var pending = [base]
        var folders: [String] = []
        while let folder = pending.popLast() {
          for name in FileSystem.entries(inDirectory: folder) ?? [] where !name.hasPrefix(".") {
            let full = folder + "/" + name
            guard FileSystem.isRealDirectory(full) else { continue }
            if name.hasSuffix(".xcassets") {
              folders.append(full)
            } else if FileSystem.kind(of: full + "/Package.swift") == nil {
              pending.append(full)
            }
          }
        }
        folders.sorted(by: AssetCatalogReader.byteOrder).forEach(add)
      case .file?:
        let parent = OutputWriter.parentDirectory(of: path)
        let names = (FileSystem.entries(inDirectory: parent) ?? []).filter { $0.hasSuffix(".xcassets") }
        for name in names.sorted(by: AssetCatalogReader.byteOrder) {
          let full = (parent == "." && !path.hasPrefix("./") ? "" : parent + "/") + name
          if FileSystem.kind(of: full) == .directory { add(full) }
        }
      case nil:
        continue
      }
    }
    return found
  }

  /// What reading the catalogs gave.
  public struct Result: Sendable {
    public var assets: AssetCatalog
    public var diagnostics: [Diagnostic]
  }

  /// Reads every catalog; a name defined twice keeps its first definition, with a warning.
  public func read(_ catalogs: [String]) -> Result {
    var walk = Walk()
    for catalog in catalogs {
      guard FileSystem.kind(of: catalog) == .directory else {
        walk.warn("assets.unreadable", "no asset catalog folder at '\(catalog)'")
        continue
      }
      walk.folder(catalog, namespace: "")
    }
    return Result(assets: walk.assets, diagnostics: walk.diagnostics)
  }

  static func byteOrder(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

  /// One pass over the catalogs, collecting assets and warnings.
  private struct Walk {
    var assets = AssetCatalog()
    var diagnostics: [Diagnostic] = []
    /// Where each name was first defined, for the duplicate warning.
    var colorSources: [String: String] = [:]
    var imageSources: [String: String] = [:]

    mutating func warn(_ id: DiagnosticID, _ message: String) {
      diagnostics.append(Diagnostic(id, .warning, message, at: nil))
    }

    mutating func folder(_ path: String, namespace: String) {
      let names = (FileSystem.entries(inDirectory: path) ?? []).sorted(by: AssetCatalogReader.byteOrder)
      for name in names where !name.hasPrefix(".") {
        let full = path + "/" + name
        guard FileSystem.kind(of: full) == .directory else { continue }
        guard let dot = name.lastIndex(of: ".") else {
          group(full, name: name, namespace: namespace)
          continue
        }
        let base = String(name[..<dot])
        switch name[name.index(after: dot)...] {
        case "colorset": color(full, name: namespace + base)
        case "imageset": image(full, name: namespace + base)
        case "appiconset", "dataset", "symbolset", "imagestack", "brandassets", "launchimage",
          "textureset", "cubetextureset", "spriteatlas", "arresourcegroup", "solidimagestack":
          continue
        default: group(full, name: name, namespace: namespace)
        }
      }
    }

    mutating func group(_ path: String, name: String, namespace: String) {
      var prefix = namespace
      if FileSystem.kind(of: path + "/Contents.json") != nil, let contents = contents(of: path),
        contents["properties"]?["provides-namespace"]?.boolValue == true
      {
        prefix += name + "/"
      }
      folder(path, namespace: prefix)
    }

    /// The parsed `Contents.json` of an asset folder, or nil with a warning.
    mutating func contents(of folder: String) -> JSONValue? {
      let file = folder + "/Contents.json"
      guard let bytes = FileSystem.contents(of: file, limit: AssetCatalogReader.maxContentsBytes) else {
        warn("assets.unreadable", "cannot read '\(file)' (missing, unreadable, or over 1 MiB)")
        return nil
      }
      do {
        return try JSONValue.parse(bytes)
      } catch {
        warn("assets.malformed-contents", "'\(file)':\(error.line):\(error.column): \(error.message)")
        return nil
      }
    }

    mutating func color(_ folder: String, name: String) {
      guard let contents = contents(of: folder) else { return }
      let entries = contents["colors"]?.arrayValue ?? []
      // A slot Xcode made but nobody filled in (its template's `AccentColor`) has entries with
      // no `color`: there is nothing to read and nothing to warn about; `Color("name")` still
      // gets the missing-asset diagnostic where a view uses it.
      if entries.allSatisfy({ $0["color"] == nil }) { return }
      guard let entry = Walk.preferred(entries), let color = entry["color"]
      else {
        warn("assets.unsupported-asset", "colour set '\(name)' has no colour for the light appearance")
        return
      }
      if color["reference"] != nil || color["platform"] != nil {
        warn(
          "assets.unsupported-asset",
          "colour set '\(name)' refers to a system colour, which is not read; Color(\"\(name)\") uses its placeholder"
        )
        return
      }
      do {
        let rgba = try ColorSetComponents.rgba(color)
        if let first = colorSources[name] {
          warn("assets.duplicate-asset", "colour '\(name)' is defined again in '\(folder)'; using '\(first)'")
          return
        }
        colorSources[name] = folder
        assets.colors[name] = rgba
      } catch {
        let reason =
          switch error {
          case .missing(let key): "has no '\(key)'"
          case .malformed(let key, let text): "has '\(key)' = '\(text)', which is not a number"
          case .unsupportedColorSpace(let space): "uses colour space '\(space)', which is not supported"
          }
        warn("assets.unsupported-asset", "colour set '\(name)' \(reason) ('\(folder)/Contents.json')")
      }
    }

    mutating func image(_ folder: String, name: String) {
      guard let contents = contents(of: folder) else { return }
      let entries = (contents["images"]?.arrayValue ?? []).filter { $0["filename"]?.stringValue != nil }
      // An image set whose slots hold no file is unset, like an empty colour set: left out quietly.
      if entries.isEmpty { return }
      guard let entry = Walk.preferred(entries), let filename = entry["filename"]?.stringValue else {
        warn("assets.unsupported-asset", "image set '\(name)' has no image for the light appearance")
        return
      }
      let file = folder + "/" + filename
      guard let header = FileSystem.prefix(of: file, count: AssetCatalogReader.imageHeaderBytes) else {
        warn("assets.unreadable", "image set '\(name)': cannot read '\(file)'")
        return
      }
      guard let pixels = ImageHeader.pixelSize(header) else {
        warn(
          "assets.unsupported-asset",
          "image set '\(name)': '\(filename)' is not a PNG or JPEG whose size can be read")
        return
      }
      let scale = Walk.scale(entry["scale"]?.stringValue)
      if let first = imageSources[name] {
        warn("assets.duplicate-asset", "image '\(name)' is defined again in '\(folder)'; using '\(first)'")
        return
      }
      imageSources[name] = folder
      assets.images[name] = ImageAsset(
        width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }

    /// `"2x"` → 2; a missing or unreadable scale is 1 (a single-scale image).
    static func scale(_ text: String?) -> Double {
      guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else { return 1 }
      return value
    }

    /// The entry an iPhone in light mode uses: no appearance variant (or an explicit light one),
    /// idiom `universal` before `iphone`; among equals, the first in the file.
    static func preferred(_ entries: [JSONValue]) -> JSONValue? {
      func isLight(_ entry: JSONValue) -> Bool {
        for appearance in entry["appearances"]?.arrayValue ?? [] {
          let value = appearance["value"]?.stringValue
          if value != "light" && value != "any" { return false }
        }
        return true
      }
      let light = entries.filter(isLight)
      return light.first { ($0["idiom"]?.stringValue ?? "universal") == "universal" }
        ?? light.first { $0["idiom"]?.stringValue == "iphone" }
    }
  }
}
