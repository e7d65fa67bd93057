import Matchcut

extension ParsedArguments {
  /// The compiler options the common limit flags (`--max-states N`, …) describe; a malformed
  /// value is a usage error (exit 2).
  func compilerOptions() -> Result<CompilerOptions, UsageFailure> {
    var options = CompilerOptions()
    do {
      try CompilerLimit.apply(values, to: &options)
    } catch {
      return .failure(UsageFailure(error.description))
    }
    return .success(options)
  }
}
