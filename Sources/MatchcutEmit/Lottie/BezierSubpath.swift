import MatchcutLayout
import MatchcutViews

/// One subpath of a custom shape's outline as Lottie draws it (an `sh` item): vertices with
/// absolute control points, still functions of the frame's size, so every keyframe resolves
/// the same vertex list (Lottie interpolates paths vertex by vertex).
///
/// From Core Graphics' elements: a cubic `C` puts its first control point on the previous
/// vertex (out) and its second on the new vertex (in); a quadratic `Q` with control `q` from
/// `p0` to `p3` is the cubic with controls `p0 + ⅔(q − p0)` and `p3 + ⅔(q − p3)`; `Z` closes
/// the subpath (`c`), a last vertex on the first one (the same point at every size) merging
/// into it. A drawing element after `Z` starts a new subpath where the closed one started, as
/// in Core Graphics; one before any `M` starts a subpath at its own end point (Core Graphics
/// has no current point there and draws nothing for it).
struct BezierSubpath: Sendable, Hashable {
  /// A vertex and its control points (nil: none, a straight segment on that side).
  struct Vertex: Sendable, Hashable {
    var point: PathTemplate.Point
    var inControl: PathTemplate.Point? = nil
    var outControl: PathTemplate.Point? = nil
  }

  var vertices: [Vertex]
  var closed: Bool

  /// The subpaths of `template` (a lone `M`, which draws nothing, is dropped).
  static func subpaths(of template: PathTemplate) -> [BezierSubpath] {
    var result: [BezierSubpath] = []
    var current: BezierSubpath?
    // Where a drawing element after `Z` starts its subpath.
    var restart: PathTemplate.Point?
    func finish() {
      if let done = current, done.vertices.count > 1 || done.closed { result.append(done) }
      current = nil
    }
    func start(at point: PathTemplate.Point) {
      finish()
      current = BezierSubpath(vertices: [Vertex(point: point)], closed: false)
      restart = point
    }
    /// The subpath a segment ending at `end` extends, started if there is none.
    func open(_ end: PathTemplate.Point) {
      if current == nil { start(at: restart ?? end) }
    }
    for element in template.elements {
      switch element {
      case .move(let p):
        start(at: p)
      case .line(let p):
        open(p)
        current?.vertices.append(Vertex(point: p))
      case .quadCurve(let p, let q):
        open(p)
        guard let p0 = current?.vertices.last?.point else { continue }
        current?.curve(to: p, control1: mix(p0, q, 2.0 / 3), control2: mix(p, q, 2.0 / 3))
      case .curve(let p, let c1, let c2):
        open(p)
        current?.curve(to: p, control1: c1, control2: c2)
      case .close:
        guard var done = current else { continue }
        done.closed = true
        if done.vertices.count > 1, let last = done.vertices.last, last.point == done.vertices[0].point {
          done.vertices[0].inControl = last.inControl
          done.vertices.removeLast()
        }
        current = done
        let first = done.vertices[0].point
        finish()
        restart = first
      }
    }
    finish()
    return result
  }

  /// Appends a cubic segment from the last vertex.
  private mutating func curve(
    to point: PathTemplate.Point, control1: PathTemplate.Point, control2: PathTemplate.Point
  ) {
    guard !vertices.isEmpty else { return }
    vertices[vertices.count - 1].outControl = control1
    vertices.append(Vertex(point: point, inControl: control2))
  }

  /// `a + t · (b − a)`, coordinate by coordinate (still affine in the size).
  private static func mix(_ a: PathTemplate.Point, _ b: PathTemplate.Point, _ t: Double) -> PathTemplate.Point
  {
    func mix(_ a: PathTemplate.Coordinate, _ b: PathTemplate.Coordinate) -> PathTemplate.Coordinate {
      PathTemplate.Coordinate(
        constant: a.constant + t * (b.constant - a.constant),
        perWidth: a.perWidth + t * (b.perWidth - a.perWidth),
        perHeight: a.perHeight + t * (b.perHeight - a.perHeight))
    }
    return PathTemplate.Point(x: mix(a.x, b.x), y: mix(a.y, b.y))
  }

  /// The subpath at `box`'s size, moved to `box`'s top-left corner: vertices in the same
  /// coordinates as `box`, tangents relative to their vertex.
  func resolved(in box: Rect) -> LottiePath {
    func place(_ p: PathTemplate.Point) -> (Double, Double) {
      let (x, y) = p.resolved(width: box.width, height: box.height)
      return (box.x + x, box.y + y)
    }
    var path = LottiePath(vertices: [], inTangents: [], outTangents: [], closed: closed)
    for vertex in vertices {
      let v = place(vertex.point)
      func tangent(_ control: PathTemplate.Point?) -> (Double, Double) {
        guard let control else { return (0, 0) }
        let c = place(control)
        return (c.0 - v.0, c.1 - v.1)
      }
      path.vertices.append(v)
      path.inTangents.append(tangent(vertex.inControl))
      path.outTangents.append(tangent(vertex.outControl))
    }
    return path
  }
}
