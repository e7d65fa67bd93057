import Synchronization

/// The persistent spring's trajectory for a unit change (Δ = 1), integrated exactly as
/// SwiftUI's `FluidSpringAnimation` does (swiftui-semantics §15.5):
/// fixed step 1/300 s; each step `h = v + F/600`, `x += h/300`, `F = −c·h + k·(1 − x)`,
/// `v = h + F/600`; SwiftUI's clock adds 1/300 per step and a frame at time T shows the first
/// step whose accumulated clock is ≥ T.
///
/// The system is linear, so the trajectory for a change Δ is Δ times this one; only the
/// finishing test depends on Δ: a frame is final when `max(v², F²) ≤ 0.0036` in value units
/// (|v|, |F| ≤ 0.06/Δ here) and the remaining distance is ≤ 1 % of Δ.
///
/// `progress(at:)` interpolates the integrator's states at their nominal times i/300 with cubic
/// Hermite segments (value and velocity), so it is smooth and passes through every state SwiftUI
/// can show. `replayValue(at:)` reproduces SwiftUI's own step-and-hold sampling, including its
/// accumulated clock, which sometimes falls just short of a frame time and takes one extra step
/// (at t = 0.1 s SwiftUI shows step 31, not 30); the two differ by at most one step's motion.
/// SwiftUI's skip-ahead after a gap of more than 1 s between samples does not arise for
/// continuous playback and is not modelled.
public final class FluidSpringTrajectory: Sendable {
  /// Integrator step (§15.5).
  public static let step = 1.0 / 300.0
  /// Frames at which SwiftUI evaluates the finishing test (§16.3: "first 60-fps frame").
  public static let frameRate = 60.0
  /// The trajectory is integrated for at most this long; a spring still moving then is treated
  /// as never finishing.
  public static let horizon = 60.0

  public let spring: FluidSpring
  /// Position, velocity and force after each step (index 0 is the start, all zero).
  let positions: [Double]
  let velocities: [Double]
  let forces: [Double]
  /// SwiftUI's accumulated clock after each step (0, 1/300, 1/300 + 1/300, …).
  let clock: [Double]

  init(spring: FluidSpring) {
    self.spring = spring
    let k = spring.stiffness
    let c = spring.damping
    var x = 0.0
    var v = 0.0
    var force = 0.0
    var t = 0.0
    var positions = [0.0]
    var velocities = [0.0]
    var forces = [0.0]
    var clock = [0.0]
    let limit = Int(Self.horizon * 300)
    var quiet = 0
    for _ in 0..<limit {
      let half = force / 600 + v
      x += half / 300
      force = -c * half + k * (1 - x)
      v = force / 600 + half
      t += 1.0 / 300.0
      positions.append(x)
      velocities.append(v)
      forces.append(force)
      clock.append(t)
      // Stop once the motion is below anything a finishing test for Δ ≤ 10⁶ could need.
      if Swift.abs(v) < 1e-9 && Swift.abs(force) < 1e-9 && Swift.abs(1 - x) < 1e-9 {
        quiet += 1
        if quiet > 300 { break }
      } else {
        quiet = 0
      }
    }
    self.positions = positions
    self.velocities = velocities
    self.forces = forces
    self.clock = clock
  }

  /// Number of integrated states (steps + 1).
  public var count: Int { positions.count }

  /// The state after step `index` (position and velocity as fractions of Δ, force per s²).
  public func state(atStep index: Int) -> (position: Double, velocity: Double, force: Double) {
    let i = Swift.min(Swift.max(index, 0), positions.count - 1)
    return (positions[i], velocities[i], forces[i])
  }

  /// The index of the first step whose accumulated clock is ≥ `time`: the state SwiftUI shows
  /// at `time` when it samples the spring continuously (§15.5).
  public func replayStep(at time: Double) -> Int {
    guard time > 0 else { return 0 }
    // The accumulated clock differs from i/300 by far less than a step: start from the estimate.
    // Past the recorded steps (the spring came to rest early) the last step holds: the estimate
    // is clamped so no caller reads beyond it (an infinite Δ never meets the finishing test and
    // asked for steps past the end).
    let last = Swift.max(0, clock.count - 1)
    var i = Swift.min(last, Swift.max(0, Int((Swift.min(time, Self.horizon + 1) * 300).rounded(.down)) - 1))
    while i < last && clock[i] < time { i += 1 }
    return i
  }

  /// SwiftUI's displayed fraction at `time` for a continuously sampled spring (§16.3 "fluid").
  public func replayValue(at time: Double) -> Double { positions[replayStep(at: time)] }

  /// The smooth trajectory (fraction of Δ) at `time`, ignoring the finishing snap.
  public func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let u = time * 300
    let i = Int(u.rounded(.down))
    if i >= positions.count - 1 { return positions[positions.count - 1] }
    let s = u - Double(i)
    let h = Self.step
    let p0 = positions[i]
    let p1 = positions[i + 1]
    let m0 = velocities[i] * h
    let m1 = velocities[i + 1] * h
    let s2 = s * s
    let s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1
  }

  /// The derivative of `progress(at:)` (fractions of Δ per second).
  public func velocity(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let u = time * 300
    let i = Int(u.rounded(.down))
    if i >= positions.count - 1 { return velocities[velocities.count - 1] }
    let s = u - Double(i)
    let h = Self.step
    let p0 = positions[i]
    let p1 = positions[i + 1]
    let m0 = velocities[i] * h
    let m1 = velocities[i + 1] * h
    let s2 = s * s
    let d = (6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * m1
    return d / h
  }

  /// True when SwiftUI's finishing test holds for the state shown at `time` and a change of
  /// magnitude `delta` (§15.5): `max(v², F²) ≤ 0.0036` in value units and |Δ − x| ≤ 1 % of Δ.
  public func meetsFinishingTest(at time: Double, delta: Double) -> Bool {
    let magnitude = Swift.abs(delta)
    guard magnitude > 0 else { return true }
    let i = replayStep(at: time)
    let v = velocities[i] * magnitude
    let f = forces[i] * magnitude
    guard Swift.max(v * v, f * f) <= 0.0036 else { return false }
    return Swift.abs(1 - positions[i]) <= 0.01
  }

  /// The first 60 fps frame time at which the spring finishes for a change of magnitude `delta`
  /// (§15.5, §16.3), or nil if it is still moving after `horizon` seconds.
  public func finishTime(delta: Double) -> Double? {
    let frames = Int(Self.horizon * Self.frameRate)
    for frame in 0...frames {
      let time = Double(frame) / Self.frameRate
      if meetsFinishingTest(at: time, delta: delta) { return time }
      if replayStep(at: time) >= clock.count - 1 { return nil }
    }
    return nil
  }

  private static let cache = Mutex<[FluidSpring: FluidSpringTrajectory]>([:])

  /// The shared trajectory for `spring` (blend duration ignored: it does not affect one run).
  public static func cached(for spring: FluidSpring) -> FluidSpringTrajectory {
    var key = spring
    key.blendDuration = 0
    if let hit = cache.withLock({ $0[key] }) { return hit }
    let made = FluidSpringTrajectory(spring: key)
    return cache.withLock { table in
      if let hit = table[key] { return hit }
      if table.count > 256 { table.removeAll() }
      table[key] = made
      return made
    }
  }
}
