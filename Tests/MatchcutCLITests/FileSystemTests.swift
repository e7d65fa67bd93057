import Foundation
import Matchcut
import Testing

// `FileSystem` replaced the CLI's uses of Foundation's `FileManager` and `URL`; these tests pin
// the behaviour it kept, with `FileManager` (the test's own Foundation) as the reference where
// one exists.

@Test func standardizedPathsResolveDotSegmentsByText() {
  // Derived by hand from the rule `URL(fileURLWithPath:).standardizedFileURL.path` follows:
  // absolute against the working directory, `.` dropped, `..` pops a segment (never above `/`),
  // empty segments and a trailing slash dropped.
  let cases: [(String, String)] = [
    ("a/./b/../c", "/w/a/c"),
    ("/x//y/", "/x/y"),
    ("/..", "/"),
    ("../../..", "/"),
    ("/", "/"),
    (".", "/w"),
    ("./out.json", "/w/out.json"),
    ("/a/b/../../c/./d", "/c/d"),
  ]
  for (path, expected) in cases {
    #expect(FileSystem.standardized(path, workingDirectory: "/w") == expected, "\(path)")
  }
  // And against Foundation itself, for absolute paths (no working directory involved).
  for path in ["/tmp/./a/../b", "/tmp//c/", "/tmp/d/e/../.."] {
    #expect(FileSystem.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
  }
}

@Test func kindsFollowLinksAsFileExistsDid() throws {
  let directory = try makeTemporaryDirectory()
  let file = try write("x", to: "f.mcut", in: directory)
  try FileManager.default.createSymbolicLink(atPath: directory + "/to-dir", withDestinationPath: directory)
  try FileManager.default.createSymbolicLink(atPath: directory + "/to-file", withDestinationPath: file)
  try FileManager.default.createSymbolicLink(atPath: directory + "/dangling", withDestinationPath: "/nope")
  #expect(FileSystem.kind(of: directory) == .directory)
  #expect(FileSystem.kind(of: file) == .file)
  #expect(FileSystem.kind(of: directory + "/to-dir") == .directory)
  #expect(FileSystem.kind(of: directory + "/to-file") == .file)
  #expect(FileSystem.kind(of: directory + "/dangling") == nil)
  #expect(FileSystem.kind(of: directory + "/missing") == nil)
  for name in ["f.mcut", "to-dir", "to-file", "dangling", "missing"] {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory)
    let expected: FileSystem.Kind? = exists ? (isDirectory.boolValue ? .directory : .file) : nil
    #expect(FileSystem.kind(of: directory + "/" + name) == expected, "\(name)")
  }
}

@Test func directoryEntriesListEveryNameButDotAndDotDot() throws {
  let directory = try makeTemporaryDirectory()
  for name in ["b.mcut", ".hidden", "sub/c.mcut", "é.mcut"] { try write("", to: name, in: directory) }
  let entries = FileSystem.entries(inDirectory: directory)?.sorted()
  #expect(entries == [".hidden", "b.mcut", "sub", "é.mcut"])
  #expect(entries == (try FileManager.default.contentsOfDirectory(atPath: directory)).sorted())
  #expect(FileSystem.entries(inDirectory: directory + "/missing") == nil)
  #expect(FileSystem.entries(inDirectory: directory + "/b.mcut") == nil)
}

@Test func directoryWalkCountsLinkedFilesButNeverFollowsLinkedFolders() throws {
  let directory = try makeTemporaryDirectory()
  let outside = try makeTemporaryDirectory()
  let elsewhere = try write("", to: "elsewhere.mcut", in: outside)
  try write("", to: "inner/a.mcut", in: outside)
  try write("", to: "top.mcut", in: directory)
  try write("", to: "pkg/Package.swift", in: directory)
  try write("", to: "pkg/Sources/skipped.swift", in: directory)
  try write("", to: "deep/er/kept.swift", in: directory)
  try FileManager.default.createDirectory(
    atPath: directory + "/folder.mcut", withIntermediateDirectories: true)
  try FileManager.default.createSymbolicLink(
    atPath: directory + "/linked.mcut", withDestinationPath: elsewhere)
  try FileManager.default.createSymbolicLink(
    atPath: directory + "/linked-folder", withDestinationPath: outside)
  // A cycle: a link back to the walk's own root must not make it loop.
  try FileManager.default.createSymbolicLink(atPath: directory + "/deep/loop", withDestinationPath: directory)
  try FileManager.default.createSymbolicLink(atPath: directory + "/gone.mcut", withDestinationPath: "/nope")
  #expect(
    InputLoader.sourceFiles(in: directory + "/")
      == ["deep/er/kept.swift", "linked.mcut", "top.mcut"].map { directory + "/" + $0 })
}

/// SwiftPM's manifests describe the package and are built apart from its targets
/// (PackageDescription documentation), so walking a package's root leaves them out.
@Test func directoryWalkLeavesOutThePackageManifests() throws {
  let directory = try makeTemporaryDirectory()
  try write("", to: "Package.swift", in: directory)
  try write("", to: "Package@swift-5.9.swift", in: directory)
  try write("", to: "Sources/App/PackageView.swift", in: directory)
  try write("", to: "Sources/App/Package.swift.mcut", in: directory)
  #expect(
    InputLoader.sourceFiles(in: directory)
      == ["Sources/App/Package.swift.mcut", "Sources/App/PackageView.swift"].map { directory + "/" + $0 })
}

@Test func aSameSizedDifferentFileIsRewritten() throws {
  let directory = try makeTemporaryDirectory()
  let path = directory + "/out.json"
  #expect(OutputWriter.write(Array("{1}".utf8), to: path) == .success(.written))
  #expect(OutputWriter.write(Array("{2}".utf8), to: path) == .success(.written))
  #expect(FileManager.default.contents(atPath: path) == Data("{2}".utf8))
  #expect(OutputWriter.write(Array("{2}".utf8), to: path) == .success(.unchanged))
  // A directory in the destination's place is not "unchanged", and it is not replaced.
  try FileManager.default.createDirectory(atPath: directory + "/dir", withIntermediateDirectories: true)
  guard case .failure(.cannotWrite) = OutputWriter.write([], to: directory + "/dir") else {
    Issue.record("expected cannotWrite for a directory in the way")
    return
  }
}

@Test func theExecutableDoesNotLinkFoundation() throws {
  // Loading libFoundation.so costs ~4.5 ms of the CLI's start-up (docs/performance-history.md,
  // `start_ms`); a dynamic link names the library in the binary's `DT_NEEDED` strings.
  let binary = try #require(FileManager.default.contents(atPath: MatchcutProcess.binary))
  #expect(binary.firstRange(of: Data("libFoundation.so".utf8)) == nil)
  #expect(binary.firstRange(of: Data("libFoundationEssentials.so".utf8)) == nil)
}
