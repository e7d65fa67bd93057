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
      let firstInA = Self.firstPlaces(of: a, pathCount: pathCount)
      let firstInB = Self.firstPlaces(of: b, pathCount: pathCount)
      aToB = Self.places(of: a, in: firstInB)
      bToA = Self.places(of: b, in: firstInA)
      bFirst = Self.places(of: b, in: firstInB)
    }

    /// For each path id below `pathCount`, the first position of a view with it in `ids`; −1
    /// for none.
    private static func firstPlaces(of ids: [Int32], pathCount: Int) -> [Int32] {
      var places = [Int32](repeating: -1, count: pathCount)
      places.withUnsafeMutableBufferPointer { places in
        ids.withUnsafeBufferPointer { ids in
          for index in ids.indices.reversed() {
            // An id outside the table (never made by the interner) has no place; the range
            // check keeps the unchecked write in bounds.
            let id = Int(ids[index])
            guard id >= 0, id < places.count else { continue }
            places[id] = Int32(truncatingIfNeeded: index)
          }
        }
      }
      return places
    }

    /// `places[id]` for the id of each view, written straight into the new array (`map` paid a
    /// closure call and two bounds checks per view, ~40 instructions, for 26 000 views a
    /// state in the benchmark); an id without a place is −1.
    private static func places(of ids: [Int32], in places: [Int32]) -> [Int] {
      ids.withUnsafeBufferPointer { ids in
        places.withUnsafeBufferPointer { places in
          [Int](unsafeUninitializedCapacity: ids.count) { result, count in
            for index in ids.indices {
              let id = Int(ids[index])
              let place = id >= 0 && id < places.count ? Int(places[id]) : -1
              result.initializeElement(at: index, to: place)
            }
            count = ids.count
          }
        }
      }
    }
  }
}
