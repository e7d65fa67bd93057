/// The nodes one `ForEach` rendered to at one path when every one of its rows came from a row
/// memo (`RowMemo`), for the next render at that path (`Renderer.renderRows`).
///
/// A row memo's nodes at a path depend only on the memo and the path, and reusing them has no
/// effect but charging the steps they took. So when a later render finds the same memos, in the
/// same order, with the same labels (hence the same row paths), and none of them rendered again
/// since (`RowMemo.generation`), its rows are these nodes: it skips writing each row's path,
/// looking the row up in its memo and appending it. A state that changes something outside a
/// long list renders the list this way.
final class ForEachRender {
  /// Where the rows stand: the `ForEach`'s path and its segment (`Renderer.rowPath`).
  struct Key: Hashable {
    var path: String
    var segment: String
  }

  let labels: [String]
  let memos: [RowMemo]
  let generations: [Int]
  let nodes: [ViewNode]
  /// The evaluation steps the rows charged.
  let steps: Int

  init(labels: [String], memos: [RowMemo], nodes: [ViewNode], steps: Int) {
    self.labels = labels
    self.memos = memos
    self.generations = memos.map(\.generation)
    self.nodes = nodes
    self.steps = steps
  }

  /// Whether `elements` are the rows this render was made of, each memo as it was then.
  func matches(_ elements: [ForEachRow]) -> Bool {
    guard elements.count == memos.count else { return false }
    for index in elements.indices {
      guard let memo = elements[index].memo, memo === memos[index],
        memo.generation == generations[index], elements[index].label == labels[index]
      else { return false }
    }
    return true
  }
}
