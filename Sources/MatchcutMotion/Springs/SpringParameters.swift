/// SwiftUI's mappings between spring parameter sets (swiftui-semantics §15.4, mass 1).
public enum SpringParameters {
  /// `k = (2π / response)²`; an infinitely stiff spring for `response ≤ 0` (§15.4).
  public static func stiffness(response: Double) -> Double {
    guard response > 0 else { return .infinity }
    let frequency = 2 * Double.pi / response
    return frequency * frequency
  }

  /// `c = 2·√k·dampingFraction` (§15.4).
  public static func damping(fraction: Double, stiffness: Double) -> Double {
    2 * stiffness.squareRoot() * fraction
  }

  /// `dampingFraction = bounce < 0 ? 1 / (1 + bounce) : 1 − bounce` (§15.4).
  public static func dampingFraction(bounce: Double) -> Double {
    bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  }

  /// The inverse of `dampingFraction(bounce:)`.
  public static func bounce(dampingFraction: Double) -> Double {
    dampingFraction > 1 ? 1 / dampingFraction - 1 : 1 - dampingFraction
  }
}
