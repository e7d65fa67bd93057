import MatchcutSource
import MatchcutSyntax
import Testing

/// Deterministic mutations of the samples (a line deleted, duplicated or joined to the next; a
/// trailing, own-line or block comment added):
/// every mutant that still parses without errors must format without a token mismatch and
/// idempotently. This reaches shapes no hand-written fixture has.
@Suite struct FormatMutationTests {
  static let samples = SyntaxFixtures.allSources(under: FormatFixtures.samples)

  @Test(arguments: samples)
  func mutantsFormatIdempotently(_ path: String) throws {
    let text = String(decoding: SyntaxFixtures.load(path).bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var generator = LinearCongruential(seed: 0x5EED)
    var checked = 0
    for _ in 0..<25 {
      var mutant = lines
      let line = Int(generator.next() % UInt64(max(1, lines.count - 1)))
      switch generator.next() % 6 {
      case 0: mutant.remove(at: line)
      case 1: mutant.insert(lines[line], at: line)
      case 2:
        let trimmed = mutant[line + 1].drop { $0 == " " }
        mutant[line] += " " + trimmed
        mutant.remove(at: line + 1)
      case 3: mutant[line] += " // trailing"
      case 4: mutant.insert("// own line", at: line)
      default:
        // A block comment before a random space of the line.
        let spaces = mutant[line].indices.filter { mutant[line][$0] == " " }
        if !spaces.isEmpty {
          let at = spaces[Int(generator.next() % UInt64(spaces.count))]
          mutant[line].insert(contentsOf: " /* c */", at: at)
        }
      }
      let source = SourceFile(path: path, text: mutant.joined(separator: "\n"))
      let result = parseFile(source)
      if result.hasErrors { continue }
      checked += 1
      let once = try format(result)
      let twice = try format(parseFile(SourceFile(path: path, text: once)))
      #expect(once == twice, "\(path) mutant at line \(line + 1):\n\(twice)")
    }
    #expect(checked > 0)
  }
}

/// Knuth's MMIX linear congruential generator: deterministic, no Foundation.
private struct LinearCongruential {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
