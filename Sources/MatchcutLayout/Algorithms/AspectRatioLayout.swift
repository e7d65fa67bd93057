/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`
/// (swiftui-semantics §7; OpenSwiftUI `AspectRatioLayout.swift`).
///
/// 1. A fully `nil` proposal passes through (the child's ideal size).
/// 2. The ratio is the given width/height, or the child's ideal size when `nil`.
/// 3. The child is offered that ratio scaled by min (fit) or max (fill) of proposal / ratio
///    over the axes; an axis proposed `nil` is left out of the min/max (for `.fit` this is the
///    reference's "scale ∞"; for `.fill` it avoids an infinite offer — our choice).
/// 4. The modifier takes the child's answer and centres the child in it.
enum AspectRatioLayout {
  static func childProposal<T: LayoutTree>(
    _ ratio: Double?, _ mode: ContentMode, _ child: LayoutNodeID, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> ProposedSize {
    if proposal.width == nil && proposal.height == nil { return proposal }
    let shape: Size
    if let ratio, ratio.isFinite, ratio > 0 {
      shape = Size(width: ratio, height: 1)
    } else {
      shape = context.size(child, .unspecified)
    }
    guard shape.width > 0, shape.height > 0 else { return proposal }
    let scaleX = proposal.width.map { $0 / shape.width }
    let scaleY = proposal.height.map { $0 / shape.height }
    let scale: Double
    switch (scaleX, scaleY) {
    case (let x?, let y?): scale = mode == .fit ? min(x, y) : max(x, y)
    case (let x?, nil): scale = x
    case (nil, let y?): scale = y
    case (nil, nil): scale = 1
    }
    return ProposedSize(width: shape.width * scale, height: shape.height * scale)
  }

  static func size<T: LayoutTree>(
    _ ratio: Double?, _ mode: ContentMode, _ child: LayoutNodeID?, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> Size {
    guard let child else { return .zero }
    return context.size(child, childProposal(ratio, mode, child, proposal, in: &context))
  }

  static func place<T: LayoutTree>(
    _ ratio: Double?, _ mode: ContentMode, _ child: LayoutNodeID?, _ proposal: ProposedSize, _ size: Size,
    _ origin: Point, in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    let inner = childProposal(ratio, mode, child, proposal, in: &context)
    let childSize = context.size(child, inner)
    context.place(
      child, inner,
      at: Point(
        x: origin.x + (size.width - childSize.width) / 2, y: origin.y + (size.height - childSize.height) / 2))
  }
}
