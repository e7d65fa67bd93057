import Foundation
import Matchcut
import Testing

/// `--depfile` (TOOLING §5): a Make-style rule per output listing every input of the module,
/// with paths escaped as GCC's `-MD` escapes them.
struct DepfileTests {
  @Test func everyOutputDependsOnEveryInputOfTheModule() {
    let text = String(
      decoding: Depfile.render(
        outputs: ["out/A.timeline.json", "out/B.timeline.json"], inputs: ["A.mcut", "B.mcut"]),
      as: UTF8.self)
    #expect(
      text == """
        out/A.timeline.json: A.mcut B.mcut
        out/B.timeline.json: A.mcut B.mcut

        """)
  }

  @Test func standardInputIsNoDependency() {
    let text = String(decoding: Depfile.render(outputs: ["o.json"], inputs: ["-", "a.mcut"]), as: UTF8.self)
    #expect(text == "o.json: a.mcut\n")
  }

  /// GCC's rules (`gcc -MD`, mkdeps.cc): space and `#` get a backslash, backslashes right
  /// before them are doubled, `$` becomes `$$`, other backslashes stay as they are.
  @Test(arguments: [
    ("plain/path.mcut", "plain/path.mcut"),
    ("My Scenes/Hero Card.mcut", "My\\ Scenes/Hero\\ Card.mcut"),
    ("tab\there.mcut", "tab\\\there.mcut"),
    ("issue#12.mcut", "issue\\#12.mcut"),
    ("cost$.mcut", "cost$$.mcut"),
    ("back\\slash.mcut", "back\\slash.mcut"),
    ("trail\\ space.mcut", "trail\\\\\\ space.mcut"),
  ])
  func escapesLikeGCC(path: String, expected: String) {
    #expect(Depfile.escaped(path) == expected)
  }

  @Test func buildWritesTheDepfileForItsOutputs() throws {
    let directory = try makeTemporaryDirectory()
    let first = try write(BuildTestSources.circle, to: "Hero Card.mcut", in: directory)
    let second = try write(BuildTestSources.square(named: "Square"), to: "Square.mcut", in: directory)
    let output = directory + "/out"
    let depfile = directory + "/deps/build.d"
    let result = try MatchcutProcess.run(["build", first, second, "-o", output, "--depfile", depfile])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: depfile, encoding: .utf8)
    let escapedDirectory = Depfile.escaped(directory)
    let inputs = "\(escapedDirectory)/Hero\\ Card.mcut \(escapedDirectory)/Square.mcut"
    #expect(
      text == """
        \(escapedDirectory)/out/Hero\\ Card.timeline.json: \(inputs)
        \(escapedDirectory)/out/Square.timeline.json: \(inputs)

        """)
    // Written atomically: no temporary file is left next to it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/deps") == ["build.d"])
  }

  @Test func depfileNeedsAnOutputPath() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(BuildTestSources.circle, to: "a.mcut", in: directory)
    let result = try MatchcutProcess.run(["build", input, "--depfile", directory + "/a.d"])
    #expect(result.status == 2)
    #expect(result.stderr == "matchcut: error: '--depfile' needs '-o PATH' to name the output\n")
  }
}
