import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import Testing

@testable import MatchcutEmit

/// The timeline's node list (`TimelineNodes`, cached kind and shape members) against
/// `SceneJSON.nodeHeader` for every node: the same bytes. The scenes hold every kind the tests
/// draw, shapes and none, text nodes and matched geometry (the fall-back path).
struct TimelineNodesTests {
  @Test func nodesMatchSceneJSON() {
    var checked = 0
    var sawText = false
    var sawMatch = false
    for scene in TimelineFastPathTests.scenes {
      let ids = NodeIDMembers(scene.table)
      var nodes = TimelineNodes()
      var json = JSONWriter()
      // Twice through one writer: the second pass copies the cached members.
      json.beginArray()
      nodes.write(scene.table, ids: ids, into: &json)
      nodes.write(scene.table, ids: ids, into: &json)
      json.endArray()
      var reference = JSONWriter()
      reference.beginArray()
      for _ in 0..<2 {
        reference.beginArray()
        for node in scene.table.nodes {
          reference.beginObject()
          SceneJSON.nodeHeader(node, into: &reference)
          reference.endObject()
          checked += 1
          sawText = sawText || node.text != nil
          sawMatch = sawMatch || !node.matches.isEmpty
        }
        reference.endArray()
      }
      reference.endArray()
      #expect(json.string == reference.string, "\(scene.preview)")
    }
    #expect(checked > 40)
    #expect(sawMatch)
    _ = sawText
  }
}
