#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a Swift runtime trap (or any fatal signal) into the one-line internal-failure message
/// and exit status 3 that TOOLING §1 promises, naming the file being compiled.
///
/// The handler only calls async-signal-safe functions (`write`, `_exit`) on buffers prepared
/// before the crash.
enum CrashReporter {
  /// `matchcut: internal error while processing '<file>'; …` without the trailing part.
  nonisolated(unsafe) private static var current = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
  nonisolated(unsafe) private static var currentLength = 0

  /// Installs the handlers; call once at start-up.
  static func install() {
    setCurrentFile(nil)
    signal(SIGPIPE, SIG_IGN)
    for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
      signal(signalNumber, crashHandler)
    }
  }

  /// Records the file now being processed (nil: none).
  static func setCurrentFile(_ path: String?) {
    let prefix = "matchcut: internal error"
    let subject = path.map { " while processing '\($0)'" } ?? ""
    let suffix = "; please report a bug with this input\n"
    let message = Array((prefix + subject + suffix).utf8.prefix(4095))
    message.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { current.update(from: base, count: buffer.count) }
    }
    currentLength = message.count
  }

  fileprivate static func report() {
    _ = write(2, current, currentLength)
    _exit(ExitStatus.failure.rawValue)
  }
}

private func crashHandler(_ signal: Int32) {
  CrashReporter.report()
}
