import Foundation
import Matchcut
import MatchcutSource
import Testing

@Test func directoriesExpandToSortedSourcesSkippingHiddenEntries() throws {
  let directory = try makeTemporaryDirectory()
  for name in ["b.mcut", "a.swift", "sub/c.mcut", "notes.txt", ".build/x.mcut", "Z.mcut"] {
    try write("", to: name, in: directory)
  }
  let loaded = InputLoader(maxFileBytes: 1 << 20).load([directory])
  // Byte order: uppercase sorts before lowercase.
  #expect(
    loaded.files.map(\.path) == ["Z.mcut", "a.swift", "b.mcut", "sub/c.mcut"].map { directory + "/" + $0 })
  #expect(loaded.diagnostics.isEmpty)
}

@Test func aPathGivenTwiceIsLoadedOnce() throws {
  let directory = try makeTemporaryDirectory()
  let path = try write("let a = 1\n", to: "a.mcut", in: directory)
  let loaded = InputLoader(maxFileBytes: 1 << 20).load([path, path])
  #expect(loaded.files.count == 1)
  #expect(loaded.files.first?.bytes == Array("let a = 1\n".utf8))
}

@Test func filesOverTheLimitAreRefusedBeforeReading() throws {
  let directory = try makeTemporaryDirectory()
  let path = try write(String(repeating: "x", count: 2 << 20), to: "big.mcut", in: directory)
  let loaded = InputLoader(maxFileBytes: 1 << 20).load([path])
  #expect(loaded.files.isEmpty)
  #expect(loaded.diagnostics.map(\.id) == ["io.file-too-large"])
  #expect(loaded.diagnostics.first?.message == "file '\(path)' is larger than the 1 MiB input limit")
}

@Test func standardInputIsReadOnceAndNamedDash() {
  let loader = InputLoader(maxFileBytes: 16) { _ in .bytes(Array("let a = 1".utf8)) }
  let loaded = loader.load(["-", "-"])
  #expect(loaded.files.map(\.path) == ["-"])
  let tooBig = InputLoader(maxFileBytes: 16) { _ in .tooLarge }.load(["-"])
  #expect(tooBig.diagnostics.map(\.id) == ["io.file-too-large"])
}

@Test func missingPathsAndEmptyDirectoriesAreIOErrors() throws {
  let directory = try makeTemporaryDirectory()
  let loaded = InputLoader(maxFileBytes: 16).load([directory + "/nope.mcut", directory])
  #expect(loaded.diagnostics.map(\.id) == ["io.no-such-file", "io.no-input-files"])
  let compilation = Driver().check([directory + "/nope.mcut"])
  #expect(compilation.hasIOErrors)
}

@Test func driverSortsDiagnosticsByFileAndPosition() throws {
  let directory = try makeTemporaryDirectory()
  let b = try write("let s = \"x\n", to: "b.mcut", in: directory)
  let a = try write("let t = 1\nlet s = \"x\n", to: "a.mcut", in: directory)
  let compilation = Driver().check([b, a])
  #expect(compilation.files.map(\.path) == [b, a])
  let paths = compilation.diagnostics.compactMap { $0.span?.path }
  #expect(paths.first == a)
  #expect(paths.last == b)
  #expect(compilation.hasErrors)
  #expect(!compilation.hasIOErrors)
}
