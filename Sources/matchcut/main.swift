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
exit(MatchcutCommandLine.run(arguments).rawValue)
