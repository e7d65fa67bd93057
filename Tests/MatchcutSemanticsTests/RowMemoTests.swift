import Foundation
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport
import Testing

@testable import MatchcutSemantics

/// The `ForEach` row memo (`RowMemo`) is a speed-up only: with and without it, every scene's
/// state graph, view trees and diagnostics are equal.
@Suite struct RowMemoTests {
  // The stage runs on `LargeStack` in production (`analyze(_:options:)`); so do the
  // comparisons, whose inputs include the 200-call recursion limit.
  static func compare(_ paths: [String]) {
    for path in paths {
      let parsed = [parseFile(SemanticsHarness.load(path))]
      let memoized = LargeStack.run { analyze(parsed, options: .default, memoizesRows: true) }
      let plain = LargeStack.run { analyze(parsed, options: .default, memoizesRows: false) }
      // A NaN in a tree is unequal to itself; the printed trees still show any difference.
      #expect(
        memoized.scenes == plain.scenes || "\(memoized.scenes)" == "\(plain.scenes)", "\(path)")
      #expect(memoized.diagnostics == plain.diagnostics, "\(path)")
    }
  }

  @Test func samplesAreTheSameWithAndWithoutTheMemo() {
    let paths = SemanticsHarness.files(in: SemanticsHarness.samplesDirectory, extension: "mcut")
    #expect(paths.count >= 10)
    Self.compare(paths)
  }

  @Test func fixturesAreTheSameWithAndWithoutTheMemo() {
    let root = Fixtures.root
    var paths: [String] = []
    for directory in ["semantics/bad", "semantics/memo", "layout-mcut", "hostile/cross", "hostile/motion"] {
      paths += SemanticsHarness.files(in: root + "/" + directory, extension: "mcut")
    }
    #expect(paths.count >= 200)
    Self.compare(paths)
  }

  /// The memo fixture's rows: by hand, "Rows" has 2 × 2 × 3 states (wide, order, selected 1…3),
  /// and the rows that read `selected` (directly or through `highlight`) differ between them.
  @Test func rowsThatReadStateFollowIt() throws {
    let path = Fixtures.root + "/semantics/memo/row_reuse.mcut"
    let result = analyze([parseFile(SemanticsHarness.load(path))], options: .default, memoizesRows: true)
    let rows = try #require(result.scenes.first { $0.name == "Rows" })
    #expect(rows.stateGraph.states.count == 12)
    var widths: Set<[Double]> = []
    for tree in rows.trees {
      var circles: [Double] = []
      tree.visit { node in
        guard case .shape(.circle) = node.kind, node.path.contains("ForEach") else { return }
        for modifier in node.modifiers {
          if case .frame(let width?, _, _) = modifier.kind { circles.append(width) }
        }
      }
      widths.insert(circles)
    }
    // One circle of 30 pt (the selected item's) and two of 10 pt.
    #expect(widths == [[30, 10, 10], [10, 30, 10], [10, 10, 30]])
    // The writer's rows count 1, 2, 3 in both of its states.
    let writer = try #require(result.scenes.first { $0.name == "Writer" })
    for tree in writer.trees {
      var greens: [Double] = []
      tree.visit { node in
        guard case .color = node.kind else { return }
        for modifier in node.modifiers {
          if case .frame(let width?, _, _) = modifier.kind { greens.append(width) }
        }
      }
      #expect(greens == [10, 20, 30])
    }
  }

  /// By hand: every path under the old prefix moves, overlay content included; a path outside
  /// the prefix makes the move fail.
  @Test func rebasedMovesEveryPathUnderThePrefix() {
    let overlay = ViewNode(kind: .shape(.circle), path: "A/ForEach[1]/Text/overlay", file: "f", range: .at(0))
    let text = ViewNode(
      kind: .text("é", inlineImages: []),
      modifiers: [ResolvedModifier(.overlay([overlay], alignment: .center), range: .at(0))],
      path: "A/ForEach[1]/Text", file: "f", range: .at(0))
    let row = ViewNode(
      kind: .hStack(alignment: .center, spacing: nil), children: [text], path: "A/ForEach[1]", file: "f",
      range: .at(0))
    let moved = ViewNode.rebased([row], from: "A/ForEach[1]", to: "A/ForEach[22]")
    var paths: [String] = []
    moved?.first?.visit { paths.append($0.path) }
    #expect(paths == ["A/ForEach[22]", "A/ForEach[22]/Text", "A/ForEach[22]/Text/overlay"])
    #expect(ViewNode.rebased([row], from: "B", to: "C") == nil)
  }

  /// By hand: `RowPathKey` is equal exactly when the paths are (same tail and length or not),
  /// and a dictionary keyed by it finds every path it holds and no other.
  @Test func rowPathKeysAreEqualExactlyWhenThePathsAre() {
    let paths = [
      "", "a", "é", "A/ForEach[1]", "B/ForEach[1]", "A/ForEach[1]/HStack", "B/ForEach[1]/HStack",
      "A/ForEach[12]/HStack", "Rows/VStack/ForEach[1999]/HStack/Circle", "x/ForEach[1999]/HStack/Circle",
    ]
    var table: [RowPathKey: Int] = [:]
    for (index, path) in paths.enumerated() { table[RowPathKey(path)] = index }
    #expect(table.count == paths.count)
    for (index, a) in paths.enumerated() {
      #expect(table[RowPathKey(a)] == index)
      for b in paths { #expect((RowPathKey(a) == RowPathKey(b)) == (a == b), "\(a) \(b)") }
    }
    #expect(table[RowPathKey("C/ForEach[1]")] == nil)
  }

  /// By hand: a row's path is the parent, a slash, the segment and the label in brackets, as the
  /// interpolation `rowPath` replaces wrote it; at the root there is no slash.
  @Test func rowPathIsTheJoinedSegmentAndLabel() {
    #expect(Renderer.rowPath("Rows/VStack", "ForEach", "12") == "Rows/VStack/ForEach[12]")
    #expect(Renderer.rowPath("", "ForEach:1", "a b") == "ForEach:1[a b]")
    #expect(Renderer.rowPath("Ä/Stack", "ForEach", "é") == "Ä/Stack/ForEach[é]")
    let parent = String(repeating: "VStack/", count: 40) + "List"
    #expect(Renderer.rowPath(parent, "ForEach", "1999") == "\(parent)/ForEach[1999]")
  }

  /// By hand: numbers compare by bit pattern, closures never, views by identity.
  @Test func identityIsStricterThanEquality() {
    #expect(Value.double(0) == Value.double(-0.0))
    #expect(!Value.double(0).isIdentical(to: .double(-0.0)))
    #expect(Value.double(.nan).isIdentical(to: .double(.nan)))
    #expect(Value.array([.int(1), .string("a")]).isIdentical(to: .array([.int(1), .string("a")])))
    let closure = Closure(
      parameters: [], body: .empty, env: Env(parent: nil, file: "a"), file: "a", range: .at(0))
    #expect(Value.closure(closure) == Value.closure(closure))
    #expect(!Value.closure(closure).isIdentical(to: .closure(closure)))
    #expect(Value.structure(StructValue(type: "S", fields: [("f", .closure(closure))])).holdsCallable)
    #expect(!Value.structure(StructValue(type: "S", fields: [("f", .int(1))])).holdsCallable)
  }
}
