import Foundation
import Matchcut
import Testing

@Test func writesCreatingMissingDirectories() throws {
  let directory = try makeTemporaryDirectory()
  let path = directory + "/deep/er/out.json"
  #expect(OutputWriter.write(Array("{}".utf8), to: path) == .success(.written))
  #expect(FileManager.default.contents(atPath: path) == Data("{}".utf8))
  // No temporary files are left behind.
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/deep/er") == ["out.json"])
}

@Test func unchangedBytesKeepTheModificationTime() throws {
  let directory = try makeTemporaryDirectory()
  let path = directory + "/out.json"
  #expect(OutputWriter.write(Array("{}".utf8), to: path) == .success(.written))
  // Back-date the file, then write the same bytes: the old date must survive.
  let old = Date(timeIntervalSince1970: 1_000_000_000)
  try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
  #expect(OutputWriter.write(Array("{}".utf8), to: path) == .success(.unchanged))
  let kept = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  #expect(kept == old)
  // Different bytes replace it.
  #expect(OutputWriter.write(Array("[]".utf8), to: path) == .success(.written))
  #expect(FileManager.default.contents(atPath: path) == Data("[]".utf8))
}

@Test func refusesToOverwriteAnInput() throws {
  let directory = try makeTemporaryDirectory()
  let input = try write("let a = 1\n", to: "a.mcut", in: directory)
  let sameFileOtherSpelling = directory + "/./a.mcut"
  let result = OutputWriter.write(Array("x".utf8), to: sameFileOtherSpelling, inputs: [input])
  #expect(result == .failure(.outputIsInput(sameFileOtherSpelling)))
  // A hard link to the input is the same file too.
  let link = directory + "/link.json"
  try FileManager.default.linkItem(atPath: input, toPath: link)
  #expect(OutputWriter.write(Array("x".utf8), to: link, inputs: [input]) == .failure(.outputIsInput(link)))
  #expect(FileManager.default.contents(atPath: input) == Data("let a = 1\n".utf8))
}

@Test func unwritableDestinationIsAFailureNotATrap() throws {
  let directory = try makeTemporaryDirectory()
  let blocker = try write("", to: "file", in: directory)
  // A regular file stands where a directory is needed.
  let result = OutputWriter.write(Array("x".utf8), to: blocker + "/out.json")
  guard case .failure(.cannotCreateDirectory) = result else {
    Issue.record("expected cannotCreateDirectory, got \(result)")
    return
  }
}
