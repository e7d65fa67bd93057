import MatchcutSource
import MatchcutSyntax

/// Resolves and evaluates a module (all files together, LANGUAGE §1) and explores one scene
/// per `#Preview`: the entry point of the semantic stage.
///
/// Never traps on user input: every problem is a diagnostic in the result.
public func analyze(_ files: [ParseResult], options: SemanticOptions = .default) -> SemanticResult {
  LargeStack.run { analyze(files, options: options, memoizesRows: true) }
}

/// `memoizesRows: false` evaluates every `ForEach` row in every render (`RowMemo`), for the
/// tests that check the memo changes nothing.
func analyze(_ files: [ParseResult], options: SemanticOptions, memoizesRows: Bool) -> SemanticResult {
  let sink = DiagnosticSink()
  let module = ModuleBuilder(sink: sink).build(files)
  module.assets.colors.merge(options.assets.colors) { declared, _ in declared }
  module.assets.images.merge(options.assets.images) { declared, _ in declared }
  if module.previews.isEmpty {
    reportMissingPreview(files, module: module, sink: sink)
  }
  // Declarations the language cannot evaluate (or files that did not parse) would only cause
  // follow-on errors in the evaluator: stop after reporting them, as a compiler's phases do.
  if sink.hasErrors || files.contains(where: \.hasErrors) {
    return SemanticResult(scenes: [], diagnostics: sink.diagnostics.sorted(by: Diagnostic.sortKey))
  }
  NameChecker(module: module, sink: sink).run()
  var scenes: [Scene] = []
  var explorers: [Explorer] = []
  var usedNames: Set<String> = []
  let coverage = BranchCoverage()
  for preview in module.previews {
    var name = preview.name ?? rootViewName(preview) ?? "Preview"
    if usedNames.contains(name) {
      var n = 2
      while usedNames.contains("\(name) \(n)") { n += 1 }
      name = "\(name) \(n)"
    }
    usedNames.insert(name)
    let interpreter = Interpreter(module: module, sink: sink, options: options, coverage: coverage)
    interpreter.memoizesRows = memoizesRows
    let canvas = module.canvases[preview.file] ?? .default
    interpreter.canvas = canvas
    let explorer = Explorer(interpreter: interpreter, preview: preview, sceneName: name, options: options)
    let (graph, trees) = explorer.explore()
    explorers.append(explorer)
    scenes.append(
      Scene(
        name: name, file: preview.file, canvas: canvas, assets: module.assets, stateGraph: graph, trees: trees
      ))
  }
  TransitionLints(sink: sink).run(scenes: scenes, explorers: explorers)
  // A failed action leaves the graph unknown, so a branch it would show is not "never shown".
  if scenes.allSatisfy(\.stateGraph.isComplete), explorers.allSatisfy(\.failedSites.isEmpty) {
    for branch in coverage.neverTaken {
      sink.warning(
        "semantics.unreachable-branch", "this branch is never shown in any state the previews reach",
        file: branch.file, range: SourceRange(start: branch.range.start, end: branch.range.start + 1))
    }
  }
  // Evaluation is over: break the cycles closures made with their scopes (they would leak).
  for explorer in explorers { explorer.interpreter.releaseCapturedEnvironments() }
  return SemanticResult(scenes: scenes, diagnostics: sink.diagnostics.sorted(by: Diagnostic.sortKey))
}

/// The name of an unnamed preview: its root view's type (TOOLING §1).
func rootViewName(_ preview: PreviewInfo) -> String? {
  rootViewName(preview.body?.statements ?? [])
}

/// The type called by the first expression statement: `ContentView().padding()` → `ContentView`.
func rootViewName(_ statements: [StmtSyntax]) -> String? {
  for statement in statements {
    // `return SideBar(showMenu: $showMenu)` after a preview's `@State` declarations.
    let root: ExprSyntax? =
      switch statement.kind {
      case .expression(let expr): expr
      case .returnStatement(let expr): expr
      default: nil
      }
    if let expr = root {
      var current = expr
      while true {
        switch current.kind {
        case .call(let call): current = call.callee
        case .memberAccess(let base, _): current = base
        case .identifier(let id): return id.text
        default: return nil
        }
      }
    }
  }
  return nil
}

private func reportMissingPreview(_ files: [ParseResult], module: Module, sink: DiagnosticSink) {
  guard let first = files.first else { return }
  let component = module.types.values.filter { $0.role == .component }
    .sorted { ($0.file, $0.decl.range.start) < ($1.file, $1.decl.range.start) }.first
  let file = component?.file ?? first.file.path
  let end = files.first { $0.file.path == file }?.file.bytes.count ?? 0
  let name = component?.name ?? "ContentView"
  sink.report(
    Diagnostic(
      "semantics.no-preview", .error, "the module has no #Preview, so there is no scene to compile",
      at: SourceSpan(path: file, range: component?.decl.name.range ?? .at(0)),
      notes: [DiagnosticNote("every #Preview is one scene; add one for the view to animate")],
      fixIts: [
        FixIt(
          "add a preview of '\(name)'",
          edits: [SourceEdit(range: .at(end), replacement: "\n#Preview {\n  \(name)()\n}\n")])
      ]))
}
