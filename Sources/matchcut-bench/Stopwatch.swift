#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wall time from the monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`), in seconds.
enum Stopwatch {
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The fastest of `runs` timings of `body` (the least disturbed by other processes).
  static func best(runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = now()
      body()
      best = min(best, now() - start)
    }
    return best
  }
}
