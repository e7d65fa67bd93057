import Matchcut

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `--version` answers before anything else is set up, so it stays fast.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
  Terminal.out("matchcut \(matchcutVersionString)\n")
  exit(0)
}
CrashReporter.install()
// Freed memory stays in the heap, so a watch rebuild or the next file of a build reuses pages
// instead of faulting in fresh ones (HeapPolicy).
HeapPolicy.retainFreedMemory()
exit(MatchcutCommandLine.run(arguments).rawValue)
