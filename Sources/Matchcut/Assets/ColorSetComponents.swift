import MatchcutSemantics
import MatchcutSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour set entry's `color` dictionary turned into the straight sRGB `RGBA` the compiler
/// draws with.
///
/// Xcode writes each component as a string in one of three spellings, following the input
/// method chosen in its colour inspector (swiftui-semantics §18.2): floating point `"0.502"`
/// (0…1), 8-bit hexadecimal `"0x80"` and 8-bit integer `"128"` (both 0…255). A JSON number is read as 0…1. Colour spaces: `srgb`/`extended-srgb` are taken
/// as they are; `display-p3`/`extended-display-p3` are converted to sRGB (swiftui-semantics §18.3); the gray spaces use `white` for all three channels.
/// Components are clamped to 0…1, the range the exporters write.
enum ColorSetComponents {
  enum Problem: Error, Equatable {
    case missing(String)
    case malformed(String, String)
    case unsupportedColorSpace(String)
  }

  static func rgba(_ color: JSONValue) throws(Problem) -> RGBA {
    let space = color["color-space"]?.stringValue ?? "srgb"
    guard let components = color["components"] else { throw .missing("components") }
    let alpha = try component(components, "alpha", default: 1)
    switch space {
    case "srgb", "extended-srgb":
      return RGBA(
        red: clamp(try component(components, "red")), green: clamp(try component(components, "green")),
        blue: clamp(try component(components, "blue")), alpha: clamp(alpha))
    case "display-p3", "extended-display-p3":
      let (r, g, b) = displayP3ToSRGB(
        try component(components, "red"), try component(components, "green"),
        try component(components, "blue"))
      return RGBA(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(alpha))
    case "gray-gamma-22", "extended-gray":
      let white = clamp(try component(components, "white"))
      return RGBA(red: white, green: white, blue: white, alpha: clamp(alpha))
    default:
      throw .unsupportedColorSpace(space)
    }
  }

  /// One component in any of Xcode's spellings.
  static func component(_ components: JSONValue, _ name: String, default: Double? = nil) throws(Problem)
    -> Double
  {
    guard let value = components[name] else {
      if let fallback = `default` { return fallback }
      throw .missing(name)
    }
    if case .number(let number) = value { return number }
    guard let text = value.stringValue?.trimmingSpaces, !text.isEmpty else {
      throw .malformed(name, "\(value)")
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      guard let byte = Int(text.dropFirst(2), radix: 16) else { throw .malformed(name, text) }
      return Double(byte) / 255
    }
    if text.contains(".") || text.contains("e") || text.contains("E") {
      guard let number = Double(text) else { throw .malformed(name, text) }
      return number
    }
    guard let byte = Int(text) else { throw .malformed(name, text) }
    return Double(byte) / 255
  }

  /// Display P3 to sRGB: both use the sRGB transfer curve and the D65 white point, so the
  /// conversion is decode, a 3×3 matrix between the linear spaces, encode. The matrix is the
  /// one CSS Color 4 derives from the two sets of primaries (swiftui-semantics §18.3).
  static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let lr = decode(r)
    let lg = decode(g)
    let lb = decode(b)
    let sr = 1.2249401 * lr - 0.2249404 * lg
    let sg = -0.0420569 * lr + 1.0420571 * lg
    let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
    return (encode(sr), encode(sg), encode(sb))
  }

  /// The sRGB transfer function and its inverse (IEC 61966-2-1), odd-extended below zero.
  static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -linear : linear
  }

  static func encode(_ v: Double) -> Double {
    let a = abs(v)
    let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return v < 0 ? -encoded : encoded
  }

  static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
