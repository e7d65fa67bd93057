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
    svgData(width: box.width, height: box.height) { map(box.x + $0, box.y + $1) }
  }
}
