import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// Writes `matchcut sample --json` (TOOLING §2): every node drawn at time `t` after the trigger,
/// in its exact (not keyframed) geometry, back to front.
public enum SampleWriter {
  public static func write(_ plan: TransitionPlan, scene: CompiledScene, at time: Double) -> [UInt8] {
    var json = JSONWriter()
    json.beginObject()
    json.field("transition", plan.edge.id)
    json.field("t", time, decimals: 6)
    json.key("nodes")
    json.beginArray()
    var fills = FillValues()
    // The lines each text node draws at `time` (`TextFlight`).
    var texts = SceneTexts(scene)
    var lines: [Int: [String]] = [:]
    for motion in plan.nodes where lines[motion.node] == nil {
      guard let flight = texts.flight(of: motion, in: plan) else { continue }
      lines[motion.node] = time < 0 ? flight.from : flight.lines(at: time)
    }
    for sample in plan.sample(at: time) {
      json.beginObject()
      SceneJSON.nodeHeader(scene.table.nodes[sample.node], into: &json)
      json.field("role", sample.role.rawValue)
      json.field("order", sample.order)
      SceneJSON.appearance(
        sample.appearance, zIndex: nil, lines: lines[sample.node], fills: &fills, into: &json)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    var bytes = json.bytes
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// The human-readable form: one line per node, `id kind [x, y, w, h] opacity`.
  public static func text(_ plan: TransitionPlan, scene: CompiledScene, at time: Double) -> String {
    var lines = ["\(plan.edge.id) at t = \(format(time)) s"]
    for sample in plan.sample(at: time) {
      let node = scene.table.nodes[sample.node]
      let f = sample.appearance.frame
      lines.append(
        "  \(node.id) \(node.kind.rawValue) [\(format(f.x)), \(format(f.y)), \(format(f.width)), "
          + "\(format(f.height))] opacity \(format(sample.appearance.opacity)) \(sample.role.rawValue)  "
          + node.path)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(_ value: Double) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendNumber(value, decimals: 2, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
