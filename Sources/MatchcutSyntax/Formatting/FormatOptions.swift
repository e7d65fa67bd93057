/// Layout settings for `format(_:options:)` (see `docs/fmt.md`).
public struct FormatOptions: Sendable, Hashable {
  /// Spaces per indentation level (4, as Xcode indents SwiftUI code).
  public var indentWidth: Int
  /// Argument lists and literals longer than this break one element per line.
  public var lineWidth: Int

  public init(indentWidth: Int = 4, lineWidth: Int = 100) {
    self.indentWidth = indentWidth
    self.lineWidth = lineWidth
  }

  public static let `default` = FormatOptions()
}
