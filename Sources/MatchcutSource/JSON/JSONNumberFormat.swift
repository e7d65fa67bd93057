/// The one number format of every JSON (and CSS/SVG) output: rounded half away from zero to a
/// fixed number of decimals, trailing zeros dropped, never an exponent, `-` only when the
/// rounded value is not zero, `null` for NaN and infinities.
///
/// Written left to right straight into the output by integer arithmetic: the rounded value
/// `units = round(|x|·10^d)` as a `UInt64`, split into whole and fraction by `10^d`, digits two
/// at a time from a table. `JSONWriterTests.numbersMatchTheReferenceFormat` checks it against
/// the first, `String`-building version byte for byte.
enum JSONNumberFormat {
  /// The most bytes ``write(_:decimals:into:)`` writes: 16 whole digits, the point, 9
  /// decimals and the sign.
  static let maxLength = 32

  /// Writes `number` at `out` and returns the length, or nil when `|number|·10^decimals`
  /// reaches 9·10¹⁵ (no longer exact in a `Double`'s integers; the caller falls back to
  /// `String(number)`, nothing written). `decimals` is clamped to 0…9.
  @inline(__always)
  static func write(_ number: Double, decimals: Int, into out: UnsafeMutablePointer<UInt8>) -> Int? {
    // The usual precisions get a copy each in which the powers of ten are constants (and the
    // divisions by them multiplications).
    switch decimals {
    case 4: write(number, places: 4, into: out)
    case 6: write(number, places: 6, into: out)
    case 2: write(number, places: 2, into: out)
    default: write(number, places: max(0, min(decimals, 9)), into: out)
    }
  }

  @inline(__always)
  private static func write(_ number: Double, places: Int, into out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard number.isFinite else {
      out[0] = UInt8(ascii: "n")
      out[1] = UInt8(ascii: "u")
      out[2] = UInt8(ascii: "l")
      out[3] = UInt8(ascii: "l")
      return 4
    }
    let scaled = number.magnitude * scale(places)
    // Below 2⁵² a double's fraction is exact, so `scaled − ⌊scaled⌋ ≥ ½` is exactly
    // `rounded()`'s half-away-from-zero; from 2⁵² up every double is whole. The bound is on
    // `scaled` rather than its rounding: the two agree, as doubles near 9·10¹⁵ are whole.
    guard scaled < 9.0e15 else { return nil }
    let truncated = Int64(scaled)
    var units = UInt64(truncatingIfNeeded: truncated)
    if scaled - Double(truncated) >= 0.5 { units &+= 1 }
    if units == 0 {
      out[0] = UInt8(ascii: "0")
      return 1
    }
    var length = 0
    if number < 0 {
      out[0] = UInt8(ascii: "-")
      length = 1
    }
    let factor = power(places)
    let whole = units / factor
    let fraction = units &- whole &* factor
    length &+= writeDigits(whole, into: out + length)
    guard fraction != 0 else { return length }
    // All `places` digits, leading zeros included, then the trailing zeros dropped (the
    // fraction is not zero, so a digit that is not stops the scan).
    out[length] = UInt8(ascii: ".")
    var end = length &+ 1 &+ places
    writeDigits(fraction, count: places, endingAt: out + end)
    while out[end &- 1] == UInt8(ascii: "0") { end &-= 1 }
    return end
  }

  /// Writes the decimal digits of `value` (no leading zeros; "0" for zero) and returns how
  /// many (at most 20).
  @inline(__always)
  static func writeDigits(_ value: UInt64, into out: UnsafeMutablePointer<UInt8>) -> Int {
    let digits = digitCount(value)
    writeDigits(value, count: digits, endingAt: out + digits)
    return digits
  }

  /// The number of decimal digits of `value` (1 for 0): ⌊log₁₀⌋ estimated from the bit length
  /// (1233/4096 ≈ log₁₀ 2, never over), then corrected by one comparison. `value | 1` has the
  /// same digits as `value` (powers of ten are even) and keeps 0 from needing a case.
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    let odd = value | 1
    let estimate = ((64 &- odd.leadingZeroBitCount) &* 1233) >> 12
    return estimate &+ (odd < powersOfTen[estimate] ? 0 : 1)
  }

  /// 10⁰ … 10¹⁹.
  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
    1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
    10_000_000_000_000_000_000,
  ]

  /// Writes the last `count` decimal digits of `value`, zero-padded, ending before `end`.
  @inline(__always)
  static func writeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
    let pairs = digitPairs.utf8Start
    var rest = value
    var position = end
    var left = count
    while left >= 2 {
      let quotient = rest / 100
      let pair = Int(truncatingIfNeeded: rest &- quotient &* 100) &* 2
      rest = quotient
      position -= 2
      position[0] = pairs[pair]
      position[1] = pairs[pair &+ 1]
      left &-= 2
    }
    if left == 1 {
      position -= 1
      position[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
    }
  }

  /// "00" through "99": two digits per division.
  private static let digitPairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  /// 10^places as a `Double` (exact: every power up to 10²² is).
  @inline(__always)
  private static func scale(_ places: Int) -> Double { Double(power(places)) }

  /// 10^places as an integer.
  @inline(__always)
  private static func power(_ places: Int) -> UInt64 {
    switch places {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    default: 1_000_000_000
    }
  }
}
