import Matchcut
import MatchcutEmit
import MatchcutLayout

/// `matchcut sample FILE --transition ID --at SECONDS` (TOOLING §1, §2).
enum SampleCommand: Command {
  static let name = "sample"
  static let abstract = "Print every node of a transition at one moment."
  static let synopsis = "FILE --transition ID --at SECONDS [--preview NAME] [--json] [options]"
  static let positionals = PositionalSpec(
    name: "FILE", help: "The source file; '-' is stdin.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--transition"], value: "ID", help: "The transition id (t0, t1, …)."),
    OptionSpec(["--at"], value: "SECONDS", help: "Time since the trigger, in seconds."),
    OptionSpec(["--preview"], value: "NAME", help: "The scene (default: the first #Preview)."),
    OptionSpec(["--json"], help: "Print JSON."),
    OptionSpec(
      ["--canvas"], value: "CANVAS",
      help: "Device preset (.iPhone15Pro, .iPhoneSE, .iPadPro11) or WxH; overrides #Canvas."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    guard let transition = arguments.value("--transition") else {
      return UsageFailure("'sample' needs --transition ID").report()
    }
    guard let atText = arguments.value("--at") else {
      return UsageFailure("'sample' needs --at SECONDS").report()
    }
    guard let time = Double(atText), time.isFinite else {
      return UsageFailure("invalid value '\(atText)' for '--at': expected seconds").report()
    }
    switch SceneSelection.singleScene(arguments, context: context) {
    case .failure(let status): return status
    case .success(let scene):
      guard let plan = scene.transitions.first(where: { $0.edge.id == transition }) else {
        let known = scene.transitions.map(\.edge.id).joined(separator: ", ")
        Terminal.err(
          "matchcut: error: scene '\(scene.preview)' has no transition '\(transition)'"
            + (known.isEmpty ? " (it has none)\n" : "; it has \(known)\n"))
        return .inputErrors
      }
      if arguments.has("--json") {
        Terminal.out(String(decoding: SampleWriter.write(plan, scene: scene, at: time), as: UTF8.self))
      } else {
        Terminal.out(SampleWriter.text(plan, scene: scene, at: time))
      }
      return .success
    }
  }
}
