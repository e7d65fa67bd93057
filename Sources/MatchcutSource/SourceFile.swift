/// One input file held as raw bytes, with a line table for turning byte offsets into
/// 1-based line/column locations.
///
/// Columns are counted in UTF-8 bytes, 1-based, as swiftc and clang print them. A UTF-8 byte
/// order mark at the start of the file (Xcode writes one) stays in `bytes` and in every byte
/// offset, but is not part of line 1's text: line 1 starts after it, so the first character an
/// editor shows is column 1 (docs/diagnostics.md "Locations").
public struct SourceFile: Sendable, Hashable {
  /// The UTF-8 encoding of U+FEFF, the byte order mark.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The path as the user gave it (`-` for standard input); used verbatim in diagnostics.
  public let path: String
  /// The file's bytes, unmodified (invalid UTF-8 and NUL bytes included).
  public let bytes: [UInt8]
  /// Byte offset of the first byte of every line; `lineStarts[0]` is 0, or 3 after a byte
  /// order mark.
  public let lineStarts: [Int]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [SourceFile.byteOrderMarkLength(bytes)]
    starts.reserveCapacity(bytes.count / 32 + 1)
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    self.lineStarts = starts
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Whether Swift runs statements written at this file's scope: a module's `main.swift` and a
  /// playground page (`*.playground/…`, `*.xcplaygroundpage/…`) are programs whose top-level
  /// code is their entry point; in any other file a top-level statement is an error.
  public var allowsTopLevelCode: Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "main.swift" || path.contains(".playground/") || path.contains(".xcplaygroundpage/")
  }

  /// 3 when `bytes` start with a UTF-8 byte order mark, else 0.
  public static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The length of the byte order mark the file starts with (3), or 0.
  public var byteOrderMarkLength: Int { lineStarts[0] }

  /// The 1-based line and column of a byte offset (clamped to the file; an offset inside the
  /// byte order mark is line 1, column 1).
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(lineStarts[0], min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1)
  }

  /// The bytes of a 1-based line without its line terminator (`\n` or `\r\n`).
  public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 1, line <= lineStarts.count else { return [] }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return bytes[start..<max(start, end)]
  }

  /// The text of a 1-based line, with invalid UTF-8 replaced by U+FFFD.
  public func lineText(_ line: Int) -> String {
    String(decoding: lineBytes(line), as: UTF8.self)
  }

  /// The text of a byte range, with invalid UTF-8 replaced by U+FFFD.
  public func text(of range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// A 1-based line and column (column counted in UTF-8 bytes).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets into one `SourceFile`.
public struct SourceRange: Sendable, Hashable, Comparable {
  public var start: Int
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  /// An empty range at one offset (a caret position).
  public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  public var length: Int { end - start }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }
}
