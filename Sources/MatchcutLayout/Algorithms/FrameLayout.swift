/// `.frame(width:height:alignment:)` (swiftui-semantics §3.1; OpenSwiftUI `FrameLayout.swift`).
///
/// - The child is proposed the given dimensions, keeping the parent's proposal for the others.
/// - The frame's size is the given dimension on each fixed axis, else the child's; with both
///   given the child is not consulted at all.
/// - The child is placed so that the frame's alignment guide meets the child's:
///   `childOrigin = guide(frame) − guide(child)`; the child may overflow (centred by default).
enum FrameLayout {
  @inline(__always)
  static func childProposal(_ frame: FixedFrame, _ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
  }

  static func size<T: LayoutTree>(
    _ frame: FixedFrame, _ child: LayoutNodeID?, _ proposal: ProposedSize, in context: inout LayoutContext<T>
  ) -> Size {
    if let width = frame.width, let height = frame.height { return Size(width: width, height: height) }
    let childSize = child.map { context.size($0, childProposal(frame, proposal)) } ?? .zero
    return Size(width: frame.width ?? childSize.width, height: frame.height ?? childSize.height)
  }

  static func place<T: LayoutTree>(
    _ frame: FixedFrame, _ child: LayoutNodeID?, _ proposal: ProposedSize, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    let inner = childProposal(frame, proposal)
    let childSize = context.size(child, inner)
    let offset = childOffset(frame.alignment, child, inner, childSize, size, in: &context)
    context.place(child, inner, at: Point(x: origin.x + offset.x, y: origin.y + offset.y), size: childSize)
  }

  /// Where a child of `childSize` goes inside a container of `size` so the `alignment` guides
  /// coincide (shared by frames, overlays, fixedSize and the safe-area extension).
  static func childOffset<T: LayoutTree>(
    _ alignment: Alignment, _ child: LayoutNodeID, _ childProposal: ProposedSize, _ childSize: Size,
    _ size: Size,
    in context: inout LayoutContext<T>
  ) -> Point {
    let x = context.guide(alignment.horizontal, size) - context.guide(alignment.horizontal, childSize)
    let childGuide = context.guide(child, alignment.vertical, childProposal, childSize)
    // The container's own baseline guides default to its height (swiftui-semantics §1.5).
    let ownGuide = alignment.vertical.fraction * size.height
    return Point(x: x, y: ownGuide - childGuide)
  }
}
