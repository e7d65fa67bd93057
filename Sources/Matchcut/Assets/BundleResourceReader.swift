import MatchcutSemantics
import MatchcutSource

/// Finds the JSON files an app bundles next to its sources and parses them, so that
/// `Bundle.main.url(forResource:withExtension:)` and `JSONDecoder().decode(_:from:)` read the
/// app's own sample data (docs/semantics.md "Bundled JSON").
///
/// A directory input is walked as `AssetCatalogReader.catalogs(near:)` walks it (hidden entries,
/// asset catalogs and nested packages left out); a file input contributes the JSON files beside
/// it. Files are keyed by name; the first of two with one name wins, with a warning.
public struct BundleResourceReader: Sendable {
  /// The bytes one file may hold, and how many files are read at most.
  public static let maxFileBytes = 8 << 20
  public static let maxFiles = 256

  public struct Result: Sendable {
    public var resources: [String: JSONValue]
    public var diagnostics: [Diagnostic]
  }

  public init() {}

  /// The JSON files of the module `paths` name, parsed; unreadable ones are warnings.
  public func read(near paths: [String]) -> Result {
    var result = Result(resources: [:], diagnostics: [])
    var sources: [String: String] = [:]
    for file in Self.files(near: paths) {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      if let first = sources[name] {
        result.diagnostics.append(
          Diagnostic(
            "assets.duplicate", .warning,
            "bundled resource '\(name)' in '\(file)' is also in '\(first)'; the first is used", at: nil))
        continue
      }
      guard result.resources.count < Self.maxFiles else {
        result.diagnostics.append(
          Diagnostic(
            "assets.unreadable", .warning, "more than \(Self.maxFiles) JSON files: '\(file)' is not read",
            at: nil))
        break
      }
      guard let bytes = FileSystem.contents(of: file, limit: Self.maxFileBytes) else {
        result.diagnostics.append(
          Diagnostic(
            "assets.unreadable", .warning,
            "cannot read '\(file)' (or it holds more than \(Self.maxFileBytes >> 20) MB)", at: nil))
        continue
      }
      do {
        result.resources[name] = try JSONValue.parse(bytes, allowsTrailingCommas: true)
        sources[name] = file
      } catch {
        result.diagnostics.append(
          Diagnostic(
            "assets.unreadable", .warning,
            "'\(file)' is not JSON (\(error.message) at \(error.line):\(error.column)); decoding it is skipped",
            at: nil))
      }
    }
    return result
  }

  /// The `.json` files beside or below `paths`, in byte order within each input.
  static func files(near paths: [String]) -> [String] {
    var found: [String] = []
    var seen = Set<String>()
    for path in paths where path != "-" {
      switch FileSystem.kind(of: path) {
      case .directory?:
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        var pending = [base]
        var files: [String] = []
        while let folder = pending.popLast() {
          for name in FileSystem.entries(inDirectory: folder) ?? [] where !name.hasPrefix(".") {
            let full = folder + "/" + name
            if FileSystem.isRealDirectory(full) {
              if !name.hasSuffix(".xcassets"), FileSystem.kind(of: full + "/Package.swift") == nil {
                pending.append(full)
              }
            } else if name.hasSuffix(".json"), FileSystem.kind(of: full) == .file {
              files.append(full)
            }
          }
        }
        for file in files.sorted(by: AssetCatalogReader.byteOrder) where seen.insert(file).inserted {
          found.append(file)
        }
      case .file?:
        let parent = OutputWriter.parentDirectory(of: path)
        let names = (FileSystem.entries(inDirectory: parent) ?? []).filter { $0.hasSuffix(".json") }
        for name in names.sorted(by: AssetCatalogReader.byteOrder) {
          let full = (parent == "." && !path.hasPrefix("./") ? "" : parent + "/") + name
          if FileSystem.kind(of: full) == .file, seen.insert(full).inserted { found.append(full) }
        }
      case nil:
        continue
      }
    }
    return found
  }
}
