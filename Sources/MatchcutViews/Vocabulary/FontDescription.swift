/// A font: a Dynamic Type text style or `.system(size:weight:design:)`, with the weight and
/// bold/italic traits applied by later modifiers (LANGUAGE §8 lists the style sizes).
public struct FontDescription: Sendable, Hashable, CustomStringConvertible {
  /// `largeTitle`, `title`, …, `caption2`; `nil` for `.system(size:)`.
  public var textStyle: TextStyleName?
  /// Point size for `.system(size:)`.
  public var size: Double?
  /// `ultraLight` … `black`; `nil` for the style's own weight.
  public var weight: FontWeight?
  /// `.design(…)` as written; nil when not given.
  public var design: FontDesign?

  public init(
    textStyle: TextStyleName? = nil, size: Double? = nil, weight: FontWeight? = nil, design: FontDesign? = nil
  ) {
    self.textStyle = textStyle
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// The text styles' names, in the order suggestions list them.
  public static let textStyles: [String] = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
    "footnote", "caption", "caption2",
  ]
  /// The weights' names, lightest first.
  public static let weights: [String] = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  public var description: String {
    var text = textStyle.map { "." + $0.name } ?? ".system(size: \(formatNumber(size ?? 17)))"
    if let weight { text += ".weight(.\(weight.name))" }
    if let design { text += ".design(.\(design.rawValue))" }
    return text
  }
}
