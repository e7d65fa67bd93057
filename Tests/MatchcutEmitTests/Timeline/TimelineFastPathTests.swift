import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import Testing

@testable import MatchcutEmit

/// The timeline writer's shortcuts (frame-only tracks interpolated in place, shared columns,
/// the keyframe memo, cached fills and ids, the node look-up by guess) against the general
/// path they replace: the same bytes for every node, including the edge cases the shortcuts
/// hand back (a NaN component, opacity, fill and rotation changes, instant changes).
struct TimelineFastPathTests {
  /// Rows that shift (frame only), a view that fades, one that changes colour, one whose fill
  /// has a NaN component, one that gains a fill, one that rotates, and one that stays; a spring there, an instant change (no animation) back.
  static let scene: CompiledScene = {
    let nan = RGBA(red: .nan, green: 0, blue: 0)
    func state(_ id: String, shift: Double, on: Bool) -> StateLayout {
      var views = [ExportScenes.view("Root/VStack", Rect(x: 0, y: 0, width: 393, height: 852), kind: nil)]
      for row in 0..<12 {
        let y = 100 + shift + Double(row) * 28.333_333
        views.append(
          ExportScenes.view(
            "Root/VStack/ForEach[\(row)]/Circle", parent: 0, Rect(x: 16, y: y, width: 20, height: 20),
            shape: .circle, fill: ExportScenes.blue))
      }
      views.append(
        ViewRecord(
          path: "Root/VStack/Fade", parent: 0, frame: Rect(x: 40, y: 40, width: 30, height: 30), kind: .shape,
          shape: .rect, fill: ExportScenes.red, opacity: on ? 0.25 : 1))
      views.append(
        ExportScenes.view(
          "Root/VStack/Tint", parent: 0, Rect(x: 80, y: 40 + shift, width: 30, height: 30),
          fill: on ? ExportScenes.orange : ExportScenes.gray))
      views.append(
        ExportScenes.view(
          "Root/VStack/NaN", parent: 0, Rect(x: 120, y: 40 + shift, width: 30, height: 30), fill: nan))
      views.append(
        ExportScenes.view(
          "Root/VStack/Gains", parent: 0, Rect(x: 160, y: 40 + shift, width: 30, height: 30),
          fill: on ? ExportScenes.gray : nil))
      views.append(
        ExportScenes.view(
          "Root/VStack/Spin", parent: 0, Rect(x: 200, y: 40 + shift, width: 30, height: 30),
          fill: ExportScenes.gray, rotation: on ? 90 : 0))
      views.append(
        ExportScenes.view("Root/VStack/Still", parent: 0, Rect(x: 240, y: 40, width: 30, height: 30)))
      return StateLayout(id: id, values: [], views: views)
    }
    return CompiledScene.compile(
      preview: "Edges", canvas: .iPhone15Pro,
      states: [state("s0", shift: 0, on: false), state("s1", shift: 57.5, on: true)],
      edges: [
        ExportScenes.edge("t0", 0, 1, .spring(response: 0.5, dampingFraction: 0.7)),
        EdgeInput(
          id: "t1", from: 1, to: 0, trigger: .tap, triggerPath: "Root/Button", animation: nil,
          changedKeys: ["Root.flag"]),
      ])
  }()

  static var scenes: [CompiledScene] { [scene] + ExportScenes.all }

  @Test func keyframesMatchTheGeneralPath() {
    let tolerance = KeyframeTolerance.default
    var checked = 0
    for scene in TimelineFastPathTests.scenes {
      for plan in scene.transitions {
        // One writer per transition, as the timeline has: its shared columns and memo carry
        // over from node to node.
        var tracks = TrackWriter(tolerance: tolerance)
        var fills = FillValues()
        for motion in plan.nodes {
          var json = JSONWriter()
          json.beginObject()
          tracks.write(motion, fills: &fills, into: &json)
          json.endObject()
          let reference = referenceKeyframes(motion, tolerance: tolerance)
          #expect(json.string == reference, "\(plan.edge.id) \(motion.node)")
          // As the timeline writes it: the ends' frames just before, their text repeated by
          // the keyframes that hold them.
          var ends = JSONWriter()
          ends.beginArray()
          let from = motion.from.frame
          let to = motion.to.frame
          ends.array(from.x, from.y, from.width, from.height)
          let fromText = 1..<ends.byteCount
          ends.array(to.x, to.y, to.width, to.height)
          let toText = fromText.upperBound + 1..<ends.byteCount
          ends.endArray()
          let opening = ends.string
          ends.beginObject()
          withUnsafePointer(to: motion) {
            tracks.write($0, fills: &fills, fromText: fromText, toText: toText, into: &ends)
          }
          ends.endObject()
          #expect(ends.string == opening + "," + reference, "\(plan.edge.id) \(motion.node)")
          checked += 1
        }
      }
    }
    #expect(checked > 30)
  }

  @Test func theKeyframeMemoGivesTheCachesAnswer() {
    var memo = KeyframeMemo()
    for scene in TimelineFastPathTests.scenes {
      for plan in scene.transitions {
        for motion in plan.nodes {
          let remembered = motion.timing(tolerance: .default, memo: &memo)
          #expect(remembered == motion.timing(tolerance: .default))
        }
      }
    }
  }

  @Test func fillsAreWrittenAsTheirHex() {
    // More colours than the table holds, repeated, and one with a NaN component.
    var colours: [RGBA] = []
    for index in 0..<40 { colours.append(RGBA(red: Double(index % 23) / 22, green: 0.5, blue: 1)) }
    colours += colours.reversed() + [RGBA(red: .nan, green: 1, blue: 0), RGBA(red: .nan, green: 1, blue: 0)]
    var fills = FillValues()
    var json = JSONWriter()
    var reference = JSONWriter()
    json.beginArray()
    reference.beginArray()
    for colour in colours {
      fills.write(colour, into: &json)
      reference.value(colour.hex)
    }
    json.endArray()
    reference.endArray()
    #expect(json.string == reference.string)
  }

  @Test func idsAndLookUpsMatchTheTable() {
    for scene in TimelineFastPathTests.scenes {
      let ids = NodeIDMembers(scene.table)
      for (index, node) in scene.table.nodes.enumerated() {
        var json = JSONWriter()
        json.beginObject()
        ids.write(index, into: &json)
        json.endObject()
        #expect(json.string == #"{"id":"\#(node.id)"}"#)
      }
      for state in scene.states {
        var lookup = NodeLookup(scene.table)
        // Paint order, then reversed (every guess wrong), then a path the table lacks.
        let paths = state.views.map(\.path)
        for path in paths + paths.reversed() + ["Nowhere"] {
          #expect(lookup.index(of: path) == scene.table.index(of: path))
        }
      }
    }
  }
}

/// The keyframes member as the timeline writer wrote it before the shortcuts, from
/// `NodeMotion.track`'s arrays.
private func referenceKeyframes(_ motion: NodeMotion, tolerance: KeyframeTolerance) -> String {
  var json = JSONWriter()
  json.beginObject()
  guard let track = motion.track(tolerance: tolerance) else { return "{}" }
  json.key("keyframes")
  json.beginObject()
  json.key("t")
  json.beginArray()
  for time in track.times { json.value(time, decimals: 6) }
  json.endArray()
  json.key("easing")
  json.beginArray()
  for easing in track.easings {
    switch easing {
    case .linear: json.value("linear")
    case .cubic(let x1, let y1, let x2, let y2):
      json.beginArray()
      for value in [x1, y1, x2, y2] { json.value(value, decimals: 6) }
      json.endArray()
    }
  }
  json.endArray()
  json.key("progress")
  json.beginArray()
  for value in track.progress { json.value(value, decimals: 6) }
  json.endArray()
  if let first = track.appearances.first, let last = track.appearances.last {
    let single = track.appearances.count == 1
    if first.frame != last.frame || single {
      json.key("frame")
      json.beginArray()
      for look in track.appearances {
        json.beginArray()
        for value in [look.frame.x, look.frame.y, look.frame.width, look.frame.height] { json.value(value) }
        json.endArray()
      }
      json.endArray()
    }
    let columns: [(String, Bool, (Appearance) -> Double)] = [
      ("opacity", first.opacity != last.opacity, { $0.opacity }),
      ("cornerRadius", first.cornerRadius != last.cornerRadius, { $0.cornerRadius }),
      ("scale", first.scale != last.scale, { $0.scale }),
      ("rotation", first.rotation != last.rotation, { $0.rotation }),
    ]
    for (name, changed, value) in columns where changed || single {
      json.key(name)
      json.beginArray()
      for look in track.appearances { json.value(value(look), decimals: 6) }
      json.endArray()
    }
    if first.fill != last.fill {
      json.key("fill")
      json.beginArray()
      for look in track.appearances {
        if let fill = look.fill { json.value(fill.hex) } else { json.null() }
      }
      json.endArray()
    }
  }
  json.endObject()
  json.endObject()
  return json.string
}
