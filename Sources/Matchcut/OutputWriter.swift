#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes compiler outputs atomically (TOOLING §1, §5).
///
/// 1. Refuse a destination that is one of the inputs (same path or same file on disk).
/// 2. If the destination already holds exactly these bytes, leave it alone: its mtime stays,
///    so incremental builds stay incremental.
/// 3. Create missing parent directories.
/// 4. Write a temporary file in the destination's directory, `fsync` it, then `rename` it over
///    the destination and `fsync` the directory. A failed or killed build therefore never
///    leaves a truncated file and never replaces a good output with a bad one.
public enum OutputWriter {
  /// What a successful write did.
  public enum Outcome: Sendable, Hashable {
    case written
    case unchanged
  }

  /// Why a write failed; the description is a full lower-case phrase for `io.` diagnostics.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    case outputIsInput(String)
    case cannotCreateDirectory(String, reason: String)
    case cannotWrite(String, reason: String)

    public var description: String {
      switch self {
      case .outputIsInput(let path): "refusing to overwrite input file '\(path)' with output"
      case .cannotCreateDirectory(let path, let reason): "cannot create directory '\(path)': \(reason)"
      case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
      }
    }
  }

  /// Writes `bytes` to `path` atomically; `inputs` are the paths the output was compiled from.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String, inputs: [String] = []
  ) -> Result<Outcome, Failure> {
    // 1. Never clobber an input.
    if isSameFile(path, asAnyOf: inputs) { return .failure(.outputIsInput(path)) }

    // 2. Unchanged bytes leave the file (and its mtime) untouched.
    if holds(bytes, path) { return .success(.unchanged) }

    // 3. Missing directories.
    let directory = parentDirectory(of: path)
    if let code = FileSystem.createDirectories(directory) {
      return .failure(.cannotCreateDirectory(directory, reason: reason(code)))
    }

    // 4. Temporary file, fsync, rename.
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary = directory + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { return .failure(.cannotWrite(path, reason: reason(errno))) }
    var failure: Failure?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = .cannotWrite(path, reason: reason(errno))
          return
        }
        offset += count
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = .cannotWrite(path, reason: reason(errno)) }
    if close(descriptor) != 0, failure == nil { failure = .cannotWrite(path, reason: reason(errno)) }
    if failure == nil, rename(temporary, path) != 0 {
      failure = .cannotWrite(path, reason: reason(errno))
    }
    if let failure {
      unlink(temporary)
      return .failure(failure)
    }
    let directoryDescriptor = open(directory, O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      _ = fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
    return .success(.written)
  }

  /// Whether the regular file at `path` holds exactly `bytes` (its size is checked first).
  static func holds(_ bytes: [UInt8], _ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count
    else { return false }
    return FileSystem.contents(of: path, limit: bytes.count) == bytes
  }

  /// The directory holding `path` (`.` for a bare name).
  static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// Whether `path` names one of `inputs`: the same text after standardising, or the same
  /// device and inode (hard links, symbolic links, `./` prefixes).
  static func isSameFile(_ path: String, asAnyOf inputs: [String]) -> Bool {
    let workingDirectory = FileSystem.currentDirectory()
    let standard = FileSystem.standardized(path, workingDirectory: workingDirectory)
    var output = stat()
    let outputExists = stat(path, &output) == 0
    for input in inputs where input != "-" {
      if FileSystem.standardized(input, workingDirectory: workingDirectory) == standard {
        return true
      }
      var info = stat()
      if outputExists, stat(input, &info) == 0, info.st_dev == output.st_dev,
        info.st_ino == output.st_ino
      {
        return true
      }
    }
    return false
  }

  private static func reason(_ code: Int32) -> String { FileSystem.reason(code) }
}

/// POSIX `write`, named apart from `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
  #endif
}
