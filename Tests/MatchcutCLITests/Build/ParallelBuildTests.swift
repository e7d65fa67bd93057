import Foundation
import Matchcut
import MatchcutTestSupport
import Testing

/// A parallel build's bytes equal a sequential build's (TOOLING §1: deterministic output).
struct ParallelBuildTests {
  /// Every top-level `Samples/*.mcut`, compiled together as one module.
  static var samples: [String] {
    let directory = Fixtures.repositoryRoot + "/Samples"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".mcut") }.sorted().map { directory + "/" + $0 }
  }

  static func timelines(_ files: [CompiledFile], jobs: Int) throws -> [BuildArtifact] {
    try BuildEmitter.artifacts(files, settings: BuildEmitter.Settings(jobs: jobs)).get()
  }

  @Test func parallelAndSequentialBuildsOfAllSamplesAreByteIdentical() throws {
    let paths = Self.samples
    #expect(paths.count >= 5)
    // The reference: the driver's sequential pipeline, emitted on one thread.
    let sequential = Driver().compile(paths)
    #expect(!sequential.hasErrors)
    let expected = try Self.timelines(sequential.files, jobs: 1)
    #expect(expected.count == paths.count)
    for jobs in [4] {
      let parallel = Driver().compileInParallel(paths, jobs: jobs)
      #expect(parallel.diagnostics == sequential.diagnostics, "jobs \(jobs)")
      let actual = try Self.timelines(parallel.files, jobs: jobs)
      #expect(actual.map(\.name) == expected.map(\.name), "jobs \(jobs)")
      for (left, right) in zip(actual, expected) {
        #expect(left.bytes == right.bytes, "\(left.name) differs with jobs \(jobs)")
      }
    }
  }

  @Test func progressCountsEveryScene() throws {
    let paths = Self.samples
    let events = EventLog()
    let result = Driver().compileInParallel(
      paths, jobs: 2, didFinish: { _, done, total in events.append(done, total) })
    let scenes = result.files.reduce(0) { $0 + $1.scenes.count }
    // A module that fails to compile has no scenes: fail here instead of trapping on `1...0`.
    try #require(scenes > 0, "\(result.diagnostics.filter { $0.severity == .error }.map(\.message))")
    let seen = events.all
    #expect(seen.count == scenes)
    #expect(seen.map(\.done) == Array(1...scenes))
    #expect(seen.allSatisfy { $0.total == scenes })
  }

  @Test func parallelMapKeepsInputOrder() {
    let items = Array(0..<500)
    let mapped = ParallelWork.map(items, jobs: 4) { $0 * $0 }
    #expect(mapped == items.map { $0 * $0 })
    #expect(ParallelWork.map([Int](), jobs: 4) { $0 }.isEmpty)
  }

  @Test func errorsStopTheParallelBuildLikeTheSequentialOne() throws {
    let directory = try makeTemporaryDirectory()
    let good = try write(BuildTestSources.circle, to: "a.mcut", in: directory)
    let bad = try write("struct A {}\nlet title = \"abc\n", to: "b.mcut", in: directory)
    let parallel = Driver().compileInParallel([good, bad], jobs: 2)
    let sequential = Driver().compile([good, bad])
    #expect(parallel.hasErrors)
    #expect(parallel.files.isEmpty)
    #expect(parallel.diagnostics == sequential.diagnostics)
  }
}

/// Collects progress callbacks (the driver serialises them; the lock makes that checkable).
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [(done: Int, total: Int)] = []

  func append(_ done: Int, _ total: Int) {
    lock.lock()
    storage.append((done, total))
    lock.unlock()
  }

  var all: [(done: Int, total: Int)] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
