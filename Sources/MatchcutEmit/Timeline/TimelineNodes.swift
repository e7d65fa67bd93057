import MatchcutMotion
import MatchcutSource

/// The timeline's `nodes` list: `SceneJSON.nodeHeader` for every node of the table, with the
/// members a scene repeats serialised once — the id (``NodeIDMembers``), `"kind":"shape","path":`
/// per kind and `"shape":"circle"` per shape — so a node costs its path's bytes and a few
/// copies. Nodes with text, a stroke, an outline or matched geometry (few) take
/// `SceneJSON.nodeHeader` itself.
/// `TimelineNodesTests` compares the two.
struct TimelineNodes {
  private var kinds: [(kind: DrawnKind, opening: [UInt8])] = []
  private var shapes: [(shape: DrawnShape, member: [UInt8])] = []

  mutating func write(_ table: SceneNodeTable, ids: NodeIDMembers, into json: inout JSONWriter) {
    json.beginArray()
    table.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        json.beginObject()
        guard
          nodes[index].text == nil && nodes[index].stroke == nil && nodes[index].outline == nil
            && nodes[index].matches.isEmpty
        else {
          SceneJSON.nodeHeader(nodes[index], into: &json)
          json.endObject()
          continue
        }
        ids.write(index, into: &json)
        writeKindAndPathKey(nodes[index].kind, into: &json)
        json.value(nodes[index].path)
        if let shape = nodes[index].shape { write(shape, into: &json) }
        json.endObject()
      }
    }
    json.endArray()
  }

  /// `"kind":"…","path":`, waiting for the path.
  ///
  /// The cached fragments are read in place: iterating the array of pairs, or subscripting it,
  /// copied each pair and retained its bytes (~130 instructions a node, for a handful of kinds).
  private mutating func writeKindAndPathKey(_ kind: DrawnKind, into json: inout JSONWriter) {
    let hit = kinds.withUnsafeBufferPointer { kinds -> Bool in
      for index in kinds.indices where kinds[index].kind == kind {
        kinds[index].opening.withUnsafeBufferPointer { json.rawOpening($0) }
        return true
      }
      return false
    }
    if hit { return }
    var fragment = JSONWriter(reservingCapacity: 48)
    fragment.field(.kind, kind.rawValue)
    fragment.key(.path)
    let bytes = fragment.takeBytes()
    kinds.append((kind, bytes))
    bytes.withUnsafeBufferPointer { json.rawOpening($0) }
  }

  /// `"shape":"…"` (the cached members read in place, as the kinds are).
  private mutating func write(_ shape: DrawnShape, into json: inout JSONWriter) {
    let hit = shapes.withUnsafeBufferPointer { shapes -> Bool in
      for index in shapes.indices where shapes[index].shape == shape {
        shapes[index].member.withUnsafeBufferPointer { json.raw($0) }
        return true
      }
      return false
    }
    if hit { return }
    var fragment = JSONWriter(reservingCapacity: 32)
    fragment.field(.shape, shape.rawValue)
    let bytes = fragment.takeBytes()
    shapes.append((shape, bytes))
    json.raw(bytes)
  }
}
