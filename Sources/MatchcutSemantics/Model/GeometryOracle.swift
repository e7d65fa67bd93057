import MatchcutViews

/// Lays out one rendered view tree and answers where some of its views are: how an anchor
/// (`Anchor<CGRect>`, `Anchor<CGPoint>`) that a view publishes with `.anchorPreference` is
/// resolved by the `GeometryProxy` that reads it (docs/semantics.md "Preferences").
///
/// SwiftUI resolves anchors after layout, and the content of `overlayPreferenceValue` that reads
/// them is then updated within the same frame. Semantics runs before layout and must not depend
/// on it, so the facade, which sees every stage, supplies this function: it lowers and lays out
/// the tree and returns the frame of each view path asked for that has one.
public struct GeometryOracle: Sendable, Hashable {
  public let frames: @Sendable (_ root: ViewNode, _ canvas: CanvasSpec, _ paths: [String]) -> [String: Rect]

  public init(
    _ frames:
      @escaping @Sendable (_ root: ViewNode, _ canvas: CanvasSpec, _ paths: [String]) -> [String: Rect]
  ) {
    self.frames = frames
  }

  /// Every oracle answers with the layout rules, so any two are interchangeable.
  public static func == (lhs: GeometryOracle, rhs: GeometryOracle) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
