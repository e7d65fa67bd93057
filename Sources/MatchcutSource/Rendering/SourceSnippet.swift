/// The source line, caret line and fix-it line that the text renderer prints under a
/// diagnostic's headline (the clang / swiftc shape).
///
/// The snippet is computed on bytes: every scalar of the line becomes one *display unit* with
/// a width in terminal cells. Tabs stay tabs in all three lines so the caret lines up whatever
/// the terminal's tab width; control characters, bidirectional overrides and invalid UTF-8 are
/// shown as `<U+XXXX>` / `<XX>` (as clang does), so a diagnostic can never move the cursor or
/// reorder the text on the user's terminal. Lines longer than `maxWidth` units are cut to a
/// window of `contextUnits` units on either side of the caret, with `…` marking the cuts.
public struct SourceSnippet: Sendable, Hashable {
  /// The (possibly truncated) source line, safe to print.
  public var source: String
  /// `^` under the first byte of the range, `~` under the rest of it on this line and under
  /// highlights; trailing blanks removed.
  public var carets: String
  /// Replacement text of fix-it edits starting on this line, placed at their columns.
  public var fixIt: String?

  /// Lines up to this many units are shown whole.
  public static let maxWidth = 160
  /// Units kept on each side of the caret when a line is cut.
  public static let contextUnits = 80

  /// Builds the snippet for `range` in `file` (its first line only).
  public init(
    file: SourceFile, range: SourceRange, highlights: [SourceRange] = [], edits: [SourceEdit] = []
  ) {
    // Not before line 1's first byte: a byte order mark is not part of the line.
    let start = max(file.lineStarts[0], min(range.start, file.bytes.count))
    let line = file.location(of: start).line
    let lineStart = file.lineStarts[line - 1]
    let lineBytes = file.lineBytes(line)
    let lineLength = lineBytes.count
    let caretByte = min(start - lineStart, lineLength)

    // 1. Pick a byte window so that a 2 MB line costs no more than a short one.
    var low = 0
    var high = lineLength
    if lineLength > SourceSnippet.maxWidth * 4 {
      low = max(0, caretByte - SourceSnippet.contextUnits * 4)
      high = min(lineLength, caretByte + SourceSnippet.contextUnits * 4 + 4)
      var steps = 0
      while low < caretByte, steps < 3, DisplayUnit.isContinuation(lineBytes[lineStart + low]) {
        low += 1
        steps += 1
      }
      steps = 0
      while high < lineLength, high > caretByte, steps < 3,
        DisplayUnit.isContinuation(lineBytes[lineStart + high])
      {
        high -= 1
        steps += 1
      }
    }

    // 2. Decode the window into display units.
    let allUnits = DisplayUnit.decode(lineBytes[(lineStart + low)..<(lineStart + high)], base: low)
    var caretIndex = allUnits.count
    for (index, unit) in allUnits.enumerated() where unit.offset + unit.length > caretByte {
      caretIndex = index
      break
    }

    // 3. Keep at most `contextUnits` units on each side of the caret.
    var first = 0
    var last = allUnits.count
    let totalWidth = allUnits.reduce(0) { $0 + $1.width }
    if low > 0 || high < lineLength || totalWidth > SourceSnippet.maxWidth {
      first = max(0, caretIndex - SourceSnippet.contextUnits)
      last = min(allUnits.count, caretIndex + SourceSnippet.contextUnits)
    }
    let units = allUnits[first..<last]
    let cutLeft = low > 0 || first > 0
    let cutRight = high < lineLength || last < allUnits.count

    // 4. The source line.
    var source = cutLeft ? "…" : ""
    for unit in units { source += unit.text }
    if cutRight { source += "…" }
    self.source = source

    // 5. The caret line.
    let lineRange = SourceRange(start: lineStart, end: lineStart + lineLength)
    func clip(_ r: SourceRange) -> (Int, Int)? {
      let s = max(r.start, lineRange.start)
      let e = min(r.end, lineRange.end)
      return s < e ? (s - lineStart, e - lineStart) : nil
    }
    let primary = clip(SourceRange(start: start, end: max(start, range.end)))
    let marked = highlights.compactMap(clip) + (primary.map { [$0] } ?? [])
    func isMarked(_ unit: DisplayUnit) -> Bool {
      marked.contains { $0.0 < unit.offset + unit.length && unit.offset < $0.1 }
    }
    var carets = cutLeft ? " " : ""
    for (index, unit) in zip(units.indices, units) {
      let head: Character = index == caretIndex ? "^" : (isMarked(unit) ? "~" : " ")
      if unit.isTab {
        carets += head == " " ? "\t" : "\(head)\t"
        continue
      }
      if unit.width == 0 { continue }
      carets.append(head)
      let tail: Character = isMarked(unit) ? "~" : " "
      carets += String(repeating: tail, count: unit.width - 1)
    }
    if caretIndex == allUnits.count, last == allUnits.count { carets += "^" }
    while let end = carets.last, end == " " || end == "\t" { carets.removeLast() }
    self.carets = carets

    // 6. The fix-it line: each replacement at the column where its edit starts.
    var fixIt = ""
    var width = 0
    var column = cutLeft ? 1 : 0
    var prefix = cutLeft ? " " : ""
    var unitIterator = units.makeIterator()
    var pending = unitIterator.next()
    let lineEdits = edits.filter {
      $0.range.start >= lineStart + low && $0.range.start <= lineStart + high
        && !$0.replacement.isEmpty
    }.sorted { $0.range.start < $1.range.start }
    for edit in lineEdits {
      let editByte = edit.range.start - lineStart
      // Advance the column (and the tab-preserving prefix) up to the edit's byte.
      while let unit = pending, unit.offset < editByte {
        if unit.isTab { prefix += "\t" } else { prefix += String(repeating: " ", count: unit.width) }
        column += unit.isTab ? 1 : unit.width
        pending = unitIterator.next()
      }
      if (units.first.map { editByte < $0.offset } ?? false) { continue }
      let text = DisplayUnit.decode(Array(edit.replacement.utf8)[...], base: 0).map(\.text).joined()
      if fixIt.isEmpty {
        fixIt = prefix + text
      } else if column > width {
        fixIt += String(repeating: " ", count: column - width) + text
      } else {
        fixIt += " " + text
      }
      width = max(column, width) + text.count
    }
    self.fixIt = fixIt.isEmpty ? nil : fixIt
  }
}

/// One scalar of a source line as it appears on a terminal.
struct DisplayUnit: Sendable, Hashable {
  /// Byte offset from the start of the line.
  var offset: Int
  /// Bytes of the line this unit stands for.
  var length: Int
  /// What to print.
  var text: String
  /// Terminal cells it takes (0 for combining marks, 2 for wide scripts and emoji).
  var width: Int
  var isTab: Bool

  static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Decodes bytes into display units; `base` is the offset of the first byte in its line.
  static func decode(_ bytes: ArraySlice<UInt8>, base: Int) -> [DisplayUnit] {
    var units: [DisplayUnit] = []
    units.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let offset = base + (index - bytes.startIndex)
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0x09 {
          units.append(DisplayUnit(offset: offset, length: 1, text: "\t", width: 1, isTab: true))
        } else if lead < 0x20 || lead == 0x7F {
          let text = escaped(UInt32(lead))
          units.append(DisplayUnit(offset: offset, length: 1, text: text, width: text.count, isTab: false))
        } else {
          let text = String(UnicodeScalar(lead))
          units.append(DisplayUnit(offset: offset, length: 1, text: text, width: 1, isTab: false))
        }
        index += 1
        continue
      }
      // Multi-byte: validate strictly (no overlongs, no surrogates, at most U+10FFFF).
      var count = 0
      var scalar: UInt32 = 0
      var minimum: UInt32 = 0
      switch lead {
      case 0xC2...0xDF: (count, scalar, minimum) = (2, UInt32(lead & 0x1F), 0x80)
      case 0xE0...0xEF: (count, scalar, minimum) = (3, UInt32(lead & 0x0F), 0x800)
      case 0xF0...0xF4: (count, scalar, minimum) = (4, UInt32(lead & 0x07), 0x10000)
      default: count = 0
      }
      var valid = count > 0 && index + count <= bytes.endIndex
      if valid {
        for k in 1..<count {
          let byte = bytes[index + k]
          if !isContinuation(byte) {
            valid = false
            break
          }
          scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
      }
      if valid, scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar),
        let unicode = UnicodeScalar(scalar)
      {
        let text = isHidden(scalar) ? escaped(scalar) : String(unicode)
        let width = isHidden(scalar) ? text.count : cellWidth(scalar)
        units.append(DisplayUnit(offset: offset, length: count, text: text, width: width, isTab: false))
        index += count
      } else {
        let text = "<" + hex(UInt32(lead), digits: 2) + ">"
        units.append(DisplayUnit(offset: offset, length: 1, text: text, width: text.count, isTab: false))
        index += 1
      }
    }
    return units
  }

  /// Scalars that would change how the terminal shows text: C1 controls, bidirectional
  /// controls ("Trojan Source"), zero-width characters, separators and the byte-order mark.
  static func isHidden(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x80...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
      true
    default: false
    }
  }

  /// Terminal cells for a printable scalar: a coarse East Asian Width table.
  static func cellWidth(_ scalar: UInt32) -> Int {
    switch scalar {
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F,
      0xFE20...0xFE2F:
      0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      2
    default: 1
    }
  }

  static func escaped(_ scalar: UInt32) -> String { "<U+" + hex(scalar, digits: 4) + ">" }

  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
