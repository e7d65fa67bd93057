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

/// A byte order mark is kept in the bytes and offsets but is not part of line 1: the first
/// character after it is column 1, as an editor shows it (docs/diagnostics.md "Locations").
@Test func aByteOrderMarkIsNotPartOfLineOne() {
  let file = SourceFile(path: "a.mcut", bytes: [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8))
  #expect(file.byteOrderMarkLength == 3)
  #expect(file.bytes.count == 8)
  #expect(file.location(of: 3) == SourceLocation(line: 1, column: 1))
  #expect(file.location(of: 4) == SourceLocation(line: 1, column: 2))
  #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
  #expect(file.location(of: 6) == SourceLocation(line: 2, column: 1))
  #expect(file.lineText(1) == "ab")
  #expect(SourceFile(path: "b.mcut", text: "ab").byteOrderMarkLength == 0)
  // Only a whole mark counts.
  #expect(SourceFile(path: "c.mcut", bytes: [0xEF, 0xBB]).byteOrderMarkLength == 0)
}
