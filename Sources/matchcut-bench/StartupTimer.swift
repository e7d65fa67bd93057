#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures how long `matchcut --version` takes from spawn to exit: the child's CPU time
/// (user + system, from `wait4`) — the figure reported as `start_ms`, insensitive to waiting
/// for a core on a loaded machine — and its wall time.
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

  /// The medians of `runs` spawn-to-exit CPU and wall times in milliseconds, or nil if
  /// spawning failed.
  static func medianMilliseconds(binary: String, runs: Int) -> (cpu: Double, wall: Double)? {
    var cpu: [Double] = []
    var wall: [Double] = []
    for _ in 0..<runs {
      guard let time = spawnAndWait(binary, ["--version"]) else { return nil }
      cpu.append(time.cpu * 1000)
      wall.append(time.wall * 1000)
    }
    return (median(cpu), median(wall))
  }

  private static func median(_ values: [Double]) -> Double {
    let times = values.sorted()
    return times.count % 2 == 1
      ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
  }

  private static func spawnAndWait(_ binary: String, _ arguments: [String]) -> (cpu: Double, wall: Double)? {
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
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR { return nil }
    }
    let wall = Stopwatch.now() - start
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return (seconds(usage.ru_utime) + seconds(usage.ru_stime), wall)
  }
}
