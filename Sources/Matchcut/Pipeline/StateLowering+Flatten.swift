import MatchcutLayout
import MatchcutMotion

extension StateLowering.Builder {
  /// What a record passes down to the records below it.
  private struct Inherited {
    var clip: Clip?
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
    var order: [Int] = []
    order.reserveCapacity(records.count)
    var stack: [(index: Int, parent: Int?, inherited: Inherited)] = []
    let ordered = roots.sorted { records[$0].zIndex < records[$1].zIndex }
    for root in ordered.reversed() {
      stack.append((root, nil, Inherited(clip: nil, scale: 1, rotation: 0)))
    }
    var budget = records.count * 4 + 16
    while let (index, parent, inherited) = stack.popLast(), budget > 0 {
      budget -= 1
      let links = self.links[index]
      records[index].parent = parent
      if let node = links.node, let frame = layout.frame(of: node) { records[index].frame = frame }
      var next = inherited
      next.scale *= records[index].scale
      next.rotation += records[index].rotation
      if let clipNode = links.clipNode, let rect = layout.frame(of: clipNode) {
        next.clip = Clip(rect: rect, cornerRadius: links.clipRadius, shape: links.clipShape)
      }
      if records[index].kind != nil {
        records[index].scale = next.scale
        records[index].rotation = next.rotation
        records[index].clip = next.clip ?? inherited.clip
      }
      order.append(index)
      let position = order.count - 1
      // Children: backgrounds (the last declared is furthest back), content by zIndex, overlays.
      // Pushed in reverse: overlays (last first), content by zIndex, then backgrounds.
      var start = stack.count
      push(links.overlays, parent: position, next, onto: &stack)
      stack[start...].reverse()
      start = stack.count
      push(links.content, parent: position, next, onto: &stack)
      let firstZ = start < stack.count ? records[stack[start].index].zIndex : 0
      if stack[start...].contains(where: { records[$0.index].zIndex != firstZ }) {
        let content = stack[start...].map(\.index).enumerated().sorted {
          let a = records[$0.element].zIndex
          let b = records[$1.element].zIndex
          return a == b ? $0.offset < $1.offset : a < b
        }.map(\.element)
        stack.removeSubrange(start...)
        for child in content { stack.append((child, position, next)) }
      }
      stack[start...].reverse()
      push(links.backgrounds, parent: position, next, onto: &stack)
    }
    var output: [ViewRecord] = []
    if order.count == records.count, order.indices.allSatisfy({ order[$0] == $0 }) {
      swap(&output, &records)
      return output
    }
    output.reserveCapacity(order.count)
    for index in order {
      var record = blank
      swap(&record, &records[index])
      output.append(record)
    }
    return output
  }

  /// Pushes the records of a slot, first to last.
  private func push(
    _ slot: StateLowering.ChildList, parent: Int, _ inherited: Inherited,
    onto stack: inout [(index: Int, parent: Int?, inherited: Inherited)]
  ) {
    var current = slot.first
    var steps = links.count
    while current >= 0, steps > 0 {
      stack.append((Int(current), parent, inherited))
      current = links[Int(current)].next
      steps -= 1
    }
  }
}
