/// The process exit statuses of TOOLING §1; only the CLI knows them.
enum ExitStatus: Int32, Sendable {
  /// Success (warnings allowed).
  case success = 0
  /// The input has errors.
  case inputErrors = 1
  /// The command line is wrong (or names a command this build does not have yet).
  case usage = 2
  /// The file system failed us, or the compiler did (an internal failure).
  case failure = 3
}
