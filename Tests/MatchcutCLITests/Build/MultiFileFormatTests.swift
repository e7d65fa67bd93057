import Foundation
import Matchcut
import MatchcutTestSupport
import Testing

/// `--format lottie|css|svg` write into the `-o` directory, one file per transition (or a
/// stylesheet and a page per scene), named from the preview and transition ids and kept inside
/// the directory whatever the previews are called (docs/build-integration.md, docs/exporters.md).
struct MultiFileFormatTests {
  /// Three previews of one view: one that tries to climb out of the output directory, and two
  /// whose names only differ by a `/` and a `_`.
  static let awkwardPreviews =
    BuildTestSources.circle
      + """
      #Preview("../escape") { Mover() }
      #Preview("a_b") { Mover() }
      #Preview("a/b") { Mover() }

      """

  static func files(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  @Test func cssNamesStayInsideTheDirectoryAndPagesLinkTheirStylesheets() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(Self.awkwardPreviews, to: "src/Mover.mcut", in: directory)
    let out = directory + "/out"
    let result = try MatchcutProcess.run(["build", input, "--format", "css", "-o", out])
    #expect(result.status == 0, "\(result.stderr)")
    // "Mover" (the first preview), then the three awkward ones in source order; `a/b`
    // sanitises to the taken `a_b`, so it becomes `a_b 2`.
    #expect(
      try Self.files(in: out) == [
        "Mover.css", "Mover.html", "_.._escape.css", "_.._escape.html", "a_b 2.css", "a_b 2.html", "a_b.css",
        "a_b.html",
      ])
    #expect(try Self.files(in: directory) == ["out", "src"])
    let page = try String(contentsOfFile: out + "/a_b 2.html", encoding: .utf8)
    #expect(page.contains("<link rel=\"stylesheet\" href=\"a_b 2.css\">"))
    let escaped = try String(contentsOfFile: out + "/_.._escape.html", encoding: .utf8)
    #expect(escaped.contains("<link rel=\"stylesheet\" href=\"_.._escape.css\">"))
  }

  @Test(arguments: [("lottie", "json"), ("svg", "svg")])
  func oneFilePerTransition(format: String, fileExtension: String) throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(Self.awkwardPreviews, to: "Mover.mcut", in: directory)
    let out = directory + "/out"
    let depfile = directory + "/out.d"
    let result = try MatchcutProcess.run([
      "build", input, "--format", format, "-o", out, "--depfile", depfile,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Each scene toggles one Bool: two states, transitions t0 (s0 → s1) and t1 (s1 → s0).
    var expected: [String] = []
    for stem in ["Mover", "_.._escape", "a_b", "a_b 2"] {
      expected += ["\(stem).t0.\(fileExtension)", "\(stem).t1.\(fileExtension)"]
    }
    #expect(try Self.files(in: out) == expected.sorted())
    // The depfile names every file written.
    let rules = try String(contentsOfFile: depfile, encoding: .utf8).split(separator: "\n")
    #expect(rules.count == expected.count)
    #expect(rules.contains { $0.hasPrefix(Depfile.escaped(out + "/a_b 2.t1.\(fileExtension)") + ": ") })
  }

  @Test func multiFileFormatsNeedAnOutputDirectory() throws {
    let directory = try makeTemporaryDirectory()
    let input = try write(BuildTestSources.circle, to: "a.mcut", in: directory)
    let result = try MatchcutProcess.run(["build", input, "--format", "lottie"])
    #expect(result.status == 2)
    #expect(result.stderr == "matchcut: error: '--format lottie' writes several files: give '-o DIR'\n")
  }

  @Test(arguments: [BuildFormat.lottie, .css, .svg])
  func parallelEmissionIsByteIdentical(format: BuildFormat) throws {
    let root = Fixtures.repositoryRoot + "/Samples/"
    let compiled = Driver().compile([root + "CircleToRectangle.mcut", root + "TodayStories.mcut"])
    #expect(!compiled.hasErrors)
    let sequential = try BuildEmitter.artifacts(
      compiled.files, settings: BuildEmitter.Settings(format: format, fps: 30, jobs: 1)
    ).get()
    let parallel = try BuildEmitter.artifacts(
      compiled.files, settings: BuildEmitter.Settings(format: format, fps: 30, jobs: 4)
    ).get()
    #expect(!sequential.isEmpty)
    #expect(parallel == sequential)
  }
}
