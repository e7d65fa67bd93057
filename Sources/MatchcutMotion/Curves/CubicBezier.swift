/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, solved the way
/// SwiftUI solves it (swiftui-semantics §15.2).
///
/// `value(at:)` finds the curve parameter whose x equals the progress (Newton's method with a
/// bisection fallback, ε = 2⁻²⁰) and returns y there, rounded to a multiple of 2⁻²⁰.
/// The x coordinates of the control points are clamped to [0, 1] (x must stay monotonic); the
/// y coordinates are kept as given, so curves may overshoot.
public struct CubicBezier: Sendable, Hashable {
  /// The first control point, x clamped to [0, 1].
  public let x1: Double
  public let y1: Double
  /// The second control point, x clamped to [0, 1].
  public let x2: Double
  public let y2: Double

  // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double

  /// The solver's tolerance and the grid its results are rounded to (§15.2).
  public static let epsilon: Double = 1.0 / 1_048_576.0

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    let x1 = Swift.min(Swift.max(x1, 0), 1)
    let x2 = Swift.min(Swift.max(x2, 0), 1)
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The four control values in CSS `cubic-bezier()` order.
  public var controlPoints: (Double, Double, Double, Double) { (x1, y1, x2, y2) }

  /// True for the identity curve (0, 0) (1, 1).
  public var isLinear: Bool { x1 == y1 && x2 == y2 }

  /// y at the given progress, rounded to a multiple of 2⁻²⁰ (§15.2). Progress is clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    let s = parameter(forX: progress)
    return Self.round20(sampleY(s))
  }

  /// dy/dx at the given progress, rounded to a multiple of 2⁻²⁰; ±∞ where x stalls (§16.1).
  public func velocity(at progress: Double) -> Double {
    let s = parameter(forX: progress)
    let dx = sampleDX(s)
    let dy = sampleDY(s)
    if dx == dy { return 1 }
    if dx == 0 { return dy < 0 ? -.infinity : .infinity }
    return Self.round20(dy / dx)
  }

  /// The curve parameter s in [0, 1] with x(s) = progress, within ε (§15.2).
  public func parameter(forX progress: Double) -> Double {
    let x = Swift.min(Swift.max(progress, 0), 1)
    let epsilon = Self.epsilon
    // Newton's method from s = x.
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if Swift.abs(error) < epsilon { return s }
      let slope = sampleDX(s)
      if Swift.abs(slope) < 1e-6 { break }
      s -= error / slope
      if !(s >= 0 && s <= 1) { break }
    }
    // Bisection: x(s) is monotonic on [0, 1] because both x control values lie in [0, 1].
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = sampleX(s)
      if Swift.abs(value - x) < epsilon { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) * 0.5
    }
    return s
  }

  /// x(s) for a curve parameter s.
  public func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  /// y(s) for a curve parameter s (not rounded).
  public func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  /// dx/ds.
  public func sampleDX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  /// dy/ds.
  public func sampleDY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  static func round20(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return (value * 1_048_576.0).rounded() / 1_048_576.0
  }
}
