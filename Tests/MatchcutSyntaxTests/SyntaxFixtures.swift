import Foundation
import MatchcutSource
import MatchcutSyntax

/// Fixture discovery for this target.
enum SyntaxFixtures {
  static let root = MatchcutTestSupportRoot.path + "/syntax"

  static func files(in directory: String, extension ext: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix("." + ext) }.sorted()
  }

  static func load(_ path: String) -> SourceFile {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return SourceFile(path: path, bytes: Array(data))
  }

  /// Every `.mcut` below `directory`, recursively, sorted.
  static func allSources(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var result: [String] = []
    while let next = enumerator.nextObject() as? String {
      if next.hasSuffix(".mcut") { result.append(directory + "/" + next) }
    }
    return result.sorted()
  }
}
