/// `.fixedSize(horizontal:vertical:)` (swiftui-semantics §3.3; OpenSwiftUI `FixedSizeLayout.swift`).
///
/// Proposes `nil` on each fixed axis (the parent's proposal on the others), both when sizing
/// and placing; its size is the child's answer and the child is centred in it. The child's
/// layout priority passes through.
enum FixedSizeLayout {
  @inline(__always)
  static func childProposal(_ axes: Axes, _ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  static func size<T: LayoutTree>(
    _ axes: Axes, _ child: LayoutNodeID?, _ proposal: ProposedSize, in context: inout LayoutContext<T>
  ) -> Size {
    child.map { context.size($0, childProposal(axes, proposal)) } ?? .zero
  }

  static func place<T: LayoutTree>(
    _ axes: Axes, _ child: LayoutNodeID?, _ proposal: ProposedSize, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    let inner = childProposal(axes, proposal)
    let childSize = context.size(child, inner)
    context.place(
      child, inner,
      at: Point(
        x: origin.x + (size.width - childSize.width) / 2, y: origin.y + (size.height - childSize.height) / 2),
      size: childSize)
  }
}
