import MatchcutMotion
import Testing

/// swiftui-semantics §16.2 spring conversions (Apple's examples and the derived table).
struct SpringConversionTests {
  /// §16.2 (AppleDoc `Spring`): `Spring(duration: 0.5, bounce: 0.3)` → (1.0, 157.9, 17.6).
  @Test func durationBounceToPhysical() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) <= 0.05)
    #expect(abs(spring.damping - 17.6) <= 0.05)
  }

  /// §16.2 (AppleDoc `Spring`): `Spring(mass: 1, stiffness: 100, damping: 10)` → (0.63, 0.5).
  @Test func physicalToDurationBounce() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.duration - 0.63) <= 0.005)
    #expect(abs(spring.bounce - 0.5) <= 0.001)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var spring: Spring
    var stiffness: Double
    var damping: Double
    var zeta: Double
    var settling: Double?
    var testDescription: String { name }
  }

  /// §16.2 derived table (§15.4 formulas, m = 1); stiffness/damping within 0.1 %, ζ within
  /// 0.01, settling duration within 0.01 s (the 0.1-s grid value exactly).
  static let rows: [Row] = [
    Row(
      name: "smooth", spring: Spring(duration: 0.5, bounce: 0), stiffness: 157.91, damping: 25.133, zeta: 1,
      settling: 0.80),
    Row(
      name: "snappy", spring: Spring(duration: 0.5, bounce: 0.15), stiffness: 157.91, damping: 21.363,
      zeta: 0.85, settling: 0.877),
    Row(
      name: "bouncy", spring: Spring(duration: 0.5, bounce: 0.3), stiffness: 157.91, damping: 17.593,
      zeta: 0.70, settling: 1.045),
    Row(
      name: "interactiveSpring(duration .15)", spring: Spring(duration: 0.15, bounce: 0.15),
      stiffness: 1754.6,
      damping: 71.21, zeta: 0.85, settling: 0.295),
    Row(
      name: "spring(response .5, df .825)", spring: Spring(response: 0.5, dampingRatio: 0.825),
      stiffness: 157.914,
      damping: 20.735, zeta: 0.825, settling: nil),
    Row(
      name: "default iOS 17", spring: Spring(response: 0.55, dampingRatio: 1), stiffness: 130.507,
      damping: 22.848,
      zeta: 1, settling: nil),
  ]

  @Test(arguments: rows)
  func derivedTable(row: Row) {
    #expect(abs(row.spring.stiffness / row.stiffness - 1) <= 0.001, "stiffness \(row.spring.stiffness)")
    #expect(abs(row.spring.damping / row.damping - 1) <= 0.001, "damping \(row.spring.damping)")
    #expect(abs(row.spring.dampingRatio - row.zeta) <= 0.01)
    if let settling = row.settling {
      #expect(abs(row.spring.settlingDuration - settling) <= 0.01, "settling \(row.spring.settlingDuration)")
    }
  }

  /// §15.4: the fluid presets map to the same physical parameters as the table rows.
  @Test func presetsResolveToTheTableParameters() {
    guard case .fluidSpring(let snappy) = Animation.snappy.base.model else {
      Issue.record("snappy is a persistent spring")
      return
    }
    #expect(abs(snappy.stiffness - 157.91) <= 0.01)
    #expect(abs(snappy.damping - 21.363) <= 0.001)
    guard case .fluidSpring(let interactive) = Animation.interactiveSpring.base.model else {
      Issue.record("interactiveSpring is a persistent spring")
      return
    }
    #expect(abs(interactive.dampingFraction - 0.85) <= 1e-12)
    #expect(abs(interactive.stiffness - 1754.6) <= 0.1)
  }

  /// §15.4 mappings round-trip: duration/bounce → physical → duration/bounce, including
  /// over-damped bounces (ζ = 1/(1 + bounce)).
  @Test(arguments: [(0.5, 0.3), (0.8, 0.0), (0.3, -0.4), (1.2, 0.9)])
  func durationBounceRoundTrip(duration: Double, bounce: Double) {
    let spring = Spring(duration: duration, bounce: bounce)
    let back = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
    #expect(abs(back.duration - duration) <= 1e-9)
    #expect(abs(back.bounce - bounce) <= 1e-9)
    #expect(abs(spring.duration - duration) <= 1e-9)
  }

  /// §15.5: the persistent spring caps stiffness at 45 000 (response ≈ 0.0296 s).
  @Test func stiffnessCap() {
    #expect(FluidSpring(response: 0.01, dampingFraction: 1).stiffness == 45_000)
    #expect(FluidSpring(response: 0, dampingFraction: 1).stiffness == 45_000)
    #expect(FluidSpring(response: 0.03, dampingFraction: 1).stiffness < 45_000)
  }
}
