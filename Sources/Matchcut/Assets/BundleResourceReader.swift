import MatchcutSemantics
import MatchcutSource

/// Finds the JSON files an app bundles next to its sources and parses them, so that
/// `Bundle.main.url(forResource:withExtension:)` and `JSONDecoder().decode(_:from:)` read the
/// app's own sample data (docs/semantics.md "Bundled JSON").
///
/// A directory input is walked as `AssetCatalogReader.catalogs(near:)` walks it (hidden entries,
/// asset catalogs and nested packages left out); file inputs contribute the folder that holds
/// them all. Files are keyed by name; the first of two with one name wins, with a warning.
public struct BundleResourceReader: Sendable {
  /// The bytes one file may hold, and how many files are read at most.
  public static let maxFileBytes = 8 << 20
  public static let maxFiles = 256

  public struct Result: Sendable {
    public var resources: [String: JSONValue]
    public var diagnostics: [Diagnostic]
  }

  public init() {}

  /// The JSON files of the module `paths` name that its sources name in a string literal
  /// (`"landmarkData.json"`, or `"dayData"` with `withExtension: "json"`), parsed; unreadable
  /// ones are warnings. Files no source names are not read: a build's own `.timeline.json`
  /// output beside the sources, a package's manifest data.
  public func read(near paths: [String], sources files: [SourceFile]) -> Result {
    var result = Result(resources: [:], diagnostics: [])
    var sources: [String: String] = [:]
    let candidates = Self.files(near: paths)
    guard !candidates.isEmpty else { return result }
    let named = Self.stringLiterals(in: files)
    for file in candidates {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      guard named.contains(name) || named.contains(String(name.dropLast(".json".count))) else { continue }
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

  /// The contents of the one-line string literals of `files` (`"…"` up to the next unescaped
  /// quote on the line): the names a bundle lookup can use.
  static func stringLiterals(in files: [SourceFile]) -> Set<String> {
    var found: Set<String> = []
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    for file in files {
      let bytes = file.bytes
      var index = 0
      while index < bytes.count {
        guard bytes[index] == quote else {
          index += 1
          continue
        }
        var end = index + 1
        while end < bytes.count, bytes[end] != quote, bytes[end] != newline {
          end += bytes[end] == backslash ? 2 : 1
        }
        if end < bytes.count, bytes[end] == quote, end > index + 1, end - index < 256 {
          found.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
        }
        index = end + 1
      }
    }
    return found
  }

  /// Most directory entries one walk looks at: a file input in a large tree (a home folder)
  /// costs a bounded look, not a crawl.
  static let maxEntries = 20_000

  /// The `.json` files below each directory input, and below the folder that holds all the
  /// file inputs (a SwiftPM target's or an app's folder, whose `Resources/` the files do not
  /// sit in), in byte order within each walk.
  static func files(near paths: [String]) -> [String] {
    var roots: [String] = []
    var fileFolders: [String] = []
    for path in paths where path != "-" {
      switch FileSystem.kind(of: path) {
      case .directory?: roots.append(path.hasSuffix("/") ? String(path.dropLast()) : path)
      case .file?: fileFolders.append(OutputWriter.parentDirectory(of: path))
      case nil: continue
      }
    }
    if let common = commonFolder(fileFolders) { roots.append(common) }
    var found: [String] = []
    var seen = Set<String>()
    for root in roots {
      for file in walk(root).sorted(by: AssetCatalogReader.byteOrder) where seen.insert(file).inserted {
        found.append(file)
      }
    }
    return found
  }

  /// The `.json` files below `root`, leaving out hidden entries, asset catalogs and nested
  /// packages, within ``maxEntries``.
  private static func walk(_ root: String) -> [String] {
    var pending = [root]
    var files: [String] = []
    var visited = 0
    while let folder = pending.popLast(), visited < maxEntries {
      for name in FileSystem.entries(inDirectory: folder) ?? [] where !name.hasPrefix(".") {
        visited += 1
        let full = (folder == "." ? "" : folder + "/") + name
        if FileSystem.isRealDirectory(full) {
          if !name.hasSuffix(".xcassets"), FileSystem.kind(of: full + "/Package.swift") == nil {
            pending.append(full)
          }
        } else if name.hasSuffix(".json"), FileSystem.kind(of: full) == .file {
          files.append(full)
        }
      }
    }
    return files
  }

  /// The deepest folder that holds all of `folders` (as written: `Sources/App` and
  /// `Sources/App/Views` give `Sources/App`); nil for none. A bare `/` is no folder to walk.
  static func commonFolder(_ folders: [String]) -> String? {
    guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: false) else {
      return nil
    }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    let joined = common.joined(separator: "/")
    if joined.isEmpty { return folders.first?.hasPrefix("/") == true ? nil : "." }
    return joined
  }
}
