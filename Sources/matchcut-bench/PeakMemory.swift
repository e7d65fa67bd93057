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
    guard let output = SelfChild.output([childFlag]), let kib = Int(output.filter { $0.isNumber }) else {
      return nil
    }
    return Double(kib) * 1024 / 1e6
  }
}
