/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (swiftui-semantics §3.2; OpenSwiftUI `FrameLayout.swift`, `FlexFrameIdealSizing`).
///
/// Per axis, with proposal p and normalised bounds (see ``FrameBounds``):
/// 1. p nil: the ideal if set; otherwise the child's ideal length, then step 3's clamping.
/// 2. p given and both min and max set: clamp(p, min, max) without consulting the child.
/// 3. Otherwise the child is proposed c = clamp(p ?? ideal, min, max) and answers s; then
///    min & max → clamp(s, min, max); only min → max(min(c ?? ∞, s), min);
///    only max → min(max(c ?? −∞, s), max); neither → s.
/// Placement (iOS 17+): the child is proposed the frame's final size, except that an axis is
/// proposed `nil` when it has no ideal, the frame's own proposal was `nil`, and
/// min < final < max strictly. Alignment as for the fixed frame.
enum FlexFrameLayout {
  /// The child's proposal while sizing (step 3's `c` on each axis).
  @inline(__always)
  static func childProposal(_ frame: FlexibleFrame, _ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: clampedOffer(frame.width, proposal.width), height: clampedOffer(frame.height, proposal.height))
  }

  @inline(__always)
  private static func clampedOffer(_ bounds: FrameBounds, _ offered: Double?) -> Double? {
    guard var value = offered ?? bounds.ideal else { return nil }
    if let lower = bounds.min { value = max(value, lower) }
    if let upper = bounds.max { value = min(value, upper) }
    return value
  }

  static func size<T: LayoutTree>(
    _ frame: FlexibleFrame, _ child: LayoutNodeID?, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> Size {
    let width = decided(frame.width, proposal.width)
    let height = decided(frame.height, proposal.height)
    if let width, let height { return Size(width: width, height: height) }
    let inner = childProposal(frame, proposal)
    let childSize = child.map { context.size($0, inner) } ?? .zero
    return Size(
      width: width ?? resolve(frame.width, inner.width, childSize.width),
      height: height ?? resolve(frame.height, inner.height, childSize.height))
  }

  /// Steps 1–2: the axis's length when the child need not be asked.
  @inline(__always)
  private static func decided(_ bounds: FrameBounds, _ offered: Double?) -> Double? {
    guard let offered else { return bounds.ideal }
    guard let lower = bounds.min, let upper = bounds.max else { return nil }
    return max(lower, min(offered, upper))
  }

  /// Step 3: clamps the child's answer `s` given the offer `c`.
  @inline(__always)
  private static func resolve(_ bounds: FrameBounds, _ offer: Double?, _ s: Double) -> Double {
    switch (bounds.min, bounds.max) {
    case (let lower?, let upper?): return max(lower, min(s, upper))
    case (let lower?, nil): return max(min(offer ?? .infinity, s), lower)
    case (nil, let upper?): return min(max(offer ?? -.infinity, s), upper)
    case (nil, nil): return s
    }
  }

  /// The child's proposal when placing (iOS 17 rule above).
  static func placementProposal(_ frame: FlexibleFrame, _ proposal: ProposedSize, _ size: Size)
    -> ProposedSize
  {
    func axis(_ bounds: FrameBounds, _ offered: Double?, _ final: Double) -> Double? {
      let strictlyInside = (bounds.min ?? -.infinity) < final && final < (bounds.max ?? .infinity)
      return bounds.ideal == nil && offered == nil && strictlyInside ? nil : final
    }
    return ProposedSize(
      width: axis(frame.width, proposal.width, size.width),
      height: axis(frame.height, proposal.height, size.height))
  }

  static func place<T: LayoutTree>(
    _ frame: FlexibleFrame, _ child: LayoutNodeID?, _ proposal: ProposedSize, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    guard let child else { return }
    let inner = placementProposal(frame, proposal, size)
    let childSize = context.size(child, inner)
    let offset = FrameLayout.childOffset(frame.alignment, child, inner, childSize, size, in: &context)
    context.place(child, inner, at: Point(x: origin.x + offset.x, y: origin.y + offset.y), size: childSize)
  }
}
