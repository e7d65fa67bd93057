/// `NavigationBarItem.TitleDisplayMode` of `navigationBarTitleDisplayMode(_:)`: the title bar's
/// height depends on it (LANGUAGE §4: large 96 pt, inline 44 pt).
public enum NavigationDisplayMode: String, Sendable, Hashable, CaseIterable {
  /// The previous navigation item's mode; a stack's root shows a large title
  /// (swiftui-semantics §19).
  case automatic
  case inline
  case large

  /// The mode a `NavigationStack` starts with: a large title (LANGUAGE §4, swiftui-semantics §19).
  public static let `default` = NavigationDisplayMode.large

  /// The mode a symbol names; any other name is `automatic`, which draws as `large`.
  public init(named name: String) {
    self = NavigationDisplayMode(rawValue: name) ?? .automatic
  }
}
