import MatchcutLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Peak resident memory of laying out the 100k-node rows tree, measured in a child process:
/// `matchcut-bench --peak-rss-child` builds the tree, lays it out once and prints its own
/// `VmHWM` (peak resident set, /proc/self/status) in KiB; the parent reads it through a pipe.
/// The figure is the whole child process (runtime and binary included), so the benchmark's own
/// 10 MB corpus does not count. (`ru_maxrss` from `wait4` would not do: Linux carries the
/// parent's high-water mark into a `posix_spawn`ed child across `exec`.)
enum PeakMemory {
  static let childFlag = "--peak-rss-child"

  /// Run in the child: build and lay out the rows tree of about `nodes` view nodes.
  static func childMain(nodes: Int) -> Int32 {
    let tree = makeRowsTree(rows: (nodes - 1) / 5)
    let result = tree.layout(in: LayoutBenchmark.canvas)
    guard !result.frames.isEmpty, let peak = ownPeakKiB() else { return 1 }
    print(peak)
    return 0
  }

  /// `VmHWM` of /proc/self/status, in KiB.
  private static func ownPeakKiB() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      return Int(text.dropFirst(6).filter { $0.isNumber })
    }
    return nil
  }

  /// The child's peak RSS in megabytes (10^6 bytes), or nil when it could not be run.
  static func measure() -> Double? {
    guard let binary = selfPath() else { return nil }
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), strdup(childFlag), nil]
    defer { for pointer in argv { free(pointer) } }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count > 0 { output += buffer[0..<count] } else if count == 0 || errno != EINTR { break }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    guard status == 0, let kib = Int(String(decoding: output, as: UTF8.self).filter { $0.isNumber }) else {
      return nil
    }
    return Double(kib) * 1024 / 1e6
  }

  private static func selfPath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
