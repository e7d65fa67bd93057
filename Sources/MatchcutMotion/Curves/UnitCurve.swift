#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A curve mapping input progress in [0, 1] to output progress, as SwiftUI's `UnitCurve`
/// (swiftui-semantics §15.2, measured values in §16.1).
///
/// Input progress is clamped to [0, 1]. Bézier curves use `CubicBezier`'s solver; the circular
/// curves are quarter circles (`circularEaseIn` is 1 − √(1 − x²)).
public enum UnitCurve: Sendable, Hashable {
  case linear
  case bezier(CubicBezier)
  case circularEaseIn
  case circularEaseOut
  case circularEaseInOut

  /// `.easeInOut`: (0.42, 0) (0.58, 1) (§15.2).
  public static let easeInOut = UnitCurve.bezier(CubicBezier(0.42, 0, 0.58, 1))
  /// `.easeIn`: (0.42, 0) (1, 1) (§15.2).
  public static let easeIn = UnitCurve.bezier(CubicBezier(0.42, 0, 1, 1))
  /// `.easeOut`: (0, 0) (0.58, 1) (§15.2).
  public static let easeOut = UnitCurve.bezier(CubicBezier(0, 0, 0.58, 1))
  /// Core Animation's default curve: (0.25, 0.1) (0.25, 1) (§15.2).
  public static let coreAnimationDefault = UnitCurve.bezier(CubicBezier(0.25, 0.1, 0.25, 1))

  /// A Bézier curve through the given control points (`.timingCurve`).
  public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    .bezier(CubicBezier(x1, y1, x2, y2))
  }

  /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`: the x components are clamped to
  /// [0, 1] when the curve is evaluated, the y components kept (AppleDoc
  /// `unitcurve/bezier(startcontrolpoint:endcontrolpoint:)`; `CubicBezier`).
  public static func bezier(
    startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double)
  ) -> UnitCurve {
    .bezier(CubicBezier(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y))
  }

  /// The curve as Swift source writes it: `.circularEaseIn`, `.easeInOut`,
  /// `.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.0), endControlPoint: …)`.
  public var sourceName: String {
    switch self {
    case .linear: return ".linear"
    case .circularEaseIn: return ".circularEaseIn"
    case .circularEaseOut: return ".circularEaseOut"
    case .circularEaseInOut: return ".circularEaseInOut"
    case .bezier(let curve):
      if self == .easeIn { return ".easeIn" }
      if self == .easeOut { return ".easeOut" }
      if self == .easeInOut { return ".easeInOut" }
      return ".bezier(startControlPoint: UnitPoint(x: \(curve.x1), y: \(curve.y1)), "
        + "endControlPoint: UnitPoint(x: \(curve.x2), y: \(curve.y2)))"
    }
  }

  /// The JSON name of the timeline's `unitCurve` model: `circularEaseIn`, … (only the circular
  /// curves and `linear` have one; Béziers are written as control points).
  public var name: String { String(sourceName.dropFirst().prefix { $0 != "(" }) }

  /// The output progress at the given input progress (clamped to [0, 1]).
  public func value(at progress: Double) -> Double {
    let x = Swift.min(Swift.max(progress, 0), 1)
    switch self {
    case .linear: return x
    case .bezier(let curve): return curve.value(at: x)
    // The radicands are ≥ 0 on [0, 1]; `max(0, …)` keeps rounding just below 0 from making NaN.
    case .circularEaseIn: return 1 - sqrt(Swift.max(0, 1 - x * x))
    case .circularEaseOut: return sqrt(Swift.max(0, 1 - (1 - x) * (1 - x)))
    case .circularEaseInOut:
      if x < 0.5 { return (1 - sqrt(Swift.max(0, 1 - 4 * x * x))) * 0.5 }
      return (sqrt(Swift.max(0, (8 - 4 * x) * x - 3)) + 1) * 0.5
    }
  }

  /// The derivative of the output with respect to the input progress (clamped to [0, 1]);
  /// infinite where the circular curves turn vertical (§16.1).
  public func velocity(at progress: Double) -> Double {
    let x = Swift.min(Swift.max(progress, 0), 1)
    switch self {
    case .linear: return 1
    case .bezier(let curve): return curve.velocity(at: x)
    case .circularEaseIn: return x / sqrt(Swift.max(0, 1 - x * x))
    case .circularEaseOut: return (1 - x) / sqrt(Swift.max(0, (2 - x) * x))
    case .circularEaseInOut:
      if x < 0.5 { return 2 * x / sqrt(Swift.max(0, 1 - 4 * x * x)) }
      return (2 - 2 * x) / sqrt(Swift.max(0, (8 - 4 * x) * x - 3))
    }
  }
}
