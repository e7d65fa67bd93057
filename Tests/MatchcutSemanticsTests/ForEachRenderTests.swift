import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport
import Testing

@testable import MatchcutSemantics

/// A `ForEach` whose rows all came from row memos reuses its last render at the same path
/// (`ForEachRender`); it must give exactly the trees of rendering every row.
@Suite struct ForEachRenderTests {
  static let fixture = Fixtures.root + "/semantics/memo/foreach_render_reuse.mcut"

  /// The fixture's 8 states (tall × count 3/4 × flipped) with and without the memos (which
  /// turns the reuse off too) give equal trees, graphs and diagnostics.
  @Test func treesAreTheSameWithAndWithoutReuse() throws {
    let parsed = [parseFile(SemanticsHarness.load(Self.fixture))]
    let reused = analyze(parsed, options: .default, memoizesRows: true)
    let plain = analyze(parsed, options: .default, memoizesRows: false)
    #expect(reused.scenes == plain.scenes)
    #expect(reused.diagnostics == plain.diagnostics)
    let scene = try #require(reused.scenes.first)
    // By hand: 2 × 2 × 2 states.
    #expect(scene.stateGraph.states.count == 8)
  }

  /// The explorer's renders do take the shortcut: after exploring, each top-level list keeps
  /// its render, and a memo rendered again (a new generation) or other labels no longer match.
  @Test func keptRendersMatchOnlyTheSameRows() throws {
    let parsed = [parseFile(SemanticsHarness.load(Self.fixture))]
    let sink = DiagnosticSink()
    let module = ModuleBuilder(sink: sink).build(parsed)
    let preview = try #require(module.previews.first)
    let interpreter = Interpreter(module: module, sink: sink, options: .default)
    interpreter.canvas = module.canvases[preview.file] ?? .default
    let explorer = Explorer(interpreter: interpreter, preview: preview, sceneName: "s", options: .default)
    _ = explorer.explore()
    defer { interpreter.releaseCapturedEnvironments() }
    // By hand: the three top-level lists keep a render; the nested one does not, as each outer
    // row sees another `row` (a new memo per call) and reads `count` (so it is not kept).
    #expect(interpreter.forEachRenders.count == 3)
    let kept = try #require(interpreter.forEachRenders.values.first { $0.memos.count >= 3 })
    let empty = ViewValue(.empty, file: "f", range: .at(0))
    let elements = zip(kept.labels, kept.memos).map { ForEachRow(label: $0, content: empty, memo: $1) }
    #expect(kept.matches(elements))
    #expect(!kept.matches(Array(elements.dropLast())))
    var relabelled = elements
    relabelled[0].label += "x"
    #expect(!kept.matches(relabelled))
    kept.memos[0].generation += 1
    #expect(!kept.matches(elements))
  }
}
