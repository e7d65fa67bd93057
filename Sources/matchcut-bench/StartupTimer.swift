#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures how long `matchcut --version` takes from spawn to exit.
enum StartupTimer {
  /// The `matchcut` binary built next to this one (`.build/<config>/`).
  static func siblingBinary() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    let candidate = String(path[..<slash]) + "/matchcut"
    return access(candidate, X_OK) == 0 ? candidate : nil
  }

  /// The median of `runs` spawn-to-exit times in milliseconds, or nil if spawning failed.
  static func medianMilliseconds(binary: String, runs: Int) -> Double? {
    var times: [Double] = []
    for _ in 0..<runs {
      guard let time = spawnAndWait(binary, ["--version"]) else { return nil }
      times.append(time * 1000)
    }
    times.sort()
    return times.count % 2 == 1
      ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
  }

  private static func spawnAndWait(_ binary: String, _ arguments: [String]) -> Double? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = Stopwatch.now()
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    return Stopwatch.now() - start
  }
}
