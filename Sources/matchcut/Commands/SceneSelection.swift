import Matchcut
import MatchcutLayout
import MatchcutMotion

/// What `build`, `layout` and `sample` share: reading `--canvas`/`--preview`/`--tolerance`,
/// running the whole pipeline, reporting diagnostics, and picking a scene.
enum SceneSelection {
  /// `--canvas .iPhone15Pro|iPhoneSE|iPadPro11|WxH`; nil when absent, `.failure` when malformed.
  static func canvas(_ arguments: ParsedArguments) -> Result<Canvas?, UsageFailure> {
    guard let value = arguments.value("--canvas") else { return .success(nil) }
    let name = value.hasPrefix(".") ? String(value.dropFirst()) : value
    if let preset = Driver.canvas(preset: name) { return .success(preset) }
    let parts = name.split(separator: "x")
    if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
      width <= 100_000, height <= 100_000
    {
      return .success(Canvas(width: width, height: height, scale: 3))
    }
    return .failure(
      UsageFailure("invalid value '\(value)' for '--canvas': use .iPhone15Pro, .iPhoneSE, .iPadPro11 or WxH"))
  }

  /// `--tolerance PT` (default 0.25 pt; opacity keeps its 0.5 %).
  static func tolerance(_ arguments: ParsedArguments) -> Result<KeyframeTolerance, UsageFailure> {
    guard let value = arguments.value("--tolerance") else { return .success(.default) }
    guard let points = Double(value), points > 0, points.isFinite else {
      return .failure(UsageFailure("invalid value '\(value)' for '--tolerance': expected a positive number"))
    }
    return .success(KeyframeTolerance(points: points))
  }

  /// Runs the pipeline, reports diagnostics; nil (with the exit status) when it failed.
  static func compile(
    _ paths: [String], options: CompilerOptions, canvas: Canvas?, preview: String?, context: CommandContext
  ) -> Result<ModuleCompilation, ExitStatus> {
    let result = Driver(options: options).compile(
      paths, semantics: options.semantics, canvas: canvas, preview: preview,
      willProcess: CrashReporter.setCurrentFile)
    CrashReporter.setCurrentFile(nil)
    context.report(result.diagnostics, files: result.compilation.filesByPath)
    if result.compilation.hasIOErrors { return .failure(.failure) }
    if result.hasErrors { return .failure(.inputErrors) }
    return .success(result)
  }

  /// Reads `--canvas`, the limit flags and `--preview`, runs the pipeline and picks the scene a
  /// one-scene command (`layout`, `sample`) shows; on failure, the exit status to return.
  static func singleScene(_ arguments: ParsedArguments, context: CommandContext) -> Result<
    CompiledScene, ExitStatus
  > {
    let canvas: Canvas?
    switch self.canvas(arguments) {
    case .success(let value): canvas = value
    case .failure(let failure): return .failure(failure.report())
    }
    let options: CompilerOptions
    switch arguments.compilerOptions() {
    case .success(let value): options = value
    case .failure(let failure): return .failure(failure.report())
    }
    let preview = arguments.value("--preview")
    return compile(
      arguments.positionals, options: options, canvas: canvas, preview: preview, context: context
    )
    .flatMap { scene($0, preview: preview) }
  }

  /// The scene a one-scene command shows: `--preview NAME`, else the first in source order.
  static func scene(_ result: ModuleCompilation, preview: String?) -> Result<CompiledScene, ExitStatus> {
    let scenes = result.files.flatMap(\.scenes)
    if let scene = scenes.first { return .success(scene) }
    if let preview {
      Terminal.err("matchcut: error: no #Preview named '\(preview)'\n")
    } else {
      Terminal.err("matchcut: error: no scene to show\n")
    }
    return .failure(.inputErrors)
  }
}

/// A command-line mistake found after parsing (a malformed option value).
struct UsageFailure: Error {
  var message: String
  init(_ message: String) { self.message = message }

  /// Prints the message and returns the usage exit status.
  func report() -> ExitStatus {
    Terminal.err("matchcut: error: \(message)\n")
    return .usage
  }
}

/// A command that stops early carries its exit status as the failure of a `Result`.
extension ExitStatus: Error {}
