import MatchcutSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the paths a user typed into `SourceFile`s (TOOLING §1: `FILE|DIR...`, `-` is stdin).
///
/// - A file is read as raw bytes, whatever its extension.
/// - A directory contributes every `*.mcut` and `*.swift` file below it, recursively, in byte
///   order of their paths; entries whose name starts with `.` (`.build`, `.git`) are skipped.
/// - `-` reads standard input once; its path in diagnostics is `-`.
/// - A path named twice is loaded once.
///
/// Problems are diagnostics with ids in the `io.` domain and no source position.
///
/// **Invariant:** this type, `OutputWriter` and `FileSystem` are the only library code that
/// touches the file system; the stage targets receive bytes.
public struct InputLoader: Sendable {
  /// File extensions collected from directories.
  public static let sourceExtensions = ["mcut", "swift"]

  public var maxFileBytes: Int
  /// Reads standard input; replaceable for tests.
  public var readStandardInput: @Sendable (_ limit: Int) -> StandardInputResult

  /// What reading standard input gave.
  public enum StandardInputResult: Sendable {
    case bytes([UInt8])
    case tooLarge
    case failed(String)
  }

  public init(
    maxFileBytes: Int,
    readStandardInput: @escaping @Sendable (_ limit: Int) -> StandardInputResult = InputLoader
      .readFileDescriptor0
  ) {
    self.maxFileBytes = maxFileBytes
    self.readStandardInput = readStandardInput
  }

  /// The loaded files in the order given (directories expanded in place) and the problems met.
  public struct Result: Sendable {
    public var files: [SourceFile]
    public var diagnostics: [Diagnostic]
  }

  /// Loads every path.
  public func load(_ paths: [String]) -> Result {
    var files: [SourceFile] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    func add(_ path: String) {
      guard seen.insert(path).inserted else { return }
      switch readFile(path) {
      case .file(let file): files.append(file)
      case .problem(let diagnostic): diagnostics.append(diagnostic)
      }
    }
    for path in paths {
      if path == "-" {
        guard seen.insert(path).inserted else { continue }
        switch readStandardInput(maxFileBytes) {
        case .bytes(let bytes): files.append(SourceFile(path: "-", bytes: bytes))
        case .tooLarge: diagnostics.append(InputLoader.tooLarge("-", limit: maxFileBytes))
        case .failed(let reason):
          diagnostics.append(
            Diagnostic("io.unreadable-file", .error, "cannot read standard input: \(reason)", at: nil))
        }
        continue
      }
      guard let kind = FileSystem.kind(of: path) else {
        diagnostics.append(
          Diagnostic("io.no-such-file", .error, "no such file or directory: '\(path)'", at: nil))
        continue
      }
      if kind == .directory {
        let found = InputLoader.sourceFiles(in: path)
        if found.isEmpty {
          diagnostics.append(
            Diagnostic(
              "io.no-input-files", .error,
              "directory '\(path)' contains no '.mcut' or '.swift' files", at: nil))
        }
        found.forEach(add)
      } else {
        add(path)
      }
    }
    return Result(files: files, diagnostics: diagnostics)
  }

  /// Every `.mcut`/`.swift` file below `directory`, sorted by path bytes.
  ///
  /// Entries whose name starts with `.` are skipped, and so are package manifests
  /// (``isPackageManifest(_:)``) and a folder holding a `Package.swift` below `directory` (a
  /// nested package, e.g. `Samples/PluginDemo`, is its own project). A
  /// symbolic link to a file counts; the walk does not descend into a symbolic link to a
  /// folder (no cycles); a folder that cannot be read contributes nothing.
  public static func sourceFiles(in directory: String) -> [String] {
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var found: [String] = []
    var pending = [base]
    while let folder = pending.popLast() {
      for name in FileSystem.entries(inDirectory: folder) ?? [] where !name.hasPrefix(".") {
        let full = folder + "/" + name
        if FileSystem.isRealDirectory(full) {
          if FileSystem.kind(of: full + "/Package.swift") == nil { pending.append(full) }
          continue
        }
        guard !isPackageManifest(name), let dot = name.lastIndex(of: "."),
          sourceExtensions.contains(String(name[name.index(after: dot)...])),
          FileSystem.kind(of: full) == .file
        else { continue }
        found.append(full)
      }
    }
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Whether `name` is a SwiftPM manifest, `Package.swift` or a version-specific
  /// `Package@swift-5.5.swift`: it describes the package and is compiled apart from its targets
  /// (https://docs.swift.org/package-manager/PackageDescription/PackageDescription.html), so a
  /// walk of the package's root leaves it out.
  static func isPackageManifest(_ name: String) -> Bool {
    name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
  }

  /// Reads one regular file with POSIX calls, refusing it before reading when it is too big.
  private func readFile(_ path: String) -> FileRead {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .problem(InputLoader.unreadable(path, errno: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .problem(InputLoader.unreadable(path, errno: errno))
    }
    if Int(info.st_size) > maxFileBytes {
      return .problem(InputLoader.tooLarge(path, limit: maxFileBytes))
    }
    switch InputLoader.readAll(descriptor, limit: maxFileBytes) {
    case .bytes(let bytes): return .file(SourceFile(path: path, bytes: bytes))
    case .tooLarge: return .problem(InputLoader.tooLarge(path, limit: maxFileBytes))
    case .failed(let reason):
      return .problem(
        Diagnostic("io.unreadable-file", .error, "cannot read '\(path)': \(reason)", at: nil))
    }
  }

  private enum FileRead {
    case file(SourceFile)
    case problem(Diagnostic)
  }

  /// Reads a descriptor to its end, stopping once more than `limit` bytes arrived.
  public static func readAll(_ descriptor: Int32, limit: Int) -> StandardInputResult {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(FileSystem.reason(errno))
      }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { return .tooLarge }
    }
    return .bytes(bytes)
  }

  /// The default standard-input reader.
  @Sendable public static func readFileDescriptor0(limit: Int) -> StandardInputResult {
    readAll(0, limit: limit)
  }

  static func tooLarge(_ path: String, limit: Int) -> Diagnostic {
    Diagnostic(
      "io.file-too-large", .error,
      "file '\(path)' is larger than the \(spelledSize(limit)) input limit", at: nil)
  }

  /// `8 MiB` for whole mebibytes, else bytes (`--max-file-size 64` is not "0 MiB").
  static func spelledSize(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes)-byte"
  }

  static func unreadable(_ path: String, errno code: Int32) -> Diagnostic {
    let reason = FileSystem.reason(code)
    if code == EISDIR {
      return Diagnostic("io.unreadable-file", .error, "cannot read '\(path)': is a directory", at: nil)
    }
    return Diagnostic("io.unreadable-file", .error, "cannot read '\(path)': \(reason)", at: nil)
  }
}
