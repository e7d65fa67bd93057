import MatchcutSource
import Testing

@Test func locationsAreOneBasedAndCountBytes() {
  let file = SourceFile(path: "a.mcut", text: "ab\néx\r\nz")
  #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
  #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
  // "é" is two UTF-8 bytes, so "x" sits at byte column 3.
  #expect(file.location(of: 5) == SourceLocation(line: 2, column: 3))
  #expect(file.lineText(2) == "éx")
  #expect(file.location(of: 8) == SourceLocation(line: 3, column: 1))
  #expect(file.location(of: 99) == SourceLocation(line: 3, column: 2))
}
