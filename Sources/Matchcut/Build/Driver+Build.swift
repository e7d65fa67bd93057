import MatchcutLayout
import MatchcutLowering
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax
import Synchronization

/// A unit of work of a parallel build, for progress lines and crash reports.
public struct BuildUnit: Sendable, Hashable {
  /// The source file the unit works on.
  public var file: String
  /// The scene (`#Preview` name) being laid out and animated; nil while parsing.
  public var scene: String?
}

extension Driver {
  /// `compile(_:semantics:canvas:preview:)` on every core, with the same result (scenes, and
  /// diagnostics including the layout pass's and the transition lints').
  ///
  /// Files are parsed in parallel; the semantic pass then runs once for the whole module
  /// (LANGUAGE §1: declarations are visible across files, so it cannot be split per file); the
  /// scenes it explored are laid out and animated in parallel, one scene per task. Results are
  /// collected in input order, so the returned value, and every byte emitted from it, equals
  /// a sequential run's (`jobs: 1`).
  ///
  /// - Parameters:
  ///   - jobs: worker threads; nil means one per processor.
  ///   - willStart: called, one call at a time, before each unit starts (the CLI names the file
  ///     in internal-error reports with it).
  ///   - didFinish: called, one call at a time, after each scene is compiled, with the number
  ///     of scenes done and in total (the CLI's progress line).
  public func compileInParallel(
    _ paths: [String], semantics: SemanticOptions = .default, canvas: Canvas? = nil, preview: String? = nil,
    jobs: Int? = nil,
    willStart: @escaping @Sendable (BuildUnit) -> Void = { _ in },
    didFinish: @escaping @Sendable (_ unit: BuildUnit, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
  ) -> ModuleCompilation {
    let workers = jobs ?? ParallelWork.defaultJobs
    let events = Mutex(0)
    let limits = options.parseLimits

    // 1. Load (I/O, in order) and parse (per file, in parallel).
    let loaded = loader.load(paths)
    let parsed = ParallelWork.map(loaded.files, jobs: workers) { file in
      events.withLock { _ in willStart(BuildUnit(file: file.path, scene: nil)) }
      return parseFile(file, limits: limits)
    }
    let (semantics, assetDiagnostics) = withAssetCatalogs(semantics, for: paths, sources: loaded.files)
    var front = DiagnosticBag()
    front.append(contentsOf: loaded.diagnostics)
    front.append(contentsOf: assetDiagnostics)
    for result in parsed { front.append(contentsOf: result.diagnostics) }
    let checked = Compilation(files: loaded.files, parsed: parsed, diagnostics: front.sorted)
    guard !checked.hasErrors else {
      return ModuleCompilation(compilation: checked, files: [], diagnostics: checked.diagnostics)
    }

    // 2. One semantic pass for the module.
    if let first = loaded.files.first { willStart(BuildUnit(file: first.path, scene: nil)) }
    let analysis = analyze(parsed, options: semantics.withStageOracles(canvas: canvas))
    var diagnostics = DiagnosticBag()
    diagnostics.append(contentsOf: checked.diagnostics)
    diagnostics.append(contentsOf: analysis.diagnostics)
    guard !diagnostics.hasErrors else {
      return ModuleCompilation(compilation: checked, files: [], diagnostics: diagnostics.sorted)
    }

    // 3. Layout and motion, one scene per task.
    let scenes = analysis.scenes.filter { scene in
      checked.files.contains { $0.path == scene.file } && (preview == nil || scene.name == preview)
    }
    let total = scenes.count
    let compiled = ParallelWork.map(scenes, jobs: workers) { scene in
      let unit = BuildUnit(file: scene.file, scene: scene.name)
      events.withLock { _ in willStart(unit) }
      let (result, layoutDiagnostics) = SceneCompiler.compileReporting(scene, canvas: canvas)
      let lints = GeometryLints.run(result)
      events.withLock { done in
        done += 1
        didFinish(unit, done, total)
      }
      return (scene: result, diagnostics: layoutDiagnostics + lints)
    }
    // Diagnostics in the order the sequential `compile` appends them (file, then scene), so
    // that sorting gives the same list even among diagnostics with equal sort keys.
    var files: [CompiledFile] = []
    for file in checked.files {
      var own: [CompiledScene] = []
      for (scene, result) in zip(scenes, compiled) where scene.file == file.path {
        diagnostics.append(contentsOf: result.diagnostics)
        own.append(result.scene)
      }
      files.append(CompiledFile(path: file.path, scenes: own))
    }
    return ModuleCompilation(compilation: checked, files: files, diagnostics: diagnostics.sorted)
  }
}
