/// A colour as straight (non-premultiplied) red, green, blue and alpha in 0…1.
///
/// System colours use the iOS 17 light-mode values Apple publishes in the Human Interface
/// Guidelines ("Color", system colors table); `docs/semantics.md` lists them.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// 8-bit channels, as the HIG tables write them.
  public init(bytes r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
  }

  /// Parses `#RRGGBB`, `#RRGGBBAA`, `RRGGBB` (case-insensitive); `nil` when malformed.
  public init?(hex: String) {
    var digits = Array(hex.utf8)
    if digits.first == UInt8(ascii: "#") { digits.removeFirst() }
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var channels: [Int] = []
    var index = 0
    while index < digits.count {
      guard let high = RGBA.nibble(digits[index]), let low = RGBA.nibble(digits[index + 1]) else {
        return nil
      }
      channels.append(high * 16 + low)
      index += 2
    }
    let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
    self.init(bytes: channels[0], channels[1], channels[2], alpha: alpha)
  }

  private static func nibble(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// The colour with its alpha multiplied by `factor` (`Color.opacity(_:)`).
  public func withOpacity(_ factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * max(0, min(1, factor)))
  }

  /// Component-wise interpolation, as SwiftUI animates `Color` (in its resolved RGB space).
  public func interpolated(to other: RGBA, _ p: Double) -> RGBA {
    RGBA(
      red: red + (other.red - red) * p, green: green + (other.green - green) * p,
      blue: blue + (other.blue - blue) * p, alpha: alpha + (other.alpha - alpha) * p)
  }

  /// `#RRGGBBAA`, upper-case, each component rounded to 8 bits and clamped (TOOLING §2 `fill`);
  /// a NaN component (`Color(red: 0.0 / 0.0, …)`) is 0 (found by the fuzzer: it trapped).
  public var hex: String {
    // Nine ASCII bytes fit a small string: no heap allocation (written per node per state).
    String(unsafeUninitializedCapacity: 9) { buffer in
      func digit(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 55 + value)
      }
      func put(_ component: Double, at position: Int) {
        let value = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
        buffer[position] = digit(value >> 4)
        buffer[position + 1] = digit(value & 0xF)
      }
      buffer[0] = UInt8(ascii: "#")
      put(red, at: 1)
      put(green, at: 3)
      put(blue, at: 5)
      put(alpha, at: 7)
      return 9
    }
  }

  public var description: String { hex }

  /// Transparent black: `Color.clear`, and what Matchcut fills a view it cannot draw with.
  public static let clear = RGBA(bytes: 0, 0, 0, alpha: 0)

  /// SwiftUI's named colours (`Color.red`, `.blue`, …) in iOS light mode.
  ///
  /// Values: Apple HIG, "Color" → "Specifications" (iOS default light). `primary` is black and
  /// `secondary` is #3C3C43 at 60 % (the label colours); `clear` is transparent black.
  public static let system: [String: RGBA] = [
    "red": RGBA(bytes: 255, 59, 48),
    "orange": RGBA(bytes: 255, 149, 0),
    "yellow": RGBA(bytes: 255, 204, 0),
    "green": RGBA(bytes: 52, 199, 89),
    "mint": RGBA(bytes: 0, 199, 190),
    "teal": RGBA(bytes: 48, 176, 199),
    "cyan": RGBA(bytes: 50, 173, 230),
    "blue": RGBA(bytes: 0, 122, 255),
    "indigo": RGBA(bytes: 88, 86, 214),
    "purple": RGBA(bytes: 175, 82, 222),
    "pink": RGBA(bytes: 255, 45, 85),
    "brown": RGBA(bytes: 162, 132, 94),
    "gray": RGBA(bytes: 142, 142, 147),
    "black": RGBA(bytes: 0, 0, 0),
    "white": RGBA(bytes: 255, 255, 255),
    "clear": clear,
    "primary": RGBA(bytes: 0, 0, 0),
    "secondary": RGBA(bytes: 60, 60, 67, alpha: 0.6),
    // The hierarchical styles as text colours (UIKit's tertiary and quaternary label colours),
    // and `.background`, the system background, in light mode (swiftui-semantics §23.2).
    "tertiary": RGBA(bytes: 60, 60, 67, alpha: 0.3),
    "quaternary": RGBA(bytes: 60, 60, 67, alpha: 0.18),
    "background": RGBA(bytes: 255, 255, 255),
    "accentColor": RGBA(bytes: 0, 122, 255),
  ]

  /// UIKit's dynamic system colours (`UIColor.systemGray6`, `.secondarySystemBackground`,
  /// `.label`…) in iOS light mode, as `Color(uiColor:)` and `Color(.systemGray6)` draw them.
  ///
  /// Values: Apple HIG, "Color" → "Specifications" (iOS default light) for the grays and
  /// backgrounds, and UIKit's `UIColor` documentation of the label, fill and separator colours
  /// (docs/reference/swiftui-semantics.md §23.8). The tinted `systemRed`… are `system`'s.
  public static let uiKit: [String: RGBA] = [
    "systemBackground": RGBA(bytes: 255, 255, 255),
    "secondarySystemBackground": RGBA(bytes: 242, 242, 247),
    "tertiarySystemBackground": RGBA(bytes: 255, 255, 255),
    "systemGroupedBackground": RGBA(bytes: 242, 242, 247),
    "secondarySystemGroupedBackground": RGBA(bytes: 255, 255, 255),
    "tertiarySystemGroupedBackground": RGBA(bytes: 242, 242, 247),
    "systemGray": RGBA(bytes: 142, 142, 147),
    "systemGray2": RGBA(bytes: 174, 174, 178),
    "systemGray3": RGBA(bytes: 199, 199, 204),
    "systemGray4": RGBA(bytes: 209, 209, 214),
    "systemGray5": RGBA(bytes: 229, 229, 234),
    "systemGray6": RGBA(bytes: 242, 242, 247),
    "label": RGBA(bytes: 0, 0, 0),
    "secondaryLabel": RGBA(bytes: 60, 60, 67, alpha: 0.6),
    "tertiaryLabel": RGBA(bytes: 60, 60, 67, alpha: 0.3),
    "quaternaryLabel": RGBA(bytes: 60, 60, 67, alpha: 0.18),
    "placeholderText": RGBA(bytes: 60, 60, 67, alpha: 0.3),
    "separator": RGBA(bytes: 60, 60, 67, alpha: 0.29),
    "opaqueSeparator": RGBA(bytes: 198, 198, 200),
    "systemFill": RGBA(bytes: 120, 120, 128, alpha: 0.2),
    "secondarySystemFill": RGBA(bytes: 120, 120, 128, alpha: 0.16),
    "tertiarySystemFill": RGBA(bytes: 118, 118, 128, alpha: 0.12),
    "quaternarySystemFill": RGBA(bytes: 116, 116, 128, alpha: 0.08),
    "systemRed": RGBA(bytes: 255, 59, 48),
    "systemOrange": RGBA(bytes: 255, 149, 0),
    "systemYellow": RGBA(bytes: 255, 204, 0),
    "systemGreen": RGBA(bytes: 52, 199, 89),
    "systemMint": RGBA(bytes: 0, 199, 190),
    "systemTeal": RGBA(bytes: 48, 176, 199),
    "systemCyan": RGBA(bytes: 50, 173, 230),
    "systemBlue": RGBA(bytes: 0, 122, 255),
    "systemIndigo": RGBA(bytes: 88, 86, 214),
    "systemPurple": RGBA(bytes: 175, 82, 222),
    "systemPink": RGBA(bytes: 255, 45, 85),
    "systemBrown": RGBA(bytes: 162, 132, 94),
    "white": RGBA(bytes: 255, 255, 255),
    "black": RGBA(bytes: 0, 0, 0),
    "clear": clear,
    "lightGray": RGBA(bytes: 170, 170, 170),
    "darkGray": RGBA(bytes: 85, 85, 85),
    "gray": RGBA(bytes: 128, 128, 128),
    "red": RGBA(bytes: 255, 0, 0),
    "green": RGBA(bytes: 0, 255, 0),
    "blue": RGBA(bytes: 0, 0, 255),
    "cyan": RGBA(red: 0, green: 1, blue: 1),
    "yellow": RGBA(red: 1, green: 1, blue: 0),
    "magenta": RGBA(red: 1, green: 0, blue: 1),
    "orange": RGBA(red: 1, green: 0.5, blue: 0),
    "purple": RGBA(red: 0.5, green: 0, blue: 0.5),
    "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
  ]
}
