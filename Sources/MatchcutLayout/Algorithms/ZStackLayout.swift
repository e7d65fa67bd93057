/// `ZStack(alignment:)` (swiftui-semantics §2; OpenSwiftUI `ZStack.swift`, audited 6.4.41).
///
/// 1. Every child gets the ZStack's own proposal.
/// 2. The size is the per-axis maximum over the children with the highest layout priority
///    (others do not count); an empty ZStack is 0×0.
/// 3. Placement re-proposes the final size to every child, then aligns: with A the largest guide
///    value among the top-priority children, each child's origin is A − its guide.
/// Children are drawn in declaration order.
enum ZStackLayout {
  static func size<T: LayoutTree>(
    _ node: LayoutNodeID, _ proposal: ProposedSize, in context: inout LayoutContext<T>
  )
    -> Size
  {
    let top = topPriority(node, context)
    var result = Size.zero
    for index in 0..<context.tree.childCount(of: node) {
      let child = context.tree.child(index, of: node)
      if case .empty = context.tree.kind(of: child) { continue }
      let childSize = context.size(child, proposal)
      guard context.tree.layoutPriority(of: child) == top else { continue }
      result.width = max(result.width, childSize.width)
      result.height = max(result.height, childSize.height)
    }
    return result
  }

  static func place<T: LayoutTree>(
    _ node: LayoutNodeID, _ alignment: Alignment, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    let proposal = ProposedSize(size)
    let top = topPriority(node, context)
    var anchorX = -Double.infinity
    var anchorY = -Double.infinity
    let count = context.tree.childCount(of: node)
    for index in 0..<count {
      let child = context.tree.child(index, of: node)
      guard context.tree.layoutPriority(of: child) == top else { continue }
      let childSize = context.size(child, proposal)
      anchorX = max(anchorX, context.guide(alignment.horizontal, childSize))
      anchorY = max(anchorY, context.guide(child, alignment.vertical, proposal, childSize))
    }
    if !anchorX.isFinite { anchorX = 0 }
    if !anchorY.isFinite { anchorY = 0 }
    for index in 0..<count {
      let child = context.tree.child(index, of: node)
      let childSize = context.size(child, proposal)
      let x = anchorX - context.guide(alignment.horizontal, childSize)
      let y = anchorY - context.guide(child, alignment.vertical, proposal, childSize)
      context.place(child, proposal, at: Point(x: origin.x + x, y: origin.y + y), size: childSize)
    }
  }

  private static func topPriority<T>(_ node: LayoutNodeID, _ context: LayoutContext<T>) -> Double {
    var top = -Double.infinity
    for index in 0..<context.tree.childCount(of: node) {
      let child = context.tree.child(index, of: node)
      if case .empty = context.tree.kind(of: child) { continue }
      top = max(top, context.tree.layoutPriority(of: child))
    }
    return top
  }
}
