import MatchcutSource
import Testing

/// Two scenes of one module compile the same views, and a lint about a view is reported by
/// each: the bag lists a diagnostic once, and keeps ones that differ only in message.
@Test func aRepeatedDiagnosticIsListedOnce() {
  let span = SourceSpan(path: "Hero.swift", range: SourceRange(start: 10, end: 15))
  let clipped = Diagnostic("motion.clipped-flight", .warning, "cut off during t1", at: span)
  let other = Diagnostic("motion.clipped-flight", .warning, "cut off during t2", at: span)
  var bag = DiagnosticBag()
  bag.append(contentsOf: [clipped, other, clipped])
  #expect(bag.sorted.count == 2)
  #expect(bag.sorted.filter { $0 == clipped }.count == 1)
}
