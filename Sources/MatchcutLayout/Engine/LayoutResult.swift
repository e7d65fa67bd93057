import MatchcutSource

/// The outcome of laying out one tree on one canvas: a window-space frame per node.
///
/// Frames are in points, origin at the canvas's top-left, snapped to the pixel grid
/// (swiftui-semantics §0). Nodes not reached from the root, and `EmptyView`s inside containers
/// (which skip them), have no frame. Drawing-only data
/// (shape kinds, corner radii, clip shapes) stays in the tree and is read with the same
/// ``LayoutNodeID``; text nodes additionally get their laid-out lines in ``texts``.
public struct LayoutResult: Sendable {
  /// The node laid out as the root.
  public let root: LayoutNodeID
  public let canvas: Canvas
  /// Snapped window-space frame per node index (`.zero` for nodes that were not placed).
  public let frames: [Rect]
  /// Whether each node was placed.
  public let placed: [Bool]
  /// Line layouts of the placed `Text` nodes, in placement order.
  public let texts: [PlacedText]
  /// Size computations that were not answered from the measurement cache.
  public let evaluations: Int
  /// Problems found while laying out (e.g. `layout.tree-too-deep`); empty when all went well.
  /// Layout has no source positions: map ``diagnosticNodes`` back to source to add a span.
  public let diagnostics: [Diagnostic]
  /// The node each diagnostic is about (same order as ``diagnostics``).
  public let diagnosticNodes: [LayoutNodeID]

  init(
    root: LayoutNodeID, canvas: Canvas, frames: [Rect], placed: [Bool], texts: [PlacedText], evaluations: Int,
    diagnostics: [(Diagnostic, LayoutNodeID)] = []
  ) {
    self.root = root
    self.canvas = canvas
    self.frames = frames
    self.placed = placed
    self.texts = texts
    self.evaluations = evaluations
    self.diagnostics = diagnostics.map(\.0)
    self.diagnosticNodes = diagnostics.map(\.1)
  }

  /// The frame of `node`, or `nil` if it was not placed.
  public func frame(of node: LayoutNodeID) -> Rect? {
    node.int >= 0 && node.int < frames.count && placed[node.int] ? frames[node.int] : nil
  }
}

/// A placed `Text`: its lines with positions relative to the text's own frame.
public struct PlacedText: Sendable, Hashable {
  /// One visible line.
  public struct Line: Sendable, Hashable {
    /// The characters shown, inline symbols as `[name]`, "…" when truncated.
    public var text: String
    /// Offset of the line's leading edge from the frame's (multilineTextAlignment).
    public var x: Double
    /// Offset of the line's top from the frame's top.
    public var y: Double
    public var width: Double
    /// Offset of the line's baseline from the frame's top.
    public var baseline: Double
  }

  public var node: LayoutNodeID
  public var lines: [Line]

  static func make(_ node: LayoutNodeID, _ text: ShapedText, proposal: ProposedSize, frame: Rect)
    -> PlacedText
  {
    let lines = TextLayout.lines(of: text, proposal: proposal)
    let lineHeight = text.font.lineHeight
    var out: [Line] = []
    for (index, line) in lines.enumerated() {
      let slack = frame.width - line.width
      let x: Double
      switch text.alignment {
      case .leading: x = 0
      case .center: x = slack / 2
      case .trailing: x = slack
      }
      let top = Double(index) * lineHeight
      out.append(
        Line(
          text: text.string(from: line.start, to: line.end, truncated: line.truncated), x: x, y: top,
          width: line.width, baseline: top + text.font.ascent))
    }
    return PlacedText(node: node, lines: out)
  }
}
