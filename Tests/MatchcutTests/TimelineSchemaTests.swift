import Foundation
import Matchcut
import MatchcutEmit
import MatchcutTestSupport
import Testing

/// Every sample's timeline validates against `docs/timeline.schema.json` (TOOLING §3).
struct TimelineSchemaTests {
  static let samples: [String] = {
    let directory = Fixtures.repositoryRoot + "/Samples"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".mcut") }.sorted()
  }()

  @Test func samplesExist() {
    #expect(Self.samples.count >= 5)
  }

  @Test(arguments: samples) func sampleTimelineMatchesTheSchema(_ name: String) throws {
    let path = Fixtures.repositoryRoot + "/Samples/" + name
    let result = Driver().compile([path])
    #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
    let file = try #require(result.files.first)
    #expect(!file.scenes.isEmpty)
    let bytes = TimelineWriter.write(source: "Samples/" + name, scenes: file.scenes)
    let document = try JSONSerialization.jsonObject(with: Data(bytes))
    let validator = try JSONSchemaValidator(
      schemaPath: Fixtures.repositoryRoot + "/docs/timeline.schema.json")
    let errors = validator.validate(document)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }

  @Test func theCheckerRejectsABrokenTimeline() throws {
    // The validator must be able to fail: a wrong version, a bad node id and a missing key.
    let validator = try JSONSchemaValidator(
      schemaPath: Fixtures.repositoryRoot + "/docs/timeline.schema.json")
    let broken: [String: Any] = [
      "format": "matchcut.timeline", "version": 2, "source": "x",
      "scenes": [
        [
          "preview": "p", "nodes": [["id": "node0", "kind": "shape", "path": "A"]], "states": [],
          "transitions": [],
        ]
      ],
    ]
    let messages = validator.validate(broken).map(\.description)
    #expect(messages.contains { $0.contains("$.version") })
    #expect(messages.contains { $0.contains("missing required property 'canvas'") })
    #expect(messages.contains { $0.contains("'node0' does not match") })
  }
}
