import MatchcutLayout
import MatchcutMotion

extension StateLowering.Builder {
  /// What a record passes down to the records below it.
  private struct Inherited {
    /// The clip's index in the walk's list of clips; −1 for none.
    var clip: Int32
    var scale: Double
    var rotation: Double
  }

  /// A record waiting on the walk's stack: its index, its parent's paint position (−1 for a
  /// root) and what the parent passes down. The inherited values travel with the record, so the
  /// walk keeps nothing per painted record (the stack holds only the records still to paint).
  private struct Pending {
    var index: Int32
    var parent: Int32
    var inherited: Inherited
  }

  /// The walk's stack of pending records, in one allocation of its own: each record is pushed
  /// once, so reserving a slot per record means it never grows for a tree lowering made (it
  /// still grows, doubling, for any other), and a push or pop is a store or a load, with none
  /// of an array's uniqueness and capacity checks.
  private struct PendingStack {
    private var base: UnsafeMutablePointer<Pending>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
      self.capacity = Swift.max(capacity, 16)
      base = UnsafeMutablePointer<Pending>.allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    @inline(__always)
    mutating func push(_ entry: Pending) {
      if count == capacity { grow() }
      (base + count).initialize(to: entry)
      count += 1
    }

    @inline(__always)
    mutating func pop() -> Pending? {
      guard count > 0 else { return nil }
      count -= 1
      return base[count]
    }

    @inline(__always)
    subscript(slot: Int) -> Pending { base[slot] }

    /// Drops the entries from `slot` on.
    mutating func truncate(to slot: Int) { count = Swift.min(count, Swift.max(slot, 0)) }

    /// Reverses the entries from `start` on, in place.
    @inline(__always)
    func reverse(from start: Int) {
      // Most slots hold no record or one.
      guard count - start > 1 else { return }
      var low = start
      var high = count - 1
      while low < high {
        swap(&base[low], &base[high])
        low += 1
        high -= 1
      }
    }

    private mutating func grow() {
      let larger = UnsafeMutablePointer<Pending>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = larger
      capacity *= 2
    }
  }

  /// The records' indices in paint order, kept only once it differs from the order they were
  /// made in: most trees paint in that order, and then no list is written at all.
  private struct PaintOrder {
    var order: [Int32] = []
    var count = 0

    /// Whether paint order so far is the order of making.
    var isMadeOrder: Bool { order.isEmpty }

    @inline(__always)
    mutating func append(_ index: Int32, capacity: Int) {
      if order.isEmpty {
        if Int(index) == count {
          count += 1
          return
        }
        order.reserveCapacity(capacity)
        for made in 0..<count { order.append(Int32(truncatingIfNeeded: made)) }
      }
      order.append(index)
      count += 1
    }
  }

  /// Flattens the record tree into paint order (backgrounds, content sorted by zIndex, then
  /// overlays; swiftui-semantics §12) and fills in frames, parents, clips and inherited scale.
  ///
  /// Each record is attached to exactly one parent slot (or is a root), so the walk meets each
  /// once and fills its fields in place. When paint order is the order the records were made
  /// in — any tree without backgrounds, zIndex or mid-chain matched levels — the records are
  /// handed over as they are; otherwise they are moved into paint order. Either way no record
  /// is copied (a copy retains every string and array of a `ViewRecord`).
  mutating func flatten(layout: LayoutResult) -> [ViewRecord] {
    // The records are worked on through one buffer (no uniqueness check or bounds check per
    // field written); they are moved out of `self` for it and back afterwards.
    var made: [ViewRecord] = []
    swap(&made, &records)
    // The frames are read through buffers too: `LayoutResult.frame(of:)` is a call into
    // another module per record, with its bounds checks.
    let painted = made.withUnsafeMutableBufferPointer { records in
      layout.frames.withUnsafeBufferPointer { frames in
        layout.placed.withUnsafeBufferPointer { placed in
          let frames = Frames(rects: frames, placed: placed)
          if madeInPaintOrder, !alwaysWalksPaintOrder, fillInMadeOrder(records, frames: frames) {
            return PaintOrder(order: [], count: records.count)
          }
          return paintOrder(of: records, frames: frames)
        }
      }
    }
    if painted.isMadeOrder {
      // Records the walk never reached (only with a malformed tree) are dropped, as below.
      if painted.count < made.count { made.removeSubrange(painted.count...) }
      return made
    }
    var output: [ViewRecord] = []
    output.reserveCapacity(painted.order.count)
    for index in painted.order {
      var record = ViewRecord(path: "", source: nil)
      swap(&record, &made[Int(index)])
      output.append(record)
    }
    return output
  }

  /// The layout pass's frames, read in place: `frame(of:)` answers as `LayoutResult.frame(of:)`
  /// does (`nil` for a node out of range or not placed).
  struct Frames {
    var rects: UnsafeBufferPointer<Rect>
    var placed: UnsafeBufferPointer<Bool>

    @inline(__always)
    func frame(of node: LayoutNodeID) -> Rect? {
      let index = node.int
      return index >= 0 && index < rects.count && index < placed.count && placed[index] ? rects[index] : nil
    }
  }

  /// What the walk does for a record in paint order when the records were made in paint order
  /// (lowering saw no background, overlay, zIndex or matched level record): one pass in the
  /// order of making, each record taking what its parent (filled in before it) passes down,
  /// instead of a walk pushing and popping every record. Returns `false`, having changed
  /// nothing, when some record's parent comes after it (then the order is not paint order).
  ///
  /// In such a tree the walk meets the records in the order they were made: the roots in
  /// order (all at zIndex 0), and under each record its one content slot in order, each child
  /// made with its whole subtree before the next (`PaintOrderLoweringTests` compares both).
  private func fillInMadeOrder(_ records: UnsafeMutableBufferPointer<ViewRecord>, frames layout: Frames)
    -> Bool
  {
    guard links.count == records.count else { return false }
    for index in links.indices where links[index].parent >= Int32(truncatingIfNeeded: index) { return false }
    let top = Inherited(clip: -1, scale: 1, rotation: 0)
    // What each record passes down, by index.
    var passed = [Inherited](repeating: top, count: records.count)
    var clips: [Clip] = []
    passed.withUnsafeMutableBufferPointer { passed in
      for index in 0..<records.count {
        let parent = links[index].parent
        let inherited = parent >= 0 ? passed[Int(parent)] : top
        passed[index] = fill(
          index, parent: parent, inherited: inherited, records: records, layout: layout, clips: &clips)
      }
    }
    return true
  }

  /// Fills in one record met in paint order: its parent's paint position, its frame, and the
  /// scale, rotation and clip it inherits; returns what it passes down to the records below it.
  @inline(__always)
  private func fill(
    _ index: Int, parent: Int32, inherited: Inherited, records: UnsafeMutableBufferPointer<ViewRecord>,
    layout: Frames, clips: inout [Clip]
  ) -> Inherited {
    let links = self.links[index]
    records[index].parentIndex = parent
    if links.node >= 0, let frame = layout.frame(of: LayoutNodeID(Int(links.node))) {
      records[index].frame = frame
    }
    var next = inherited
    next.scale *= records[index].scale
    next.rotation += records[index].rotation
    if links.clip >= 0 {
      let declared = clipDeclarations[Int(links.clip)]
      if let rect = layout.frame(of: declared.node) {
        clips.append(
          Clip(rect: rect, cornerRadius: declared.radius, shape: declared.shape, outline: declared.outline))
        next.clip = Int32(truncatingIfNeeded: clips.count - 1)
      }
    }
    if records[index].kind != nil {
      records[index].scale = next.scale
      records[index].rotation = next.rotation
      // Lowering sets no clip on a record: only a clipped one needs writing.
      if next.clip >= 0 { records[index].clip = clips[Int(next.clip)] }
    }
    return next
  }

  /// Walks the record tree in paint order, filling in each record's parent, frame, clip and
  /// inherited scale and rotation; returns the paint order.
  private func paintOrder(of records: UnsafeMutableBufferPointer<ViewRecord>, frames layout: Frames)
    -> PaintOrder
  {
    var painted = PaintOrder()
    var stack = PendingStack(capacity: records.count + roots.count)
    defer { stack.deallocate() }
    // The clips declared on the way (a clip is passed down to every drawn record below it).
    var clips: [Clip] = []
    let top = Inherited(clip: -1, scale: 1, rotation: 0)
    let ordered = roots.sorted { records[$0].zIndex < records[$1].zIndex }
    for root in ordered.reversed() {
      stack.push(Pending(index: Int32(truncatingIfNeeded: root), parent: -1, inherited: top))
    }
    var budget = records.count * 4 + 16
    while let pending = stack.pop(), budget > 0 {
      budget -= 1
      let index = Int(pending.index)
      let links = self.links[index]
      let next = fill(
        index, parent: pending.parent, inherited: pending.inherited, records: records, layout: layout,
        clips: &clips)
      let position = Int32(truncatingIfNeeded: painted.count)
      painted.append(pending.index, capacity: records.count)
      // Children: backgrounds (the last declared is furthest back), content by zIndex, overlays.
      // Pushed in reverse: overlays (last first), content by zIndex, then backgrounds.
      let child = Pending(index: -1, parent: position, inherited: next)
      var start = stack.count
      push(links.overlays, as: child, onto: &stack)
      stack.reverse(from: start)
      start = stack.count
      push(links.content, as: child, onto: &stack)
      if start < stack.count {
        let firstZ = records[Int(stack[start].index)].zIndex
        var mixed = false
        for slot in start..<stack.count where records[Int(stack[slot].index)].zIndex != firstZ {
          mixed = true
          break
        }
        if mixed {
          let content = (start..<stack.count).map { stack[$0].index }.enumerated().sorted {
            let a = records[Int($0.element)].zIndex
            let b = records[Int($1.element)].zIndex
            return a == b ? $0.offset < $1.offset : a < b
          }.map(\.element)
          stack.truncate(to: start)
          for index in content {
            var entry = child
            entry.index = index
            stack.push(entry)
          }
        }
      }
      stack.reverse(from: start)
      push(links.backgrounds, as: child, onto: &stack)
    }
    return painted
  }

  /// Pushes the records of a slot, first to last, each as a copy of `child` with its index.
  @inline(__always)
  private func push(_ slot: StateLowering.ChildList, as child: Pending, onto stack: inout PendingStack) {
    var current = slot.first
    var steps = links.count
    var entry = child
    while current >= 0, steps > 0 {
      entry.index = current
      stack.push(entry)
      current = links[Int(current)].next
      steps -= 1
    }
  }
}
