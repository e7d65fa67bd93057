import MatchcutLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Peak resident memory of laying out the 100k-node rows tree, measured in a child process:
/// `matchcut-bench --peak-rss-child` builds the tree and lays it out once, and the parent reads
/// the child's `ru_maxrss` from `wait4`. The figure is the whole child process (runtime and
/// binary included), so the benchmark's own 10 MB corpus does not count.
enum PeakMemory {
  static let childFlag = "--peak-rss-child"

  /// Run in the child: build and lay out the rows tree of about `nodes` view nodes.
  static func childMain(nodes: Int) -> Int32 {
    let tree = makeRowsTree(rows: (nodes - 1) / 5)
    let result = tree.layout(in: LayoutBenchmark.canvas)
    return result.frames.isEmpty ? 1 : 0
  }

  /// The child's peak RSS in megabytes (10^6 bytes), or nil when it could not be run.
  static func measure() -> Double? {
    guard let binary = selfPath() else { return nil }
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), strdup(childFlag), nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, nil, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      if errno != EINTR { return nil }
    }
    guard status == 0 else { return nil }
    // Linux reports ru_maxrss in KiB.
    return Double(usage.ru_maxrss) * 1024 / 1e6
  }

  private static func selfPath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
