import MatchcutSource
import MatchcutViews

extension SceneJSON {
  /// A `path` shape's `outline` (TOOLING §2): its elements in order, each a command letter and
  /// its points, every point two coordinate triples `[constant, perWidth, perHeight]` (x, then
  /// y) that a player resolves at the frame's current size as `constant + perWidth · width +
  /// perHeight · height`, relative to the frame's top-left corner: `["M", p]`, `["L", p]`,
  /// `["Q", control, p]`, `["C", control1, control2, p]`, `["Z"]`.
  static func outline(_ template: PathTemplate, into json: inout JSONWriter) {
    json.beginArray()
    for element in template.elements {
      json.beginArray()
      switch element {
      case .move(let p):
        json.value("M")
        point(p, into: &json)
      case .line(let p):
        json.value("L")
        point(p, into: &json)
      case .quadCurve(let p, let c):
        json.value("Q")
        point(c, into: &json)
        point(p, into: &json)
      case .curve(let p, let c1, let c2):
        json.value("C")
        point(c1, into: &json)
        point(c2, into: &json)
        point(p, into: &json)
      case .close:
        json.value("Z")
      }
      json.endArray()
    }
    json.endArray()
  }

  /// A point's two coordinates, each `[constant, perWidth, perHeight]`: the constant in points
  /// (4 decimals, as frames), the factors with 6 (a third of a 400-point frame is then off by
  /// 0.0002 points, not 0.04). A non-finite number, which no source can produce, is written 0.
  private static func point(_ p: PathTemplate.Point, into json: inout JSONWriter) {
    for coordinate in [p.x, p.y] {
      json.beginArray()
      json.value(finite(coordinate.constant))
      json.value(finite(coordinate.perWidth), decimals: 6)
      json.value(finite(coordinate.perHeight), decimals: 6)
      json.endArray()
    }
  }

  private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
