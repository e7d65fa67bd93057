/// `HStack` / `VStack` and their lazy variants: one algorithm, axes swapped
/// (swiftui-semantics §1; `StackLayout.swift` in OpenSwiftUI, audited 6.5.4).
///
/// Sizing (`size`):
/// 1. Collect the non-empty children and the gaps between them (§1.2).
/// 2. With a concrete major proposal: measure each child's minimum and maximum major length,
///    order them by priority then flexibility, and hand out the available length group by group
///    (§1.3). With a `nil` major proposal: propose `nil` to every child (§1.4).
/// 3. Major size = Σ child lengths + gaps; cross size = the union of the children's cross
///    ranges after alignment (§1.5).
///
/// Placement (`place`): re-run the sizing with the cross proposal replaced by the stack's own
/// cross size when it was `nil` (§1.6), then put children one after another from the leading
/// (top) edge, aligned on the cross axis.
///
/// Lazy stacks (`LazyVStack`/`LazyHStack`) use the same rules but take the whole cross-axis
/// proposal (a `LazyVStack` is as wide as offered), aligning children inside it — the
/// widely observed difference from `VStack`; the reference has no measured vector for it.
enum StackLayout {
  /// The stack's size for `proposal`.
  static func size<T: LayoutTree>(
    _ node: LayoutNodeID, _ axis: Axis, _ alignment: CrossAlignment, _ spacing: Double?, lazy: Bool,
    _ proposal: ProposedSize, in context: inout LayoutContext<T>
  ) -> Size {
    let base = context.items.count
    let total = distribute(node, axis, spacing, proposal, in: &context)
    let (low, high) = crossExtent(base, axis, alignment, proposal, in: &context)
    let count = context.items.count - base
    var result = Size.zero
    if count > 0 {
      result[axis] = total
      var cross = high - low
      if lazy, let offered = proposal[axis.cross] { cross = max(cross, offered) }
      result[axis.cross] = cross
    }
    if context.shortcuts {
      // What `arrange` would work out when placing the stack for this proposal.
      offsets(base, axis, alignment, lazy: lazy, low, high, result, in: &context)
      context.arrangements.record(node, proposal, result, context.items[base...])
    }
    context.items.removeLast(count)
    return result
  }

  /// Places the children of a stack of `size` whose frame starts at `origin`.
  static func place<T: LayoutTree>(
    _ node: LayoutNodeID, _ axis: Axis, _ alignment: CrossAlignment, _ spacing: Double?, lazy: Bool,
    _ proposal: ProposedSize, _ size: Size, _ origin: Point, in context: inout LayoutContext<T>
  ) {
    let placing = placementProposal(axis, proposal, size)
    if context.shortcuts, let slots = context.arrangements.lookup(node, placing, size) {
      // Sized last for this very proposal: the children's offers and offsets are recorded.
      for slot in slots {
        let child = context.arrangements.children[slot]
        var point = origin
        point[axis] += child.major
        point[axis.cross] += child.minor
        context.place(
          child.node, .along(axis, major: child.offer, cross: placing[axis.cross]), at: point,
          size: child.size)
      }
      return
    }
    let base = context.items.count
    arrange(node, axis, alignment, spacing, lazy: lazy, placing, size, in: &context)
    let count = context.items.count - base
    for index in 0..<count {
      let item = context.items[base + index]
      var point = origin
      point[axis] += item.major
      point[axis.cross] += item.minor
      context.place(
        item.child, .along(axis, major: item.offer, cross: placing[axis.cross]), at: point, size: item.size)
    }
    context.items.removeLast(count)
  }

  /// The first/last text baseline of a stack: in a VStack its first (last) child's; in an
  /// HStack that of the first (last) child that has one — each shifted by the child's y.
  static func baseline<T: LayoutTree>(
    _ node: LayoutNodeID, _ axis: Axis, _ alignment: CrossAlignment, _ spacing: Double?, lazy: Bool,
    _ proposal: ProposedSize, _ size: Size, first: Bool, in context: inout LayoutContext<T>
  ) -> Double? {
    let base = context.items.count
    let placing = placementProposal(axis, proposal, size)
    arrange(node, axis, alignment, spacing, lazy: lazy, placing, size, in: &context)
    let count = context.items.count - base
    defer { context.items.removeLast(count) }
    let order = first ? Array(0..<count) : Array((0..<count).reversed())
    for index in order {
      let item = context.items[base + index]
      let childProposal = ProposedSize.along(axis, major: item.offer, cross: placing[axis.cross])
      let childSize = context.size(item.child, childProposal)
      if let value = context.baseline(item.child, childProposal, childSize, first: first) {
        return value + (axis == .vertical ? item.major : item.minor)
      }
      // A VStack's baseline is its first (last) child's, text or not.
      if axis == .vertical { return nil }
    }
    return nil
  }

  /// §1.6: a `nil` cross proposal becomes the stack's own cross size when placing.
  private static func placementProposal(_ axis: Axis, _ proposal: ProposedSize, _ size: Size) -> ProposedSize
  {
    var placing = proposal
    if placing[axis.cross] == nil { placing[axis.cross] = size[axis.cross] }
    return placing
  }

  /// Sizes the children for `proposal`, then rewrites each item's `major`/`minor` as its
  /// offset from the stack's origin. Leaves the items on the scratch buffer.
  private static func arrange<T: LayoutTree>(
    _ node: LayoutNodeID, _ axis: Axis, _ alignment: CrossAlignment, _ spacing: Double?, lazy: Bool,
    _ proposal: ProposedSize, _ size: Size, in context: inout LayoutContext<T>
  ) {
    let base = context.items.count
    _ = distribute(node, axis, spacing, proposal, in: &context)
    let (low, high) = crossExtent(base, axis, alignment, proposal, in: &context)
    offsets(base, axis, alignment, lazy: lazy, low, high, size, in: &context)
  }

  /// Rewrites the items from `base` on as offsets from the origin of a stack of `size` whose
  /// children's cross range is `low...high`.
  private static func offsets<T: LayoutTree>(
    _ base: Int, _ axis: Axis, _ alignment: CrossAlignment, lazy: Bool, _ low: Double, _ high: Double,
    _ size: Size, in context: inout LayoutContext<T>
  ) {
    let extra = lazy ? max(0, size[axis.cross] - (high - low)) * alignment.fraction : 0
    var cursor = 0.0
    for index in base..<context.items.count {
      let item = context.items[index]
      context.items[index].major = cursor
      // `minor` holds the child's cross offset from `crossExtent` (−guide).
      context.items[index].minor = item.minor - low + extra
      cursor += item.major + item.gapAfter
    }
  }

  /// Measures the children's cross lengths aligned on the guide; stores each child's cross
  /// offset (−guide) in `minor` and returns the union's bounds (swiftui-semantics §1.5).
  private static func crossExtent<T: LayoutTree>(
    _ base: Int, _ axis: Axis, _ alignment: CrossAlignment, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> (Double, Double) {
    var low = Double.infinity
    var high = -Double.infinity
    for index in base..<context.items.count {
      let item = context.items[index]
      let childProposal = ProposedSize.along(axis, major: item.offer, cross: proposal[axis.cross])
      var childSize = Size.zero
      childSize[axis] = item.major
      childSize[axis.cross] = item.minor
      let offset: Double
      if case .vertical(let vertical) = alignment, vertical.isBaseline {
        offset = -context.guide(item.child, alignment, childProposal, childSize)
      } else {
        offset = -alignment.fraction * item.minor
      }
      low = min(low, offset)
      high = max(high, offset + item.minor)
      context.items[index].minor = offset
      context.items[index].size = childSize
    }
    if low > high { return (0, 0) }
    return (low, high)
  }

  /// Steps 1–2 of sizing: appends one item per child with its chosen `major`/`minor` lengths
  /// and `offer`, and returns the stack's major length.
  private static func distribute<T: LayoutTree>(
    _ node: LayoutNodeID, _ axis: Axis, _ spacing: Double?, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> Double {
    let base = context.items.count
    let totalSpacing = collectChildren(node, spacing, in: &context)
    let cross = proposal[axis.cross]
    guard let major = proposal[axis] else {
      // §1.4: nil major proposal — every child at its ideal length.
      var total = totalSpacing
      for index in base..<context.items.count {
        let childSize = context.size(context.items[index].child, .along(axis, major: nil, cross: cross))
        context.items[index].major = childSize[axis]
        context.items[index].minor = childSize[axis.cross]
        total += childSize[axis]
      }
      return total
    }
    measureFlexibility(base, axis, cross, in: &context)
    let orderBase = context.order.count
    let declared = fittingOrder(base, in: &context)
    distributeConcrete(
      base, declared ? nil : orderBase, axis, major, cross, totalSpacing, in: &context)
    context.order.removeLast(context.order.count - orderBase)
    var total = totalSpacing
    for index in base..<context.items.count { total += context.items[index].major }
    return total
  }

  /// Step 1 (§1.2): one item per non-empty child; returns the sum of the gaps. Explicit
  /// spacing applies between every pair; with `nil`, a Spacer's neighbours touch it (0) and
  /// other views are 8 apart. (Text-to-text font-metric spacing is not modelled: also 8.)
  private static func collectChildren<T: LayoutTree>(
    _ node: LayoutNodeID, _ spacing: Double?, in context: inout LayoutContext<T>
  ) -> Double {
    let count = context.tree.childCount(of: node)
    var total = 0.0
    var previousIsSpacer = false
    var hasPrevious = false
    for index in 0..<count {
      let child = context.tree.child(index, of: node)
      let kind = context.tree.kind(of: child)
      var spacerMinLength: Double?
      switch kind {
      case .empty: continue
      case .spacer(let minLength): spacerMinLength = minLength ?? SpacerLayout.defaultMinLength
      default: break
      }
      if hasPrevious {
        let gap = spacing ?? (previousIsSpacer || spacerMinLength != nil ? 0 : LayoutDefaults.spacing)
        context.items[context.items.count - 1].gapAfter = gap
        total += gap
      }
      context.items.append(
        StackItem(
          child: child, priority: context.tree.layoutPriority(of: child), spacerMinLength: spacerMinLength))
      previousIsSpacer = spacerMinLength != nil
      hasPrevious = true
    }
    return total
  }

  /// Step 2 of §1.3: each child's major length at proposal 0 (min) and ∞ (max).
  private static func measureFlexibility<T: LayoutTree>(
    _ base: Int, _ axis: Axis, _ cross: Double?, in context: inout LayoutContext<T>
  ) {
    for index in base..<context.items.count {
      let item = context.items[index]
      if let minLength = item.spacerMinLength {
        // A Spacer in this stack: max(proposal, minLength) along the axis (§1.7).
        context.items[index].minMajor = minLength
        context.items[index].maxMajor = .infinity
        continue
      }
      let low = context.size(item.child, .along(axis, major: 0, cross: cross))
      if context.isRigid(item.child, along: axis) {
        // Its length along the axis ignores the offer: the ∞ probe and the share would both
        // answer what 0 did, so keep that answer instead of asking again.
        context.items[index].minMajor = low[axis]
        context.items[index].maxMajor = low[axis]
        context.items[index].major = low[axis]
        context.items[index].minor = low[axis.cross]
        context.items[index].rigidMajor = true
        continue
      }
      let high = context.size(item.child, .along(axis, major: .infinity, cross: cross))[axis]
      context.items[index].minMajor = low[axis]
      context.items[index].maxMajor = high
    }
  }

  /// Step 3 of §1.3: priority descending, then flexibility ascending; equal infinite
  /// flexibilities put the larger minimum first; otherwise declaration order (stable).
  /// Returns true, writing nothing, when the declaration order already is the fitting order
  /// (the common case); otherwise appends the order to `context.order` and returns false.
  private static func fittingOrder<T: LayoutTree>(_ base: Int, in context: inout LayoutContext<T>) -> Bool {
    let count = context.items.count - base
    let orderBase = context.order.count
    var sorted = true
    for index in 1..<max(count, 1)
    where precedes(context.items[base + index], context.items[base + index - 1]) {
      sorted = false
      break
    }
    guard !sorted else { return true }
    for index in 0..<count { context.order.append(Int32(base + index)) }
    if count <= 32 {
      // Insertion sort, as SwiftUI does for small stacks.
      for index in 1..<count {
        let value = context.order[orderBase + index]
        var position = index
        while position > 0
          && precedes(context.items[Int(value)], context.items[Int(context.order[orderBase + position - 1])])
        {
          context.order[orderBase + position] = context.order[orderBase + position - 1]
          position -= 1
        }
        context.order[orderBase + position] = value
      }
    } else {
      let items = context.items
      let slice = context.order[orderBase...].sorted { lhs, rhs in
        let a = items[Int(lhs)]
        let b = items[Int(rhs)]
        if precedes(a, b) { return true }
        if precedes(b, a) { return false }
        return lhs < rhs
      }
      context.order.replaceSubrange(orderBase..., with: slice)
    }
    return false
  }

  @inline(__always)
  private static func precedes(_ a: StackItem, _ b: StackItem) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    let flexA = a.maxMajor - a.minMajor
    let flexB = b.maxMajor - b.minMajor
    if flexA != flexB { return flexA < flexB }
    if flexA == .infinity && a.minMajor != b.minMajor { return a.minMajor > b.minMajor }
    return false
  }

  /// Steps 4–5 of §1.3: reserve the minimums of lower-priority groups, then offer each child
  /// of each group an even share of what is left, subtracting what it takes.
  /// `orderBase` locates the fitting order in `context.order`; `nil` when it is the declaration
  /// order.
  private static func distributeConcrete<T: LayoutTree>(
    _ base: Int, _ orderBase: Int?, _ axis: Axis, _ major: Double, _ cross: Double?, _ totalSpacing: Double,
    in context: inout LayoutContext<T>
  ) {
    let count = context.items.count - base
    guard count > 0 else { return }
    /// The item at `position` in the fitting order.
    @inline(__always)
    func item(_ position: Int, _ context: borrowing LayoutContext<T>) -> Int {
      guard let orderBase else { return base + position }
      return Int(context.order[orderBase + position])
    }
    let topPriority = context.items[item(0, context)].priority
    var available = major - totalSpacing
    for index in base..<context.items.count where context.items[index].priority < topPriority {
      available -= context.items[index].minMajor
    }
    var start = 0
    while start < count {
      let priority = context.items[item(start, context)].priority
      var end = start
      while end < count && context.items[item(end, context)].priority == priority {
        end += 1
      }
      if start > 0 {
        for position in start..<end {
          available += context.items[item(position, context)].minMajor
        }
      }
      for position in start..<end {
        let index = item(position, context)
        let offer = max(available / Double(end - position), 0)
        let childSize: Size
        if let minLength = context.items[index].spacerMinLength {
          childSize = SpacerLayout.size(minLength, axis, offer)
        } else if context.items[index].rigidMajor {
          childSize = Size.along(axis, major: context.items[index].major, cross: context.items[index].minor)
        } else {
          childSize = context.size(context.items[index].child, .along(axis, major: offer, cross: cross))
        }
        context.items[index].offer = offer
        context.items[index].major = childSize[axis]
        context.items[index].minor = childSize[axis.cross]
        available -= childSize[axis]
        if available.isNaN { available = 0 }
      }
      start = end
    }
  }
}

/// Platform defaults on iOS.
enum LayoutDefaults {
  /// Gap between ordinary views in a stack with `spacing: nil`, and between grid tracks
  /// (swiftui-semantics §1.2, §10).
  static let spacing = 8.0
}
