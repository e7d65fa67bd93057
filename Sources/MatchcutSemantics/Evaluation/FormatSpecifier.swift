/// printf-style format strings, as `String(format:)` and a text interpolation's `specifier:`
/// use them (Foundation formats with the C library's rules: IEEE Std 1003.1 `fprintf`,
/// "Conversion Specifications"; docs/reference/language.md §3).
///
/// Supported: the flags `-`, `0`, `+`, space and `#` (accepted, no effect), a width and a
/// precision written as digits, the length modifiers `h`, `l`, `ll`, `q`, `L`, `z`, `j`, `t`
/// (read and ignored: every integer is an `Int`), and the conversions `d` `i` `u` `x` `X` `o`
/// `f` `F` `e` `E` `g` `G` `s` `@` `c` and `%%`. A fixed-point digit string is the number times
/// 10^precision rounded half to even, which is C's exact-decimal rounding except where that
/// product itself rounds across a half (a difference in the last digit, rarely).
enum FormatSpecifier {
  /// The formatted text, or `nil` when the format has a conversion this does not know or more
  /// conversions than arguments.
  static func format(_ format: String, _ arguments: [Value], describe: (Value) throws -> String) rethrows
    -> String?
  {
    var out = ""
    var next = 0
    let chars = Array(format)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      guard c == "%" else {
        out.append(c)
        i += 1
        continue
      }
      i += 1
      guard i < chars.count else { return nil }
      if chars[i] == "%" {
        out.append("%")
        i += 1
        continue
      }
      var spec = Spec()
      while i < chars.count, let flag = Flag(rawValue: chars[i]) {
        spec.flags.insert(flag)
        i += 1
      }
      while i < chars.count, let digit = chars[i].wholeNumberValue {
        spec.width = min(spec.width * 10 + digit, 1_000)
        i += 1
      }
      if i < chars.count, chars[i] == "." {
        i += 1
        var precision = 0
        while i < chars.count, let digit = chars[i].wholeNumberValue {
          precision = min(precision * 10 + digit, 100)
          i += 1
        }
        spec.precision = precision
      }
      while i < chars.count, "hlqLzjt".contains(chars[i]) { i += 1 }
      guard i < chars.count else { return nil }
      let conversion = chars[i]
      i += 1
      guard next < arguments.count else { return nil }
      let argument = arguments[next]
      next += 1
      guard let body = try convert(conversion, argument, spec, describe: describe) else { return nil }
      out += pad(body, spec)
    }
    return out
  }

  private enum Flag: Character {
    case left = "-", zero = "0", plus = "+", space = " ", alternate = "#"
  }

  private struct Spec {
    var flags: Set<Flag> = []
    var width = 0
    var precision: Int?
  }

  private static func convert(
    _ conversion: Character, _ value: Value, _ spec: Spec, describe: (Value) throws -> String
  ) rethrows -> String? {
    switch conversion {
    case "d", "i", "u":
      guard let n = integer(value) else { return nil }
      var digits = String(n.magnitude)
      if let precision = spec.precision, digits.count < precision {
        digits = String(repeating: "0", count: precision - digits.count) + digits
      }
      return sign(n < 0, spec) + digits
    case "x", "X", "o":
      guard let n = integer(value) else { return nil }
      let text = String(UInt(bitPattern: n), radix: conversion == "o" ? 8 : 16, uppercase: conversion == "X")
      return text
    case "f", "F":
      guard let x = value.number else { return nil }
      return sign(x.sign == .minus && !x.isNaN, spec) + fixed(abs(x), spec.precision ?? 6)
    case "e", "E":
      guard let x = value.number else { return nil }
      let body = scientific(abs(x), spec.precision ?? 6)
      return sign(x.sign == .minus && !x.isNaN, spec) + (conversion == "E" ? body.uppercased() : body)
    case "g", "G":
      guard let x = value.number else { return nil }
      let body = general(abs(x), max(spec.precision ?? 6, 1))
      return sign(x.sign == .minus && !x.isNaN, spec) + (conversion == "G" ? body.uppercased() : body)
    case "s", "@":
      let text = try describe(value)
      if let precision = spec.precision { return String(text.prefix(precision)) }
      return text
    case "c":
      if case .string(let s) = value { return String(s.prefix(1)) }
      guard let n = integer(value), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: n)) else {
        return nil
      }
      return String(Character(scalar))
    default:
      return nil
    }
  }

  private static func integer(_ value: Value) -> Int? {
    switch value {
    case .int(let n): n
    case .double(let d) where d.isFinite && abs(d) < 9.2e18: Int(d.rounded(.towardZero))
    case .bool(let b): b ? 1 : 0
    default: nil
    }
  }

  private static func sign(_ negative: Bool, _ spec: Spec) -> String {
    if negative { return "-" }
    if spec.flags.contains(.plus) { return "+" }
    if spec.flags.contains(.space) { return " " }
    return ""
  }

  /// Pads to the width: spaces before (after with `-`), or zeros after the sign with `0`.
  private static func pad(_ body: String, _ spec: Spec) -> String {
    guard body.count < spec.width else { return body }
    let fill = spec.width - body.count
    if spec.flags.contains(.left) { return body + String(repeating: " ", count: fill) }
    if spec.flags.contains(.zero), let first = body.first {
      let signed = first == "-" || first == "+" || first == " "
      let sign = signed ? String(first) : ""
      let digits = signed ? String(body.dropFirst()) : body
      if digits.first?.isNumber == true {
        return sign + String(repeating: "0", count: fill) + digits
      }
    }
    return String(repeating: " ", count: fill) + body
  }

  /// `x` (not negative) with `precision` decimals.
  static func fixed(_ x: Double, _ precision: Int) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return "inf" }
    let p = min(precision, 17)
    var scale = 1.0
    for _ in 0..<p { scale *= 10 }
    let scaled = (x * scale).rounded(.toNearestOrEven)
    guard scaled < 9.0e18 else {
      // Beyond an Int's digits: Swift's own digits, padded with zeros.
      var text = x.rounded(.toNearestOrEven) == x ? String(Int64(exactly: x) ?? 0) : "\(x)"
      if p > 0 { text += "." + String(repeating: "0", count: p) }
      return text
    }
    let n = UInt64(scaled)
    var digits = String(n)
    if p == 0 { return digits + String(repeating: "0", count: max(0, precision - p)) }
    if digits.count <= p { digits = String(repeating: "0", count: p - digits.count + 1) + digits }
    let split = digits.index(digits.endIndex, offsetBy: -p)
    return String(digits[..<split]) + "." + String(digits[split...])
      + String(repeating: "0", count: max(0, precision - p))
  }

  /// `x` (not negative) as `d.ddde±XX`.
  static func scientific(_ x: Double, _ precision: Int) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return "inf" }
    guard x != 0 else { return fixed(0, precision) + "e+00" }
    var exponent = decimalExponent(x)
    var mantissa = x / power10(exponent)
    // Rounding may carry into a new digit (9.99… → 10.0).
    var text = fixed(mantissa, precision)
    if text.hasPrefix("10") {
      exponent += 1
      mantissa = x / power10(exponent)
      text = fixed(mantissa, precision)
    } else if mantissa < 1 {
      exponent -= 1
      mantissa = x / power10(exponent)
      text = fixed(mantissa, precision)
    }
    let e = abs(exponent)
    return text + (exponent < 0 ? "e-" : "e+") + (e < 10 ? "0\(e)" : "\(e)")
  }

  /// `%g`: scientific when the exponent is below −4 or at least the precision, fixed otherwise,
  /// trailing zeros removed.
  static func general(_ x: Double, _ precision: Int) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return "inf" }
    if x == 0 { return "0" }
    let exponent = decimalExponent(x)
    func trim(_ s: String) -> String {
      guard s.contains(".") else { return s }
      var t = s
      while t.hasSuffix("0") { t.removeLast() }
      if t.hasSuffix(".") { t.removeLast() }
      return t
    }
    if exponent < -4 || exponent >= precision {
      let text = scientific(x, precision - 1)
      guard let e = text.firstIndex(of: "e") else { return text }
      return trim(String(text[..<e])) + String(text[e...])
    }
    return trim(fixed(x, max(0, precision - 1 - exponent)))
  }

  private static func power10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(n) { result *= 10 }
    return n < 0 ? 1 / result : result
  }

  /// ⌊log10 x⌋ for a positive finite `x`, by repeated scaling (no Foundation).
  private static func decimalExponent(_ x: Double) -> Int {
    var e = 0
    var m = x
    while m >= 10 {
      m /= 10
      e += 1
    }
    while m < 1 {
      m *= 10
      e -= 1
    }
    return e
  }
}
