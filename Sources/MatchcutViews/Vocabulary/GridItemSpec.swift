/// `GridItem(.fixed(w))`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
public struct GridItemSpec: Sendable, Hashable {
  /// How a grid track is sized.
  public enum Size: Sendable, Hashable {
    case fixed(Double)
    case flexible(minimum: Double, maximum: Double)
    case adaptive(minimum: Double, maximum: Double)
  }
  public var size: Size
  public var spacing: Double?
  public var alignment: AlignmentName?

  public init(size: Size, spacing: Double? = nil, alignment: AlignmentName? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
