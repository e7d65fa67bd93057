#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped harmonic spring evaluated in closed form, as SwiftUI's `Spring`
/// (swiftui-semantics §15.4 mappings, §15.5 analytic model and settling duration).
///
/// The spring is stored as SwiftUI stores it: a decay constant (ζ·ω₀) and an angular
/// frequency (the damped frequency ω_d, negative for over-damped springs, 0 for critical damping).
/// Values are fractions of the animated change: the spring moves from 0 towards the target 1.
public struct Spring: Sendable, Hashable {
  /// ζ·ω₀, in 1/s.
  public let decayConstant: Double
  /// √|1 − ζ²|·ω₀, negative when over-damped, 0 when critically damped.
  public let angularFrequency: Double
  public let mass: Double

  /// `Spring(duration:bounce:)` (§15.4): ζ from the bounce, `decay = ζ·2π/duration`,
  /// `ω = √|1 − ζ²|·2π/duration` (negative when over-damped).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let zeta = bounce <= -1 ? Double.infinity : Swift.max(0, SpringParameters.dampingFraction(bounce: bounce))
    let base = 2 * Double.pi / duration
    if zeta.isInfinite {
      decayConstant = .infinity
      angularFrequency = -.infinity
    } else {
      decayConstant = zeta * base
      let omega = (Swift.abs(1 - zeta * zeta)).squareRoot() * base
      angularFrequency = zeta > 1 ? -omega : omega
    }
    mass = 1
  }

  /// `Spring(response:dampingRatio:)`: the same mapping with `response` as the duration (§15.4).
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: SpringParameters.bounce(dampingFraction: dampingRatio))
  }

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`: over-damped parameters are treated as
  /// critically damped unless `allowOverDamping` (SwiftUI's default, §15.4).
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let natural = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay > natural && !allowOverDamping {
      angularFrequency = 0
      decayConstant = natural
    } else {
      let oscillation = (Swift.abs(stiffness / mass - decay * decay)).squareRoot()
      angularFrequency = decay > natural ? -oscillation : oscillation
      decayConstant = decay
    }
    self.mass = mass
  }

  /// `k = m·(decay² + ω·|ω|)` (equal to m·ω₀² for every damping regime).
  public var stiffness: Double {
    mass * (decayConstant * decayConstant + angularFrequency * Swift.abs(angularFrequency))
  }

  /// `c = 2·m·decay` (§15.4).
  public var damping: Double { 2 * mass * decayConstant }

  /// ζ = decay / ω₀.
  public var dampingRatio: Double {
    decayConstant / (stiffness / mass).squareRoot()
  }

  /// The perceptual duration `2π / √(decay² + ω·|ω|)` (§15.4).
  public var duration: Double {
    2 * Double.pi
      / (decayConstant * decayConstant + angularFrequency * Swift.abs(angularFrequency)).squareRoot()
  }

  /// The bounce: `1 − ζ` when under-damped, `1/ζ − 1` when over-damped (§15.4, §16.2).
  public var bounce: Double { SpringParameters.bounce(dampingFraction: dampingRatio) }

  /// The response / perceptual duration as an `Animation.spring(response:…)` would give it.
  public var response: Double { duration }

  /// The fraction reached at `time` for target 1 and the given initial velocity (fractions/s)
  /// (§15.5 analytic model: under-, critically and over-damped closed forms).
  public func value(at time: Double, initialVelocity v0: Double = 0) -> Double {
    let decay = decayConstant
    let omega = angularFrequency
    if omega > 0 {
      let displacement = (decay - v0) * sin(omega * time) / omega + cos(omega * time)
      return 1 - displacement * exp(-decay * time)
    } else if omega < 0 {
      let slow = -omega - decay
      let fast = omega - decay
      let e1 = exp(slow * time)
      let e2 = exp(fast * time)
      let scale = ((decay - omega) * e1 + slow * e2) / (2 * omega) + 1
      let velocityFactor = (e1 - e2) / (2 * omega)
      return scale - v0 * velocityFactor
    } else {
      let displacement = 1 + (decay - v0) * time
      return 1 - displacement * exp(-decay * time)
    }
  }

  /// The velocity (fractions/s) at `time` for target 1 and the given initial velocity (§15.5).
  public func velocity(at time: Double, initialVelocity v0: Double = 0) -> Double {
    let decay = decayConstant
    let omega = angularFrequency
    if omega > 0 {
      let damping = exp(-decay * time)
      let s = sin(omega * time)
      let c = cos(omega * time)
      let target = (omega * s + decay * c) * damping
      let factor = (decay * s - omega * c) * damping / omega
      return (decay - v0) * factor + target
    } else if omega < 0 {
      let slow = -omega - decay
      let fast = omega - decay
      let t1 = slow * exp(slow * time)
      let t2 = fast * exp(fast * time)
      let scale = ((decay - omega) * t1 + slow * t2) / (2 * omega)
      let velocityFactor = (t1 - t2) / (2 * omega)
      return scale - v0 * velocityFactor
    } else {
      let damping = exp(-decay * time)
      return (decay - v0) * (decay * time - 1) * damping + decay * damping
    }
  }

  /// `settlingDuration(epsilon: 0.001)` for target 1 and initial velocity 0 (§15.5).
  public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

  /// Time until the spring stays within `epsilon` of the target 1 (§15.5, `settlingDuration`):
  /// under-damped `−ln(ε / (|decay − v0| + 1)) / decay`; otherwise a 0.1 s grid search for the
  /// first time after which |x − 1| stays below ε for more than 1 s (at most 1024 steps).
  public func settlingDuration(epsilon: Double, initialVelocity v0: Double = 0) -> Double {
    if decayConstant == 0 { return .infinity }
    if angularFrequency > 0 {
      let magnitude = Swift.abs(decayConstant - v0) + 1
      return Swift.max(0, -log(epsilon / magnitude) / decayConstant)
    }
    var bestTime = -1.0
    var bestDistance = Double.infinity
    var time = 0.0
    for _ in 0..<1024 {
      let distance = Swift.abs(value(at: time, initialVelocity: v0) - 1)
      if !distance.isFinite { break }
      if bestDistance >= epsilon {
        if distance < bestDistance {
          bestTime = time
          bestDistance = distance
        }
      } else if distance >= epsilon {
        bestDistance = .infinity
      } else if time - bestTime > 1 {
        return bestTime
      }
      time += 0.1
    }
    return 0
  }
}
