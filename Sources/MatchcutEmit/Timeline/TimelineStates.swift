import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// The timeline's `states` entries: `SceneJSON.state` with each node's id alone (the node list
/// holds the headers), and the members after the frame copied from ``AppearanceTails`` when
/// the view has no text, font or clip. `AppearanceTailsTests` compares the two writers.
enum TimelineStates {
  /// `frames` records where each node's frame is written, as state number `number`.
  static func write(
    _ state: StateLayout, number: Int, table: SceneNodeTable, ids: NodeIDMembers, pixel: Double,
    tails: inout AppearanceTails, fills: inout FillValues, frames: inout StateFrameTexts,
    into json: inout JSONWriter
  ) {
    SceneJSON.openState(state, into: &json)
    let opacities = state.effectiveOpacities
    var lookup = NodeLookup(table)
    let frameOpening = JSONOpening.frame
    // Fields read in place: copying the `ViewRecord` would retain all its references.
    state.views.withUnsafeBufferPointer { views in
      for index in views.indices where views[index].kind != nil {
        guard let node = lookup.index(of: views[index].path) else { continue }
        json.beginObject()
        ids.write(node, into: &json)
        if views[index].text == nil && views[index].font == nil && views[index].clip == nil {
          let text = tails.write(
            opening: frameOpening, frame: views[index].frame, opacity: opacities[index],
            zIndex: views[index].zIndex,
            cornerRadius: views[index].cornerRadius, fill: views[index].fill, scale: views[index].scale,
            rotation: views[index].rotation, fills: &fills, into: &json)
          frames.record(
            state: number, node: node, frame: views[index].frame, text: text, nodeCount: table.nodes.count)
          continue
        }
        SceneJSON.members(
          of: views, at: index, opacity: opacities[index], pixel: pixel, fills: &fills, into: &json)
        json.endObject()
      }
    }
    json.endArray()
    json.endObject()
  }
}
