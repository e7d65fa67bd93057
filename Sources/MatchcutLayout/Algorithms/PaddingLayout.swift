/// `.padding` (swiftui-semantics §4; OpenSwiftUI `PaddingLayout.swift`, audited 6.5.4).
///
/// The child is proposed the proposal minus the insets per axis (clamped at 0, `nil` stays
/// `nil`); the size is the child's plus the insets; the child sits at (leading, top). The
/// default amount (`.padding()`) is 16 on iOS — see ``EdgeInsets/defaultPadding``.
enum PaddingLayout {
  @inline(__always)
  static func childProposal(_ insets: EdgeInsets, _ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  static func size<T: LayoutTree>(
    _ insets: EdgeInsets, _ child: LayoutNodeID?, _ proposal: ProposedSize, in context: inout LayoutContext<T>
  ) -> Size {
    let childSize = child.map { context.size($0, childProposal(insets, proposal)) } ?? .zero
    return Size(
      width: childSize.width + insets.leading + insets.trailing,
      height: childSize.height + insets.top + insets.bottom)
  }

  static func place<T: LayoutTree>(
    _ insets: EdgeInsets, _ child: LayoutNodeID?, _ proposal: ProposedSize, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    context.place(
      child, childProposal(insets, proposal),
      at: Point(x: origin.x + insets.leading, y: origin.y + insets.top))
  }
}
