/// A fast, deterministic JSON writer that appends UTF-8 bytes to a buffer.
///
/// Foundation's `JSONEncoder` is slow (~22 MB/s here) and orders dictionary keys by hash; every
/// JSON output of Matchcut goes through this writer instead, so keys come out in the order the
/// caller writes them and numbers always print the same way.
public struct JSONWriter: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  /// Whether the next value or key in the open container needs a comma before it. One flag
  /// suffices: opening a container clears it, and closing one sets it (the container was a
  /// value of its parent), so no stack of flags is kept.
  private var needsComma = false

  public init(reservingCapacity capacity: Int = 4096) {
    bytes.reserveCapacity(capacity)
  }

  /// The output as a `String` (always valid UTF-8).
  public var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Hands over the bytes written, leaving the writer empty (no copy of a large output, as
  /// reading ``bytes`` and then appending to it would make).
  public mutating func takeBytes() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &bytes)
    needsComma = false
    return taken
  }

  /// Makes room for at least `count` more bytes.
  public mutating func reserveAdditionalCapacity(_ count: Int) {
    bytes.reserveCapacity(bytes.count + count)
  }

  // MARK: Containers

  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes an object key; the next value call writes its value.
  public mutating func key(_ name: String) {
    let comma = needsComma
    // The value that follows must not be preceded by a comma.
    needsComma = false
    if appendPlain(name, comma: comma, colon: true) { return }
    if comma { bytes.append(UInt8(ascii: ",")) }
    writeString(name)
    bytes.append(UInt8(ascii: ":"))
  }

  /// Appends `,"text":` (comma and colon optional) in one piece when `text` is short and
  /// needs no escape, as keys almost always are; false otherwise (nothing written). (For
  /// values, often long paths, the bulk copy of ``writeString(_:)`` is cheaper.)
  private mutating func appendPlain(_ text: String, comma: Bool, colon: Bool) -> Bool {
    let written: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
      guard utf8.count <= 60, !utf8.contains(where: JSONWriter.needsEscape) else { return false }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { scratch in
        var index = 0
        if comma {
          scratch[0] = UInt8(ascii: ",")
          index = 1
        }
        scratch[index] = UInt8(ascii: "\"")
        index += 1
        for byte in utf8 {
          scratch[index] = byte
          index += 1
        }
        scratch[index] = UInt8(ascii: "\"")
        index += 1
        if colon {
          scratch[index] = UInt8(ascii: ":")
          index += 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<index]))
      }
      return true
    }
    return written == true
  }

  @inline(__always)
  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
  }

  // MARK: Values

  public mutating func value(_ string: String) {
    separate()
    writeString(string)
  }

  public mutating func value(_ number: Int) {
    separate()
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    JSONWriter.appendDigits(number.magnitude, to: &bytes)
  }

  /// Writes a number with at most `decimals` fractional digits, trailing zeros removed.
  /// Non-finite values are written as `null` (JSON has no NaN or infinity).
  public mutating func value(_ number: Double, decimals: Int = 4) {
    let comma = needsComma
    needsComma = true
    JSONWriter.appendNumber(number, decimals: decimals, comma: comma, to: &bytes)
  }

  public mutating func value(_ bool: Bool) {
    separate()
    if bool {
      appendASCII(0x74, 0x72, 0x75, 0x65)  // true
    } else {
      appendASCII(0x66, 0x61, 0x6C, 0x73)  // fals
      bytes.append(0x65)  // e
    }
  }

  public mutating func null() {
    separate()
    appendASCII(0x6E, 0x75, 0x6C, 0x6C)
  }

  /// Appends already-serialised JSON (for example a cached fragment) as one value.
  public mutating func raw(_ json: [UInt8]) {
    separate()
    bytes.append(contentsOf: json)
  }

  // MARK: Convenience

  public mutating func field(_ name: String, _ string: String) {
    key(name)
    value(string)
  }

  public mutating func field(_ name: String, _ number: Int) {
    key(name)
    value(number)
  }

  public mutating func field(_ name: String, _ number: Double, decimals: Int = 4) {
    key(name)
    value(number, decimals: decimals)
  }

  public mutating func field(_ name: String, _ bool: Bool) {
    key(name)
    value(bool)
  }

  // MARK: Encoding

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  @inline(__always)
  private mutating func appendASCII(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
    bytes.append(a)
    bytes.append(b)
    bytes.append(c)
    bytes.append(d)
  }

  /// Whether `byte` must be escaped inside a JSON string (quote, backslash, controls, DEL).
  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
  }

  /// Writes `string` quoted: runs of bytes that need no escape are copied in bulk.
  private mutating func writeString(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { buffer in
      var runStart = 0
      for index in 0..<buffer.count where JSONWriter.needsEscape(buffer[index]) {
        if runStart < index {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
        }
        appendEscaped(buffer[index])
        runStart = index + 1
      }
      if runStart < buffer.count {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<buffer.count]))
      }
    }
    if copied == nil {
      for byte in string.utf8 {
        if JSONWriter.needsEscape(byte) { appendEscaped(byte) } else { bytes.append(byte) }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The escape sequence of one byte that ``needsEscape(_:)`` accepts.
  private mutating func appendEscaped(_ byte: UInt8) {
    bytes.append(92)
    switch byte {
    case UInt8(ascii: "\""): bytes.append(34)
    case UInt8(ascii: "\\"): bytes.append(92)
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    default:
      appendASCII(UInt8(ascii: "u"), 48, 48, JSONWriter.hexDigits[Int(byte >> 4)])
      bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
    }
  }

  /// Appends the decimal digits of `value` (no sign, no leading zeros; "0" for zero).
  @inline(__always)
  static func appendDigits(_ value: UInt, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { scratch in
      var index = scratch.count
      var rest = value
      repeat {
        index -= 1
        scratch[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index...]))
    }
  }

  /// Powers of ten up to 10⁹ (the most decimals written).
  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
  ]

  /// Appends `number` rounded to `decimals` places without scientific notation.
  public static func appendNumber(_ number: Double, decimals: Int, to bytes: inout [UInt8]) {
    appendNumber(number, decimals: decimals, comma: false, to: &bytes)
  }

  /// ``appendNumber(_:decimals:to:)`` preceded by a comma when `comma` is set, written with the
  /// number in one append.
  static func appendNumber(_ number: Double, decimals: Int, comma: Bool, to bytes: inout [UInt8]) {
    guard number.isFinite else {
      if comma { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: "null".utf8)
      return
    }
    var places = max(0, min(decimals, 9))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    guard scaled < 9.0e15 else {
      // Too large to print exactly by integer arithmetic; fall back to Swift's description.
      if comma { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: String(number).utf8)
      return
    }
    var units = UInt64(scaled)
    if units == 0 {
      if comma { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let negative = number < 0
    // Formatted right to left in a stack buffer (at most 16 whole digits, the point, 9
    // decimals, the sign and the comma), then appended at once: no String, no array.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { scratch in
      var index = scratch.count
      let factor = powersOfTen[places]
      var fraction = units % factor
      units /= factor
      if fraction > 0 {
        // Trailing zeros of the fraction are dropped; leading ones are written.
        while fraction % 10 == 0 {
          fraction /= 10
          places -= 1
        }
        for _ in 0..<places {
          index -= 1
          scratch[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
          fraction /= 10
        }
        index -= 1
        scratch[index] = UInt8(ascii: ".")
      }
      repeat {
        index -= 1
        scratch[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units % 10)
        units /= 10
      } while units > 0
      if negative {
        index -= 1
        scratch[index] = UInt8(ascii: "-")
      }
      if comma {
        index -= 1
        scratch[index] = UInt8(ascii: ",")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[index...]))
    }
  }
}
