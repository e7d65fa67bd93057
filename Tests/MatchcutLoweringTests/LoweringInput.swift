import Foundation
import MatchcutLowering
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport

/// What the lowering tests feed the stage: source text through the front end as the driver runs
/// it (each file parsed, one semantic pass for the module), without the facade.
enum LoweringInput {
  /// The semantic scenes of `files`, with every diagnostic the front end reported.
  static func analyzed(_ files: [SourceFile]) -> (
    scenes: [MatchcutSemantics.Scene], diagnostics: [Diagnostic]
  ) {
    let parsed = files.map { parseFile($0) }
    let analysis = analyze(parsed, options: .default)
    return (analysis.scenes, parsed.flatMap(\.diagnostics) + analysis.diagnostics)
  }

  /// The semantic scenes of `files`.
  static func scenes(_ files: [SourceFile]) -> [MatchcutSemantics.Scene] { analyzed(files).scenes }

  /// The semantic scenes of the file at `path`.
  static func scenes(atPath path: String) throws -> [MatchcutSemantics.Scene] {
    scenes([SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))])
  }

  /// The semantic scenes of `Samples/NAME.mcut`.
  static func sample(_ name: String) throws -> [MatchcutSemantics.Scene] {
    try scenes(atPath: Fixtures.repositoryRoot + "/Samples/\(name).mcut")
  }

  /// Every scene of `source` through lowering, layout and motion (`SceneCompiler`); nil when
  /// the front end reported an error.
  static func compile(_ source: String, path: String = "Input.mcut") -> [CompiledScene]? {
    let front = analyzed([SourceFile(path: path, text: source)])
    guard !front.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
    return front.scenes.map { SceneCompiler.compile($0) }
  }
}
