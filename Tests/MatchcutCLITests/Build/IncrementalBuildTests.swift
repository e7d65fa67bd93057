import Foundation
import Matchcut
import Testing

/// TOOLING §5: rebuilding an unchanged input leaves the output untouched (same bytes, same
/// mtime), so Make and Ninja (`restat = 1`) see nothing new downstream.
struct IncrementalBuildTests {
  static let old = Date(timeIntervalSince1970: 1_000_000_000)

  static func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  @Test func rebuildingAnUnchangedInputKeepsTheOutputsModificationTime() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(BuildTestSources.circle, to: "Mover.mcut", in: directory)
    let output = directory + "/out/Mover.timeline.json"
    let first = try MatchcutProcess.run(["build", input, "-o", output])
    #expect(first.status == 0, "\(first.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
    // Back-date the output, so that any rewrite would show as a new mtime.
    try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: output)

    let second = try MatchcutProcess.run(["build", input, "-o", output])
    #expect(second.status == 0)
    #expect(try Self.modificationDate(output) == Self.old)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == bytes)

    // A real change rewrites it.
    try write(
      BuildTestSources.circle.replacingOccurrences(of: "0.3", with: "0.6"), to: "Mover.mcut", in: directory)
    let third = try MatchcutProcess.run(["build", input, "-o", output])
    #expect(third.status == 0)
    #expect(try Self.modificationDate(output) != Self.old)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) != bytes)
  }

  @Test func onlyTheChangedFilesOutputIsRewrittenInADirectoryBuild() throws {
    let directory = try makeTemporaryDirectory()
    try write(BuildTestSources.circle, to: "src/Mover.mcut", in: directory)
    try write(BuildTestSources.square(named: "Grower"), to: "src/Grower.mcut", in: directory)
    let out = directory + "/out"
    let depfile = out + "/build.d"
    #expect(
      try MatchcutProcess.run(["build", directory + "/src", "-o", out, "--depfile", depfile]).status == 0)
    for name in ["Mover.timeline.json", "Grower.timeline.json", "build.d"] {
      try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: out + "/" + name)
    }
    try write(BuildTestSources.square(named: "Grower", size: 200), to: "src/Grower.mcut", in: directory)
    #expect(
      try MatchcutProcess.run(["build", directory + "/src", "-o", out, "--depfile", depfile]).status == 0)
    #expect(try Self.modificationDate(out + "/Mover.timeline.json") == Self.old)
    #expect(try Self.modificationDate(out + "/Grower.timeline.json") != Self.old)
    // The dependency file's text did not change either.
    #expect(try Self.modificationDate(depfile) == Self.old)
  }

  @Test func aFailedBuildKeepsTheLastGoodOutput() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(BuildTestSources.circle, to: "Mover.mcut", in: directory)
    let output = directory + "/Mover.timeline.json"
    #expect(try MatchcutProcess.run(["build", input, "-o", output]).status == 0)
    let good = try Data(contentsOf: URL(fileURLWithPath: output))
    try write(BuildTestSources.circle + "let broken = \"\n", to: "Mover.mcut", in: directory)
    let failed = try MatchcutProcess.run(["build", input, "-o", output])
    #expect(failed.status == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == good)
  }
}
