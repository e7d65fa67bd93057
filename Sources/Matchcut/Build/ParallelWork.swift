import Dispatch
import Synchronization

/// Runs independent pieces of work on every core and returns their results in input order, so
/// that a parallel build's output is byte-identical to a sequential one.
public enum ParallelWork {
  /// The number of workers `jobs: nil` means: one per active processor.
  public static var defaultJobs: Int {
    #if canImport(Glibc) || canImport(Darwin)
      max(1, sysconfLimit)
    #else
      1
    #endif
  }

  /// `items.map(body)`, evaluated by up to `jobs` threads; `jobs <= 1` (or a single item) runs
  /// on the calling thread. Results keep the order of `items` whatever order the work finished.
  public static func map<Item: Sendable, Output: Sendable>(
    _ items: [Item], jobs: Int, _ body: @Sendable (Item) -> Output
  ) -> [Output] {
    if jobs <= 1 || items.count <= 1 { return items.map(body) }
    let finished = Mutex<[(index: Int, output: Output)]>([])
    let next = Atomic<Int>(0)
    // Workers pull the next index, so a slow item never holds up a whole stride of others.
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < items.count else { return }
        let output = body(items[index])
        finished.withLock { $0.append((index, output)) }
      }
    }
    return finished.withLock { $0.sorted { $0.index < $1.index }.map(\.output) }
  }
}

#if canImport(Glibc)
  import Glibc
  private var sysconfLimit: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
#elseif canImport(Darwin)
  import Darwin
  private var sysconfLimit: Int { Int(sysconf(_SC_NPROCESSORS_ONLN)) }
#endif
