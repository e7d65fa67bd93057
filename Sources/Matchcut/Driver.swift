import MatchcutSource
import MatchcutSyntax

/// The pipeline in one place: what the CLI, the build plugin and the bench call.
///
/// The driver loads inputs (`InputLoader`), runs the stages in order and returns every
/// diagnostic sorted by file and position (`Diagnostic.sortKey`). It never prints and never
/// exits: rendering and exit statuses belong to the CLI.
///
/// ```swift
/// let result = Driver().check(["Samples/CircleToRectangle.mcut"])
/// if result.hasErrors { … }
/// ```
public struct Driver: Sendable {
  public var options: CompilerOptions
  public var loader: InputLoader

  public init(options: CompilerOptions = CompilerOptions()) {
    self.options = options
    self.loader = InputLoader(maxFileBytes: options.maxFileBytes)
  }

  /// Loads and parses `paths`; writes nothing (`matchcut check`).
  ///
  /// - Parameter willProcess: called with each file's path before a stage works on it (the CLI
  ///   uses it to name the file in an internal-error report).
  public func check(
    _ paths: [String], willProcess: (String) -> Void = { _ in }
  ) -> Compilation {
    let loaded = loader.load(paths)
    return check(files: loaded.files, loadDiagnostics: loaded.diagnostics, willProcess: willProcess)
  }

  /// Parses sources already in memory (the fuzzer, tests, editors).
  public func check(
    files: [SourceFile], loadDiagnostics: [Diagnostic] = [], willProcess: (String) -> Void = { _ in }
  ) -> Compilation {
    var diagnostics = DiagnosticBag()
    diagnostics.append(contentsOf: loadDiagnostics)
    var parsed: [ParseResult] = []
    parsed.reserveCapacity(files.count)
    for file in files {
      willProcess(file.path)
      let result = parseFile(file, limits: options.parseLimits)
      diagnostics.append(contentsOf: result.diagnostics)
      parsed.append(result)
    }
    return Compilation(files: files, parsed: parsed, diagnostics: diagnostics.sorted)
  }
}

/// Everything one driver run produced.
public struct Compilation: Sendable {
  /// The inputs in load order.
  public var files: [SourceFile]
  /// One parse result per file, same order.
  public var parsed: [ParseResult]
  /// Every diagnostic, sorted by file and position.
  public var diagnostics: [Diagnostic]

  public init(files: [SourceFile], parsed: [ParseResult], diagnostics: [Diagnostic]) {
    self.files = files
    self.parsed = parsed
    self.diagnostics = diagnostics
  }

  /// The inputs by path, as the renderers want them.
  public var filesByPath: [String: SourceFile] {
    var map: [String: SourceFile] = [:]
    for file in files { map[file.path] = file }
    return map
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Whether an error came from the file system rather than from the input's content.
  public var hasIOErrors: Bool {
    diagnostics.contains { $0.severity == .error && $0.id.domain == "io" }
  }
}
