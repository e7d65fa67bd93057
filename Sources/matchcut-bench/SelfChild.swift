#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs this benchmark binary again as a child process with other arguments and collects its
/// standard output: for figures that need a process of their own (a peak RSS not inflated by
/// the parent's corpus, a compile under the allocator's default policy).
enum SelfChild {
  /// The child's standard output, or nil when it could not be run or did not exit with 0.
  static func output(_ arguments: [String]) -> String? {
    guard let binary = selfPath() else { return nil }
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
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
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(ends[0], &buffer, buffer.count)
      if count > 0 { output += buffer[0..<count] } else if count == 0 || errno != EINTR { break }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    return status == 0 ? String(decoding: output, as: UTF8.self) : nil
  }

  private static func selfPath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
