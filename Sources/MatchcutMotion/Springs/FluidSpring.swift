/// SwiftUI's persistent spring (`FluidSpringAnimation`): `spring`, `interactiveSpring`,
/// `smooth`, `snappy`, `bouncy` and iOS 17's `.default` (swiftui-semantics §15.4, §15.5).
///
/// It is integrated numerically at 1/300 s rather than evaluated in closed form; see
/// `FluidSpringTrajectory`. Stiffness is `(2π / response)²` capped at 45 000, damping
/// `2·√k·dampingFraction`.
public struct FluidSpring: Sendable, Hashable {
  public var response: Double
  public var dampingFraction: Double
  /// Only matters when one spring interrupts another (§15.4); kept for the timeline.
  public var blendDuration: Double

  /// The integrator's stiffness cap (§15.5): responses below ≈0.0296 s act like 0.0296 s.
  public static let maximumStiffness = 45_000.0

  public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// `min((2π / response)², 45000)` (§15.5).
  public var stiffness: Double {
    Swift.min(SpringParameters.stiffness(response: response), Self.maximumStiffness)
  }

  /// `2·√k·dampingFraction` with the capped stiffness (§15.4, §15.5).
  public var damping: Double {
    SpringParameters.damping(fraction: dampingFraction, stiffness: stiffness)
  }

  /// The closed-form spring with the same physical parameters (mass 1), for comparison and for
  /// emitting the parametric curve.
  public var analytic: Spring {
    Spring(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// The integrated trajectory for a unit change, computed once per parameter set and cached.
  public var trajectory: FluidSpringTrajectory { FluidSpringTrajectory.cached(for: self) }
}
