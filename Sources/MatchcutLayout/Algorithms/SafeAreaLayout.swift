/// `.ignoresSafeArea(edges)` / `.edgesIgnoringSafeArea(_:)`.
///
/// Layout proposes the root the safe-area rect (see ``computeLayout(_:root:canvas:)``). A view
/// marked `ignoresSafeArea` keeps its size for its parent's layout, but wherever its frame
/// reaches a safe-area edge in `edges`, the frame is extended to the canvas edge, and its
/// content is re-proposed and centred in the extended frame — so
/// `Color.blue.ignoresSafeArea()` fills the whole screen. Frames that stop short of the safe
/// edge are unchanged, as in SwiftUI.
enum SafeAreaLayout {
  static func place<T: LayoutTree>(
    _ node: LayoutNodeID, _ edges: EdgeSet, _ child: LayoutNodeID?, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    let safe = context.canvas.safeRect
    let bounds = context.canvas.bounds
    let tolerance = 0.5 / context.canvas.scale
    var minX = origin.x
    var minY = origin.y
    var maxX = origin.x + size.width
    var maxY = origin.y + size.height
    if edges.contains(.top) && minY <= safe.y + tolerance { minY = min(minY, bounds.y) }
    if edges.contains(.leading) && minX <= safe.x + tolerance { minX = min(minX, bounds.x) }
    if edges.contains(.bottom) && maxY >= safe.maxY - tolerance { maxY = max(maxY, bounds.maxY) }
    if edges.contains(.trailing) && maxX >= safe.maxX - tolerance { maxX = max(maxX, bounds.maxX) }
    let extended = Size(width: maxX - minX, height: maxY - minY)
    context.setFrame(node, Point(x: minX, y: minY), extended)
    guard let child else { return }
    let inner = ProposedSize(extended)
    let childSize = context.size(child, inner)
    context.place(
      child, inner,
      at: Point(
        x: minX + (extended.width - childSize.width) / 2, y: minY + (extended.height - childSize.height) / 2),
      size: childSize)
  }
}
