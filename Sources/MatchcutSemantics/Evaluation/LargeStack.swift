#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stack the semantic stage evaluates on. The interpreter recurses once per Swift call it
/// evaluates (up to `SemanticOptions.maxRecursionDepth`) through frames that, in a debug build,
/// take tens of kilobytes each: the 8 MiB of a process's main thread ran out at about 170 calls
/// (a corpus project whose `async` function calls itself after a sleep). 512 MiB is address
/// space reserved, not memory used: only the pages a deep evaluation touches are committed.
enum LargeStack {
  static let bytes = 512 << 20

  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Runs `body` on a thread with a stack of `bytes` and waits for it; runs it on the calling
  /// thread when no such thread can be created.
  static func run<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      var result: T?
      let job = Unmanaged.passRetained(Job { result = body() })
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, bytes)
      #if canImport(Glibc)
        var thread = pthread_t()
      #else
        var thread: pthread_t?
      #endif
      let created = pthread_create(
        &thread, &attributes,
        { context in
          guard let context else { return nil }
          Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
          return nil
        }, job.toOpaque())
      if created == 0 {
        #if canImport(Glibc)
          pthread_join(thread, nil)
        #else
          if let thread { pthread_join(thread, nil) }
        #endif
      } else {
        job.release()
      }
      if let result { return result }
      return body()
    }
  }
}
