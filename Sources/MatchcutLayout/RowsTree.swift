/// The benchmark "rows tree": `VStack(spacing: 0) { rows }.padding(8).frame(width: 1000)`, each row
/// `HStack(spacing: 2) { 3 × Color.frame(width: 20, height: 20); Spacer() }.padding(4)`.
///
/// Each row is 9 nodes (padding, HStack, 3 × (frame, Color), Spacer); the whole tree has
/// 9 × rows + 3 nodes. Used by `matchcut-bench` and the layout tests.
public func makeRowsTree(rows: Int) -> LayoutArena {
  var tree = LayoutArena()
  tree.reserveCapacity(9 * rows + 3)
  var rowIDs: [LayoutNodeID] = []
  rowIDs.reserveCapacity(rows)
  for _ in 0..<rows {
    var cells: [LayoutNodeID] = []
    for _ in 0..<3 {
      let color = tree.add(.color)
      cells.append(tree.add(.frame(FixedFrame(width: 20, height: 20)), child: color))
    }
    cells.append(tree.add(.spacer(minLength: nil)))
    let stack = tree.add(.hStack(alignment: .center, spacing: 2), children: cells)
    rowIDs.append(tree.add(.padding(EdgeInsets(all: 4)), child: stack))
  }
  let column = tree.add(.vStack(alignment: .center, spacing: 0), children: rowIDs)
  let padded = tree.add(.padding(EdgeInsets(all: 8)), child: column)
  tree.root = tree.add(.frame(FixedFrame(width: 1000)), child: padded)
  return tree
}
