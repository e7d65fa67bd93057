import MatchcutMotion
import MatchcutSource

/// The serialised `"t"`, `"easing"` and `"progress"` members of recent tracks. Nodes that move
/// together (rows shifted by one header) share their keyframes — the keyframe cache hands them
/// the same array — so those bytes are built once per transition and copied; the output is the
/// same as writing them each time.
struct SharedColumns {
  private struct Entry {
    var keyframes: [Keyframe]
    var members: [UInt8]
  }

  /// Most recent first; a handful covers the distinct motions of one transition.
  private var entries: [Entry] = []
  private static let capacity = 8

  /// Writes the three members into the open `keyframes` object: the times and progress of
  /// every keyframe, the easing of every segment (all keyframes but the last).
  mutating func write(_ keyframes: [Keyframe], into json: inout JSONWriter) {
    // Equal arrays are usually one array (an identity check); equal keyframes print the same.
    // Entries are read in place: iterating `entries` copied each, retaining both its arrays.
    let hit = entries.withUnsafeBufferPointer { entries -> Bool in
      for index in entries.indices where entries[index].keyframes == keyframes {
        entries[index].members.withUnsafeBufferPointer { json.raw($0) }
        return true
      }
      return false
    }
    if hit { return }
    var members = JSONWriter(reservingCapacity: 96 * keyframes.count + 32)
    members.key(.t)
    members.beginArray()
    for keyframe in keyframes { members.value(keyframe.t, decimals: 6) }
    members.endArray()
    members.key(.easing)
    members.beginArray()
    for keyframe in keyframes.dropLast() { SceneJSON.easing(keyframe.easing, into: &members) }
    members.endArray()
    members.key(.progress)
    members.beginArray()
    for keyframe in keyframes { members.value(keyframe.value, decimals: 6) }
    members.endArray()
    let bytes = members.takeBytes()
    if entries.count >= SharedColumns.capacity { entries.removeLast() }
    entries.insert(Entry(keyframes: keyframes, members: bytes), at: 0)
    json.raw(bytes)
  }
}
