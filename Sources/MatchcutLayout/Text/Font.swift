/// A resolved font: size in points and weight (`.font(.title)`, `.system(size:weight:)`).
public struct Font: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight

  public init(size: Double, weight: FontWeight = .regular) {
    self.size = size.isFinite && size > 0 ? size : TextStyleName.body.pointSize
    self.weight = weight
  }

  /// The font of a text style at Dynamic Type "Large".
  public init(_ style: TextStyleName) {
    self.init(size: style.pointSize, weight: style.weight)
  }

  /// `.body`: the default font of `Text` (17 pt regular).
  public static let body = Font(.body)

  /// Line height: SF Pro's (ascender + descender) / unitsPerEm = 2444 / 2048 ≈ 1.1934 × size
  /// (LANGUAGE §8).
  public var lineHeight: Double { size * TextMetrics.lineHeightRatio }

  /// Distance from a line's top to its baseline: SF Pro's ascender 1950 / 2048 × size.
  public var ascent: Double { size * TextMetrics.ascentRatio }
}
