import MatchcutLayout
import MatchcutMotion

/// Custom shapes in the CSS export (docs/exporters.md "What a node paints"): a filled outline is the
/// element's `clip-path: path(…)` (`CSSWriter.Style`); a stroked one, which a clip path cannot
/// draw, is an inline SVG `<path>` filling the element, its CSS `d` property keyframed with the
/// element's own keyframes and easings.
extension CSSWriter {
  /// Whether `node` draws a custom shape's outline.
  static func isPath(_ node: SceneNodeTable.Node) -> Bool {
    node.kind == .shape && node.shape == .path && node.outline != nil
  }

  /// The style of a stroked custom shape's inline SVG: the element's box with nothing clipped,
  /// no fill, the line in the element's `color` with `StrokeStyle`'s defaults (butt cap, miter
  /// join, miter limit 10).
  static func lineStyle(_ stroke: StrokeOutline) -> String {
    "position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; fill: none; "
      + "stroke: currentColor; stroke-width: \(Number.text(max(0, stroke.lineWidth), decimals: 4))px; "
      + "stroke-miterlimit: 10;"
  }

  /// The `d` declaration of a stroked custom shape's line in its element's coordinates (the
  /// outline, or for `strokeBorder` the outline at the inset box); nil for any other node.
  static func linePath(_ g: DrawnGeometry) -> String? {
    guard case .path(let template) = g.outline, let line = g.strokeLine else { return nil }
    let box = Rect(
      x: line.box.x - g.box.x, y: line.box.y - g.box.y, width: line.box.width, height: line.box.height)
    return "d: path('\(template.svgData(in: box))');"
  }

  /// For a stroked custom shape, the `@keyframes <name>-line` of its line's `d` at `frames`
  /// (percent, the geometry's index, the easing of the segment that starts there) and the rule
  /// that plays it; nothing for any other node.
  static func writeLine(
    _ drawn: [DrawnGeometry], frames: [(percent: Double, look: Int, easing: String?)], name: String,
    duration: Double, scope: String, into out: inout CSSText
  ) {
    guard drawn.first.flatMap(linePath) != nil else { return }
    out.line("@keyframes \(name)-line {")
    for frame in frames {
      guard let d = linePath(drawn[frame.look]) else { continue }
      var text = "  \(Number.text(frame.percent, decimals: 4))% { \(d)"
      if let easing = frame.easing { text += " animation-timing-function: \(easing);" }
      out.line(text + " }")
    }
    out.line("}")
    out.line(
      "\(scope) > svg > path { animation: \(name)-line \(Number.text(duration * 1000))ms linear both; }")
  }
}
