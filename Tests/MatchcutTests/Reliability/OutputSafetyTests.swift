import Foundation
import Matchcut
import MatchcutTestSupport
import Testing

/// TOOLING §1: outputs are written atomically, a failed build never replaces a good output,
/// `-o` creates missing directories, an output that is an input is refused, and multi-file
/// outputs stay inside the output directory whatever the preview names are.
@Suite(.serialized) struct OutputSafetyTests {
  static let sample = Fixtures.repositoryRoot + "/Samples/CircleToRectangle.mcut"
  static let good = """
    struct Box: View {
      @State private var on = false
      var body: some View {
        Color.red.frame(width: on ? 50 : 100, height: 50)
          .onTapGesture { withAnimation { on.toggle() } }
      }
    }

    #Preview { Box() }

    """

  @Test func failedBuildLeavesThePreviousOutputUntouched() throws {
    let root = try CLIRunner.temporaryDirectory("failed")
    let source = root + "/Box.mcut"
    let output = root + "/out/Box.json"
    try Self.good.write(toFile: source, atomically: true, encoding: .utf8)
    #expect(try CLIRunner.run(["build", source, "-o", output]).status == 0)
    let before = try #require(FileManager.default.contents(atPath: output))
    let stamp = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    // An input error (exit 1): the old output keeps its bytes and its modification time.
    try Self.good.replacingOccurrences(of: "Color.red", with: "Color.nope")
      .write(toFile: source, atomically: true, encoding: .utf8)
    let failed = try CLIRunner.run(["build", source, "-o", output])
    #expect(failed.status == 1)
    #expect(FileManager.default.contents(atPath: output) == before)
    #expect(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date == stamp)
    #expect(CLIRunner.files(under: root + "/out") == ["Box.json"], "no temporary file is left behind")
  }

  @Test func outputCreatesMissingDirectories() throws {
    let root = try CLIRunner.temporaryDirectory("mkdir")
    let output = root + "/a/b/c/scene.json"
    let run = try CLIRunner.run(["build", Self.sample, "-o", output])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: output))
    #expect(CLIRunner.files(under: root) == ["a/b/c/scene.json"])
  }

  /// TOOLING §1 puts I/O failures at exit status 3; the input keeps its bytes.
  @Test func outputThatIsAnInputIsRefused() throws {
    let root = try CLIRunner.temporaryDirectory("clobber")
    let source = root + "/Box.mcut"
    try Self.good.write(toFile: source, atomically: true, encoding: .utf8)
    let link = root + "/alias.json"
    try FileManager.default.linkItem(atPath: source, toPath: link)
    for target in [source, root + "/./Box.mcut", link] {
      let run = try CLIRunner.run(["build", source, "-o", target])
      #expect(run.status == 3, "\(target): \(run.stderr)")
      #expect(run.stderr.contains("refusing to overwrite input file"))
      #expect(FileManager.default.contents(atPath: source) == Data(Self.good.utf8))
    }
  }

  /// Preview names such as `../../x` and `/etc/passwd` become file names inside `-o DIR` only.
  @Test(arguments: BuildFormat.allCases)
  func multiFileOutputsStayInsideTheOutputDirectory(_ format: BuildFormat) throws {
    let root = try CLIRunner.temporaryDirectory("escape-\(format.rawValue)")
    let source = HostileCorpus.directory + "/cross/preview_name_path_traversal.mcut"
    let copy = root + "/in/Hostile.mcut"
    try FileManager.default.createDirectory(atPath: root + "/in", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: source, toPath: copy)
    let run = try CLIRunner.run(["build", copy, "--format", format.rawValue, "-o", root + "/out/deep/"])
    #expect(run.status == 0, "\(run.stderr)")
    for file in CLIRunner.files(under: root) {
      let inside = file.hasPrefix("out/deep/") || file == "in/Hostile.mcut"
      #expect(inside, "\(format): '\(file)' was written outside the output directory")
      #expect(!file.dropFirst("out/deep/".count).contains("/"), "\(file) is not directly in the directory")
    }
  }

  /// Output names are portable (docs/build-integration.md, "Output names"): the characters
  /// Windows refuses become `_`, device names get a `_` in front, and a trailing dot or space
  /// (which Windows drops) gets one after. Expected names derived by hand from that rule.
  @Test func outputNamesArePortable() {
    #expect(OutputNames.sanitized("C:\\Windows\\evil.css") == "C__Windows_evil.css")
    #expect(OutputNames.sanitized("a<b>c\"d|e?f*g.json") == "a_b_c_d_e_f_g.json")
    #expect(OutputNames.sanitized("CON") == "_CON")
    #expect(OutputNames.sanitized("nul.css") == "_nul.css")
    #expect(OutputNames.sanitized("com1.t0.json") == "_com1.t0.json")
    #expect(OutputNames.sanitized("Lpt9.svg") == "_Lpt9.svg")
    #expect(OutputNames.sanitized("COM10.css") == "COM10.css")
    #expect(OutputNames.sanitized("Console.css") == "Console.css")
    #expect(OutputNames.sanitized("name.") == "name._")
    #expect(OutputNames.sanitized("name ") == "name _")
  }

  /// Previews named `Same`, `Same` and `same` (cross/preview_name_duplicates): semantics makes
  /// the second `Same 2`; `same` would overwrite `Same` on a case-insensitive file system, so
  /// it becomes `same 2`, which is taken too (`Same 2`), so `same 3`.
  @Test func previewNamesDifferingInCaseGetDistinctFiles() throws {
    let root = try CLIRunner.temporaryDirectory("case")
    let source = HostileCorpus.directory + "/cross/preview_name_duplicates.mcut"
    let run = try CLIRunner.run(["build", source, "--format", "css", "-o", root + "/out/"])
    #expect(run.status == 0, "\(run.stderr)")
    let files = CLIRunner.files(under: root + "/out")
    #expect(
      files.sorted() == [
        "Same 2.css", "Same 2.html", "Same.css", "Same.html", "same 3.css", "same 3.html",
      ])
    #expect(Set(files.map { $0.lowercased() }).count == files.count)
  }

  /// Two sources whose timeline names differ only in case are the duplicate-name error.
  @Test func timelineNamesDifferingInCaseAreRefused() throws {
    let root = try CLIRunner.temporaryDirectory("case-timeline")
    try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/b", withIntermediateDirectories: true)
    try Self.good.write(toFile: root + "/a/Box.mcut", atomically: true, encoding: .utf8)
    try Self.good.replacingOccurrences(of: "Box", with: "Crate")
      .write(toFile: root + "/b/box.mcut", atomically: true, encoding: .utf8)
    let run = try CLIRunner.run(["build", root + "/a/Box.mcut", root + "/b/box.mcut", "-o", root + "/out/"])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("both compile to"))
  }

  /// Lottie and SVG write one file per transition: a scene without transitions writes none,
  /// and says so with a warning (exit status 0, no file).
  @Test(arguments: [BuildFormat.lottie, .svg])
  func sceneWithoutTransitionsWarns(_ format: BuildFormat) throws {
    let root = try CLIRunner.temporaryDirectory("static-\(format.rawValue)")
    let source = root + "/Still.mcut"
    try "struct Still: View {\n  var body: some View { Text(\"x\") }\n}\n\n#Preview { Still() }\n"
      .write(toFile: source, atomically: true, encoding: .utf8)
    let run = try CLIRunner.run(["build", source, "--format", format.rawValue, "-o", root + "/out/"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "warning: preview 'Still' has no transitions, so the \(format.rawValue) build writes no file for it"))
    #expect(CLIRunner.files(under: root + "/out").isEmpty)
  }

  /// Every write goes through a temporary file that is renamed away: after many builds into one
  /// directory no `.tmp-` file is left.
  @Test func noTemporaryFilesRemain() throws {
    let root = try CLIRunner.temporaryDirectory("tmp")
    for format in BuildFormat.allCases {
      let run = try CLIRunner.run(["build", Self.sample, "--format", format.rawValue, "-o", root + "/out/"])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let files = CLIRunner.files(under: root)
    #expect(!files.isEmpty)
    #expect(!files.contains { $0.contains(".tmp-") })
  }

  @Test func writerFailureIsReportedAndLeavesNoFile() throws {
    let root = try CLIRunner.temporaryDirectory("blocked")
    // The parent "directory" is a regular file, so the directory cannot be created.
    try "x".write(toFile: root + "/blocker", atomically: true, encoding: .utf8)
    let result = OutputWriter.write(Array("{}".utf8), to: root + "/blocker/out.json")
    guard case .failure(.cannotCreateDirectory) = result else {
      Issue.record("expected cannotCreateDirectory, got \(result)")
      return
    }
    #expect(CLIRunner.files(under: root) == ["blocker"])
    let run = try CLIRunner.run(["build", Self.sample, "-o", root + "/blocker/out.json"])
    #expect(run.status == 3)
  }
}
