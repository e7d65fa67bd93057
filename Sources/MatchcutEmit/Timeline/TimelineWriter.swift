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
    source: String, scenes: [CompiledScene], tolerance: KeyframeTolerance = .default
  ) -> [UInt8] {
    // Reserved up front (a node's header and states take ~200 bytes, a moving node's keyframes
    // ~1 KB; pages never written cost nothing) instead of growing a 10 MB output by doubling.
    var estimate = 1 << 16
    for scene in scenes {
      estimate += scene.table.nodes.count * (1 + scene.states.count) * 100
      for plan in scene.transitions { estimate += plan.nodes.count * 1000 }
    }
    var json = JSONWriter(reservingCapacity: estimate)
    json.beginObject()
    json.field("format", format)
    json.field("version", version)
    json.field("source", source)
    json.key("scenes")
    json.beginArray()
    for scene in scenes { write(scene, tolerance: tolerance, into: &json) }
    json.endArray()
    json.endObject()
    var bytes = json.takeBytes()
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  static func write(_ scene: CompiledScene, tolerance: KeyframeTolerance, into json: inout JSONWriter) {
    json.beginObject()
    json.field("preview", scene.preview)
    json.key("canvas")
    SceneJSON.canvas(scene.canvas, into: &json)
    json.key("nodes")
    json.beginArray()
    for node in scene.table.nodes {
      json.beginObject()
      SceneJSON.nodeHeader(node, into: &json)
      json.endObject()
    }
    json.endArray()
    json.key("states")
    json.beginArray()
    for state in scene.states {
      SceneJSON.state(state, table: scene.table, includeHeaders: false, into: &json)
    }
    json.endArray()
    json.key("transitions")
    json.beginArray()
    for plan in scene.transitions { write(plan, scene: scene, tolerance: tolerance, into: &json) }
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

  static func write(
    _ plan: TransitionPlan, scene: CompiledScene, tolerance: KeyframeTolerance, into json: inout JSONWriter
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
    json.endObject()
    json.key("animation")
    SceneJSON.animation(edge.animation, into: &json)
    json.key("duration")
    if let duration = plan.duration { json.value(duration, decimals: 6) } else { json.null() }
    json.key("nodes")
    json.beginArray()
    var shared = SharedColumns()
    for motion in plan.nodes {
      json.beginObject()
      json.field("id", scene.table.nodes[motion.node].id)
      json.field("role", motion.role.rawValue)
      json.field("order", motion.order)
      if motion.hero { json.field("hero", true) }
      if motion.role == .remove {
        json.key("visibleUntil")
        if let duration = motion.duration { json.value(duration, decimals: 6) } else { json.null() }
      }
      json.key("from")
      json.beginObject()
      SceneJSON.appearance(motion.from, zIndex: nil, into: &json)
      json.endObject()
      json.key("to")
      json.beginObject()
      SceneJSON.appearance(motion.to, zIndex: nil, into: &json)
      json.endObject()
      if let track = motion.track(tolerance: tolerance) { write(track, shared: &shared, into: &json) }
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// `"keyframes": {"t": [...], "easing": [...], "progress": [...], "frame": [[x,y,w,h]...], …}`:
  /// one column per component that changes.
  static func write(_ track: NodeTrack, shared: inout SharedColumns, into json: inout JSONWriter) {
    json.key("keyframes")
    json.beginObject()
    let columns = shared.columns(of: track)
    json.key("t")
    json.raw(columns.times)
    json.key("easing")
    json.raw(columns.easings)
    json.key("progress")
    json.raw(columns.progress)
    guard let first = track.appearances.first, let last = track.appearances.last else {
      json.endObject()
      return
    }
    if first.frame != last.frame || track.appearances.count == 1 {
      json.key("frame")
      json.beginArray()
      for look in track.appearances { SceneJSON.rect(look.frame, into: &json) }
      json.endArray()
    }
    column("opacity", track, changed: first.opacity != last.opacity, into: &json) { $0.opacity }
    column("cornerRadius", track, changed: first.cornerRadius != last.cornerRadius, into: &json) {
      $0.cornerRadius
    }
    column("scale", track, changed: first.scale != last.scale, into: &json) { $0.scale }
    column("rotation", track, changed: first.rotation != last.rotation, into: &json) { $0.rotation }
    if first.fill != last.fill {
      json.key("fill")
      json.beginArray()
      for look in track.appearances {
        if let fill = look.fill { json.value(fill.hex) } else { json.null() }
      }
      json.endArray()
    }
    json.endObject()
  }

  private static func column(
    _ name: String, _ track: NodeTrack, changed: Bool, into json: inout JSONWriter,
    _ value: (Appearance) -> Double
  ) {
    guard changed || track.appearances.count == 1 else { return }
    json.key(name)
    json.beginArray()
    for look in track.appearances { json.value(value(look), decimals: 6) }
    json.endArray()
  }
}

/// The serialised `t`, `easing` and `progress` columns of recent tracks. Nodes that move
/// together (rows shifted by one header) share times, easings and progress, so those bytes are
/// built once per transition and copied; the output is the same as writing them each time.
struct SharedColumns {
  struct Entry {
    var times: [Double]
    var easings: [KeyframeEasing]
    var progress: [Double]
    var bytes: (times: [UInt8], easings: [UInt8], progress: [UInt8])
  }

  /// Most recent first; a handful covers the distinct motions of one transition.
  private var entries: [Entry] = []
  private static let capacity = 8

  mutating func columns(of track: NodeTrack) -> (times: [UInt8], easings: [UInt8], progress: [UInt8]) {
    for entry in entries
    where entry.times == track.times && entry.progress == track.progress && entry.easings == track.easings {
      return entry.bytes
    }
    var times = JSONWriter(reservingCapacity: 16 * track.times.count + 2)
    times.beginArray()
    for time in track.times { times.value(time, decimals: 6) }
    times.endArray()
    var easings = JSONWriter(reservingCapacity: 64 * track.easings.count + 2)
    easings.beginArray()
    for easing in track.easings { SceneJSON.easing(easing, into: &easings) }
    easings.endArray()
    var progress = JSONWriter(reservingCapacity: 16 * track.progress.count + 2)
    progress.beginArray()
    for value in track.progress { progress.value(value, decimals: 6) }
    progress.endArray()
    let bytes = (times.bytes, easings.bytes, progress.bytes)
    if entries.count >= SharedColumns.capacity { entries.removeLast() }
    entries.insert(
      Entry(times: track.times, easings: track.easings, progress: track.progress, bytes: bytes), at: 0)
    return bytes
  }
}

/// The component order of drag tracks: x, y, width, height, opacity, scale, clip radius.
enum DragFollowComponents {
  static func values(_ look: Appearance) -> [Double] { DragFollow.components(look) }
}
