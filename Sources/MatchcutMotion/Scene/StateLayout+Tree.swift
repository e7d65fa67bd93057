import MatchcutLayout

extension StateLayout {
  /// For every view, one past the index of its last descendant (paint order is a pre-order walk,
  /// so a view's subtree is the contiguous range `index + 1 ..< subtreeEnds[index]`).
  public var subtreeEnds: [Int] {
    var ends = Array(0..<views.count).map { $0 + 1 }
    // Walk backwards: a child's end extends its parent's end.
    for index in views.indices.reversed() {
      if let parent = views[index].parent, parent >= 0, parent < index {
        ends[parent] = max(ends[parent], ends[index])
      }
    }
    return ends
  }

  /// Each view's opacity multiplied by all of its ancestors' (swiftui-semantics §12).
  public var effectiveOpacities: [Double] {
    var result = [Double](repeating: 1, count: views.count)
    for index in views.indices {
      var value = views[index].opacity
      if let parent = views[index].parent, parent >= 0, parent < index { value *= result[parent] }
      result[index] = value
    }
    return result
  }

  /// The index of each view's path.
  public var indexByPath: [String: Int] {
    var result: [String: Int] = [:]
    result.reserveCapacity(views.count)
    for (index, view) in views.enumerated() where result[view.path] == nil { result[view.path] = index }
    return result
  }
}

extension Rect {
  /// Maps `rect`, given relative to `self`, onto `target` by the affine map that takes `self` to
  /// `target` (used to carry a matched view's content along with it).
  public func map(_ rect: Rect, onto target: Rect) -> Rect {
    let sx = width > 0 ? target.width / width : 1
    let sy = height > 0 ? target.height / height : 1
    return Rect(
      x: target.x + (rect.x - x) * sx, y: target.y + (rect.y - y) * sy, width: rect.width * sx,
      height: rect.height * sy)
  }
}
