/// `ScrollView(axes)` (swiftui-semantics §9; swiftuifieldguide "ScrollView").
///
/// - On each scrolling axis the ScrollView takes the proposal (`nil` → the content's length) and
///   proposes `nil` to its content, which takes its ideal length.
/// - On a non-scrolling axis it passes its proposal down and becomes as long as the content.
/// - Content is laid out at scroll offset 0: from the top (leading) edge on scrolling axes,
///   centred on the other axis.
enum ScrollViewLayout {
  @inline(__always)
  static func childProposal(_ axes: Axes, _ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  static func size<T: LayoutTree>(
    _ content: LayoutNodeID?, _ axes: Axes, _ proposal: ProposedSize, in context: inout LayoutContext<T>
  ) -> Size {
    let contentSize = content.map { context.size($0, childProposal(axes, proposal)) } ?? .zero
    return Size(
      width: axes.contains(.horizontal) ? proposal.width ?? contentSize.width : contentSize.width,
      height: axes.contains(.vertical) ? proposal.height ?? contentSize.height : contentSize.height)
  }

  static func place<T: LayoutTree>(
    _ content: LayoutNodeID?, _ axes: Axes, _ proposal: ProposedSize, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let content else { return }
    let inner = childProposal(axes, proposal)
    let contentSize = context.size(content, inner)
    let x = axes.contains(.horizontal) ? origin.x : origin.x + (size.width - contentSize.width) / 2
    let y = axes.contains(.vertical) ? origin.y : origin.y + (size.height - contentSize.height) / 2
    context.place(content, inner, at: Point(x: x, y: y))
  }
}
