/// A fast, deterministic JSON writer that appends UTF-8 bytes to a buffer.
///
/// Foundation's `JSONEncoder` is slow (~22 MB/s here) and orders dictionary keys by hash; every
/// JSON output of Matchcut goes through this writer instead, so keys come out in the order the
/// caller writes them and numbers always print the same way.
public struct JSONWriter: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private var needsComma: [Bool] = [false]

  public init(reservingCapacity capacity: Int = 4096) {
    bytes.reserveCapacity(capacity)
  }

  /// The output as a `String` (always valid UTF-8).
  public var string: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: Containers

  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma.append(false)
  }

  public mutating func endObject() {
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma.append(false)
  }

  public mutating func endArray() {
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an object key; the next value call writes its value.
  public mutating func key(_ name: String) {
    separate()
    writeString(name)
    bytes.append(UInt8(ascii: ":"))
    // The value that follows must not be preceded by a comma.
    needsComma[needsComma.count - 1] = false
    pendingValueAfterKey = true
  }

  private var pendingValueAfterKey = false

  private mutating func separate() {
    if pendingValueAfterKey {
      pendingValueAfterKey = false
      needsComma[needsComma.count - 1] = true
      return
    }
    if needsComma[needsComma.count - 1] {
      bytes.append(UInt8(ascii: ","))
    } else {
      needsComma[needsComma.count - 1] = true
    }
  }

  // MARK: Values

  public mutating func value(_ string: String) {
    separate()
    writeString(string)
  }

  public mutating func value(_ number: Int) {
    separate()
    bytes.append(contentsOf: String(number).utf8)
  }

  /// Writes a number with at most `decimals` fractional digits, trailing zeros removed.
  /// Non-finite values are written as `null` (JSON has no NaN or infinity).
  public mutating func value(_ number: Double, decimals: Int = 4) {
    separate()
    JSONWriter.appendNumber(number, decimals: decimals, to: &bytes)
  }

  public mutating func value(_ bool: Bool) {
    separate()
    bytes.append(contentsOf: bool ? Array("true".utf8) : Array("false".utf8))
  }

  public mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
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

  private mutating func writeString(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
      case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
      case 0..<0x20, 0x7F:
        bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48])
        bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
        bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `number` rounded to `decimals` places without scientific notation.
  public static func appendNumber(_ number: Double, decimals: Int, to bytes: inout [UInt8]) {
    guard number.isFinite else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    let places = max(0, min(decimals, 9))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    guard scaled < 9.0e15 else {
      // Too large to print exactly by integer arithmetic; fall back to Swift's description.
      bytes.append(contentsOf: String(number).utf8)
      return
    }
    var units = UInt64(scaled)
    if units == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var factor: UInt64 = 1
    for _ in 0..<places { factor *= 10 }
    let whole = units / factor
    units %= factor
    bytes.append(contentsOf: String(whole).utf8)
    guard units > 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var digits = [UInt8](repeating: UInt8(ascii: "0"), count: places)
    var index = places - 1
    while index >= 0 {
      digits[index] = UInt8(ascii: "0") + UInt8(units % 10)
      units /= 10
      index -= 1
    }
    while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
    bytes.append(contentsOf: digits)
  }
}
