/// Font weights, in the order of the generated metrics table (`InterMetrics.advances`).
///
/// Inter's files map onto SwiftUI's weights one to one: ultraLight = Thin, thin = ExtraLight,
/// light, regular, medium, semibold = SemiBold, bold, heavy = ExtraBold, black.
public enum FontWeight: Int, Sendable, Hashable, CaseIterable {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black
}

/// iOS text styles at the default Dynamic Type size "Large" (LANGUAGE §8).
public enum TextStyleName: UInt8, Sendable, Hashable, CaseIterable {
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption
  case caption2

  /// Point size at "Large": largeTitle 34, title 28, title2 22, title3 20, headline 17,
  /// body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
  public var pointSize: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline: 17
    case .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }

  /// Default weight: semibold for `headline`, regular otherwise.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

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

/// `multilineTextAlignment(_:)`: where shorter lines sit inside the text's frame.
public enum TextAlignment: UInt8, Sendable, Hashable {
  case leading
  case center
  case trailing
}
