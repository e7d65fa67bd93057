/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): `GridItem` (swiftui-semantics §10).
public struct GridItem: Sendable, Hashable {
  /// How the track's length is chosen.
  public enum Size: Sendable, Hashable {
    /// Exactly this length.
    case fixed(Double)
    /// A share of the remaining length, clamped to `minimum…maximum` (defaults 10, ∞).
    case flexible(minimum: Double, maximum: Double)
    /// A share of the remaining length, split into as many sub-tracks of at least `minimum` as fit.
    case adaptive(minimum: Double, maximum: Double)
  }

  public var size: Size
  /// Gap after this track; `nil` = 8.
  public var spacing: Double?
  /// Alignment of each cell inside its cell rect; `nil` = the grid's alignment, centred across.
  public var alignment: Alignment?

  public init(
    _ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil,
    alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The parameters of a lazy grid (swiftui-semantics §10).
public struct GridSpec: Sendable, Hashable {
  /// Columns (`LazyVGrid`) or rows (`LazyHGrid`).
  public var items: [GridItem]
  /// `LazyVGrid`'s horizontal or `LazyHGrid`'s vertical alignment, as the cross-track
  /// alignment of cells; stored as a full ``Alignment`` with the other axis centred.
  public var alignment: Alignment
  /// Gap between rows (`LazyVGrid`) or columns (`LazyHGrid`); `nil` = 8.
  public var spacing: Double?

  public init(items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
  }
}
