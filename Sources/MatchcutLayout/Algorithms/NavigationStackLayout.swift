/// `NavigationStack` / `NavigationView` with its title bar as a fixed band (LANGUAGE §4:
/// large title 96 pt, inline 44 pt).
///
/// The stack takes the whole proposal (`nil` → content + band). The band occupies the top
/// `barHeight` points of its frame, starting at the safe-area top when the stack is the root;
/// the content is proposed the rest and centred in it, like a root view.
enum NavigationStackLayout {
  static func size<T: LayoutTree>(
    _ content: LayoutNodeID?, _ barHeight: Double, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> Size {
    if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
    let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) })
    let contentSize = content.map { context.size($0, inner) } ?? .zero
    return Size(
      width: proposal.width ?? contentSize.width, height: proposal.height ?? contentSize.height + barHeight)
  }

  static func place<T: LayoutTree>(
    _ content: LayoutNodeID?, _ barHeight: Double, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let content else { return }
    let region = Size(width: size.width, height: max(0, size.height - barHeight))
    let inner = ProposedSize(region)
    let contentSize = context.size(content, inner)
    context.place(
      content, inner,
      at: Point(
        x: origin.x + (region.width - contentSize.width) / 2,
        y: origin.y + barHeight + (region.height - contentSize.height) / 2))
  }
}
