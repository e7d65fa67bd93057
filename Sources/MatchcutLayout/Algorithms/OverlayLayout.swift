/// `.overlay(alignment:)` and `.background(alignment:)` (swiftui-semantics §6; OpenSwiftUI
/// `OverlayModifier.swift`, `BackgroundModifier.swift`, audited 6.5.4).
///
/// The modified view's size is the primary view's; the secondary view is proposed exactly that
/// size, chooses its own, and is placed so the alignment guides of both coincide. Overlay
/// draws above the primary, background below (draw order is the emitter's concern; the
/// frames are the same either way).
enum OverlayLayout {
  static func place<T: LayoutTree>(
    _ node: LayoutNodeID, _ alignment: Alignment, _ proposal: ProposedSize, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    let count = context.tree.childCount(of: node)
    guard count > 0 else { return }
    context.place(context.tree.child(0, of: node), proposal, at: origin)
    guard count > 1 else { return }
    let secondary = context.tree.child(1, of: node)
    let inner = ProposedSize(size)
    let secondarySize = context.size(secondary, inner)
    let offset = FrameLayout.childOffset(alignment, secondary, inner, secondarySize, size, in: &context)
    context.place(
      secondary, inner, at: Point(x: origin.x + offset.x, y: origin.y + offset.y), size: secondarySize)
  }
}
