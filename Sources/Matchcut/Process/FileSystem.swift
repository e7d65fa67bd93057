#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system questions the CLI asks, answered with POSIX calls.
///
/// The `matchcut` executable does not link Foundation: loading `libFoundation.so` and its
/// relocations cost about 4.5 ms of a ~1.5 ms start-up here (docs/performance-history.md, `start_ms`),
/// and a build-tool plugin starts the tool once per build. Everything here follows symbolic
/// links where `FileManager` did (`kind(of:)` is `fileExists(atPath:isDirectory:)`), and
/// walks directories as `FileManager.enumerator(atPath:)` did (it does not descend into a
/// symbolic link to a directory).
public enum FileSystem {
  /// What a path names, after following symbolic links.
  public enum Kind: Sendable, Hashable {
    case directory
    /// Anything that is not a directory: a regular file, a device, a FIFO.
    case file
  }

  /// What `path` names, or nil when nothing is there (or a link dangles).
  public static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return isDirectory(info.st_mode) ? .directory : .file
  }

  /// The names in `directory` (not `.` and `..`), in the order the system lists them; nil when
  /// it cannot be opened.
  public static func entries(inDirectory directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Whether `path` names a directory itself, not a symbolic link to one.
  static func isRealDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && isDirectory(info.st_mode)
  }

  /// The bytes of the file at `path`; nil when it cannot be read or holds more than `limit`
  /// bytes.
  static func contents(of path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard case .bytes(let bytes) = InputLoader.readAll(descriptor, limit: limit) else { return nil }
    return bytes
  }

  /// Up to the first `count` bytes of the file at `path` (fewer when it is shorter); nil when it
  /// cannot be opened. Reads only what it returns: an image's header, not the whole image.
  static func prefix(of path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress.map { $0 + filled }, count - filled)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      filled += got
    }
    return Array(bytes[..<filled])
  }

  /// Makes `path` and every missing parent (`mkdir -p`, mode 0777 before the umask); returns
  /// the `errno` of the first failure, nil on success or when the directory already exists.
  static func createDirectories(_ path: String) -> Int32? {
    if kind(of: path) == .directory { return nil }
    let parent = OutputWriter.parentDirectory(of: path)
    if parent != path, parent != ".", parent != "/", let failure = createDirectories(parent) {
      return failure
    }
    if mkdir(path, 0o777) == 0 { return nil }
    let code = errno
    // Another process may have made it in between.
    return code == EEXIST && kind(of: path) == .directory ? nil : code
  }

  /// `path` made absolute against the working directory, with `.` segments, repeated slashes
  /// and a trailing slash removed and `..` segments resolved by text (as
  /// `URL(fileURLWithPath:).standardizedFileURL.path` does; links are not followed).
  public static func standardized(_ path: String, workingDirectory: String? = nil) -> String {
    let absolute =
      path.hasPrefix("/") ? path : (workingDirectory ?? currentDirectory()) + "/" + path
    var segments: [Substring] = []
    for segment in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..": if !segments.isEmpty { segments.removeLast() }
      default: segments.append(segment)
      }
    }
    return "/" + segments.joined(separator: "/")
  }

  /// The process's working directory (`/` if it cannot be read, e.g. it was removed).
  static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The reason for `errno` `code`, lower-cased for `io.` diagnostics ("permission denied").
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }

  private static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
}
