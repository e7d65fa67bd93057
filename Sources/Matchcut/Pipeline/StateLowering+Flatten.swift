import MatchcutLayout
import MatchcutMotion

extension StateLowering.Builder {
  /// What a record passes down to the records below it (24 bytes: one per record is kept).
  private struct Inherited {
    /// The clip's index in the walk's list of clips; −1 for none.
    var clip: Int32
    var scale: Double
    var rotation: Double
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
    let order = made.withUnsafeMutableBufferPointer { paintOrder(of: $0, layout: layout) }
    if order.count == made.count, order.indices.allSatisfy({ order[$0] == $0 }) { return made }
    var output: [ViewRecord] = []
    output.reserveCapacity(order.count)
    for index in order {
      var record = ViewRecord(path: "", source: nil)
      swap(&record, &made[index])
      output.append(record)
    }
    return output
  }

  /// Walks the record tree in paint order, filling in each record's parent, frame, clip and
  /// inherited scale and rotation; returns the records' indices in paint order.
  private func paintOrder(of records: UnsafeMutableBufferPointer<ViewRecord>, layout: LayoutResult) -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(records.count)
    // What each painted record passes down, by paint position; the stack holds (record, parent's
    // paint position), small enough to push and reverse cheaply.
    var passed: [Inherited] = []
    passed.reserveCapacity(records.count)
    var stack: [(index: Int32, parent: Int32)] = []
    // The clips declared on the way (a clip is passed down to every drawn record below it).
    var clips: [Clip] = []
    let ordered = roots.sorted { records[$0].zIndex < records[$1].zIndex }
    for root in ordered.reversed() { stack.append((Int32(truncatingIfNeeded: root), -1)) }
    let top = Inherited(clip: -1, scale: 1, rotation: 0)
    var budget = records.count * 4 + 16
    while let (entry, parentPosition) = stack.popLast(), budget > 0 {
      budget -= 1
      let index = Int(entry)
      let inherited = parentPosition >= 0 ? passed[Int(parentPosition)] : top
      let links = self.links[index]
      records[index].parentIndex = parentPosition
      if let node = links.node, let frame = layout.frame(of: node) { records[index].frame = frame }
      var next = inherited
      next.scale *= records[index].scale
      next.rotation += records[index].rotation
      if let clipNode = links.clipNode, let rect = layout.frame(of: clipNode) {
        clips.append(Clip(rect: rect, cornerRadius: links.clipRadius, shape: links.clipShape))
        next.clip = Int32(truncatingIfNeeded: clips.count - 1)
      }
      if records[index].kind != nil {
        records[index].scale = next.scale
        records[index].rotation = next.rotation
        // Lowering sets no clip on a record: only a clipped one needs writing.
        if next.clip >= 0 { records[index].clip = clips[Int(next.clip)] }
      }
      order.append(index)
      passed.append(next)
      let position = Int32(truncatingIfNeeded: order.count - 1)
      // Children: backgrounds (the last declared is furthest back), content by zIndex, overlays.
      // Pushed in reverse: overlays (last first), content by zIndex, then backgrounds.
      var start = stack.count
      push(links.overlays, parent: position, onto: &stack)
      Self.reverse(&stack, from: start)
      start = stack.count
      push(links.content, parent: position, onto: &stack)
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
          for child in content { stack.append((child, position)) }
        }
      }
      Self.reverse(&stack, from: start)
      push(links.backgrounds, parent: position, onto: &stack)
    }
    return order
  }

  /// Reverses `stack[start...]` in place (a slice would copy it, and retain and release the
  /// array, for every record).
  @inline(__always)
  private static func reverse(_ stack: inout [(index: Int32, parent: Int32)], from start: Int) {
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

  /// Pushes the records of a slot, first to last.
  private func push(
    _ slot: StateLowering.ChildList, parent: Int32, onto stack: inout [(index: Int32, parent: Int32)]
  ) {
    var current = slot.first
    var steps = links.count
    while current >= 0, steps > 0 {
      stack.append((current, parent))
      current = links[Int(current)].next
      steps -= 1
    }
  }
}
