/// Decides whether one keyframe segment can follow a function within a tolerance, and with
/// which easing. The segment model is shared by the greedy fitter and by tests' optimal
/// segmentation.
///
/// A segment [t0, t1] always interpolates the function's values at its ends. It is tried as
/// linear first, then as a cubic Bézier easing on normalized time and value: for a small grid
/// of control-point x values it tries (a) the control points whose tangents match the
/// function's slopes at both ends (so consecutive segments join without a velocity kink) and
/// (b) the y values that fit the samples best in the least-squares sense. A candidate passes
/// when its error at dense samples (one per millisecond, at least 32) stays within 90 % of the
/// tolerance.
public struct SegmentFitter {
  /// Maximum allowed |segment − function|, in the function's units.
  public var tolerance: Double
  public let function: (Double) -> Double
  public let slope: (Double) -> Double
  /// Samples per second used to check a segment.
  public var sampleRate: Double = 1000
  /// The fraction of the tolerance a candidate may use at the samples, leaving headroom for
  /// the error between samples.
  public var margin: Double = 0.9

  /// Control-point x values tried (x1 = a, x2 = 1 − a'), the Hermite-like 1/3 first.
  static let grid: [Double] = [1.0 / 3.0, 0.1, 0.2, 0.45, 0.6, 0.75, 0.9]

  public init(tolerance: Double, function: @escaping (Double) -> Double, slope: @escaping (Double) -> Double)
  {
    self.tolerance = tolerance
    self.function = function
    self.slope = slope
  }

  /// The easing of a segment from `t0` to `t1` that stays within tolerance, or nil.
  public func fit(from t0: Double, to t1: Double) -> KeyframeEasing? {
    let length = t1 - t0
    guard length > 0 else { return .linear }
    let v0 = function(t0)
    let v1 = function(t1)
    let dv = v1 - v0
    let count = Swift.min(Swift.max(Int((length * sampleRate).rounded(.up)), 32), 2000)
    let tolerance = self.tolerance * margin
    var us: [Double] = []
    var values: [Double] = []
    us.reserveCapacity(count - 1)
    values.reserveCapacity(count - 1)
    var linearOK = true
    for j in 1..<count {
      let u = Double(j) / Double(count)
      let f = function(t0 + u * length)
      us.append(u)
      values.append(f)
      if linearOK && Swift.abs(v0 + dv * u - f) > tolerance { linearOK = false }
    }
    if linearOK { return .linear }
    guard Swift.abs(dv) > 1e-12 else { return nil }
    // Normalized problem: w(u) in value fractions of the segment.
    let limit = tolerance / Swift.abs(dv)
    let targets = values.map { ($0 - v0) / dv }
    let inset = length * 1e-6
    let startSlope = slope(t0 + inset) * length / dv
    let endSlope = slope(t1 - inset) * length / dv
    var fallback: KeyframeEasing?
    // Candidates are screened on every `stride`-th sample first; only survivors are solved and
    // checked at every sample.
    let stride = Swift.max(1, us.count / 48)
    let coarse = Array(Swift.stride(from: 0, to: us.count, by: stride))
    let coarseTargets = coarse.map { targets[$0] }
    var coarseParams = [Double](repeating: 0, count: coarse.count)
    var params = [Double](repeating: 0, count: us.count)
    for a in Self.grid {
      for b in Self.grid {
        let curve = CubicBezier(a, 0, 1 - b, 1)
        var s = 0.0
        for (k, j) in coarse.enumerated() {
          s = Self.solve(curve, x: us[j], from: k == 0 ? us[j] : s)
          coarseParams[k] = s
        }
        // (a) Tangent-matched control points.
        let y1 = startSlope * a
        let y2 = 1 - endSlope * b
        let tangentCandidate =
          y1.isFinite && y2.isFinite
          && Self.maxError(coarseParams, coarseTargets, y1, y2, limit: limit) <= limit
        // (b) Least-squares control points.
        var squaresCandidate = false
        if fallback == nil, let (ly1, ly2) = Self.leastSquares(coarseParams, coarseTargets) {
          squaresCandidate = Self.maxError(coarseParams, coarseTargets, ly1, ly2, limit: limit) <= limit
        }
        guard tangentCandidate || squaresCandidate else { continue }
        s = 0
        for j in us.indices {
          s = Self.solve(curve, x: us[j], from: j == 0 ? us[j] : s)
          params[j] = s
        }
        if tangentCandidate && Self.maxError(params, targets, y1, y2, limit: limit) <= limit {
          return .cubic(a, y1, 1 - b, y2)
        }
        if squaresCandidate, let (ly1, ly2) = Self.leastSquares(params, targets),
          Self.maxError(params, targets, ly1, ly2, limit: limit) <= limit
        {
          fallback = .cubic(a, ly1, 1 - b, ly2)
        }
      }
    }
    return fallback
  }

  /// Newton's method for x(s) = x on a curve whose x control values lie in [0, 1], warm-started.
  static func solve(_ curve: CubicBezier, x: Double, from start: Double) -> Double {
    var s = start
    for _ in 0..<8 {
      let error = curve.sampleX(s) - x
      if Swift.abs(error) < 1e-9 { return s }
      let d = curve.sampleDX(s)
      if Swift.abs(d) < 1e-9 { break }
      let next = s - error / d
      if !(next >= 0 && next <= 1) { break }
      s = next
    }
    return curve.parameter(forX: x)
  }

  /// Bernstein form with end values 0 and 1: y(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³.
  static func maxError(_ params: [Double], _ targets: [Double], _ y1: Double, _ y2: Double, limit: Double)
    -> Double
  {
    var worst = 0.0
    for j in params.indices {
      let s = params[j]
      let r = 1 - s
      let y = 3 * r * r * s * y1 + 3 * r * s * s * y2 + s * s * s
      let error = Swift.abs(y - targets[j])
      if !(error <= worst) {
        worst = error.isNaN ? .infinity : error
        if worst > limit { return worst }
      }
    }
    return worst
  }

  static func leastSquares(_ params: [Double], _ targets: [Double]) -> (Double, Double)? {
    var a11 = 0.0
    var a12 = 0.0
    var a22 = 0.0
    var r1 = 0.0
    var r2 = 0.0
    for j in params.indices {
      let s = params[j]
      let r = 1 - s
      let b1 = 3 * r * r * s
      let b2 = 3 * r * s * s
      let rest = targets[j] - s * s * s
      a11 += b1 * b1
      a12 += b1 * b2
      a22 += b2 * b2
      r1 += b1 * rest
      r2 += b2 * rest
    }
    let det = a11 * a22 - a12 * a12
    guard Swift.abs(det) > 1e-15 else { return nil }
    return ((r1 * a22 - r2 * a12) / det, (a11 * r2 - a12 * r1) / det)
  }
}
