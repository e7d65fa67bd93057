import MatchcutSource
import MatchcutViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Color.mix(with:by:in:)` (iOS 18): `self` blended with another colour by a fraction, in the
/// output (device) colour space or, by default, a perceptual one (swiftui-semantics §23.13).
enum ColorMixing {
  /// `fraction` 0 is `a`, 1 is `b`; outside 0…1 it is clamped. Alpha blends linearly.
  static func mix(_ a: RGBA, _ b: RGBA, by fraction: Double, perceptual: Bool) -> RGBA {
    let t = max(0, min(1, fraction.isNaN ? 0 : fraction))
    guard perceptual else { return a.interpolated(to: b, t) }
    let alpha = a.alpha + (b.alpha - a.alpha) * t
    let x = oklab(a)
    let y = oklab(b)
    let blended = (x.0 + (y.0 - x.0) * t, x.1 + (y.1 - x.1) * t, x.2 + (y.2 - x.2) * t)
    let rgb = srgb(fromOKLab: blended)
    return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  // Oklab, Björn Ottosson, "A perceptual color space for image processing" (2020),
  // https://bottosson.github.io/posts/oklab/ — the matrices below are that post's.

  private static func linear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  private static func encoded(_ c: Double) -> Double {
    let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    return max(0, min(1, v))
  }

  private static func oklab(_ c: RGBA) -> (Double, Double, Double) {
    let r = linear(c.red)
    let g = linear(c.green)
    let b = linear(c.blue)
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return (
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    )
  }

  private static func srgb(fromOKLab lab: (Double, Double, Double)) -> (Double, Double, Double) {
    let l = pow(lab.0 + 0.396_337_777_4 * lab.1 + 0.215_803_757_3 * lab.2, 3)
    let m = pow(lab.0 - 0.105_561_345_8 * lab.1 - 0.063_854_172_8 * lab.2, 3)
    let s = pow(lab.0 - 0.089_484_177_5 * lab.1 - 1.291_485_548_0 * lab.2, 3)
    return (
      encoded(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      encoded(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      encoded(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s)
    )
  }
}

extension Interpreter {
  /// `color.mix(with:by:in:)`, iOS 18 (swiftui-semantics §23.13), from its arguments.
  func mixed(_ color: RGBA, _ arguments: ArgumentList, file: String, range: SourceRange) throws -> RGBA {
    guard let other = arguments.labelled("with"), let fraction = arguments.labelled("by")?.value.number else {
      try fail("semantics.type-mismatch", "'mix' expects 'with:' a colour and 'by:' a fraction", file, range)
    }
    var perceptual = true
    if case .symbol(let s)? = arguments.labelled("in")?.value, s.name == "device" { perceptual = false }
    return ColorMixing.mix(
      color, try toColor(other.value, file: file, range: other.range), by: fraction, perceptual: perceptual)
  }
}

extension Interpreter {
  /// `color.description`: a system colour's name (`"red"`), else `#RRGGBBAA` with each channel
  /// rounded to 8 bits (OpenSwiftUI: `SystemColorType`'s case name, `Color.Resolved.description`
  /// in `OSU:Sources/OpenSwiftUICore/Graphic/Color/ConstantColor.swift`; swiftui-semantics §23.13).
  static func colorDescription(_ rgba: RGBA) -> String {
    if let name = RGBA.system.keys.sorted().first(where: { RGBA.system[$0] == rgba }) { return name }
    // `Int(c × 255 + 0.5)` of a component in 0…1 is `RGBA.hex`'s rounding.
    return rgba.hex
  }
}
