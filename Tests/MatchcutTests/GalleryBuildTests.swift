import Foundation
import MatchcutEmit
import MatchcutTestSupport
import Testing

@testable import Matchcut

/// `GalleryBuild` (the gallery's and the preview's compile): what the pages publish is named
/// relative to the input directory, every trigger carries its source line, and the warnings
/// reach the scene they concern. Expected values are read off the sources by hand.
struct GalleryBuildTests {
  static let samples = Fixtures.repositoryRoot + "/Samples"

  static func sample(_ name: String) -> GallerySampleBuild {
    GalleryBuild.sample(path: samples + "/" + name, name: name, canvas: nil)
  }

  static func text(_ file: GalleryFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

  @Test func noAbsolutePathIsPublished() {
    let built = [Self.sample("Destinations.mcut"), Self.sample("CircleToRectangle.mcut")]
    let files = GallerySite.files(for: built.map(\.sample))
    #expect(files.count > 2)
    for file in files {
      #expect(!Self.text(file).contains(Self.samples), "\(file.path) publishes \(Self.samples)")
      #expect(!Self.text(file).contains(Fixtures.repositoryRoot), "\(file.path) publishes the checkout")
    }
  }

  @Test func triggersCarryTheirSourceLine() throws {
    // CircleToRectangle.mcut: `.onTapGesture {` is line 28; the name `onTapGesture` starts at
    // column 6 (four spaces and the dot before it), where diagnostics point at a modifier too.
    let built = Self.sample("CircleToRectangle.mcut")
    let scene = try #require(built.sample.scenes.first)
    let bytes = TimelineWriter.write(
      source: built.sample.source, scenes: [scene], sourceLines: built.sample.sourceLines)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(document["source"] as? String == "CircleToRectangle.mcut")
    let scenes = try #require(document["scenes"] as? [[String: Any]])
    let transitions = try #require(scenes.first?["transitions"] as? [[String: Any]])
    #expect(transitions.count == 2)
    for transition in transitions {
      let trigger = try #require(transition["trigger"] as? [String: Any])
      let source = try #require(trigger["source"] as? [String: Any])
      #expect(source["file"] as? String == "CircleToRectangle.mcut")
      #expect(source["line"] as? Int == 28)
      #expect(source["column"] as? Int == 6)
    }
    // The optional field validates against the schema.
    let validator = try JSONSchemaValidator(
      schemaPath: Fixtures.repositoryRoot + "/docs/timeline.schema.json")
    #expect(validator.validate(document).isEmpty)
  }

  @Test func warningsReachTheirSceneWithCaretAndTransitions() throws {
    // Destinations.mcut line 174, column 8: `.matchedGeometryEffect(id: place.name, …)` of the
    // list's title; the lints name "transition t0" and "transition t2".
    let built = Self.sample("Destinations.mcut")
    let lints = built.sample.lints.first ?? []
    let at174 = lints.filter { $0.location == "Destinations.mcut:174:8" }
    #expect(at174.count == 2)
    for lint in at174 {
      #expect(lint.rendered.hasPrefix("Destinations.mcut:174:8: warning: "))
      #expect(lint.rendered.contains("^~~~"))
      #expect(!lint.rendered.contains(Self.samples))
    }
    #expect(at174.contains { $0.transitions.contains("t0") })
    #expect(at174.contains { $0.transitions.contains("t2") })
  }

  @Test func aWordIsMentionedOnlyWhole() {
    #expect(GalleryBuild.mentions("during transition t1; give", "t1"))
    #expect(GalleryBuild.mentions("t1", "t1"))
    #expect(!GalleryBuild.mentions("during transition t12", "t1"))
    #expect(!GalleryBuild.mentions("at1 b", "t1"))
  }

  @Test func aBrokenSampleNamesItsFileNotItsDirectory() throws {
    let directory = NSTemporaryDirectory() + "matchcut-gallery-build-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/Broken.mcut"
    try "struct Broken: View {\n  var body: some View { Text( }\n}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let built = GalleryBuild.sample(path: path, name: "Broken.mcut", canvas: nil)
    #expect(built.sample.scenes.isEmpty)
    let errors = built.sample.errors.joined()
    #expect(errors.hasPrefix("Broken.mcut:2:"))
    #expect(!errors.contains(directory))
  }
}
