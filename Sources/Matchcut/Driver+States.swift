import MatchcutSemantics
import MatchcutSource

/// The explored state graphs of a module (`matchcut states`): the front end only, no layout.
public struct StateGraphCompilation: Sendable {
  /// Loading and parsing.
  public var compilation: Compilation
  /// Every scene of the module with its state graph; empty when parsing reported an error.
  public var scenes: [MatchcutSemantics.Scene]
  /// The diagnostics of loading, parsing and the semantic pass, sorted by file and position.
  public var diagnostics: [Diagnostic]

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Driver {
  /// Parses and analyses `paths` as one module and explores every scene's state graph (LANGUAGE
  /// §7), with the semantic options of `options`; stops after parsing when it reported an error.
  public func states(_ paths: [String], willProcess: (String) -> Void = { _ in }) -> StateGraphCompilation {
    let checked = check(paths, willProcess: willProcess)
    guard !checked.hasErrors else {
      return StateGraphCompilation(compilation: checked, scenes: [], diagnostics: checked.diagnostics)
    }
    let (semantics, assetDiagnostics) = withAssetCatalogs(
      options.semantics, for: paths, sources: checked.files)
    let analysis = analyze(checked.parsed, options: semantics.withStageOracles(canvas: nil))
    let diagnostics = (checked.diagnostics + assetDiagnostics + analysis.diagnostics).sorted(
      by: Diagnostic.sortKey)
    return StateGraphCompilation(compilation: checked, scenes: analysis.scenes, diagnostics: diagnostics)
  }
}
