import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// Writes the expectation sidecar `<preview>.<transitionId>.expect.json` that the third-party
/// checkers (`Tests/validators/check_lottie.py`, `check_css.py`) compare rendered output with:
/// the exact appearance of every drawn node (`TransitionPlan.sample(at:)`, the same numbers as
/// `matchcut sample --json`) at frames 0, ¼, ½, ¾ and the last frame of the transition on the
/// `fps` grid, turned into what each node paints (docs/exporters.md).
///
/// Per node: `box` (the painted primitive before scale and rotation: the frame, or a circle's
/// inscribed square), `bounds` (after scale and rotation about the centre), `clip` (the clip
/// rectangle or null), `opacity`, `fill` (`[r, g, b, a]` in 0…1 or null), `rotation`.
public enum ExpectationWriter {
  /// `<preview>.<transitionId>.expect.json`.
  public static func fileName(_ scene: CompiledScene, transition: Int) -> String {
    scene.transitionFileStem(transition) + ".expect.json"
  }

  public static func write(
    _ scene: CompiledScene, transition: Int, tolerance: KeyframeTolerance = .default,
    fps: Double = LottieWriter.defaultFPS
  ) -> [UInt8] {
    let fr = fps > 0 && fps.isFinite ? fps : LottieWriter.defaultFPS
    var json = JSONWriter(reservingCapacity: 1 << 14)
    json.beginObject()
    json.field("format", "matchcut.expect")
    json.field("version", 1)
    json.field("preview", scene.preview)
    guard scene.transitions.indices.contains(transition) else {
      json.endObject()
      return json.bytes + [UInt8(ascii: "\n")]
    }
    let plan = scene.transitions[transition]
    let keys = plan.nodes.map { ExportKeys($0, tolerance: tolerance) }
    let duration = ExportTimeline.duration(of: plan, keys: keys)
    let lastFrame = ExportTimeline.lastFrame(duration: duration, fps: fr)
    json.field("transition", plan.edge.id)
    json.field("from", scene.states[plan.edge.from].id)
    json.field("to", scene.states[plan.edge.to].id)
    json.key("canvas")
    json.beginArray()
    json.value(scene.canvas.width)
    json.value(scene.canvas.height)
    json.endArray()
    json.field("duration", duration, decimals: 6)
    json.field("fps", fr, decimals: 6)
    json.field("lastFrame", lastFrame)
    json.key("samples")
    json.beginArray()
    for frame in ExportTimeline.sampleFrames(lastFrame: lastFrame) {
      // The last frame may lie past the end: clamp to the end, where everything rests.
      let time = min(Double(frame) / fr, duration)
      json.beginObject()
      json.field("frame", frame)
      json.field("t", time, decimals: 6)
      nodes(plan.sample(at: time), scene: scene, texts: TextSets(scene, plan: plan, at: time), into: &json)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.bytes + [UInt8(ascii: "\n")]
  }

  /// `<preview>.<transitionId>.svg.expect.json`: the filmstrip's sidecar for
  /// `Tests/validators/check_svg.py`.
  public static func filmstripFileName(_ scene: CompiledScene, transition: Int) -> String {
    scene.transitionFileStem(transition) + ".svg.expect.json"
  }

  /// The sidecar of `SVGWriter.write(scene, transition:, frames:)`: per frame of the strip, its
  /// time, where its canvas sits in the document, and the exact appearance of every drawn node
  /// there (as in `write`), so a checker can compare a rendering of the SVG with the motion.
  public static func writeFilmstrip(
    _ scene: CompiledScene, transition: Int, frames: Int = SVGWriter.defaultFrameCount
  ) -> [UInt8] {
    var json = JSONWriter(reservingCapacity: 1 << 14)
    json.beginObject()
    json.field("format", "matchcut.expect-svg")
    json.field("version", 1)
    json.field("preview", scene.preview)
    guard scene.transitions.indices.contains(transition) else {
      json.endObject()
      return json.bytes + [UInt8(ascii: "\n")]
    }
    let plan = scene.transitions[transition]
    json.field("transition", plan.edge.id)
    json.key("canvas")
    json.beginArray()
    json.value(scene.canvas.width)
    json.value(scene.canvas.height)
    json.endArray()
    json.key("frames")
    json.beginArray()
    for (index, time) in SVGWriter.frameTimes(scene, transition: transition, frames: frames).enumerated() {
      let origin = SVGWriter.frameOrigin(index, canvas: scene.canvas)
      json.beginObject()
      json.field("t", time, decimals: 6)
      json.key("origin")
      json.beginArray()
      json.value(origin.x)
      json.value(origin.y)
      json.endArray()
      nodes(plan.sample(at: time), scene: scene, texts: TextSets(scene, plan: plan, at: time), into: &json)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.bytes + [UInt8(ascii: "\n")]
  }

  /// The `nodes` array of one sampled instant.
  /// The lines each laid-out text draws at one instant, as the exporters set them
  /// (`TextFlight`), by node index.
  struct TextSets {
    var sets: [Int: TextEstimate] = [:]

    init(_ scene: CompiledScene, plan: TransitionPlan, at time: Double) {
      var texts = SceneTexts(scene)
      for motion in plan.nodes where sets[motion.node] == nil && scene.table.nodes[motion.node].kind == .text
      {
        guard let flight = texts.flight(of: motion, in: plan),
          let font = motion.appearance(at: max(0, time)).font ?? scene.table.nodes[motion.node].font
        else { continue }
        sets[motion.node] = TextEstimate(lines: time < 0 ? flight.from : flight.lines(at: time), font: font)
      }
    }
  }

  /// Each drawn node's box, bounds, clip, opacity, scale, rotation and fill; a laid-out text
  /// also its `lines` and `textBox`, the block of those lines (Inter advances) centred on its
  /// frame and scaled with the node: where its ink is, even when a flight's frame is smaller.
  static func nodes(
    _ samples: [TransitionPlan.Sample], scene: CompiledScene, texts: TextSets, into json: inout JSONWriter
  ) {
    json.key("nodes")
    json.beginArray()
    for sample in samples {
      let node = scene.table.nodes[sample.node]
      let drawn = DrawnGeometry(node: node, appearance: sample.appearance)
      if node.kind == .container && drawn.fill == nil { continue }
      json.beginObject()
      json.field("id", node.id)
      json.field("kind", node.kind.rawValue)
      if let shape = node.shape { json.field("shape", shape.rawValue) }
      json.field("role", sample.role.rawValue)
      json.field("order", sample.order)
      json.key("box")
      SceneJSON.rect(drawn.box, into: &json)
      json.key("bounds")
      SceneJSON.rect(drawn.bounds, into: &json)
      json.key("clip")
      if let clip = drawn.clip { SceneJSON.rect(clip.rect, into: &json) } else { json.null() }
      json.field("opacity", drawn.opacity, decimals: 6)
      json.field("scale", drawn.scale, decimals: 6)
      json.field("rotation", drawn.rotation)
      if let set = texts.sets[sample.node] {
        json.key("lines")
        json.beginArray()
        for line in set.lines { json.value(line) }
        json.endArray()
        let block = set.block(centredIn: sample.appearance.frame)
        let s = drawn.scale
        let frame = sample.appearance.frame
        json.key("textBox")
        SceneJSON.rect(
          Rect(
            x: frame.midX + (block.x - frame.midX) * s, y: frame.midY + (block.y - frame.midY) * s,
            width: block.width * s, height: block.height * s), into: &json)
        json.field(
          "align", set.alignment == .leading ? "left" : set.alignment == .trailing ? "right" : "center")
      }
      json.key("fill")
      if let fill = drawn.fill {
        json.beginArray()
        for component in [fill.red, fill.green, fill.blue, fill.alpha] { json.value(component) }
        json.endArray()
      } else {
        json.null()
      }
      json.endObject()
    }
    json.endArray()
  }
}
