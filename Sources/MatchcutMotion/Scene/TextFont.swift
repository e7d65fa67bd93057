import MatchcutLayout

/// The resolved font of a text node, as layout measured it (LANGUAGE §8: Inter metrics at the
/// text style's size at Dynamic Type "Large", with `.fontWeight`/`.bold` applied): exporters
/// draw text with it instead of guessing the size from the frame.
public struct TextFont: Sendable, Hashable {
  /// Point size.
  public var size: Double
  public var weight: FontWeight
  /// `.design(…)`; nil for the default design. Layout measures every design with Inter's
  /// metrics.
  public var design: FontDesign?

  /// Where the lines of a multi-line text sit inside its frame (`multilineTextAlignment`,
  /// `.leading` by default). A text's frame is as wide as its widest line, so one line is
  /// unaffected (Apple: `EnvironmentValues.multilineTextAlignment`).
  public var alignment: TextAlignment

  public init(
    size: Double, weight: FontWeight = .regular, design: FontDesign? = nil,
    alignment: TextAlignment = .leading
  ) {
    self.size = size
    self.weight = weight
    self.design = design == .default ? nil : design
    self.alignment = alignment
  }

  /// The font layout measured with.
  public init(_ font: Font, design: FontDesign? = nil, alignment: TextAlignment = .leading) {
    self.init(size: font.size, weight: font.weight, design: design, alignment: alignment)
  }

  /// The layout font (size and weight) for measuring lines.
  public var layoutFont: Font { Font(size: size, weight: weight) }

  /// The weight's name as SwiftUI spells it (`regular`, `semibold`, …).
  public var weightName: String { "\(weight)" }

  /// The alignment's name as SwiftUI spells it (`leading`, `center`, `trailing`).
  public var alignmentName: String { "\(alignment)" }

  /// The CSS / OpenType weight class: ultraLight 100 … black 900 (Inter's files, `FontWeight`).
  public var weightValue: Int { (weight.rawValue + 1) * 100 }
}
