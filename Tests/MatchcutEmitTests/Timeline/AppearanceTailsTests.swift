import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import Testing

@testable import MatchcutEmit

/// The timeline writer's cached appearance members (`AppearanceTails`) and its state entries
/// (`TimelineStates`) against the plain paths they replace (`SceneJSON`): the same bytes. The expected
/// output is the plain path's by construction, so these tests fail on any difference.
struct AppearanceTailsTests {
  /// Values chosen to give distinct tails: defaults, the members that are left out at their
  /// default (`cornerRadius` 0 and −0, `scale` 1, `rotation` 0), NaN and infinities, a number
  /// past the integer formatting (its tail is longer than a slot holds), fills with and without
  /// alpha and a NaN component, and `zIndex` absent or present.
  static let looks: [(Appearance, Double?)] = {
    let fills: [RGBA?] = [
      nil, ExportScenes.blue, ExportScenes.red, RGBA(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5),
      RGBA(red: .nan, green: 0, blue: 0),
    ]
    let opacities: [Double] = [1, 0.25, 0, .nan, 1e17]
    let radii: [Double] = [0, -0.0, 4, 12.345_67]
    let scales: [Double] = [1, 1.5, .infinity]
    let rotations: [Double] = [0, 90, -45.5]
    let zIndices: [Double?] = [nil, 0, 2]
    var looks: [(Appearance, Double?)] = []
    var step = 0
    for fill in fills {
      for opacity in opacities {
        for radius in radii {
          step += 1
          let look = Appearance(
            frame: Rect(x: Double(step) * 3.25, y: -27_537.333_333, width: 20, height: 20), opacity: opacity,
            cornerRadius: radius, scale: scales[step % scales.count],
            rotation: rotations[step % rotations.count],
            fill: fill)
          looks.append((look, zIndices[step % zIndices.count]))
        }
      }
    }
    return looks
  }()

  @Test func tailsWriteWhatSceneJSONWrites() {
    // One cache for all, over the list three times in different orders: 300 distinct tails
    // fill every set and evict, and the later rounds hit what survived.
    var tails = AppearanceTails()
    var fills = FillValues()
    var referenceFills = FillValues()
    let looks = AppearanceTailsTests.looks
    let order =
      Array(looks.indices) + looks.indices.reversed() + looks.indices.map { ($0 * 37) % looks.count }
    for index in order {
      let (look, zIndex) = looks[index]
      var json = JSONWriter()
      json.beginObject()
      tails.write(
        opening: .frame, frame: look.frame, opacity: look.opacity, zIndex: zIndex,
        cornerRadius: look.cornerRadius,
        fill: look.fill, scale: look.scale, rotation: look.rotation, fills: &fills, into: &json)
      var reference = JSONWriter()
      reference.beginObject()
      SceneJSON.appearance(look, zIndex: zIndex, fills: &referenceFills, into: &reference)
      reference.endObject()
      #expect(json.string == reference.string, "\(index)")
    }
    #expect(order.count == 3 * 100)
  }

  @Test func tailsFollowWhatPrecedesThem() {
    // After a member (comma) and as the first member (none), and a value after the object.
    var tails = AppearanceTails()
    var fills = FillValues()
    var json = JSONWriter()
    json.beginArray()
    json.beginObject()
    json.field(.id, "n1")
    tails.write(
      opening: .frame, frame: Rect(x: 1, y: 2, width: 3, height: 4), opacity: 1, zIndex: 0, cornerRadius: 4,
      fill: ExportScenes.blue, scale: 1, rotation: 0, fills: &fills, into: &json)
    json.beginObject()
    tails.write(
      opening: .frame, frame: Rect(x: 5, y: 6, width: 3, height: 4), opacity: 1, zIndex: 0, cornerRadius: 4,
      fill: ExportScenes.blue, scale: 1, rotation: 0, fills: &fills, into: &json)
    json.value(7)
    json.endArray()
    // By hand from SceneJSON's member order (frame, opacity, zIndex, cornerRadius, fill).
    #expect(
      json.string
        == ##"[{"id":"n1","frame":[1,2,3,4],"opacity":1,"zIndex":0,"cornerRadius":4,"fill":"#007AFFFF"},"##
        + ##"{"frame":[5,6,3,4],"opacity":1,"zIndex":0,"cornerRadius":4,"fill":"#007AFFFF"},7]"##)
  }

  static var scenes: [CompiledScene] { TimelineFastPathTests.scenes }

  @Test func statesMatchSceneJSON() {
    var checked = 0
    for scene in AppearanceTailsTests.scenes {
      let ids = NodeIDMembers(scene.table)
      var tails = AppearanceTails()
      var fills = FillValues()
      var referenceFills = FillValues()
      var frames = StateFrameTexts(states: scene.states.count)
      for (number, state) in scene.states.enumerated() {
        var json = JSONWriter()
        let pixel = SceneJSON.pixel(scene.canvas)
        TimelineStates.write(
          state, number: number, table: scene.table, ids: ids, pixel: pixel, tails: &tails, fills: &fills,
          frames: &frames, into: &json)
        var reference = JSONWriter()
        SceneJSON.state(
          state, table: scene.table, ids: ids, pixel: pixel, fills: &referenceFills, into: &reference)
        #expect(json.string == reference.string, "\(scene.preview) \(state.id)")
        checked += 1
      }
    }
    #expect(checked >= 6)
  }

  @Test func transitionsRepeatingStateFramesMatchFormattedOnes() {
    // Every scene's states and transitions written as the timeline does, once with the
    // transitions repeating the states' frame text and once formatting every frame.
    var repeated = 0
    for scene in AppearanceTailsTests.scenes {
      func document(repeating: Bool) -> String {
        let ids = NodeIDMembers(scene.table)
        var tails = AppearanceTails()
        var fills = FillValues()
        var frames = StateFrameTexts(states: scene.states.count)
        var json = JSONWriter()
        json.beginArray()
        for (number, state) in scene.states.enumerated() {
          TimelineStates.write(
            state, number: number, table: scene.table, ids: ids, pixel: SceneJSON.pixel(scene.canvas),
            tails: &tails, fills: &fills, frames: &frames, into: &json)
        }
        var texts = SceneTexts(scene)
        for plan in scene.transitions {
          if repeating {
            for motion in plan.nodes
            where frames.text(state: plan.edge.from, node: motion.node, frame: motion.from.frame) != nil {
              repeated += 1
            }
          }
          TimelineWriter.write(
            plan, scene: scene, ids: ids, tails: &tails, fills: &fills,
            frames: repeating ? frames : StateFrameTexts(states: 0), texts: &texts, tolerance: .default,
            into: &json)
        }
        json.endArray()
        return json.string
      }
      #expect(document(repeating: true) == document(repeating: false), "\(scene.preview)")
    }
    #expect(repeated > 30)
  }

  @Test func aStateFrameIsRepeatedOnlyForTheSameBits() {
    // By hand: node 1's frame recorded at bytes 10..<23 of state 0; the same bits find it, a
    // frame differing in one bit (−0 for 0), another node or another state do not.
    var frames = StateFrameTexts(states: 2)
    let frame = Rect(x: 0, y: 2, width: 20, height: 20)
    frames.record(state: 0, node: 1, frame: frame, text: 10..<23, nodeCount: 3)
    #expect(frames.text(state: 0, node: 1, frame: frame) == 10..<23)
    #expect(frames.text(state: 0, node: 1, frame: Rect(x: -0.0, y: 2, width: 20, height: 20)) == nil)
    #expect(frames.text(state: 0, node: 2, frame: frame) == nil)
    #expect(frames.text(state: 1, node: 1, frame: frame) == nil)
    #expect(frames.text(state: 0, node: 3, frame: frame) == nil)
  }
}
