import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// Writes the timeline document of TOOLING §3 (`build --format timeline`, the default).
///
/// Shape: `{"format": "matchcut.timeline", "version": 1, "source", "scenes": [{"preview",
/// "canvas", "nodes", "states", "transitions", "drags"}]}`; `docs/timeline.schema.json` is its schema.
/// Each transition holds its curve in parametric form and, per node, keyframes sharing one
/// list of times and easings.
public enum TimelineWriter {
  public static let format = "matchcut.timeline"
  public static let version = 1

  /// The whole document for one source file.
  public static func write(
    source: String, scenes: [CompiledScene], tolerance: KeyframeTolerance = .default,
    sourceLines: TimelineSourceLines? = nil
  ) -> [UInt8] {
    // Reserved up front (a node's header and states take ~200 bytes, a moving node's keyframes
    // ~1 KB; pages never written cost nothing) instead of growing a 10 MB output by doubling.
    var estimate = 1 << 16
    for scene in scenes {
      estimate += scene.table.nodes.count * (1 + scene.states.count) * 100
      for plan in scene.transitions { estimate += plan.nodes.count * 1000 }
    }
    // Written in place into the returned array: no copy of the 10 MB document afterwards.
    return JSONWriter.makeBytes(reservingCapacity: estimate) { json in
      json.beginObject()
      json.field("format", format)
      json.field("version", version)
      json.field("source", source)
      json.key("scenes")
      json.beginArray()
      for scene in scenes { write(scene, tolerance: tolerance, sourceLines: sourceLines, into: &json) }
      json.endArray()
      json.endObject()
      json.newline()
    }
  }

  static func write(
    _ scene: CompiledScene, tolerance: KeyframeTolerance, sourceLines: TimelineSourceLines? = nil,
    into json: inout JSONWriter
  ) {
    json.beginObject()
    json.field("preview", scene.preview)
    json.key("canvas")
    SceneJSON.canvas(scene.canvas, into: &json)
    let ids = NodeIDMembers(scene.table)
    json.key("nodes")
    var nodes = TimelineNodes()
    nodes.write(scene.table, ids: ids, into: &json)
    var fills = FillValues()
    var tails = AppearanceTails()
    var frames = StateFrameTexts(states: scene.states.count)
    json.key("states")
    json.beginArray()
    let pixel = SceneJSON.pixel(scene.canvas)
    for (number, state) in scene.states.enumerated() {
      TimelineStates.write(
        state, number: number, table: scene.table, ids: ids, pixel: pixel, tails: &tails, fills: &fills,
        frames: &frames,
        into: &json)
    }
    json.endArray()
    json.key("transitions")
    json.beginArray()
    var texts = SceneTexts(scene)
    for plan in scene.transitions {
      write(
        plan, scene: scene, ids: ids, tails: &tails, fills: &fills, frames: frames, texts: &texts,
        tolerance: tolerance, sourceLines: sourceLines, into: &json)
    }
    json.endArray()
    json.key("drags")
    json.beginArray()
    for drag in scene.drags { write(drag, scene: scene, into: &json) }
    json.endArray()
    json.endObject()
  }

  /// `{"id", "from", "trigger", "nodes": [{"id", "linear", "base", "perX", "perY", "samples"}]}`:
  /// per node, x/y/width/height/opacity/scale/clip radius as `base + perX·tx + perY·ty` while the finger is down
  /// (LANGUAGE §7), with the sampled values always included so a player can check or
  /// interpolate.
  static func write(_ drag: DragFollow, scene: CompiledScene, into json: inout JSONWriter) {
    json.beginObject()
    json.field("id", drag.id)
    json.field("from", scene.states[drag.from].id)
    json.key("trigger")
    json.beginObject()
    json.field("kind", "drag")
    if let node = scene.table.index(of: drag.triggerPath) {
      json.field("node", scene.table.nodes[node].id)
    } else {
      json.field("path", drag.triggerPath)
    }
    json.endObject()
    json.key("nodes")
    json.beginArray()
    for follow in drag.nodes {
      json.beginObject()
      json.field("id", scene.table.nodes[follow.node].id)
      json.field("linear", follow.isLinear)
      json.key("base")
      json.beginArray()
      for value in DragFollowComponents.values(follow.base) { json.value(value) }
      json.endArray()
      json.key("perX")
      json.beginArray()
      for value in follow.perX { json.value(value, decimals: 6) }
      json.endArray()
      json.key("perY")
      json.beginArray()
      for value in follow.perY { json.value(value, decimals: 6) }
      json.endArray()
      json.key("samples")
      json.beginArray()
      for sample in follow.samples {
        json.beginArray()
        json.value(sample.translation.0)
        json.value(sample.translation.1)
        for value in DragFollowComponents.values(sample.appearance) { json.value(value) }
        json.endArray()
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// One transition; `frames` tells where its states' frames were written, for its motions'
  /// ends to repeat.
  static func write(
    _ plan: TransitionPlan, scene: CompiledScene, ids: NodeIDMembers, tails: inout AppearanceTails,
    fills: inout FillValues, frames: StateFrameTexts = StateFrameTexts(states: 0),
    texts: inout SceneTexts, tolerance: KeyframeTolerance, sourceLines: TimelineSourceLines? = nil,
    into json: inout JSONWriter
  ) {
    let edge = plan.edge
    json.beginObject()
    json.field("id", edge.id)
    json.field("from", scene.states[edge.from].id)
    json.field("to", scene.states[edge.to].id)
    json.key("trigger")
    json.beginObject()
    json.field("kind", edge.trigger.rawValue)
    if let node = scene.table.index(of: edge.triggerPath) {
      json.field("node", scene.table.nodes[node].id)
    } else {
      json.field("path", edge.triggerPath)
    }
    if let delay = edge.delay {
      // Timer edges (docs/timeline.schema.json): seconds after the arrival in `from`.
      json.field("delay", delay, decimals: 3)
    }
    if !edge.releaseRanges.isEmpty {
      // Optional (docs/timeline.schema.json): which drag releases take this edge.
      json.key("releaseRanges")
      json.beginArray()
      for range in edge.releaseRanges {
        json.beginObject()
        json.field("axis", range.component)
        json.field("sign", range.sign)
        json.field("min", range.minimum, decimals: 2)
        if let maximum = range.maximum { json.field("max", maximum, decimals: 2) }
        json.endObject()
      }
      json.endArray()
    }
    // Where the trigger's action is written, when the caller knows the file (the gallery).
    if let span = edge.source, let place = sourceLines?.locate(span) {
      json.key("source")
      json.beginObject()
      json.field("file", place.file)
      json.field("line", place.location.line)
      json.field("column", place.location.column)
      json.endObject()
    }
    json.endObject()
    json.key("animation")
    SceneJSON.animation(edge.animation, into: &json)
    json.key("duration")
    if let duration = plan.duration { json.value(duration, decimals: 6) } else { json.null() }
    json.key("nodes")
    json.beginArray()
    var tracks = TrackWriter(tolerance: tolerance)
    let roles = RoleMembers()
    // Motions read in place through a pointer: a copy of each (or an array subscript's) would
    // retain and release its appearances' and animation's references.
    // Keys read once: each read of a `static let` checks its lazy initialisation.
    let fromFrame = JSONOpening.fromFrame
    let toFrame = JSONOpening.toFrame
    let orderKey = JSONKey.order
    plan.nodes.withUnsafeBufferPointer { motions in
      guard let base = motions.baseAddress else { return }
      for index in 0..<motions.count {
        let motion = base + index
        json.beginObject()
        ids.write(motion.pointee.node, into: &json)
        roles.write(motion.pointee.role, into: &json)
        json.key(orderKey)
        json.value(motion.pointee.order)
        if motion.pointee.hero { json.field(.hero, true) }
        if motion.pointee.role == .remove {
          json.key(.visibleUntil)
          if motion.pointee.animation == nil {
            json.value(0.0, decimals: 6)
          } else if let duration = motion.pointee.animation?.duration {
            json.value(duration, decimals: 6)
          } else {
            json.null()
          }
        }
        // A node with a string (a text or an image) takes its own path, out of line: its ends
        // carry their lines and its track the line steps (`TextFlight`).
        if motion.pointee.from.text != nil || motion.pointee.to.text != nil {
          writeEndsWithText(motion, plan: plan, texts: &texts, tracks: &tracks, fills: &fills, into: &json)
          json.endObject()
          continue
        }
        // The two ends, field by field (an `Appearance` passed whole would be copied); where
        // their frames' text lies, for the track to repeat.
        var fromText: Range<Int>?
        var toText: Range<Int>?
        if motion.pointee.from.text == nil && motion.pointee.from.font == nil
          && motion.pointee.from.clip == nil
        {
          fromText = tails.write(
            opening: fromFrame, frame: motion.pointee.from.frame, opacity: motion.pointee.from.opacity,
            zIndex: nil, cornerRadius: motion.pointee.from.cornerRadius, fill: motion.pointee.from.fill,
            scale: motion.pointee.from.scale, rotation: motion.pointee.from.rotation,
            frameText: frames.text(
              state: edge.from, node: motion.pointee.node, frame: motion.pointee.from.frame),
            fills: &fills, into: &json)
        } else {
          json.key(.from)
          json.beginObject()
          SceneJSON.appearance(motion.pointee.from, zIndex: nil, fills: &fills, into: &json)
          json.endObject()
        }
        if motion.pointee.to.text == nil && motion.pointee.to.font == nil && motion.pointee.to.clip == nil {
          toText = tails.write(
            opening: toFrame, frame: motion.pointee.to.frame, opacity: motion.pointee.to.opacity, zIndex: nil,
            cornerRadius: motion.pointee.to.cornerRadius, fill: motion.pointee.to.fill,
            scale: motion.pointee.to.scale, rotation: motion.pointee.to.rotation,
            frameText: frames.text(state: edge.to, node: motion.pointee.node, frame: motion.pointee.to.frame),
            fills: &fills, into: &json)
        } else {
          json.key(.to)
          json.beginObject()
          SceneJSON.appearance(motion.pointee.to, zIndex: nil, fills: &fills, into: &json)
          json.endObject()
        }
        tracks.write(motion, fills: &fills, fromText: fromText, toText: toText, into: &json)
        json.endObject()
      }
    }
    json.endArray()
    json.endObject()
  }
}

extension TimelineWriter {
  /// The ends and track of a node with a string: `from` and `to` with a text's `lines`, the
  /// keyframes, then its `lineSteps` when its lines change. Out of line, so the loop over the
  /// (mostly string-less) motions carries none of it.
  @inline(never)
  static func writeEndsWithText(
    _ motion: UnsafePointer<NodeMotion>, plan: TransitionPlan, texts: inout SceneTexts,
    tracks: inout TrackWriter, fills: inout FillValues, into json: inout JSONWriter
  ) {
    let flight = texts.flight(of: motion.pointee, in: plan)
    json.key(.from)
    json.beginObject()
    SceneJSON.appearance(motion.pointee.from, zIndex: nil, lines: flight?.from, fills: &fills, into: &json)
    json.endObject()
    json.key(.to)
    json.beginObject()
    SceneJSON.appearance(motion.pointee.to, zIndex: nil, lines: flight?.to, fills: &fills, into: &json)
    json.endObject()
    tracks.write(motion, fills: &fills, fromText: nil, toText: nil, into: &json)
    if let flight, flight.changes { writeSteps(flight, into: &json) }
  }

  /// `"lineSteps":[{"t":0,"lines":[…]},…]`: the lines a text draws from each time on while
  /// the transition plays (`TextFlight`, docs/motion.md "Text in flight").
  static func writeSteps(_ flight: TextFlight, into json: inout JSONWriter) {
    json.key("lineSteps")
    json.beginArray()
    for step in flight.steps {
      json.beginObject()
      json.field("t", step.time, decimals: 6)
      json.key("lines")
      json.beginArray()
      for line in step.lines { json.value(line) }
      json.endArray()
      json.endObject()
    }
    json.endArray()
  }
}

/// The `"role":"persist"` member of each role, serialised once per transition.
struct RoleMembers {
  private let persist = RoleMembers.member(.persist)
  private let insert = RoleMembers.member(.insert)
  private let remove = RoleMembers.member(.remove)

  private static func member(_ role: NodeRole) -> [UInt8] {
    var json = JSONWriter(reservingCapacity: 32)
    json.field(.role, role.rawValue)
    return json.takeBytes()
  }

  func write(_ role: NodeRole, into json: inout JSONWriter) {
    switch role {
    case .persist: json.raw(persist)
    case .insert: json.raw(insert)
    case .remove: json.raw(remove)
    }
  }
}

/// The component order of drag tracks: x, y, width, height, opacity, scale, clip radius.
enum DragFollowComponents {
  static func values(_ look: Appearance) -> [Double] { DragFollow.components(look) }
}
