/// `LazyVGrid` / `LazyHGrid` with `GridItem`s (swiftui-semantics §10).
///
/// Described for `LazyVGrid` (columns); `LazyHGrid` is the same with axes swapped.
/// Column widths for a grid width W (`tracks`):
/// 1. remaining = W − the gaps between columns − the fixed columns (fixed = exactly their size).
/// 2. Walk the other columns in order, offering each remaining / (columns left): flexible takes
///    clamp(offer, min, max); adaptive accepts the offer. Subtract what was taken.
/// 3. An adaptive column of width w splits into k = max(1, how many `minimum`s with the item
///    spacing fit) sub-columns of width max(0, (w − (k−1)·s) / k), at most `maximum`.
/// 4. Two passes: the grid's width is the sum computed for the proposed width (which may exceed
///    it); the columns actually placed are recomputed for that width. With a `nil` width, each
///    flexible column is its minimum and each adaptive one a single column of its minimum.
/// Cells fill the columns row by row; a row is as tall as its tallest cell (proposed
/// (column width, nil)); rows are `spacing` apart (nil → 8). When placing, each cell is proposed
/// (column width, row height) and aligned in its cell rect by its item's alignment, else the
/// grid's (Tokamak's `_LazyGridLayout` approximation, [B]).
enum GridLayout {
  /// Most sub-columns an adaptive item splits into (a guard against a tiny `minimum`; an
  /// adaptive item offered an infinite length, as in a maximum-size probe, stays one column).
  static let maxSubTracks = 1000

  /// One laid-out column (or row, for `LazyHGrid`).
  struct Track {
    var length: Double
    var gapAfter: Double
    var alignment: Alignment
  }

  static func size<T: LayoutTree>(
    _ node: LayoutNodeID, _ spec: GridSpec, _ flow: Axis, _ proposal: ProposedSize,
    in context: inout LayoutContext<T>
  ) -> Size {
    let across = flow.cross
    let first = tracks(spec, proposal[across])
    let length = first.reduce(0) { $0 + $1.length + $1.gapAfter }
    let final = proposal[across] == nil ? first : tracks(spec, length)
    let lines = lineLengths(node, final, flow, in: &context)
    var result = Size.zero
    result[across] = length
    result[flow] =
      lines.reduce(0, +) + Double(max(0, lines.count - 1)) * (spec.spacing ?? LayoutDefaults.spacing)
    return result
  }

  static func place<T: LayoutTree>(
    _ node: LayoutNodeID, _ spec: GridSpec, _ flow: Axis, _ size: Size, _ origin: Point,
    in context: inout LayoutContext<T>
  ) {
    let across = flow.cross
    let final = tracks(spec, size[across])
    let lines = lineLengths(node, final, flow, in: &context)
    let cells = cellsOf(node, context)
    guard !final.isEmpty else {
      // No columns: nothing is visible; cells get an empty frame at the grid's origin.
      for cell in cells { context.place(cell, .zero, at: origin) }
      return
    }
    let gap = spec.spacing ?? LayoutDefaults.spacing
    var lineStart = origin[flow]
    for (line, lineLength) in lines.enumerated() {
      var trackStart = origin[across]
      for (column, track) in final.enumerated() {
        let index = line * final.count + column
        guard index < cells.count else { break }
        let proposal = ProposedSize.along(flow, major: lineLength, cross: track.length)
        let cellSize = context.size(cells[index], proposal)
        var box = Size.zero
        box[flow] = lineLength
        box[across] = track.length
        let offset = FrameLayout.childOffset(
          track.alignment, cells[index], proposal, cellSize, box, in: &context)
        var point = Point.zero
        point[flow] = lineStart
        point[across] = trackStart
        context.place(cells[index], proposal, at: Point(x: point.x + offset.x, y: point.y + offset.y))
        trackStart += track.length + track.gapAfter
      }
      lineStart += lineLength + gap
    }
  }

  /// Steps 1–3 for a grid `length` across the tracks (`nil`: ideal).
  static func tracks(_ spec: GridSpec, _ length: Double?) -> [Track] {
    let items = spec.items
    guard !items.isEmpty else { return [] }
    var lengths = Array(repeating: 0.0, count: items.count)
    var remaining = length ?? 0
    var flexibleCount = 0
    for (index, item) in items.enumerated() {
      if index < items.count - 1 { remaining -= item.spacing ?? LayoutDefaults.spacing }
      if case .fixed(let size) = item.size {
        lengths[index] = size
        remaining -= size
      } else {
        flexibleCount += 1
      }
    }
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed: continue
      case .flexible(let minimum, let maximum):
        lengths[index] =
          length == nil ? minimum : max(minimum, min(remaining / Double(flexibleCount), maximum))
      case .adaptive(let minimum, _):
        lengths[index] = length == nil ? minimum : remaining / Double(flexibleCount)
      }
      remaining -= lengths[index]
      flexibleCount -= 1
    }
    var tracks: [Track] = []
    for (index, item) in items.enumerated() {
      let gap = index < items.count - 1 ? item.spacing ?? LayoutDefaults.spacing : 0
      let alignment = item.alignment ?? spec.alignment
      guard case .adaptive(let minimum, let maximum) = item.size else {
        tracks.append(Track(length: lengths[index], gapAfter: gap, alignment: alignment))
        continue
      }
      let spacing = item.spacing ?? LayoutDefaults.spacing
      let width = lengths[index]
      var count = 1
      let fitting = ((width + spacing) / (minimum + spacing)).rounded(.down)
      if minimum + spacing > 0 && fitting.isFinite {
        count = Int(max(1, min(fitting, Double(maxSubTracks))))
      }
      let sub = min(max(0, (width - Double(count - 1) * spacing) / Double(count)), maximum)
      for part in 0..<count {
        tracks.append(Track(length: sub, gapAfter: part < count - 1 ? spacing : gap, alignment: alignment))
      }
    }
    return tracks
  }

  /// The length of each row (LazyVGrid) or column (LazyHGrid): its longest cell.
  private static func lineLengths<T: LayoutTree>(
    _ node: LayoutNodeID, _ tracks: [Track], _ flow: Axis, in context: inout LayoutContext<T>
  ) -> [Double] {
    guard !tracks.isEmpty else { return [] }
    let cells = cellsOf(node, context)
    var lines: [Double] = []
    var index = 0
    while index < cells.count {
      var longest = 0.0
      for track in tracks where index < cells.count {
        let cellSize = context.size(cells[index], .along(flow, major: nil, cross: track.length))
        longest = max(longest, cellSize[flow])
        index += 1
      }
      lines.append(longest)
    }
    return lines
  }

  private static func cellsOf<T>(_ node: LayoutNodeID, _ context: LayoutContext<T>) -> [LayoutNodeID] {
    var cells: [LayoutNodeID] = []
    for index in 0..<context.tree.childCount(of: node) {
      let child = context.tree.child(index, of: node)
      if case .empty = context.tree.kind(of: child) { continue }
      cells.append(child)
    }
    return cells
  }
}
