#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `matchcut build --watch` polls: every input file's size and modification time, with
/// directories expanded as `InputLoader` expands them (so a new `.mcut` file counts as a change).
public struct InputSnapshot: Sendable, Hashable {
  /// One file's identity for change detection; a missing file has `exists == false`.
  public struct Entry: Sendable, Hashable {
    public var path: String
    public var exists: Bool
    public var size: Int64
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
  }

  public var entries: [Entry]

  /// Reads the current state of `paths` (`-` is skipped: standard input cannot be watched).
  public static func take(_ paths: [String]) -> InputSnapshot {
    var entries: [Entry] = []
    for path in paths where path != "-" {
      if FileSystem.kind(of: path) == .directory {
        for file in InputLoader.sourceFiles(in: path) { entries.append(entry(file)) }
      } else {
        entries.append(entry(path))
      }
    }
    return InputSnapshot(entries: entries)
  }

  private static func entry(_ path: String) -> Entry {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return Entry(path: path, exists: false, size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)
    }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return Entry(
      path: path, exists: true, size: Int64(info.st_size), modifiedSeconds: Int(modified.tv_sec),
      modifiedNanoseconds: Int(modified.tv_nsec))
  }
}
