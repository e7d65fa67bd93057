import MatchcutMotion
import MatchcutSource

/// Every node's `"id":"n12"` member, serialised once per scene: a timeline writes each id once
/// in the node list, once per state and once per transition.
struct NodeIDMembers {
  /// The members, comma-separated; node `i` is `bytes[starts[i]..<starts[i + 1] - 1]`.
  private var bytes: [UInt8]
  private var starts: [Int]

  init(_ table: SceneNodeTable) {
    var json = JSONWriter(reservingCapacity: 12 * table.nodes.count + 64)
    var starts = [0]
    starts.reserveCapacity(table.nodes.count + 1)
    // Nodes read in place: iterating the array copied each, retaining its strings.
    table.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        json.field(.id, nodes[index].id)
        // The comma the next member will be preceded by belongs to neither.
        starts.append(json.byteCount + 1)
      }
    }
    bytes = json.takeBytes()
    self.starts = starts
  }

  /// Writes node `index`'s id member into the open object.
  ///
  /// Read through the arrays' buffers: a slice of them, rebased, checked its bounds three
  /// times (~60 instructions a member, twice per moving node); the one check left traps as
  /// the subscripts did.
  func write(_ index: Int, into json: inout JSONWriter) {
    starts.withUnsafeBufferPointer { starts in
      precondition(index >= 0 && index &+ 1 < starts.count, "node index out of range")
      let start = starts[index]
      let end = starts[index &+ 1] &- 1
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        json.raw(UnsafeBufferPointer(start: base + start, count: end &- start))
      }
    }
  }
}
