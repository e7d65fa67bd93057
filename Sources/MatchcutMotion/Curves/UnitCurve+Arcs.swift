#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The circular `UnitCurve`s as keyframe segments.
///
/// `circularEaseIn` is the quarter circle (sin θ, 1 − cos θ), `circularEaseOut` the quarter
/// circle (1 − cos θ, sin θ), and `circularEaseInOut` two quarter circles of radius ½ (the
/// formulas of `UnitCurve.value(at:)`, as OpenSwiftUI's `UnitCurve` writes them). Neither is a
/// Bézier, and each has a vertical tangent (velocity ∞) at an end, where the generic keyframe
/// fitter, whose control points stay inside the segment, needs ever shorter segments. A circular
/// arc of angle α and radius r is close to the cubic whose handles lie on its end tangents with
/// length r · 4/3 · tan(α / 4) (the usual circle approximation; its error falls as α⁶), so each
/// quarter is split into n equal arcs, n = 1, 2, 4, … until every piece follows the curve within
/// the tolerance.
extension UnitCurve {
  /// One keyframe segment: from input progress `x0` (output `y0`) to `x1` (`y1`), eased by
  /// `easing` in the segment's normalized time and value.
  public struct ArcPiece: Sendable, Hashable {
    public var x0: Double
    public var y0: Double
    public var x1: Double
    public var y1: Double
    public var easing: KeyframeEasing
  }

  /// Segments that replay a circular curve within `tolerance` (in output progress), or nil for
  /// the other curves or when 64 pieces per quarter are not enough.
  public func arcPieces(tolerance: Double) -> [ArcPiece]? {
    let arcs = quarterArcs
    guard !arcs.isEmpty, tolerance > 0 else { return nil }
    var n = 1
    while n <= 64 {
      var pieces: [ArcPiece] = []
      var fits = true
      for arc in arcs {
        for i in 0..<n {
          let a = Double.pi / 2 * Double(i) / Double(n)
          let b = Double.pi / 2 * Double(i + 1) / Double(n)
          let piece = arc.piece(from: a, to: b)
          if fits, maxError(piece) > tolerance * 0.9 { fits = false }
          pieces.append(piece)
        }
      }
      if fits { return pieces }
      n *= 2
    }
    return nil
  }

  /// A quarter circle: its point and unit tangent at angle θ ∈ [0, π/2], and its radius.
  struct QuarterArc {
    var radius: Double
    var point: (Double) -> (x: Double, y: Double)
    var tangent: (Double) -> (x: Double, y: Double)

    func piece(from a: Double, to b: Double) -> ArcPiece {
      let p0 = point(a)
      let p3 = point(b)
      let t0 = tangent(a)
      let t3 = tangent(b)
      let handle = radius * 4 / 3 * tan((b - a) / 4)
      let dx = p3.x - p0.x
      let dy = p3.y - p0.y
      let x1 = Swift.min(Swift.max(handle * t0.x / dx, 0), 1)
      let y1 = handle * t0.y / dy
      let x2 = Swift.min(Swift.max(1 - handle * t3.x / dx, 0), 1)
      let y2 = 1 - handle * t3.y / dy
      return ArcPiece(x0: p0.x, y0: p0.y, x1: p3.x, y1: p3.y, easing: .cubic(x1, y1, x2, y2))
    }
  }

  var quarterArcs: [QuarterArc] {
    switch self {
    case .circularEaseIn:
      return [QuarterArc(radius: 1, point: { (sin($0), 1 - cos($0)) }, tangent: { (cos($0), sin($0)) })]
    case .circularEaseOut:
      return [QuarterArc(radius: 1, point: { (1 - cos($0), sin($0)) }, tangent: { (sin($0), cos($0)) })]
    case .circularEaseInOut:
      return [
        QuarterArc(
          radius: 0.5, point: { (0.5 * sin($0), 0.5 - 0.5 * cos($0)) }, tangent: { (cos($0), sin($0)) }),
        QuarterArc(
          radius: 0.5, point: { (1 - 0.5 * cos($0), 0.5 + 0.5 * sin($0)) }, tangent: { (sin($0), cos($0)) }),
      ]
    case .linear, .bezier:
      return []
    }
  }

  /// The largest |piece − curve| in output progress, at 256 points of the piece's input range.
  func maxError(_ piece: ArcPiece) -> Double {
    var worst = 0.0
    let count = 256
    for j in 1..<count {
      let u = Double(j) / Double(count)
      let x = piece.x0 + u * (piece.x1 - piece.x0)
      let approx = piece.y0 + piece.easing.value(at: u) * (piece.y1 - piece.y0)
      worst = Swift.max(worst, Swift.abs(approx - value(at: x)))
    }
    return worst
  }
}
