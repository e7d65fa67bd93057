import MatchcutLayout
import MatchcutViews

extension PathTemplate {
  /// The path at `box`'s size with its origin at `box`'s top-left corner, as SVG path data
  /// (`M`, `L`, `Q`, `C`, `Z`; the numbers of `svgData(width:height:)`). The exporters draw a
  /// custom shape's outline with it: the template resolved at the frame's size, moved to the
  /// frame (docs/exporters.md "What a node paints").
  func svgData(in box: Rect) -> String {
    svgData(in: box) { ($0, $1) }
  }

  /// The path at `box`'s size with its origin at `box`'s top-left corner, every resolved point
  /// then passed through `map` (CSS maps a window-point clip into a scaled element's own box).
  func svgData(in box: Rect, mapped map: (Double, Double) -> (Double, Double)) -> String {
    var parts: [String] = []
    parts.reserveCapacity(elements.count)
    func point(_ p: Point) -> String {
      let (x, y) = p.resolved(width: box.width, height: box.height)
      let (mx, my) = map(box.x + x, box.y + y)
      return formatPathNumber(mx) + " " + formatPathNumber(my)
    }
    for element in elements {
      switch element {
      case .move(let p): parts.append("M" + point(p))
      case .line(let p): parts.append("L" + point(p))
      case .quadCurve(let p, let c): parts.append("Q" + point(c) + " " + point(p))
      case .curve(let p, let c1, let c2): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
