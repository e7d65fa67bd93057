import MatchcutSource

extension Parser {
  /// `"…"` or `"""…"""` with interpolations; escapes decoded and, for multi-line literals,
  /// indentation stripped by Swift's rules (the closing delimiter's indentation is removed
  /// from every line; the line breaks after the opening and before the closing delimiter
  /// are not part of the value).
  mutating func parseStringLiteral() -> ExprSyntax {
    let open = advance()
    let start = open.range.start
    // `#"…"#`: a raw literal's `#`s, which its escapes and interpolations repeat (SE-0200).
    var hashes = 0
    while hashes < open.range.length, file.bytes[open.range.start + hashes] == UInt8(ascii: "#") {
      hashes += 1
    }
    let multiline = open.range.length - hashes == 3
    // The segments go on the parser's scratch stack (a string inside an interpolation pushes
    // and pops its own above ours): no array per literal.
    let base = rawSegments.count
    loop: while true {
      switch kind {
      case .stringSegment:
        let token = advance()
        rawSegments.append(.text(token.range))
      case .interpolationStart:
        let interpolationStart = current.range.start
        let arguments = parseArgumentList(
          close: .interpolationEnd, context: "to close string interpolation")
        if arguments.isEmpty, !tokens[pos - 1].isMissing {
          error(
            SyntaxDiagnostic.expectedExpression, "expected expression in string interpolation",
            at: .at(previousEnd))
        }
        rawSegments.append(.interpolation(arguments, range(from: interpolationStart)))
      case .stringEnd:
        advance()
        break loop
      default:
        break loop
      }
    }
    let closing = tokens[pos - 1]
    let literalRange = range(from: start)
    if literalRange.length > limits.maxStringLength {
      error(
        SyntaxDiagnostic.stringTooLong,
        "string literal is too long (\(literalRange.length) bytes; the limit is \(limits.maxStringLength))",
        at: open.range)
    }
    var decoder = StringLiteralDecoder(file: file)
    decoder.hashes = hashes
    let segments: [StringSegmentSyntax]
    if multiline, closing.kind == .stringEnd, !closing.isMissing {
      segments = decoder.decodeMultiline(rawSegments[base...], open: open.range, close: closing.range)
    } else {
      segments = decoder.decodeSingleLine(rawSegments[base...])
    }
    rawSegments.removeSubrange(base...)
    for problem in decoder.problems {
      error(problem.id, problem.message, at: problem.range)
    }
    return ExprSyntax(
      .stringLiteral(StringLiteralSyntax(segments: segments, isMultiline: multiline)),
      range: literalRange)
  }
}

/// A piece of a string literal before decoding.
enum RawSegment {
  case text(SourceRange)
  case interpolation([ArgumentSyntax], SourceRange)
}

/// Decodes escapes and multi-line indentation of string literal segments.
struct StringLiteralDecoder {
  struct Problem {
    var id: DiagnosticID
    var message: String
    var range: SourceRange
  }

  let file: SourceFile
  var problems: [Problem] = []
  /// The `#`s of a raw literal: a backslash escapes only when they follow it.
  var hashes = 0

  init(file: SourceFile) { self.file = file }

  mutating func decodeSingleLine(_ raw: ArraySlice<RawSegment>) -> [StringSegmentSyntax] {
    raw.map { segment in
      switch segment {
      case .text(let range):
        // Without a backslash the text is the bytes as written: no scratch buffer.
        if !file.bytes[range.start..<range.end].contains(UInt8(ascii: "\\")) {
          return .text(file.text(of: range), range: range)
        }
        var out: [UInt8] = []
        decodeEscapes(range.start, range.end, into: &out, multiline: false)
        return .text(String(decoding: out, as: UTF8.self), range: range)
      case .interpolation(let arguments, let range):
        return .interpolation(arguments, range: range)
      }
    }
  }

  /// Swift's multi-line rules: the indentation of the closing `"""` is stripped from each
  /// line; lines that are only whitespace may be shorter; other lines must start with it.
  mutating func decodeMultiline(
    _ raw: ArraySlice<RawSegment>, open: SourceRange, close: SourceRange
  ) -> [StringSegmentSyntax] {
    let bytes = file.bytes
    // The indentation is the whitespace between the last line break and the delimiter.
    var indentStart = close.start
    while indentStart > open.end, bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09 {
      indentStart -= 1
    }
    let delimiterOnOwnLine =
      indentStart > open.end
      && (bytes[indentStart - 1] == 0x0A || bytes[indentStart - 1] == 0x0D)
    if !delimiterOnOwnLine {
      problems.append(
        Problem(
          id: SyntaxDiagnostic.multilineStringFormat,
          message: "multi-line string literal closing delimiter must begin on a new line",
          range: close))
    }
    let indent = delimiterOnOwnLine ? Array(bytes[indentStart..<close.start]) : []
    // Content runs from after the first line break to before the last one.
    var contentStart = open.end
    while contentStart < close.start, bytes[contentStart] != 0x0A, bytes[contentStart] != 0x0D {
      contentStart += 1
    }
    if contentStart < close.start, bytes[contentStart] == 0x0D { contentStart += 1 }
    if contentStart < close.start, bytes[contentStart] == 0x0A { contentStart += 1 }
    var contentEnd = delimiterOnOwnLine ? indentStart - 1 : close.start
    if delimiterOnOwnLine, contentEnd > contentStart, bytes[contentEnd - 1] == 0x0D,
      bytes[contentEnd] == 0x0A
    {
      contentEnd -= 1
    }
    contentEnd = max(contentEnd, contentStart)
    var reportedIndent = false
    var result: [StringSegmentSyntax] = []
    var atLineStart = true
    for segment in raw {
      switch segment {
      case .interpolation(let arguments, let range):
        result.append(.interpolation(arguments, range: range))
        atLineStart = false
      case .text(let range):
        let lower = max(range.start, contentStart)
        let upper = min(range.end, contentEnd)
        var out: [UInt8] = []
        var k = lower
        while k < upper {
          if atLineStart {
            atLineStart = false
            // Strip the indentation, or accept a whitespace-only line.
            var w = k
            while w < upper, w - k < indent.count, bytes[w] == indent[w - k] { w += 1 }
            if w - k == indent.count {
              k = w
            } else {
              var blank = k
              while blank < upper, bytes[blank] == 0x20 || bytes[blank] == 0x09 { blank += 1 }
              let lineEnds = blank >= upper || bytes[blank] == 0x0A || bytes[blank] == 0x0D
              if lineEnds {
                k = blank
              } else if !reportedIndent {
                reportedIndent = true
                problems.append(
                  Problem(
                    id: SyntaxDiagnostic.multilineStringFormat,
                    message: "insufficient indentation of line in multi-line string literal",
                    range: SourceRange(start: k, end: w)))
              }
            }
            continue
          }
          let b = bytes[k]
          if b == 0x0A || b == 0x0D {
            if b == 0x0D, k + 1 < upper, bytes[k + 1] == 0x0A { k += 1 }
            out.append(0x0A)
            k += 1
            atLineStart = true
            continue
          }
          if b == UInt8(ascii: "\\") {
            // Line continuation: `\` + spaces + line break joins the lines.
            var w = k + 1
            while w < upper, bytes[w] == 0x20 || bytes[w] == 0x09 { w += 1 }
            if w < upper, bytes[w] == 0x0A || bytes[w] == 0x0D {
              k = w + (bytes[w] == 0x0D && w + 1 < upper && bytes[w + 1] == 0x0A ? 2 : 1)
              atLineStart = true
              continue
            }
            k = decodeEscape(at: k, end: upper, into: &out)
            continue
          }
          out.append(b)
          k += 1
        }
        if range.end >= contentEnd, upper == contentEnd { atLineStart = false }
        result.append(.text(String(decoding: out, as: UTF8.self), range: range))
      }
    }
    return result
  }

  mutating func decodeEscapes(_ start: Int, _ end: Int, into out: inout [UInt8], multiline: Bool) {
    var k = start
    let bytes = file.bytes
    while k < end {
      if bytes[k] == UInt8(ascii: "\\") {
        k = decodeEscape(at: k, end: end, into: &out)
      } else {
        out.append(bytes[k])
        k += 1
      }
    }
  }

  /// Decodes one escape at `k` (a backslash) and returns the index after it. In a raw
  /// literal a backslash without its `#`s is itself.
  mutating func decodeEscape(at k: Int, end: Int, into out: inout [UInt8]) -> Int {
    guard hashes > 0 else { return decodeEscapeBody(at: k, end: end, into: &out) }
    var j = k + 1
    while j < end, j - k - 1 < hashes, file.bytes[j] == UInt8(ascii: "#") { j += 1 }
    guard j - k - 1 == hashes else {
      out.append(UInt8(ascii: "\\"))
      return k + 1
    }
    return decodeEscapeBody(at: k + hashes, end: end, into: &out)
  }

  mutating func decodeEscapeBody(at k: Int, end: Int, into out: inout [UInt8]) -> Int {
    let bytes = file.bytes
    guard k + 1 < end else {
      invalidEscape(k, k + 1)
      return end
    }
    let c = bytes[k + 1]
    switch c {
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "0"): out.append(0x00)
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): out.append(c)
    case UInt8(ascii: "u"):
      var j = k + 2
      guard j < end, bytes[j] == UInt8(ascii: "{") else {
        invalidEscape(k, k + 2, "expected hexadecimal code in braces after unicode escape")
        return k + 2
      }
      j += 1
      var value: UInt32 = 0
      var digits = 0
      while j < end, let digit = hexValue(bytes[j]) {
        value = value &* 16 &+ UInt32(digit)
        digits += 1
        j += 1
      }
      guard j < end, bytes[j] == UInt8(ascii: "}"), digits >= 1, digits <= 8,
        let scalar = Unicode.Scalar(value)
      else {
        invalidEscape(k, min(j + 1, end), "invalid unicode scalar")
        return min(j + 1, end)
      }
      out.append(contentsOf: Array(String(Character(scalar)).utf8))
      return j + 1
    default:
      invalidEscape(k, k + 2)
    }
    return k + 2
  }

  func hexValue(_ b: UInt8) -> Int? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  mutating func invalidEscape(
    _ start: Int, _ end: Int, _ message: String = "invalid escape sequence in literal"
  ) {
    problems.append(
      Problem(
        id: SyntaxDiagnostic.invalidEscape, message: message,
        range: SourceRange(start: start, end: end)))
  }
}
