/// The alignment a stack uses on its cross axis: a horizontal guide for VStack, a vertical one
/// for HStack (swiftui-semantics §1.5).
enum CrossAlignment {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// Fraction of the cross length for the non-baseline guides.
  var fraction: Double {
    switch self {
    case .horizontal(let alignment): alignment.fraction
    case .vertical(let alignment): alignment.fraction
    }
  }
}

extension LayoutContext {
  /// Position of a horizontal guide in a view of `size` (leading 0, center ½w, trailing w).
  @inline(__always)
  func guide(_ alignment: HorizontalAlignment, _ size: Size) -> Double {
    alignment.fraction * size.width
  }

  /// Position of a vertical guide in `node` of `size` (laid out for `proposal`); text baselines
  /// come from the text inside, else they default to the height (swiftui-semantics §1.5).
  @inline(__always)
  mutating func guide(
    _ node: LayoutNodeID, _ alignment: VerticalAlignment, _ proposal: ProposedSize, _ size: Size
  )
    -> Double
  {
    guard alignment.isBaseline else { return alignment.fraction * size.height }
    return baseline(node, proposal, size, first: alignment == .firstTextBaseline) ?? size.height
  }

  /// A stack's cross guide for one child.
  @inline(__always)
  mutating func guide(
    _ node: LayoutNodeID, _ alignment: CrossAlignment, _ proposal: ProposedSize, _ size: Size
  )
    -> Double
  {
    switch alignment {
    case .horizontal(let horizontal): guide(horizontal, size)
    case .vertical(let vertical): guide(node, vertical, proposal, size)
    }
  }

  /// The first or last text baseline of `node` from its top, or `nil` when it holds no text.
  ///
  /// Text: line top + SF ascent (LANGUAGE §8). Padding, frames, fixedSize and layout-neutral
  /// modifiers pass their child's baseline through, shifted by where they put the child; a
  /// VStack reports its first (last) child's, an HStack its first (last) child with a baseline.
  /// Other containers report none (their height).
  mutating func baseline(_ node: LayoutNodeID, _ proposal: ProposedSize, _ size: Size, first: Bool) -> Double?
  {
    let width = proposal.width.map { $0.bitPattern } ?? OverflowTable.unspecified
    let height = proposal.height.map { $0.bitPattern } ?? OverflowTable.unspecified
    let known =
      first ? baselines.first.lookup(node, width, height) : baselines.last.lookup(node, width, height)
    if let known { return known.width.isNaN ? nil : known.width }
    let value = computeBaseline(node, proposal, size, first: first)
    let stored = Size(width: value ?? .nan, height: 0)
    if first {
      baselines.first.insert(node, width, height, stored)
    } else {
      baselines.last.insert(node, width, height, stored)
    }
    return value
  }

  private mutating func computeBaseline(
    _ node: LayoutNodeID, _ proposal: ProposedSize, _ size: Size, first: Bool
  )
    -> Double?
  {
    let kind = tree.kind(of: node)
    if case .text(let id) = kind {
      let text = tree.text(id)
      let lines = TextLayout.lines(of: text, proposal: proposal).count
      guard lines > 0 else { return nil }
      return Double(first ? 0 : lines - 1) * text.font.lineHeight + text.font.ascent
    }
    guard tree.childCount(of: node) > 0 else { return nil }
    let child = tree.child(0, of: node)
    switch kind {
    case .padding(let insets):
      let inner = PaddingLayout.childProposal(insets, proposal)
      return baseline(child, inner, self.size(child, inner), first: first).map { $0 + insets.top }
    case .frame(let frame):
      let inner = FrameLayout.childProposal(frame, proposal)
      let childSize = self.size(child, inner)
      let offset = FrameLayout.childOffset(frame.alignment, child, inner, childSize, size, in: &self)
      return baseline(child, inner, childSize, first: first).map { $0 + offset.y }
    case .flexFrame(let frame):
      let inner = FlexFrameLayout.placementProposal(frame, proposal, size)
      let childSize = self.size(child, inner)
      let offset = FrameLayout.childOffset(frame.alignment, child, inner, childSize, size, in: &self)
      return baseline(child, inner, childSize, first: first).map { $0 + offset.y }
    case .fixedSize(let axes):
      let inner = FixedSizeLayout.childProposal(axes, proposal)
      let childSize = self.size(child, inner)
      return baseline(child, inner, childSize, first: first).map { $0 + (size.height - childSize.height) / 2 }
    case .offset, .layoutPriority, .clip, .ignoresSafeArea, .overlay, .background:
      return baseline(child, proposal, size, first: first)
    case .vStack(let alignment, let spacing), .lazyVStack(let alignment, let spacing):
      var lazy = false
      if case .lazyVStack = kind { lazy = true }
      return StackLayout.baseline(
        node, .vertical, .horizontal(alignment), spacing, lazy: lazy, proposal, size, first: first, in: &self)
    case .hStack(let alignment, let spacing), .lazyHStack(let alignment, let spacing):
      var lazy = false
      if case .lazyHStack = kind { lazy = true }
      return StackLayout.baseline(
        node, .horizontal, .vertical(alignment), spacing, lazy: lazy, proposal, size, first: first, in: &self)
    default:
      return nil
    }
  }
}
