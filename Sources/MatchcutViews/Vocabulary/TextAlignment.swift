/// `TextAlignment` of `multilineTextAlignment(_:)`: where shorter lines sit inside a text's
/// frame. SwiftUI's default is `leading` (`TextAlignment.default`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing

  /// The environment's value when no `multilineTextAlignment` is applied
  /// (swiftui-semantics §11).
  public static let `default` = TextAlignment.leading
}
