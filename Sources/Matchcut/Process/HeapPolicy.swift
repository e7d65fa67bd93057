#if canImport(Glibc)
  import Glibc
#endif

/// How the process's allocator treats freed memory; set once by an executable, never by the
/// library on its own (it is process-wide).
///
/// A compile allocates a few large arrays — the records of each state, the motions, the 10 MB
/// timeline of a 10k-node scene — and frees them when it ends. glibc's defaults hand such
/// memory back to the kernel: a block above the mmap threshold (dynamic, 128 KB up to 32 MB) is
/// unmapped when freed, and the heap's top is trimmed once 2× that threshold lies free. The next
/// compile in the same process (`build --watch`, a build of several files, the benchmark's
/// timed runs) then touches fresh pages again, and the kernel zeroes each one: about 9,000
/// page faults, a sixth of the CPU time of compiling the benchmark scene (docs/performance-history.md).
/// ``retainFreedMemory()`` keeps freed memory in the heap for reuse instead; the cost is that
/// the process keeps its peak heap until it exits.
///
/// It also turns glibc's fastbins off. A parse tree is about a million small blocks; freed,
/// each one not taken by the thread cache is parked unmerged in a fastbin, and the next request
/// of 1 KB or more (`malloc_consolidate`) walks and merges every one of them, a cache miss each:
/// 17 % of a timed parse's samples. Without fastbins a freed block is merged with its neighbours
/// when it is freed, while it is still in cache; the thread cache still serves the small
/// requests of a live parse. The instructions hardly move (callgrind of `matchcut-bench --stage
/// parse --runs 3`: 5 194 M → 5 156 M), the time does (docs/performance.md).
public enum HeapPolicy {
  /// Blocks up to this size come from the heap, so they return to it when freed (glibc's
  /// largest allowed mmap threshold on 64-bit, `DEFAULT_MMAP_THRESHOLD_MAX`).
  static let mmapThreshold: Int32 = 32 << 20
  /// Free memory at the heap's top is returned to the kernel only beyond this.
  static let trimThreshold: Int32 = 1 << 30
  /// The largest block kept in a fastbin: none (glibc's default is 128 bytes on 64-bit).
  static let fastbinLimit: Int32 = 0

  /// Keeps freed memory for reuse (glibc `mallopt`); returns whether the allocator accepted
  /// it. Elsewhere — another C library, or a sanitizer's allocator that lacks `mallopt` — it
  /// does nothing and returns false.
  @discardableResult
  public static func retainFreedMemory() -> Bool {
    #if canImport(Glibc)
      // `mallopt` is not in the Glibc module map; the symbol is looked up instead. The option
      // numbers are glibc's ABI (malloc.h): M_MXFAST 1, M_TRIM_THRESHOLD −1, M_MMAP_THRESHOLD −3.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      return mallopt(-1, trimThreshold) == 1 && mallopt(-3, mmapThreshold) == 1
        && mallopt(1, fastbinLimit) == 1
    #else
      return false
    #endif
  }
}
