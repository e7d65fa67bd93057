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
    let reused = LargeStack.run { analyze(parsed, options: .default, memoizesRows: true) }
    let plain = LargeStack.run { analyze(parsed, options: .default, memoizesRows: false) }
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

/// A `ForEach` over a range whose rows are all the one row that never reads its element keeps
/// its whole view value (`ForEachMemo.RepeatedRows`); a later call over the same range makes the
/// same view, and any other range, site or row is not served from it.
@Suite struct RepeatedRowsTests {
  static let source = """
    import SwiftUI

    #Canvas(.iPhone15Pro)

    struct Rows: View {
      @State private var tall = false
      @State private var count = 3

      var body: some View {
        VStack {
          Color.blue.frame(height: tall ? 80 : 40).onTapGesture { tall.toggle() }
          Button("More") { count = count == 3 ? 5 : 3 }
          ForEach(0..<count, id: \\.self) { _ in
            Circle().fill(.orange).frame(width: 10, height: 10)
          }
        }
      }
    }

    #Preview("Rows") { Rows() }
    """

  /// By hand: 2 × 2 states; with and without the memos (which turn the shortcut off) the trees,
  /// graph and diagnostics are equal, and the states with 5 rows have 5 circles.
  @Test func viewsAreTheSameWithAndWithoutTheShortcut() throws {
    let parsed = [parseFile(SourceFile(path: "rows.mcut", text: Self.source))]
    let reused = LargeStack.run { analyze(parsed, options: .default, memoizesRows: true) }
    let plain = LargeStack.run { analyze(parsed, options: .default, memoizesRows: false) }
    #expect(reused.scenes == plain.scenes)
    #expect(reused.diagnostics == plain.diagnostics)
    let scene = try #require(reused.scenes.first)
    #expect(scene.stateGraph.states.count == 4)
    var counts: [Int] = []
    for tree in scene.trees {
      var circles = 0
      tree.visit { if case .shape(.circle) = $0.kind { circles += 1 } }
      counts.append(circles)
    }
    #expect(counts.sorted() == [3, 3, 5, 5])
  }

  /// The kept view answers only the same range, site and row.
  @Test func keptViewAnswersOnlyTheSameCall() throws {
    let row = RowMemo(
      element: .int(0), content: ViewValue(.empty, file: "f", range: .at(0)), steps: 7)
    let memo = ForEachMemo(receiverType: nil, depth: 0, scopes: [])
    memo.anyElement = row
    let rows = (0..<3).map { ForEachRow(label: String($0), content: row.content, memo: row) }
    let view = ViewValue(.forEach(rows), file: "f", range: .at(5))
    memo.keepRepeatedRows(view, rows: rows, lo: 0, hi: 3, file: "f", range: .at(5))
    let kept = try #require(memo.repeatedRows(lo: 0, hi: 3, file: "f", range: .at(5)))
    // By hand: three reuses of a 7-step row.
    #expect(kept.steps == 21)
    #expect(memo.repeatedRows(lo: 0, hi: 4, file: "f", range: .at(5)) == nil)
    #expect(memo.repeatedRows(lo: 0, hi: 3, file: "g", range: .at(5)) == nil)
    #expect(memo.repeatedRows(lo: 0, hi: 3, file: "f", range: .at(6)) == nil)
    memo.anyElement = RowMemo(element: .int(0), content: row.content, steps: 7)
    #expect(memo.repeatedRows(lo: 0, hi: 3, file: "f", range: .at(5)) == nil)
    memo.anyElement = row
    memo.isForgotten = true
    #expect(memo.repeatedRows(lo: 0, hi: 3, file: "f", range: .at(5)) == nil)
    // A row other than the shared one among the rows: nothing is kept.
    memo.isForgotten = false
    var mixed = rows
    mixed[1].memo = nil
    memo.keepRepeatedRows(view, rows: mixed, lo: 0, hi: 3, file: "f", range: .at(5))
    #expect(memo.repeatedRows(lo: 0, hi: 3, file: "f", range: .at(5)) == nil)
  }
}
