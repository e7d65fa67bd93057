#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Clocks for the benchmarks. Timings use the process's CPU time
/// (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`): on a shared, loaded machine it counts only the
/// cycles this process ran, not the time it waited for a core. The benchmarks are single-threaded.
enum Stopwatch {
  /// Wall time from the monotonic clock, in seconds (for spawn-to-exit timings).
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// CPU time of this process, in seconds.
  static func cpu() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// The least CPU time of `runs` timings of `body` (the least disturbed by other processes).
  static func best(runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = cpu()
      body()
      best = min(best, cpu() - start)
    }
    return best
  }

  /// The least CPU time of `runs` timings of `body`, with an untimed `setup` before each run
  /// whose result `body` consumes (a fresh input per run: cold caches).
  static func best<Input>(runs: Int, setup: () -> Input, _ body: (Input) -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let input = setup()
      let start = cpu()
      body(input)
      best = min(best, cpu() - start)
    }
    return best
  }
}
