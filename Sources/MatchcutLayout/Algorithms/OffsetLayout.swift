/// `.offset(x:y:)` (swiftui-semantics §5; OpenSwiftUI `OffsetEffect.swift`, audited 6.5.4).
///
/// Layout-neutral: the modifier's size and frame are the child's un-offset ones, so siblings
/// do not move; only the child is drawn (and reported) shifted by (x, y).
enum OffsetLayout {
  static func place<T: LayoutTree>(
    _ x: Double, _ y: Double, _ child: LayoutNodeID?, _ proposal: ProposedSize, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    context.place(child, proposal, at: Point(x: origin.x + x, y: origin.y + y))
  }
}
