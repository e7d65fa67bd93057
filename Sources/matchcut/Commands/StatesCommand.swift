import Matchcut
import MatchcutSemantics

/// `matchcut states PATH`: the explored state graph of one scene of a file or of a directory's
/// module (TOOLING §1, LANGUAGE §7).
enum StatesCommand: Command {
  static let name = "states"
  static let abstract = "Print the state graph of a scene: states, triggers and transitions."
  static let synopsis = "PATH [--preview NAME] [--json|--dot] [options]"
  static let positionals = PositionalSpec(
    name: "PATH", help: "A source file, a directory of them (one module), or '-' for stdin.",
    minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(
      ["--preview"], value: "NAME", help: "The scene (default: the module's first #Preview)."),
    OptionSpec(["--json"], help: "Print JSON."),
    OptionSpec(["--dot"], help: "Print a Graphviz graph."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    if arguments.has("--json"), arguments.has("--dot") {
      Terminal.err("matchcut: error: --json and --dot cannot be combined\n")
      return .usage
    }
    let options: CompilerOptions
    switch arguments.compilerOptions() {
    case .success(let value): options = value
    case .failure(let failure): return failure.report()
    }
    let result = Driver(options: options).states(
      arguments.positionals, willProcess: CrashReporter.setCurrentFile)
    CrashReporter.setCurrentFile(nil)
    let checked = result.compilation
    context.report(result.diagnostics, files: checked.filesByPath)
    if checked.hasErrors { return context.status(for: checked) }
    if result.hasErrors { return .inputErrors }
    // Every scene of the module, in the order of its files: a directory's previews are all
    // reachable with `--preview`, not only its first file's.
    let scenes = result.scenes
    let scene: Scene?
    if let wanted = arguments.value("--preview") {
      scene = scenes.first { $0.name == wanted }
      if scene == nil {
        let names = scenes.map { "'\($0.name)'" }.joined(separator: ", ")
        Terminal.err(
          "matchcut: error: no preview named '\(wanted)'; the input has \(names.isEmpty ? "none" : names)\n")
        return .usage
      }
    } else {
      scene = scenes.first
    }
    guard let scene else {
      Terminal.err("matchcut: error: the input has no #Preview\n")
      return .inputErrors
    }
    if arguments.has("--json") {
      Terminal.out(StateGraphWriter.json(scene))
    } else if arguments.has("--dot") {
      Terminal.out(StateGraphWriter.dot(scene))
    } else {
      Terminal.out(text(scene))
    }
    return .success
  }

  /// The human-readable listing: states with their values, then transitions.
  static func text(_ scene: Scene) -> String {
    let graph = scene.stateGraph
    var out = "preview '\(scene.name)': \(graph.states.count) states, \(graph.transitions.count) transitions"
    out += graph.isComplete ? "\n" : " (incomplete: a limit was reached)\n"
    for state in graph.states {
      out += "\n\(state.id)\(state.pendingAppear.isEmpty ? "" : " (onAppear pending)")"
      if !state.pendingTimers.isEmpty {
        out +=
          " (timers pending: " + state.pendingTimers.map { formatted($0) + " s" }.joined(separator: ", ")
          + ")"
      }
      out += "\n"
      for value in state.values { out += "  \(value.key) = \(value.value)\n" }
    }
    if !graph.transitions.isEmpty { out += "\n" }
    for transition in graph.transitions {
      let from = graph.states[transition.from].id
      let to = graph.states[transition.to].id
      var line =
        "\(transition.id): \(from) -> \(to)  \(transition.trigger.kind.rawValue) \(transition.trigger.node)"
      if let delay = transition.trigger.delay { line += " after \(formatted(delay)) s" }
      if let probe = transition.trigger.probe {
        line += " by (\(formatted(probe.width)), \(formatted(probe.height)))"
      }
      switch transition.animation.source {
      case .withAnimation:
        line += "  withAnimation(\(transition.animation.animation?.description ?? ".default"))"
      case .animationModifier:
        line += "  .animation(_:value:) on \(transition.animation.scopes.count) view(s)"
      case .none: line += "  instant"
      }
      out += line + "\n"
    }
    return out
  }

  private static func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
