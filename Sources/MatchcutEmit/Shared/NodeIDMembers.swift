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
  func write(_ index: Int, into json: inout JSONWriter) {
    bytes.withUnsafeBufferPointer { buffer in
      json.raw(UnsafeBufferPointer(rebasing: buffer[starts[index]..<starts[index + 1] - 1]))
    }
  }
}
