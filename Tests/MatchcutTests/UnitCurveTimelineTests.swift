import Foundation
import Matchcut
import MatchcutEmit
import MatchcutMotion
import MatchcutTestSupport
import Testing

/// `.timingCurve` in source, through semantics and the lowering to the motion model and the
/// timeline (Tests/Fixtures/layout-mcut/timing_curves.mcut): the UnitCurve form (AppleDoc
/// `animation/timingcurve(_:duration:)`) with a circular preset, a Bézier preset, a
/// `.bezier(startControlPoint:endControlPoint:)`, and the four-number form (§15.2).
struct UnitCurveTimelineTests {
  static let path = Fixtures.root + "/layout-mcut/timing_curves.mcut"

  @Test func eachFormBecomesItsModel() throws {
    let result = Driver().compile([Self.path])
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    let scene = try #require(result.files.first?.scenes.first)
    let plan = try #require(scene.transitions.first)
    var models: [String: Animation.Model] = [:]
    for motion in plan.nodes {
      if let animation = motion.animation { models[scene.table.nodes[motion.node].path] = animation.model }
    }
    #expect(models["Curves/VStack/Rectangle:0"] == .unitCurve(.circularEaseIn, duration: 0.5))
    #expect(models["Curves/VStack/Rectangle:1"] == .curve(CubicBezier(0.42, 0, 0.58, 1), duration: 1))
    #expect(models["Curves/VStack/Rectangle:2"] == .curve(CubicBezier(0.2, 0, 0, 1), duration: 0.4))
    #expect(models["Curves/VStack/Rectangle:3"] == .curve(CubicBezier(0.2, 0, 0, 1), duration: 0.4))
  }

  /// The timeline names the edge's circular model (`"type":"unitCurve","curve":"circularEaseOut"`,
  /// layout-mcut/timing_curve_circular.mcut) and still validates against
  /// docs/timeline.schema.json; both timelines do.
  @Test(arguments: ["timing_curves.mcut", "timing_curve_circular.mcut"])
  func theTimelineWritesTheUnitCurveModel(_ name: String) throws {
    let result = Driver().compile([Fixtures.root + "/layout-mcut/" + name])
    let file = try #require(result.files.first)
    let bytes = TimelineWriter.write(source: name, scenes: file.scenes)
    let text = String(decoding: bytes, as: UTF8.self)
    if name == "timing_curve_circular.mcut" {
      #expect(text.contains(#""model":{"type":"unitCurve","curve":"circularEaseOut","duration":0.6"#))
      #expect(text.contains(#""description":".timingCurve(.circularEaseOut, duration: 0.6)""#))
    }
    let validator = try JSONSchemaValidator(
      schemaPath: Fixtures.repositoryRoot + "/docs/timeline.schema.json")
    let errors = validator.validate(try JSONSerialization.jsonObject(with: Data(bytes)))
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }
}
