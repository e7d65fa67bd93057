#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and standard error, written with `write(2)`; the only place that decides
/// about ANSI colour.
enum Terminal {
  /// Writes all of `text` to a descriptor; a closed pipe (EPIPE) is ignored.
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = platformWrite(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += count
      }
    }
  }

  static func out(_ text: String) { write(text, to: 1) }
  static func err(_ text: String) { write(text, to: 2) }

  /// Whether to colour standard error: `--color always|never`, else only on a TTY; a
  /// non-empty `NO_COLOR` turns colour off in every case (TOOLING §1, no-color.org).
  static func useColor(option: String?) -> Bool {
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    switch option {
    case "always": return true
    case "never": return false
    default: return isatty(2) != 0
    }
  }
}

#if canImport(Glibc)
  private let platformWrite = Glibc.write
#elseif canImport(Darwin)
  private let platformWrite = Darwin.write
#endif
