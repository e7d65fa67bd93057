import Foundation
import Matchcut
import MatchcutTestSupport
import Testing

/// TOOLING §1: "the same input gives byte-identical output, run after run" — checked for every
/// sample and every format twice in one process (caches, dictionary order, parallel emission)
/// and in two processes (hash seeds differ per process).
@Suite struct DeterminismTests {
  static let samples = HostileCorpus.files(in: Fixtures.repositoryRoot + "/Samples")

  static func artifacts(_ path: String) throws -> [BuildFormat: [BuildArtifact]] {
    let result = Driver().compile([path])
    #expect(!result.hasErrors, "\(path) has errors")
    var out: [BuildFormat: [BuildArtifact]] = [:]
    for format in BuildFormat.allCases {
      out[format] = try BuildEmitter.artifacts(result.files, settings: .init(format: format)).get()
    }
    return out
  }

  @Test func thereAreSamples() {
    #expect(Self.samples.count >= 4)
  }

  @Test(arguments: samples)
  func twiceInOneProcess(_ path: String) throws {
    let first = try Self.artifacts(path)
    let second = try Self.artifacts(path)
    for format in BuildFormat.allCases {
      let a = first[format] ?? []
      let b = second[format] ?? []
      #expect(!a.isEmpty, "\(format) produced nothing")
      #expect(a.map(\.name) == b.map(\.name), "\(format)")
      for (x, y) in zip(a, b) { #expect(x.bytes == y.bytes, "\(format) \(x.name) differs") }
    }
  }

  @Test(arguments: samples)
  func twiceInTwoProcesses(_ path: String) throws {
    let root = try CLIRunner.temporaryDirectory("determinism")
    for format in BuildFormat.allCases {
      var trees: [[String: Data]] = []
      for run in 0..<2 {
        let directory = "\(root)/\(format.rawValue)-\(run)/"
        let result = try CLIRunner.run(["build", path, "--format", format.rawValue, "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        var tree: [String: Data] = [:]
        for file in CLIRunner.files(under: directory) {
          tree[file] = FileManager.default.contents(atPath: directory + file)
        }
        trees.append(tree)
      }
      #expect(!trees[0].isEmpty)
      #expect(trees[0] == trees[1], "\(format) differs between two processes")
    }
    for command in [["layout", path, "--json"], ["states", path, "--json"]] {
      let a = try CLIRunner.run(command)
      let b = try CLIRunner.run(command)
      #expect(a.status == 0 && b.status == 0)
      #expect(!a.stdout.isEmpty && a.stdout == b.stdout, "\(command[0]) differs between two processes")
    }
  }
}
