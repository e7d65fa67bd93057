/// `Alignment` (2-D), `HorizontalAlignment` or `VerticalAlignment`, by its Swift name
/// (`.center`, `.topLeading`, `.leading`, `.firstTextBaseline`, …). Which names a parameter
/// takes is `twoD`, `horizontal` or `vertical`; stacks and frames default to `.center`
/// (swiftui-semantics §1.1, §2, §3).
public enum AlignmentName: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case center
  case top
  case bottom
  case leading
  case trailing
  case topLeading
  case topTrailing
  case bottomLeading
  case bottomTrailing
  case firstTextBaseline
  case lastTextBaseline

  /// The Swift name (`topLeading`).
  public var name: String { rawValue }
  public var description: String { "." + rawValue }

  /// The names an `Alignment` parameter takes (`ZStack`, `frame`, `overlay`).
  public static let twoD: Set<String> = [
    "center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing",
    "bottomLeading", "bottomTrailing",
  ]
  /// The names a `HorizontalAlignment` parameter takes (`VStack`).
  public static let horizontal: Set<String> = ["center", "leading", "trailing"]
  /// The names a `VerticalAlignment` parameter takes (`HStack`).
  public static let vertical: Set<String> = [
    "center", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
  ]
}
