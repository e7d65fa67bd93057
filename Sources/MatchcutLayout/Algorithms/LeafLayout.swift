/// Leaves without children: `Color`, shapes, `Image`, `Divider`, `EmptyView`
/// (swiftui-semantics §0, §7).
///
/// - `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`: the proposal, each `nil`
///   replaced by 10 (OpenSwiftUI `DefaultEngine`, `replacingUnspecifiedDimensions`).
/// - `Circle`: a square of side min(w, h) of that (nil → 10) proposal.
/// - `Image`: its natural size; `.resizable()` takes the proposal per axis, `nil` → natural.
///   An SF Symbol's natural size follows ``SymbolMetrics`` (1.2 × point size, square).
/// - `Divider`: a one-pixel (1 / scale) line across the enclosing stack: horizontal in a VStack or
///   outside stacks (width = proposal, nil → 10), vertical in an HStack. The thickness is the
///   hairline UIKit uses for separators [C: not measured].
/// - `EmptyView`: 0×0.
enum LeafLayout {
  /// Size used for an unspecified dimension by views with no ideal size (§0).
  static let unspecifiedLength = 10.0

  static func size<T>(
    _ kind: LayoutNodeKind, _ stack: LayoutContext<T>.StackContext, _ scale: Double, _ proposal: ProposedSize
  ) -> Size {
    let filled = Size(
      width: proposal.width ?? unspecifiedLength, height: proposal.height ?? unspecifiedLength)
    switch kind {
    case .color: return filled
    case .shape(let shape):
      if case .circle = shape {
        let side = min(filled.width, filled.height)
        return Size(width: side, height: side)
      }
      return filled
    case .image(let image):
      let natural = image.naturalSize
      guard image.resizable else { return natural }
      return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    case .divider:
      let thickness = 1 / scale
      return stack == .horizontal
        ? Size(width: thickness, height: filled.height) : Size(width: filled.width, height: thickness)
    default:
      return .zero
    }
  }
}
