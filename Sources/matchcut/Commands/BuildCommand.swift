import Matchcut
import MatchcutEmit
import MatchcutLayout
import MatchcutMotion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `matchcut build`: compile scenes to timelines, Lottie, CSS or SVG (TOOLING §1, §3, §4).
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
    let format = arguments.value("--format") ?? "timeline"
    guard format == "timeline" else {
      Terminal.err("matchcut: '--format \(format)' is not available yet in this build\n")
      return .usage
    }
    let canvas: Canvas?
    switch SceneSelection.canvas(arguments) {
    case .success(let value): canvas = value
    case .failure(let failure): return failure.report()
    }
    let tolerance: KeyframeTolerance
    switch SceneSelection.tolerance(arguments) {
    case .success(let value): tolerance = value
    case .failure(let failure): return failure.report()
    }
    let preview = arguments.value("--preview")
    let compiled = SceneSelection.compile(
      arguments.positionals, canvas: canvas, preview: preview, context: context)
    guard case .success(let result) = compiled else {
      if case .failure(let status) = compiled { return status }
      return .failure
    }
    if let preview, result.files.allSatisfy({ $0.scenes.isEmpty }) {
      Terminal.err("matchcut: error: no #Preview named '\(preview)'\n")
      return .inputErrors
    }
    let outputs = result.files.map { file in
      (
        path: file.path,
        bytes: TimelineWriter.write(source: file.path, scenes: file.scenes, tolerance: tolerance)
      )
    }
    guard let destination = arguments.value("--output") else {
      guard outputs.count == 1, let only = outputs.first else {
        return UsageFailure("several inputs need '-o DIR' for their outputs").report()
      }
      Terminal.out(String(decoding: only.bytes, as: UTF8.self))
      return .success
    }
    let inputs = result.compilation.files.map(\.path)
    let intoDirectory = outputs.count > 1 || destination.hasSuffix("/") || isDirectory(destination)
    for output in outputs {
      let target = intoDirectory ? join(destination, outputName(output.path)) : destination
      if case .failure(let failure) = OutputWriter.write(output.bytes, to: target, inputs: inputs) {
        Terminal.err("matchcut: error: \(failure)\n")
        return .failure
      }
    }
    return .success
  }

  /// `NAME.timeline.json` for `dir/NAME.mcut` (TOOLING §5); `-` (stdin) is `stdin`.
  static func outputName(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? "stdin"
    if name == "-" { name = "stdin" }
    for suffix in [".mcut", ".swift"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return name + ".timeline.json"
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
