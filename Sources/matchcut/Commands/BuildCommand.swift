import Matchcut
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `matchcut build`: compile scenes to timelines, Lottie, CSS or SVG (TOOLING §1, §3, §4, §5;
/// docs/build-integration.md).
enum BuildCommand: Command {
  static let name = "build"
  static let abstract = "Compile every #Preview scene into a timeline (or Lottie, CSS, SVG)."
  static let synopsis = "FILE|DIR... [-o PATH] [--format FORMAT] [options]"
  static let positionals = PositionalSpec(
    name: "FILE|DIR...",
    help: "Sources to compile (one module); '-' is stdin.", minimum: 1, maximum: nil)
  static let options: [OptionSpec] = [
    OptionSpec(
      ["--output", "-o"], value: "PATH",
      help: "Output file (one input) or directory; without it one file's output goes to stdout."),
    OptionSpec(
      ["--format"], value: "FORMAT", allowed: ["timeline", "lottie", "css", "svg"],
      help: "Output format (default: timeline)."),
    OptionSpec(["--preview"], value: "NAME", help: "Compile only the #Preview with this name."),
    OptionSpec(
      ["--canvas"], value: "CANVAS",
      help: "Device preset (.iPhone15Pro, .iPhoneSE, .iPadPro11) or WxH; overrides #Canvas."),
    OptionSpec(
      ["--tolerance"], value: "PT", help: "Keyframe error allowed, in points (default: 0.25)."),
    OptionSpec(["--fps"], value: "N", help: "Frame rate of Lottie and SVG output."),
    OptionSpec(["--depfile"], value: "PATH", help: "Write a Make-style dependency file."),
    OptionSpec(["--watch"], help: "Rebuild whenever an input changes."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    let request: BuildRequest
    switch BuildRequest.parse(arguments) {
    case .success(let value): request = value
    case .failure(let failure): return failure.report()
    }
    if request.watch { return BuildWatcher.run(request, context: context) }
    return build(request, context: context).status
  }

  /// What one build did.
  struct Outcome {
    var status: ExitStatus
    /// Source files compiled.
    var files: Int
    /// Error diagnostics reported (at least 1 when `status` is not success).
    var errors: Int
  }

  /// Compiles, emits and writes once; diagnostics go to standard error.
  static func build(_ request: BuildRequest, context: CommandContext) -> Outcome {
    let progress = Mutex(BuildProgress(enabled: isatty(2) != 0, start: .now))
    let result = Driver(options: request.options).compileInParallel(
      request.paths, semantics: request.options.semantics, canvas: request.canvas, preview: request.preview,
      willStart: { unit in CrashReporter.setCurrentFile(unit.file) },
      didFinish: { unit, done, total in
        let label = fileName(unit.file) + (unit.scene.map { ": \($0)" } ?? "")
        progress.withLock { line in
          if let text = line.update(done: done, total: total, label: label, now: .now) { Terminal.err(text) }
        }
      })
    CrashReporter.setCurrentFile(nil)
    progress.withLock { line in
      if let text = line.finish() { Terminal.err(text) }
    }
    let skipped = BuildEmitter.scenesWithoutFiles(result.files, format: request.format)
    context.report(result.diagnostics + skipped, files: result.compilation.filesByPath)
    let errors = result.diagnostics.filter { $0.severity == .error }.count
    func failed(_ status: ExitStatus) -> Outcome { Outcome(status: status, files: 0, errors: max(1, errors)) }
    if result.compilation.hasIOErrors { return failed(.failure) }
    if result.hasErrors { return failed(.inputErrors) }
    if let preview = request.preview, result.files.allSatisfy({ $0.scenes.isEmpty }) {
      Terminal.err("matchcut: error: no #Preview named '\(preview)'\n")
      return failed(.inputErrors)
    }

    let settings = BuildEmitter.Settings(
      format: request.format, tolerance: request.tolerance, fps: request.fps)
    let artifacts: [BuildArtifact]
    switch BuildEmitter.artifacts(result.files, settings: settings) {
    case .success(let value): artifacts = value
    case .failure(let failure):
      Terminal.err("matchcut: error: \(failure)\n")
      return failed(.inputErrors)
    }

    let inputs = result.compilation.files.map(\.path)
    guard let destination = request.output else {
      // Without `-o` only a single timeline can go to standard output (checked by the request).
      guard artifacts.count == 1, let only = artifacts.first else {
        Terminal.err("matchcut: error: several inputs need '-o DIR' for their outputs\n")
        return failed(.usage)
      }
      Terminal.out(String(decoding: only.bytes, as: UTF8.self))
      return Outcome(status: .success, files: inputs.count, errors: 0)
    }
    let intoDirectory =
      request.format.writesDirectory || artifacts.count > 1 || destination.hasSuffix("/")
      || isDirectory(destination)
    var written: [String] = []
    for artifact in artifacts {
      let target = intoDirectory ? join(destination, artifact.name) : destination
      if case .failure(let failure) = OutputWriter.write(artifact.bytes, to: target, inputs: inputs) {
        Terminal.err("matchcut: error: \(failure)\n")
        return failed(.failure)
      }
      written.append(target)
    }
    if let depfile = request.depfile {
      let bytes = Depfile.render(outputs: written, inputs: inputs)
      if case .failure(let failure) = OutputWriter.write(bytes, to: depfile, inputs: inputs) {
        Terminal.err("matchcut: error: \(failure)\n")
        return failed(.failure)
      }
    }
    return Outcome(status: .success, files: inputs.count, errors: 0)
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}

/// The options of one `matchcut build` invocation, checked.
struct BuildRequest {
  var paths: [String]
  var output: String?
  var format: BuildFormat
  var preview: String?
  var canvas: Canvas?
  var tolerance: KeyframeTolerance
  var fps: Double?
  var depfile: String?
  var watch: Bool
  /// Limits from the common `--max-*` flags.
  var options = CompilerOptions()

  static func parse(_ arguments: ParsedArguments) -> Result<BuildRequest, UsageFailure> {
    let format = BuildFormat(rawValue: arguments.value("--format") ?? "timeline") ?? .timeline
    let canvas: Canvas?
    switch SceneSelection.canvas(arguments) {
    case .success(let value): canvas = value
    case .failure(let failure): return .failure(failure)
    }
    let tolerance: KeyframeTolerance
    switch SceneSelection.tolerance(arguments) {
    case .success(let value): tolerance = value
    case .failure(let failure): return .failure(failure)
    }
    var fps: Double?
    if let value = arguments.value("--fps") {
      guard let number = Double(value), number.isFinite, number > 0, number <= 1000 else {
        return .failure(
          UsageFailure("invalid value '\(value)' for '--fps': expected a number from 1 to 1000"))
      }
      fps = number
    }
    let options: CompilerOptions
    switch arguments.compilerOptions() {
    case .success(let value): options = value
    case .failure(let failure): return .failure(failure)
    }
    let request = BuildRequest(
      paths: arguments.positionals, output: arguments.value("--output"), format: format,
      preview: arguments.value("--preview"), canvas: canvas, tolerance: tolerance, fps: fps,
      depfile: arguments.value("--depfile"), watch: arguments.has("--watch"), options: options)
    if request.output == nil {
      if request.depfile != nil {
        return .failure(UsageFailure("'--depfile' needs '-o PATH' to name the output"))
      }
      if request.watch { return .failure(UsageFailure("'--watch' needs '-o PATH' to write its outputs to")) }
      if format.writesDirectory {
        return .failure(UsageFailure("'--format \(format.rawValue)' writes several files: give '-o DIR'"))
      }
    }
    if request.watch, request.paths.contains("-") {
      return .failure(UsageFailure("'--watch' cannot watch standard input ('-')"))
    }
    return .success(request)
  }
}

/// Set by SIGINT/SIGTERM while watching; read by the polling loop.
private let interruptRequested = Atomic<Bool>(false)

/// `matchcut build --watch`: polls the inputs' sizes and modification times, debounces, and
/// rebuilds, printing one line per rebuild; a failed rebuild keeps the last good outputs.
enum BuildWatcher {
  /// How often the inputs are polled.
  static let pollInterval: Duration = .milliseconds(200)
  /// How long the inputs must stay unchanged before a rebuild starts (editors save in steps).
  static let settleInterval: Duration = .milliseconds(100)

  static func run(_ request: BuildRequest, context: CommandContext) -> ExitStatus {
    interruptRequested.store(false, ordering: .relaxed)
    signal(SIGINT) { _ in interruptRequested.store(true, ordering: .relaxed) }
    signal(SIGTERM) { _ in interruptRequested.store(true, ordering: .relaxed) }
    // A parent may have spawned us from a thread that blocks signals (libdispatch workers do,
    // and the mask is inherited): unblock the two we stop on.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &stopSignals, nil)
    var snapshot = InputSnapshot.take(request.paths)
    rebuild(request, context: context)
    while !interrupted {
      sleep(pollInterval)
      var current = InputSnapshot.take(request.paths)
      guard current != snapshot else { continue }
      while !interrupted {
        sleep(settleInterval)
        let again = InputSnapshot.take(request.paths)
        if again == current { break }
        current = again
      }
      if interrupted { break }
      snapshot = current
      rebuild(request, context: context)
    }
    Terminal.err(WatchReport.line(.stopped, clock: localClock()))
    return .success
  }

  private static var interrupted: Bool { interruptRequested.load(ordering: .relaxed) }

  private static func rebuild(_ request: BuildRequest, context: CommandContext) {
    let start = ContinuousClock.now
    let outcome = BuildCommand.build(request, context: context)
    let elapsed = (ContinuousClock.now - start).components
    let milliseconds = Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
    let report: WatchReport.Outcome =
      outcome.status == .success
      ? .built(files: outcome.files, milliseconds: milliseconds) : .failed(errors: outcome.errors)
    Terminal.err(WatchReport.line(report, clock: localClock()))
  }

  /// The local wall-clock time.
  private static func localClock() -> (hour: Int, minute: Int, second: Int) {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil else { return (0, 0, 0) }
    return (Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }

  /// Sleeps; a signal ends the sleep early.
  private static func sleep(_ duration: Duration) {
    let parts = duration.components
    var request = timespec(
      tv_sec: Int(parts.seconds), tv_nsec: Int(parts.attoseconds / 1_000_000_000))
    var remaining = timespec()
    _ = nanosleep(&request, &remaining)
  }
}
