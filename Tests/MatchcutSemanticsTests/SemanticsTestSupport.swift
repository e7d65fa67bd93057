import Foundation
import MatchcutSemantics
import MatchcutSource
import MatchcutSyntax
import MatchcutTestSupport

/// Parses and analyses sources as one module.
enum SemanticsHarness {
  static func analyze(_ sources: [(path: String, text: String)], options: SemanticOptions = .default)
    -> SemanticResult
  {
    let parsed = sources.map { parseFile(SourceFile(path: $0.path, text: $0.text)) }
    let result = MatchcutSemantics.analyze(parsed, options: options)
    return SemanticResult(
      scenes: result.scenes,
      diagnostics: (parsed.flatMap(\.diagnostics) + result.diagnostics).sorted(by: Diagnostic.sortKey))
  }

  static func analyze(_ text: String, options: SemanticOptions = .default) -> SemanticResult {
    analyze([("test.mcut", text)], options: options)
  }

  static func load(_ path: String) -> SourceFile {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return SourceFile(path: path, bytes: Array(data))
  }

  static var samplesDirectory: String { Fixtures.repositoryRoot + "/Samples" }
  static var badDirectory: String { Fixtures.root + "/semantics/bad" }

  static func files(in directory: String, extension ext: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix("." + ext) }.sorted().map { directory + "/" + $0 }
  }

  /// Analyses one file from disk.
  static func analyzeFile(_ path: String) -> (SourceFile, SemanticResult) {
    let file = load(path)
    let parsed = parseFile(file)
    let result = MatchcutSemantics.analyze([parsed])
    return (
      file,
      SemanticResult(
        scenes: result.scenes,
        diagnostics: (parsed.diagnostics + result.diagnostics).sorted(by: Diagnostic.sortKey))
    )
  }

  static func errors(_ result: SemanticResult) -> [String] {
    result.diagnostics.filter { $0.severity == .error }.map(\.message)
  }

  static func warnings(_ result: SemanticResult) -> [String] {
    result.diagnostics.filter { $0.severity == .warning }.map(\.message)
  }
}
