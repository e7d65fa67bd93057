import MatchcutLayout

/// Cold layout of generated trees: a fresh ``LayoutArena`` (and so fresh measure caches) per run,
/// built outside the timed region; the timed region is `layout(in:)` alone.
///
/// Node counts follow the views a SwiftUI author writes (stacks, colours, spacers), not the
/// arena's modifier nodes: the rows tree of `rows` rows has `1 + 5 × rows` nodes (the column;
/// per row the `HStack`, three colours and the `Spacer`), which is also the Yoga node count of
/// `Benchmarks/yoga_rows.py`. The arena holds `9 × rows + 3` nodes (paddings and frames too).
enum LayoutBenchmark {
  /// A canvas as wide as the rows tree's frame.
  static let canvas = Canvas(width: 1000, height: 1000)

  /// View nodes of the rows tree of `rows` rows.
  static func rowsTreeNodes(rows: Int) -> Int { 1 + 5 * rows }

  /// Best-of-`runs` CPU microseconds per view node for cold layout of the rows tree whose view
  /// node count is about `nodes`.
  static func rowsMicrosecondsPerNode(nodes: Int, runs: Int) -> Double {
    let rows = (nodes - 1) / 5
    var frames = 0
    let seconds = Stopwatch.best(runs: runs, setup: { makeRowsTree(rows: rows) }) { tree in
      frames = tree.layout(in: canvas).frames.count
    }
    guard frames == 9 * rows + 3 else { return .nan }
    return seconds * 1e6 / Double(rowsTreeNodes(rows: rows))
  }

  /// Depth of the nested-stacks tree.
  static let nestingDepth = 32

  /// Stacks nested ``nestingDepth`` deep, `chains` of them in a column framed to width 1000.
  /// Each level alternates `HStack(spacing: 2)` / `VStack(spacing: 2)` holding the level below
  /// and a 20×20 colour; the innermost level holds a colour. View nodes per chain:
  /// 32 stacks + 33 colours = 65; plus the column.
  static func makeNestedTree(chains: Int) -> LayoutArena {
    var tree = LayoutArena()
    tree.reserveCapacity(chains * (3 * nestingDepth + 2) + 2)
    var columnChildren: [LayoutNodeID] = []
    for _ in 0..<chains {
      var inner = tree.add(.frame(FixedFrame(width: 20, height: 20)), child: tree.add(.color))
      for level in 0..<nestingDepth {
        let color = tree.add(.frame(FixedFrame(width: 20, height: 20)), child: tree.add(.color))
        let kind: LayoutNodeKind =
          level % 2 == 0 ? .hStack(alignment: .center, spacing: 2) : .vStack(alignment: .center, spacing: 2)
        inner = tree.add(kind, children: [inner, color])
      }
      columnChildren.append(inner)
    }
    let column = tree.add(.vStack(alignment: .center, spacing: 0), children: columnChildren)
    tree.root = tree.add(.frame(FixedFrame(width: 1000)), child: column)
    return tree
  }

  static func nestedTreeNodes(chains: Int) -> Int { 1 + chains * (2 * nestingDepth + 1) }

  /// Best-of-`runs` CPU microseconds per view node for cold layout of about `nodes` view nodes
  /// in chains nested ``nestingDepth`` deep.
  static func nestedMicrosecondsPerNode(nodes: Int, runs: Int) -> Double {
    let chains = max(1, nodes / (2 * nestingDepth + 1))
    let seconds = Stopwatch.best(runs: runs, setup: { makeNestedTree(chains: chains) }) { tree in
      _ = tree.layout(in: canvas)
    }
    return seconds * 1e6 / Double(nestedTreeNodes(chains: chains))
  }
}
