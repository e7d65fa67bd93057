extension TransitionBuilder {
  /// The views of two states matched by path (swiftui-semantics §13: a view keeps its identity
  /// across states when its structural path is the same), from the path ids of both states.
  struct ViewPairing {
    /// For each view of the old state, the index of the first view of the new state with its
    /// path, or −1 when it is removed.
    var aToB: [Int]
    /// For each view of the new state, the index of the first view of the old state with its
    /// path, or −1 when it is inserted.
    var bToA: [Int]
    /// For each view of the new state, the first view of the new state with the same path.
    var bFirst: [Int]

    /// `a` and `b` hold the path id of each view of the old and the new state, all below
    /// `pathCount` (`SceneNodeTable.pathIDs(of:interning:)`).
    init(a: [Int32], b: [Int32], pathCount: Int) {
      // The first view with each path id, in each state.
      var firstInA = [Int32](repeating: -1, count: pathCount)
      var firstInB = [Int32](repeating: -1, count: pathCount)
      for index in a.indices.reversed() { firstInA[Int(a[index])] = Int32(truncatingIfNeeded: index) }
      for index in b.indices.reversed() { firstInB[Int(b[index])] = Int32(truncatingIfNeeded: index) }
      aToB = a.map { Int(firstInB[Int($0)]) }
      bToA = b.map { Int(firstInA[Int($0)]) }
      bFirst = b.map { Int(firstInB[Int($0)]) }
    }
  }
}
