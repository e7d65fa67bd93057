import Foundation
import Testing

/// The tutorials' code pasted as it is (`/work/shared/seeds-verbatim`, see its README): no
/// `#Asset` lines, the tutorial's own `PreviewProvider`. LANGUAGE's first rule is that such code
/// compiles unchanged, so `check` and `build` must exit 0 (warnings allowed: the missing assets
/// warn and get placeholders, docs/semantics.md "Assets"). Skipped where the directory is absent.
@Suite struct VerbatimSeedTests {
  static let directory = "/work/shared/seeds-verbatim"
  static let files = ["v000_items.swift", "v001_basic.swift", "v001_music.swift"]
  static var present: Bool { FileManager.default.fileExists(atPath: directory) }

  @Test(.enabled(if: VerbatimSeedTests.present), arguments: files)
  func checkExitsZero(_ name: String) throws {
    let result = try MatchcutProcess.run(["check", Self.directory + "/" + name])
    #expect(result.status == 0, "\(name):\n\(result.stderr)")
    #expect(!result.stderr.contains("error:"), "\(result.stderr)")
  }

  @Test(.enabled(if: VerbatimSeedTests.present), arguments: files)
  func buildExitsZeroAndWritesATimeline(_ name: String) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = directory + "/out.timeline.json"
    let result = try MatchcutProcess.run(["build", Self.directory + "/" + name, "-o", output])
    #expect(result.status == 0, "\(name):\n\(result.stderr)")
    let data = try #require(FileManager.default.contents(atPath: output))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["format"] as? String == "matchcut.timeline")
    #expect(!((json["scenes"] as? [Any]) ?? []).isEmpty)
  }

  /// Seed 000 declares `DetailView_Previews: PreviewProvider` before `#Preview("Items")`: two
  /// scenes in source order, the provider's named after its view (docs/semantics.md).
  @Test(.enabled(if: VerbatimSeedTests.present))
  func theProviderOfSeedZeroIsAScene() throws {
    let result = try MatchcutProcess.run(["states", Self.directory + "/v000_items.swift", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let detail = try MatchcutProcess.run(
      ["states", Self.directory + "/v000_items.swift", "--preview", "DetailView", "--json"])
    #expect(detail.status == 0, "\(detail.stderr)")
    #expect(detail.stdout.contains(#""preview":"DetailView""#))
  }
}
