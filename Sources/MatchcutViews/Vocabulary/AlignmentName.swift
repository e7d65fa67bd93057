/// `Alignment` (2-D), `HorizontalAlignment` or `VerticalAlignment`, kept by name
/// (`center`, `topLeading`, `leading`, `firstTextBaseline`, …).
public struct AlignmentName: Sendable, Hashable, CustomStringConvertible {
  public var name: String
  public init(_ name: String) { self.name = name }
  public static let center = AlignmentName("center")
  public var description: String { "." + name }

  public static let twoD: Set<String> = [
    "center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing",
    "bottomLeading", "bottomTrailing",
  ]
  public static let horizontal: Set<String> = ["center", "leading", "trailing"]
  public static let vertical: Set<String> = [
    "center", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
  ]
}
