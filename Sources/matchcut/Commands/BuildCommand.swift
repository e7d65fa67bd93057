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
    notAvailable()
  }
}
