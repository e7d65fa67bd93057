import MatchcutMotion

/// The node of each drawn view of a state, visited in paint order. Views mostly come in the
/// order of the node table (it was built from the states' views), so the node after the last
/// one found is tried first — one string comparison — before the table's hashed look-up.
/// Paths are unique in the table, so a guess that matches is the node `index(of:)` returns.
struct NodeLookup {
  private let table: SceneNodeTable
  private var guess = 0

  init(_ table: SceneNodeTable) {
    self.table = table
  }

  mutating func index(of path: String) -> Int? {
    let found: Int?
    if guess < table.nodes.count && table.nodes[guess].path == path {
      found = guess
    } else {
      found = table.index(of: path)
    }
    if let found { guess = found + 1 }
    return found
  }
}
