import MatchcutLayout
import MatchcutLowering
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax

/// The scenes of one file after every stage, ready for the emitters.
public struct CompiledFile: Sendable {
  public var path: String
  public var scenes: [CompiledScene]
}

/// A whole-module compilation: diagnostics from every stage, and the compiled scenes per file.
public struct ModuleCompilation: Sendable {
  public var compilation: Compilation
  public var files: [CompiledFile]
  /// Every diagnostic of every stage, sorted by file and position.
  public var diagnostics: [Diagnostic]

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Driver {
  /// Parses, analyses, lays out and animates `paths` as one module (LANGUAGE §1). Stops before
  /// layout when the front end or the semantic pass reported an error.
  public func compile(
    _ paths: [String], semantics: SemanticOptions = .default, canvas: Canvas? = nil, preview: String? = nil,
    willProcess: (String) -> Void = { _ in }
  ) -> ModuleCompilation {
    var checked = check(paths, willProcess: willProcess)
    let (semantics, assetDiagnostics) = withAssetCatalogs(semantics, for: paths, sources: checked.files)
    if !assetDiagnostics.isEmpty {
      checked.diagnostics = (checked.diagnostics + assetDiagnostics).sorted(by: Diagnostic.sortKey)
    }
    return compile(
      checked: checked, semantics: semantics, canvas: canvas, preview: preview, willProcess: willProcess)
  }

  /// `compile` for sources already in memory (the fuzzer, tests).
  public func compile(
    sources: [SourceFile], semantics: SemanticOptions = .default, canvas: Canvas? = nil,
    preview: String? = nil
  ) -> ModuleCompilation {
    compile(
      checked: check(files: sources), semantics: semantics, canvas: canvas, preview: preview,
      willProcess: { _ in })
  }

  private func compile(
    checked: Compilation, semantics: SemanticOptions, canvas: Canvas?, preview: String?,
    willProcess: (String) -> Void
  ) -> ModuleCompilation {
    guard !checked.hasErrors else {
      return ModuleCompilation(compilation: checked, files: [], diagnostics: checked.diagnostics)
    }
    let analysis = analyze(checked.parsed, options: semantics.withStageOracles(canvas: canvas))
    var diagnostics = DiagnosticBag()
    diagnostics.append(contentsOf: checked.diagnostics)
    diagnostics.append(contentsOf: analysis.diagnostics)
    guard !diagnostics.hasErrors else {
      return ModuleCompilation(compilation: checked, files: [], diagnostics: diagnostics.sorted)
    }
    var files: [CompiledFile] = []
    for file in checked.files {
      var scenes: [CompiledScene] = []
      for scene in analysis.scenes where scene.file == file.path {
        if let preview, scene.name != preview { continue }
        willProcess(file.path)
        let (compiled, layoutDiagnostics) = SceneCompiler.compileReporting(scene, canvas: canvas)
        diagnostics.append(contentsOf: layoutDiagnostics)
        diagnostics.append(contentsOf: GeometryLints.run(compiled))
        scenes.append(compiled)
      }
      files.append(CompiledFile(path: file.path, scenes: scenes))
    }
    return ModuleCompilation(compilation: checked, files: files, diagnostics: diagnostics.sorted)
  }
}

extension SemanticOptions {
  /// These options with the later stages' answers Semantics needs, unless a caller chose its
  /// own: anchors resolved by lowering and layout (`GeometryOracle.layout`) on `canvas` when
  /// given, and animation completions timed by the motion stage (`AnimationClock.motion`).
  func withStageOracles(canvas: Canvas?) -> SemanticOptions {
    var options = self
    if options.geometry == nil { options.geometry = .layout(canvas: canvas) }
    if options.animationClock == nil { options.animationClock = .motion }
    return options
  }
}
