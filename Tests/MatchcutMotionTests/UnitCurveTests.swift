import MatchcutMotion
import Testing

/// swiftui-semantics §16.1: UnitCurve values measured on real SwiftUI (OpenSwiftUI compatibility
/// tests), tolerance ±0.01 (±0.001 for the circular curves).
struct UnitCurveTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var curve: UnitCurve
    var values: [Double]  // at 0.25, 0.5, 0.75
    var velocities: [Double]  // at 0, 0.25, 0.5, 0.75, 1
    var tolerance: Double
    var testDescription: String { name }
  }

  /// Measured, §16.1 table.
  static let measured: [Row] = [
    Row(
      name: "linear", curve: .linear, values: [0.25, 0.5, 0.75], velocities: [1, 1, 1, 1, 1], tolerance: 0.01),
    Row(
      name: "easeIn", curve: .easeIn, values: [0.09, 0.32, 0.62], velocities: [0, 0.67, 1.07, 1.37, 0],
      tolerance: 0.01),
    Row(
      name: "easeOut", curve: .easeOut, values: [0.38, 0.68, 0.91], velocities: [1.0, 1.37, 1.07, 0.67, 0],
      tolerance: 0.01),
    Row(
      name: "easeInOut", curve: .easeInOut, values: [0.13, 0.5, 0.87], velocities: [0, 1.06, 1.72, 1.06, 0],
      tolerance: 0.01),
    Row(
      name: "circularEaseIn", curve: .circularEaseIn, values: [0.032, 0.134, 0.339],
      velocities: [0, 0.258, 0.577, 1.134, .infinity], tolerance: 0.001),
    Row(
      name: "circularEaseOut", curve: .circularEaseOut, values: [0.661, 0.866, 0.968],
      velocities: [.infinity, 1.134, 0.577, 0.258, 0], tolerance: 0.001),
    Row(
      name: "circularEaseInOut", curve: .circularEaseInOut, values: [0.067, 0.5, 0.933],
      velocities: [0, 0.577, .infinity, 0.577, 0], tolerance: 0.001),
  ]

  @Test(arguments: measured)
  func measuredValuesAndVelocities(row: Row) {
    for (x, expected) in zip([0.25, 0.5, 0.75], row.values) {
      #expect(abs(row.curve.value(at: x) - expected) <= row.tolerance, "value(\(x))")
    }
    for (x, expected) in zip([0.0, 0.25, 0.5, 0.75, 1.0], row.velocities) {
      let actual = row.curve.velocity(at: x)
      if expected.isInfinite {
        #expect(actual == .infinity, "velocity(\(x)) = \(actual)")
      } else {
        #expect(abs(actual - expected) <= row.tolerance, "velocity(\(x)) = \(actual)")
      }
    }
  }

  /// §16.1: easeInOut is exactly 0.5 at 0.5 (the rounding to 2⁻²⁰ of §15.2 makes it exact).
  @Test func easeInOutMidpointIsExact() {
    #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5)
  }

  /// §16.1 "Derived" table: exact evaluation of the control points, ±0.001.
  @Test(arguments: [
    (
      "easeInOut", UnitCurve.easeInOut,
      [0.0197, 0.0817, 0.1874, 0.3319, 0.5000, 0.6681, 0.8126, 0.9183, 0.9803]
    ),
    ("easeIn", UnitCurve.easeIn, [0.0170, 0.0623, 0.1296, 0.2149, 0.3154, 0.4291, 0.5548, 0.6916, 0.8394]),
    ("easeOut", UnitCurve.easeOut, [0.1606, 0.3084, 0.4452, 0.5709, 0.6846, 0.7851, 0.8704, 0.9377, 0.9830]),
  ])
  func derivedTable(name: String, curve: UnitCurve, expected: [Double]) {
    for (i, value) in expected.enumerated() {
      let x = Double(i + 1) / 10
      #expect(abs(curve.value(at: x) - value) <= 0.001, "\(name)(\(x))")
    }
  }

  /// §16.1: bezier (0.25, 0.1)(0.75, 0.9): v(0.5) = 0.5 ± 0.01, vel(0.5) = 1.20 ± 0.01.
  @Test func symmetricBezier() {
    let curve = UnitCurve.timingCurve(0.25, 0.1, 0.75, 0.9)
    #expect(abs(curve.value(at: 0.5) - 0.5) <= 0.01)
    #expect(abs(curve.velocity(at: 0.5) - 1.20) <= 0.01)
  }

  /// §16.1: bezier (−0.5, 2)(1.5, −1): v(0.5) = 0.5, vel(0.5) = −1.0 (x clamped to [0, 1], §15.2).
  @Test func overshootingBezier() {
    let curve = UnitCurve.timingCurve(-0.5, 2, 1.5, -1)
    #expect(abs(curve.value(at: 0.5) - 0.5) <= 0.01)
    #expect(abs(curve.velocity(at: 0.5) - -1.0) <= 0.01)
  }

  /// §16.1: `easeInOut.value(at:)` clamps its input: v(−0.5) = 0, v(1.5) = 1.
  @Test func clampsProgress() {
    #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
    #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
    #expect(UnitCurve.circularEaseIn.value(at: 2) == 1)
  }

  /// §15.2: results are rounded to a multiple of 2⁻²⁰.
  @Test func valuesLieOnTheSolverGrid() {
    let curve = CubicBezier(0.42, 0, 0.58, 1)
    for i in 0...20 {
      let scaled = curve.value(at: Double(i) / 20) * 1_048_576
      #expect(scaled == scaled.rounded())
    }
  }

  /// §15.2: the solver meets ε = 2⁻²⁰ in x for curves where Newton's method struggles (x
  /// control values at the ends make dx/ds vanish there; bisection takes over).
  @Test func solverMeetsEpsilon() {
    for curve in [CubicBezier(1, 0, 0, 1), CubicBezier(0, 0, 1, 1), CubicBezier(0.9, 0.1, 0.1, 0.9)] {
      for i in 0...100 {
        let x = Double(i) / 100
        let s = curve.parameter(forX: x)
        #expect(abs(curve.sampleX(s) - x) < CubicBezier.epsilon)
      }
    }
  }
}
