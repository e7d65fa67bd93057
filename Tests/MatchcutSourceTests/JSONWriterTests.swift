import Testing

@testable import MatchcutSource

@Test func writesNestedContainersWithCommasInOrder() {
  var json = JSONWriter()
  json.beginObject()
  json.field("b", 1)
  json.key("list")
  json.beginArray()
  json.value("x\"y\n")
  json.value(true)
  json.null()
  json.beginObject()
  json.endObject()
  json.endArray()
  json.field("a", -0.5)
  json.endObject()
  #expect(json.string == #"{"b":1,"list":["x\"y\n",true,null,{}],"a":-0.5}"#)
}

@Test func numbersAreRoundedWithoutExponentsOrTrailingZeros() {
  func render(_ value: Double, _ decimals: Int = 4) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendNumber(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
  #expect(render(393) == "393")
  #expect(render(0.1 + 0.2) == "0.3")
  #expect(render(-12.34567) == "-12.3457")
  #expect(render(1e-9) == "0")
  #expect(render(-1e-9) == "0")
  #expect(render(1.5, 0) == "2")
  #expect(render(.nan) == "null")
  #expect(render(.infinity) == "null")
  #expect(render(0.000_25, 4) == "0.0003")
}

@Test func controlCharactersAreEscaped() {
  var json = JSONWriter()
  json.value("\u{01}\t\\")
  #expect(json.string == #""\u0001\t\\""#)
}

/// The number format as first written (a `String` for the integer part, an array of fraction
/// digits): the reference the buffer-writing version must match byte for byte.
private func referenceNumber(_ number: Double, decimals: Int) -> String {
  guard number.isFinite else { return "null" }
  let places = max(0, min(decimals, 9))
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = (abs(number) * scale).rounded()
  guard scaled < 9.0e15 else { return String(number) }
  var units = UInt64(scaled)
  if units == 0 { return "0" }
  var text = number < 0 ? "-" : ""
  var factor: UInt64 = 1
  for _ in 0..<places { factor *= 10 }
  text += String(units / factor)
  units %= factor
  guard units > 0 else { return text }
  var digits = [Character](repeating: "0", count: places)
  for index in stride(from: places - 1, through: 0, by: -1) {
    digits[index] = Character(String(units % 10))
    units /= 10
  }
  while digits.last == "0" { digits.removeLast() }
  return text + "." + String(digits)
}

@Test func numbersMatchTheReferenceFormat() {
  // Hand-picked edges (leading zeros in the fraction, rounding carries, the integer fallback
  // bound, negative zero) and a deterministic spread of magnitudes from 1e-10 to 1e17, at every
  // number of decimals (and clamped ones outside 0…9).
  var values: [Double] = [
    0, -0.0, 0.5, -0.5, 0.05, 0.000_5, 0.999_95, 9.999_99, 1e15, 8.999e15, 9e15, 1.5e16, -123.456_789_1,
    0.1 + 0.2, 1 / 3, -2 / 3, 1e-10, 123_456_789.000_1, .ulpOfOne, -.leastNormalMagnitude,
    // Ties (half away from zero), whole numbers, and the neighbours of 2⁵² and 9·10¹⁵ where
    // the integer arithmetic changes regime.
    0.125, -0.125, 2.5, -2.5, 0.000_05, -0.000_05, 0.499_999_999_999_999_94, 100, -24_765.333_333, 20,
    4_503_599_627_370_495.5, 4_503_599_627_370_496, 8_999_999_999_999_999, 9_007_199_254_740_992,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -.infinity, .leastNonzeroMagnitude,
  ]
  var state: UInt64 = 0x1234_5678_9ABC_DEF0
  for _ in 0..<4000 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let mantissa = Double(state >> 11) / Double(1 << 53)
    let exponent = Int((state >> 3) % 28) - 10
    values.append((state & 1 == 0 ? 1 : -1) * mantissa * pow10(exponent))
  }
  // Both entry points: the static one other formats use, and the writer's (with its commas and
  // its table of recent numbers, which the same value at other decimals must not hit).
  var json = JSONWriter()
  json.beginArray()
  var expected: [String] = []
  for round in 0..<2 {
    for decimals in [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12] {
      for value in values {
        let reference = referenceNumber(value, decimals: decimals)
        if round == 0 {
          var bytes: [UInt8] = []
          JSONWriter.appendNumber(value, decimals: decimals, to: &bytes)
          #expect(String(decoding: bytes, as: UTF8.self) == reference, "\(value) at \(decimals) decimals")
        }
        // Twice in a row: the second is a copy of the first.
        json.value(value, decimals: decimals)
        json.value(value, decimals: decimals)
        expected += [reference, reference]
      }
    }
  }
  json.endArray()
  #expect(json.string == "[" + expected.joined(separator: ",") + "]")
  // Integers around every power of ten (the digit count is estimated from the bit length and
  // corrected by one comparison there) print as Swift prints them.
  var integers = [0, 7, -7, 1_234_567_890, Int.max, Int.min]
  var power = 1
  for _ in 0..<19 {
    integers += [power - 1, power, power + 1, -power]
    power = power &* 10
  }
  var integerJSON = JSONWriter()
  integerJSON.beginArray()
  for value in integers { integerJSON.value(value) }
  integerJSON.endArray()
  #expect(integerJSON.string == "[" + integers.map(String.init).joined(separator: ",") + "]")
}

private func pow10(_ exponent: Int) -> Double {
  var value = 1.0
  for _ in 0..<abs(exponent) { value *= 10 }
  return exponent < 0 ? 1 / value : value
}

@Test func stringsCopyPlainRunsAndEscapeTheRest() {
  var json = JSONWriter()
  json.beginObject()
  json.field("plain", "no escapes at all, but UTF-8: café ✓")
  json.field("mixed", "a\"b\\c\nd\re\tf\u{7F}g\u{1F}")
  json.field("", "")
  json.endObject()
  #expect(
    json.string
      == #"{"plain":"no escapes at all, but UTF-8: café ✓","mixed":"a\"b\\c\nd\re\tf\u007fg\u001f","":""}"#)
  // A bridged or sliced string takes the byte-by-byte path with the same result.
  var sliced = JSONWriter()
  sliced.value(String("xx\"yy".dropFirst()))
  #expect(sliced.string == #""x\"yy""#)
}

@Test func staticKeysEscapeLikeStringKeys() {
  var json = JSONWriter()
  json.beginObject()
  json.field(JSONKey("plain"), 1)
  json.field(JSONKey("quo\"te"), "v")
  json.field("quo\"te", true)
  json.key(JSONKey("é"))
  json.null()
  // 13 bytes are packed in two words with the quotes and colon; 14 are copied.
  json.field(JSONKey("thirteenBytes"), 0.5)
  json.field(JSONKey("fourteenBytes!"), [1, 2].count)
  json.endObject()
  #expect(
    json.string
      == #"{"plain":1,"quo\"te":"v","quo\"te":true,"é":null,"thirteenBytes":0.5,"fourteenBytes!":2}"#)
}

@Test func theBufferGrowsAndHandsOverEverything() {
  // A writer reserved for 64 bytes writes ~100 KB: growth keeps every byte, in order.
  var json = JSONWriter(reservingCapacity: 1)
  var expected = "["
  json.beginArray()
  for index in 0..<10_000 {
    json.value(index)
    json.raw(Array("\"ab\"".utf8))
    expected += (index == 0 ? "" : ",") + "\(index),\"ab\""
  }
  let long = String(repeating: "x\"", count: 5000)
  json.value(long)
  expected += ",\"" + String(repeating: "x\\\"", count: 5000) + "\""
  json.endArray()
  expected += "]"
  #expect(json.string == expected)
  let taken = json.takeBytes()
  #expect(String(decoding: taken, as: UTF8.self) == expected)
  #expect(json.bytes.isEmpty)
  // An emptied writer starts again without a leading comma.
  json.value(1)
  #expect(json.string == "1")
}

@Test func rawOpeningIsPrecededByACommaAndFollowedByNone() {
  // By hand: the fragment opens an object and an array; the first number after it gets no
  // comma, and closing both brings the writer back to the member level.
  var json = JSONWriter()
  json.beginObject()
  json.field("id", "n1")
  json.rawOpening("\"from\":{\"frame\":[")
  json.value(1.5)
  json.value(2)
  json.endArray()
  json.endObject()
  json.rawOpening("\"to\":{")
  json.field("opacity", 1)
  json.endObject()
  json.endObject()
  #expect(json.string == #"{"id":"n1","from":{"frame":[1.5,2]},"to":{"opacity":1}}"#)
}

@Test func aWriterWritesItsFirstNumbersAsItsLaterOnes() {
  // The first 8 numbers of a writer are formatted without the table of recent numbers, the
  // rest through it: the same values at both positions print the same.
  let values: [Double] = [
    0.25, -27_537.333_333, 123_456.5, .nan, 0, -0.0, 3, 1 / 3, 0.25, 123_456.5, -27_537.333_333,
  ]
  var json = JSONWriter()
  json.beginArray()
  for value in values + values { json.value(value) }
  json.endArray()
  let once = "0.25,-27537.3333,123456.5,null,0,0,3,0.3333,0.25,123456.5,-27537.3333"
  #expect(json.string == "[\(once),\(once)]")
}

@Test func everyByteIsEscapedAtEveryPositionOfTheWordScan() {
  // Strings of 1 to 40 bytes (every case of the word scan and of the copy: under 8, 8–15,
  // 16–32 and longer) with one ASCII byte (0…127) or a 2-, 3- or 4-byte UTF-8 character
  // at each position among plain letters: the eight-bytes-at-a-time scan must find exactly
  // what a byte-by-byte escape finds. The reference is JSON's rule written out (RFC 8259 §7:
  // quote, backslash and controls escaped; this writer also escapes DEL).
  func reference(_ string: String) -> String {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += Array("\\\"".utf8)
      case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
      case 0x0A: out += Array("\\n".utf8)
      case 0x0D: out += Array("\\r".utf8)
      case 0x09: out += Array("\\t".utf8)
      case 0..<0x20, 0x7F:
        let hex = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
  }
  var specials = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
  specials += ["é", "✓", "🎬"]
  var checked = 0
  for length in 1...40 {
    for position in 0..<length {
      for special in specials {
        let string =
          String(repeating: "a", count: position) + special
          + String(repeating: "b", count: length - position - 1)
        var json = JSONWriter()
        json.value(string)
        #expect(json.string == reference(string), "\(length) \(position) \(special.utf8.first ?? 0)")
        checked += 1
      }
    }
  }
  #expect(checked == 820 * 131)
  // The bit trick itself, on words of one byte among zeros-free fillers.
  for byte in 0...255 {
    for shift in stride(from: 0, to: 64, by: 8) {
      let filler: UInt64 = 0x6161_6161_6161_6161 & ~(0xFF << UInt64(shift))
      let word = filler | (UInt64(byte) << UInt64(shift))
      #expect(JSONWriter.someByteNeedsEscape(word) == JSONWriter.needsEscape(UInt8(byte)), "\(byte) \(shift)")
    }
  }
}

@Test func aRepeatedValueIsTheSameText() {
  // By hand: strings of every length from 0 to 44 bytes and a frame written once, then
  // repeated from their positions in the output — each copy must read as the value did,
  // commas included (lengths under 8, 8–15, 16–32 and longer take different copies).
  var json = JSONWriter(reservingCapacity: 64)
  var expected = "["
  json.beginArray()
  var written: [(Range<Int>, String)] = []
  for length in 0...44 {
    let text = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
    let start = json.byteCount + (length == 0 ? 0 : 1)
    json.value(text)
    written.append((start..<json.byteCount, "\"\(text)\""))
    expected += (length == 0 ? "" : ",") + "\"\(text)\""
  }
  let frameStart = json.byteCount + 1
  json.array(100, -27_537.333_333, 20, 20)
  written.append((frameStart..<json.byteCount, "[100,-27537.3333,20,20]"))
  expected += ",[100,-27537.3333,20,20]"
  for (range, text) in written.reversed() {
    json.repeatValue(range)
    expected += "," + text
  }
  json.endArray()
  expected += "]"
  #expect(json.string == expected)
}

@Test func fourNumberArraysAreFourValues() {
  // The one-call array against an array of four values, for the numbers of
  // numbersMatchTheReferenceFormat's edge list (NaN, infinities, ties, the integer bound,
  // Swift's description past it), after a member and as the first value.
  let values: [Double] = [
    0, -0.0, 0.5, -0.5, 0.000_5, 9.999_99, 8.999e15, 9e15, 1.5e16, 1e300, -123.456_789_1, .nan, .infinity,
    -.infinity, 1 / 3, 2.5, -2.5, 20, -27_537.333_333, 146.666_666_667,
  ]
  for decimals in [0, 4, 6] {
    var json = JSONWriter()
    var reference = JSONWriter()
    json.beginArray()
    reference.beginArray()
    for start in 0..<values.count {
      let four = (0..<4).map { values[(start + $0 * 7) % values.count] }
      json.array(four[0], four[1], four[2], four[3], decimals: decimals)
      reference.beginArray()
      for value in four { reference.value(value, decimals: decimals) }
      reference.endArray()
    }
    json.endArray()
    reference.endArray()
    #expect(json.string == reference.string, "\(decimals)")
  }
}

@Test func fourNumberArraysHitTheTableAsTheyFormat() {
  // `array` inlines only the table hit of each number and formats the misses out of line: a
  // column of frames in which three numbers repeat and one changes (as a row pushed down
  // writes them), against the uncached `appendNumber`, including values that collide in the
  // table's 64 slots and the same bits at other decimals.
  var json = JSONWriter()
  var expected: [String] = []
  json.beginArray()
  for decimals in [4, 6, 4, 2] {
    for step in 0..<200 {
      let y = -40 + Double(step) * 0.731_5
      let four = [16.0, y, 343.333_333, 44 + Double(step % 3)]
      json.array(four[0], four[1], four[2], four[3], decimals: decimals)
      let texts = four.map { value -> String in
        var bytes: [UInt8] = []
        JSONWriter.appendNumber(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
      }
      expected.append("[" + texts.joined(separator: ",") + "]")
    }
  }
  json.endArray()
  #expect(json.string == "[" + expected.joined(separator: ",") + "]")
}

/// `makeBytes` writes into the returned array's own storage; output that outgrows the reserved
/// capacity moves to the writer's buffer and is copied once. Both paths give the same bytes as
/// a plain writer, including a document far larger than the reservation (several growths).
@Test func makeBytesMatchesAPlainWriterWhetherOrNotTheReservationSuffices() {
  func document(_ json: inout JSONWriter, items: Int) {
    json.beginArray()
    for item in 0..<items {
      json.beginObject()
      json.field("id", "n\(item)")
      json.field("x", Double(item) * 0.125)
      json.endObject()
    }
    json.endArray()
    json.newline()
  }
  for items in [0, 1, 3, 500] {
    var plain = JSONWriter()
    document(&plain, items: items)
    let expected = plain.bytes
    #expect(expected.last == UInt8(ascii: "\n"))
    for reservation in [0, 64, 100, expected.count, expected.count + 1, 1 << 16] {
      let made = JSONWriter.makeBytes(reservingCapacity: reservation) { document(&$0, items: items) }
      #expect(made == expected, "items \(items), reservation \(reservation)")
    }
  }
}
