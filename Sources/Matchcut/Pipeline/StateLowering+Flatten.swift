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

  /// The records' indices in paint order, kept only once it differs from the order they were
  /// made in: most trees paint in that order, and then no list is written at all.
  private struct PaintOrder {
    var order: [Int32] = []
    var count = 0

    /// Whether paint order so far is the order of making.
    var isMadeOrder: Bool { order.isEmpty }

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
    let painted = made.withUnsafeMutableBufferPointer { paintOrder(of: $0, layout: layout) }
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

  /// Walks the record tree in paint order, filling in each record's parent, frame, clip and
  /// inherited scale and rotation; returns the paint order.
  private func paintOrder(of records: UnsafeMutableBufferPointer<ViewRecord>, layout: LayoutResult)
    -> PaintOrder
  {
    var painted = PaintOrder()
    var stack: [Pending] = []
    // The clips declared on the way (a clip is passed down to every drawn record below it).
    var clips: [Clip] = []
    let top = Inherited(clip: -1, scale: 1, rotation: 0)
    let ordered = roots.sorted { records[$0].zIndex < records[$1].zIndex }
    for root in ordered.reversed() {
      stack.append(Pending(index: Int32(truncatingIfNeeded: root), parent: -1, inherited: top))
    }
    var budget = records.count * 4 + 16
    while let pending = stack.popLast(), budget > 0 {
      budget -= 1
      let index = Int(pending.index)
      let inherited = pending.inherited
      let links = self.links[index]
      records[index].parentIndex = pending.parent
      if links.node >= 0, let frame = layout.frame(of: LayoutNodeID(Int(links.node))) {
        records[index].frame = frame
      }
      var next = inherited
      next.scale *= records[index].scale
      next.rotation += records[index].rotation
      if links.clip >= 0 {
        let declared = clipDeclarations[Int(links.clip)]
        if let rect = layout.frame(of: declared.node) {
          clips.append(Clip(rect: rect, cornerRadius: declared.radius, shape: declared.shape))
          next.clip = Int32(truncatingIfNeeded: clips.count - 1)
        }
      }
      if records[index].kind != nil {
        records[index].scale = next.scale
        records[index].rotation = next.rotation
        // Lowering sets no clip on a record: only a clipped one needs writing.
        if next.clip >= 0 { records[index].clip = clips[Int(next.clip)] }
      }
      let position = Int32(truncatingIfNeeded: painted.count)
      painted.append(pending.index, capacity: records.count)
      // Children: backgrounds (the last declared is furthest back), content by zIndex, overlays.
      // Pushed in reverse: overlays (last first), content by zIndex, then backgrounds.
      let child = Pending(index: -1, parent: position, inherited: next)
      var start = stack.count
      push(links.overlays, as: child, onto: &stack)
      Self.reverse(&stack, from: start)
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
          let content = stack[start...].map(\.index).enumerated().sorted {
            let a = records[Int($0.element)].zIndex
            let b = records[Int($1.element)].zIndex
            return a == b ? $0.offset < $1.offset : a < b
          }.map(\.element)
          stack.removeSubrange(start...)
          for index in content {
            var entry = child
            entry.index = index
            stack.append(entry)
          }
        }
      }
      Self.reverse(&stack, from: start)
      push(links.backgrounds, as: child, onto: &stack)
    }
    return painted
  }

  /// Reverses `stack[start...]` in place (a slice would copy it, and retain and release the
  /// array, for every record).
  @inline(__always)
  private static func reverse(_ stack: inout [Pending], from start: Int) {
    // Most slots hold no record or one.
    guard stack.count - start > 1 else { return }
    var low = start
    var high = stack.count - 1
    while low < high {
      stack.swapAt(low, high)
      low += 1
      high -= 1
    }
  }

  /// Pushes the records of a slot, first to last, each as a copy of `child` with its index.
  private func push(_ slot: StateLowering.ChildList, as child: Pending, onto stack: inout [Pending]) {
    var current = slot.first
    var steps = links.count
    var entry = child
    while current >= 0, steps > 0 {
      entry.index = current
      stack.append(entry)
      current = links[Int(current)].next
      steps -= 1
    }
  }
}
