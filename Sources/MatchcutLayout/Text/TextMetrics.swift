/// Advance-width lookups in the generated Inter table (`InterMetrics`, LANGUAGE §8).
public enum TextMetrics {
  /// Line height over point size: SF Pro's (1950 + 494) / 2048 (LANGUAGE §8).
  public static let lineHeightRatio = 2444.0 / 2048.0
  /// Ascent over point size: SF Pro's 1950 / 2048, so the baseline sits where iOS puts it.
  public static let ascentRatio = 1950.0 / 2048.0
  /// The truncation mark appended to cut lines.
  public static let ellipsis: UInt32 = 0x2026

  /// Advance of `scalar` at `font`, in points. Unknown scalars use the weight's fallback width;
  /// control characters, combining marks, joiners and variation selectors advance by 0.
  public static func advance(of scalar: UInt32, font: Font) -> Double {
    let weight = font.weight.rawValue
    let units: UInt16
    if let index = tableIndex(of: scalar) {
      units = InterMetrics.advances[weight][index]
    } else if scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || isZeroWidth(scalar) {
      units = 0
    } else {
      units = InterMetrics.fallback[weight]
    }
    return Double(units) * font.size / InterMetrics.unitsPerEm
  }

  /// Position of `scalar` in `InterMetrics.codePoints`, found without searching for Latin-1.
  @inline(__always)
  static func tableIndex(of scalar: UInt32) -> Int? {
    switch scalar {
    case 0x20...0x7E: return Int(scalar - 0x20)
    case 0xA0...0xFF: return Int(scalar - 0xA0) + 95
    default:
      let points = InterMetrics.codePoints
      var low = 95 + 96
      var high = points.count - 1
      while low <= high {
        let mid = (low + high) / 2
        if points[mid] == scalar { return mid }
        if points[mid] < scalar { low = mid + 1 } else { high = mid - 1 }
      }
      return nil
    }
  }

  /// Combining diacritics, zero-width space/joiners, variation selectors and the BOM.
  @inline(__always)
  static func isZeroWidth(_ scalar: UInt32) -> Bool {
    (0x0300...0x036F).contains(scalar) || (0x200B...0x200F).contains(scalar)
      || (0xFE00...0xFE0F).contains(scalar) || scalar == 0xFEFF
  }
}
