/// `.position(x:y:)` (swiftui-semantics §5; OpenSwiftUI `PositionLayout.swift`).
///
/// The size is the whole proposal when both dimensions are given; a `nil` dimension takes the
/// child's length. The child is proposed that size and its centre is put at (x, y) in the
/// modifier's own coordinates.
enum PositionLayout {
  static func size<T: LayoutTree>(
    _ child: LayoutNodeID?, _ proposal: ProposedSize, in context: inout LayoutContext<T>
  )
    -> Size
  {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let childSize = child.map { context.size($0, proposal) } ?? .zero
    return proposal.replacingUnspecified(by: childSize)
  }

  static func place<T: LayoutTree>(
    _ x: Double, _ y: Double, _ child: LayoutNodeID?, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    let inner = ProposedSize(size)
    let childSize = context.size(child, inner)
    context.place(
      child, inner, at: Point(x: origin.x + x - childSize.width / 2, y: origin.y + y - childSize.height / 2))
  }
}
