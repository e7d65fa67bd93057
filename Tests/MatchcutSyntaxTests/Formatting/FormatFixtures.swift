import Foundation
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport

/// File helpers for the formatter's tests.
enum FormatFixtures {
  static let directory = Fixtures.root + "/fmt"
  static let samples = Fixtures.repositoryRoot + "/Samples"

  /// The scenario names of `Tests/Fixtures/fmt/<name>.mcut` (inputs, not `.formatted` outputs).
  static var scenarios: [String] {
    files(in: directory)
      .filter { !$0.hasSuffix(".formatted.mcut") }
      .map { String($0.dropLast(".mcut".count)) }
  }

  /// `.mcut` file names directly in a directory, sorted.
  static func files(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".mcut") }.sorted()
  }

  /// Every `.mcut` path under a directory, recursively, sorted.
  static func allFiles(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var paths: [String] = []
    while let name = enumerator.nextObject() as? String {
      if name.hasSuffix(".mcut") { paths.append(directory + "/" + name) }
    }
    return paths.sorted()
  }

  static func load(_ path: String) -> SourceFile {
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    return SourceFile(path: path, bytes: bytes)
  }

  /// Formats source text (as the file `name`).
  static func format(_ text: String, name: String = "test.mcut") throws -> String {
    try MatchcutSyntax.format(parseFile(SourceFile(path: name, text: text)))
  }

  /// The paths of every sample and fixture that parses without errors.
  static var wellFormedFiles: [String] {
    let paths = allFiles(under: samples) + allFiles(under: Fixtures.root)
    return paths.filter { !parseFile(load($0)).hasErrors }
  }
}
