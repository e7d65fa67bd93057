import Foundation
import Matchcut
import MatchcutEmit
import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport
import Testing

/// Replays the fuzz seed corpus and every crash the fuzzer found (`Tests/Fixtures/fuzz/`)
/// through the whole pipeline with the fuzzer's limits: each must finish with diagnostics,
/// never trap. The error inputs among them must produce at least one diagnostic.
struct FuzzRegressionTests {
  static let inputs: [String] = {
    var paths: [String] = []
    for folder in ["corpus", "crashes"] {
      let directory = Fixtures.root + "/fuzz/" + folder
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      paths += names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }
    return paths
  }()

  @Test func theCorpusIsThere() {
    #expect(Self.inputs.count >= 50)
  }

  @Test(arguments: inputs) func replaysWithoutTrapping(_ name: String) throws {
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/fuzz/" + name)))
    let file = SourceFile(path: name, bytes: bytes)
    var options = CompilerOptions()
    options.parseLimits = ParseLimits(
      maxNestingDepth: 64, maxFileBytes: 64 * 1024, maxStringLength: 16 * 1024)
    let result = Driver(options: options).compile(
      sources: [file],
      semantics: SemanticOptions(
        maxStates: 16, maxTransitions: 64, maxEvaluationSteps: 200_000, maxRecursionDepth: 32))
    for compiled in result.files {
      #expect(!TimelineWriter.write(source: name, scenes: compiled.scenes).isEmpty)
    }
    if name.contains("/seed_") && name.contains("bad") {
      #expect(!result.diagnostics.isEmpty)
    }
  }
}
