import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// Writes `matchcut layout --json` (TOOLING §2): the canvas, every state with every node's frame,
/// and the transitions (without keyframes).
public enum LayoutWriter {
  public static func write(_ scene: CompiledScene) -> [UInt8] {
    var json = JSONWriter(reservingCapacity: 1 << 14)
    json.beginObject()
    json.field("preview", scene.preview)
    json.key("canvas")
    SceneJSON.canvas(scene.canvas, into: &json)
    json.key("states")
    json.beginArray()
    var fills = FillValues()
    for state in scene.states {
      SceneJSON.state(
        state, table: scene.table, ids: nil, pixel: SceneJSON.pixel(scene.canvas), fills: &fills, into: &json)
    }
    json.endArray()
    json.key("transitions")
    json.beginArray()
    for plan in scene.transitions {
      json.beginObject()
      json.field("id", plan.edge.id)
      json.field("from", scene.states[plan.edge.from].id)
      json.field("to", scene.states[plan.edge.to].id)
      json.key("trigger")
      json.beginObject()
      json.field("kind", plan.edge.trigger.rawValue)
      if let node = scene.table.index(of: plan.edge.triggerPath) {
        json.field("node", scene.table.nodes[node].id)
      } else {
        json.field("path", plan.edge.triggerPath)
      }
      if let delay = plan.edge.delay { json.field("delay", delay, decimals: 3) }
      json.endObject()
      json.key("animation")
      SceneJSON.animation(plan.edge.animation, into: &json)
      json.key("duration")
      if let duration = plan.duration { json.value(duration, decimals: 6) } else { json.null() }
      json.endObject()
    }
    json.endArray()
    json.endObject()
    var bytes = json.bytes
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// The human-readable form: per state, one line per node.
  public static func text(_ scene: CompiledScene) -> String {
    var lines: [String] = []
    for state in scene.states {
      let values = state.values.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
      lines.append("\(state.id)  \(values)")
      for view in state.views {
        guard view.kind != nil, let index = scene.table.index(of: view.path) else { continue }
        let node = scene.table.nodes[index]
        let f = view.frame
        lines.append(
          "  \(node.id) \(node.kind.rawValue) [\(SampleWriter.format(f.x)), \(SampleWriter.format(f.y)), "
            + "\(SampleWriter.format(f.width)), \(SampleWriter.format(f.height))]  \(node.path)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
