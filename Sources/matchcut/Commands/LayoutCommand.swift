import Matchcut
import MatchcutEmit
import MatchcutLayout

/// `matchcut layout FILE`: every state, every node's frame (TOOLING §1, §2).
enum LayoutCommand: Command {
  static let name = "layout"
  static let abstract = "Print every node's frame in every state of a scene."
  static let synopsis = "FILE [--preview NAME] [--json] [options]"
  static let positionals = PositionalSpec(
    name: "FILE", help: "The source file; '-' is stdin.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--preview"], value: "NAME", help: "The scene (default: the first #Preview)."),
    OptionSpec(["--json"], help: "Print the JSON shape of TOOLING §2 instead of a text dump."),
    OptionSpec(
      ["--canvas"], value: "CANVAS",
      help: "Device preset (.iPhone15Pro, .iPhoneSE, .iPadPro11) or WxH; overrides #Canvas."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    switch SceneSelection.singleScene(arguments, context: context) {
    case .failure(let status): return status
    case .success(let scene):
      if arguments.has("--json") {
        Terminal.out(String(decoding: LayoutWriter.write(scene), as: UTF8.self))
      } else {
        Terminal.out(LayoutWriter.text(scene))
      }
      return .success
    }
  }
}
