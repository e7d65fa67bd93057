import Foundation
import Matchcut
import MatchcutTestSupport

/// The hostile corpus (`Tests/Fixtures/hostile/<stage>/*.mcut`, docs/reliability.md) and the
/// older bad-input corpora of the syntax and semantics stages.
enum HostileCorpus {
  static var directory: String { Fixtures.root + "/hostile" }
  static let stages = ["syntax", "layout", "motion", "cross"]

  /// Every `.mcut` file directly in `directory`, sorted.
  static func files(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".mcut") }.sorted().map { directory + "/" + $0 }
  }

  /// Every hostile fixture, as "stage/name.mcut" paths relative to `directory`.
  static var fixtures: [String] {
    stages.flatMap { stage in files(in: directory + "/" + stage).map { stage + "/" + fileName($0) } }
  }

  static var syntaxBad: [String] { files(in: Fixtures.root + "/syntax/bad") }
  static var semanticsBad: [String] { files(in: Fixtures.root + "/semantics/bad") }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The compiler options a fixture's first line asks for: `// limits: --max-nodes 50 …`.
  static func options(forText text: String) throws -> CompilerOptions {
    var options = CompilerOptions()
    let first = text.prefix { $0 != "\n" }
    guard let marker = first.range(of: "limits:") else { return options }
    let words = first[marker.upperBound...].split(separator: " ").map(String.init)
    var values: [String: String] = [:]
    var index = 0
    while index + 1 < words.count {
      values[words[index]] = words[index + 1]
      index += 2
    }
    try CompilerLimit.apply(values, to: &options)
    return options
  }
}
