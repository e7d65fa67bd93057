/// `GeometryReader` (swiftui-semantics §8; swiftuifieldguide "GeometryReader").
///
/// Accepts the proposal unconditionally, proposes that size to its content and places every
/// child at its top-leading corner. A `nil` dimension becomes 10, the default of views with
/// no ideal size (§0): the reference's OpenSwiftUI reading (0) is tagged unverified [C], and a
/// GeometryReader in a vertical ScrollView is commonly seen to collapse to a small non-zero
/// height; revisit if a measurement appears.
enum GeometryReaderLayout {
  static func size(_ proposal: ProposedSize) -> Size {
    proposal.replacingUnspecified(
      by: Size(width: LeafLayout.unspecifiedLength, height: LeafLayout.unspecifiedLength))
  }

  static func place<T: LayoutTree>(
    _ node: LayoutNodeID, _ size: Size, _ origin: Point, in context: inout LayoutContext<T>
  ) {
    let inner = ProposedSize(size)
    for index in 0..<context.tree.childCount(of: node) {
      context.place(context.tree.child(index, of: node), inner, at: origin)
    }
  }
}
