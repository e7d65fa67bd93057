import Matchcut
import MatchcutSource
import MatchcutSyntax
import Testing

/// Seeded random programs (`ProgramGenerator`) compile through the whole pipeline without an
/// error or a trap, and `fmt` is idempotent on them: formatting the formatted text changes
/// nothing (TOOLING §1 `fmt`).
@Suite struct GeneratedProgramTests {
  static let seeds: [UInt64] = Array(0..<60)

  static func source(_ seed: UInt64) -> SourceFile {
    var generator = ProgramGenerator(seed: seed)
    return SourceFile(path: "generated-\(seed).mcut", text: generator.program())
  }

  @Test func sameSeedSameProgram() {
    #expect(Self.source(7).bytes == Self.source(7).bytes)
    #expect(Self.source(7).bytes != Self.source(8).bytes)
  }

  @Test(arguments: seeds)
  func compilesWithoutErrors(_ seed: UInt64) {
    let file = Self.source(seed)
    let result = Driver().compile(sources: [file])
    let errors = result.diagnostics.filter { $0.severity == .error }
    let hasErrors = !errors.isEmpty
    #expect(
      !hasErrors,
      "seed \(seed): \(errors.map { "\($0.id): \($0.message)" })\n\(String(decoding: file.bytes, as: UTF8.self))"
    )
    let scenes = result.files.flatMap(\.scenes).count
    if !hasErrors { #expect(scenes == 1) }
  }

  @Test(arguments: seeds)
  func formatIsIdempotent(_ seed: UInt64) throws {
    let file = Self.source(seed)
    let once = try format(parseFile(file))
    let twice = try format(parseFile(SourceFile(path: file.path, text: once)))
    #expect(once == twice, "seed \(seed): formatting the formatted text changed it")
    // The formatted program is still the same program.
    let errors = Driver().compile(sources: [SourceFile(path: file.path, text: once)]).diagnostics
      .filter { $0.severity == .error }.map(\.message)
    #expect(errors.isEmpty, "seed \(seed): the formatted program has errors")
  }
}
