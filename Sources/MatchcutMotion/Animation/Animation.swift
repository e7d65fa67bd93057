/// An animation as written in Matchcut source (LANGUAGE §6): a base curve and the modifiers
/// applied to it, in call order (swiftui-semantics §15).
///
/// `Animation.easeIn.delay(1).speed(2)` is `base: .easeIn(duration: nil)`,
/// `modifiers: [.delay(1), .speed(2)]`; the last modifier is the outermost one and sees time
/// first (§15.6). Evaluate it for one change with `resolved(delta:)`.
public struct Animation: Sendable, Hashable {
  public var base: Base
  /// Modifiers in call order: `modifiers.last` is outermost.
  public var modifiers: [Modifier]

  public init(base: Base, modifiers: [Modifier] = []) {
    self.base = base
    self.modifiers = modifiers
  }

  /// The forms an animation's base can be written in (LANGUAGE §6). Each keeps the arguments
  /// as written (nil = the default duration 0.35 s) so `description` can print them back.
  public enum Base: Sendable, Hashable {
    /// `.default`: iOS 17's `spring(response: 0.55, dampingFraction: 1.0)` (§15.3).
    case `default`
    case linear(duration: Double?)
    case easeIn(duration: Double?)
    case easeOut(duration: Double?)
    case easeInOut(duration: Double?)
    case timingCurve(Double, Double, Double, Double, duration: Double?)
    /// `.timingCurve(_ curve: UnitCurve, duration:)` (iOS 17): the duration has no default.
    /// Boxed (`indirect`): a `UnitCurve` holds a whole `CubicBezier` (80 bytes), which would
    /// double the size of every `Animation` the motion pass copies.
    indirect case unitCurve(UnitCurve, duration: Double)
    /// `.spring(response:dampingFraction:blendDuration:)` and `.spring()`.
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// `.spring(duration:bounce:blendDuration:)` and the static `.spring`.
    case springDuration(duration: Double, bounce: Double, blendDuration: Double)
    case interactiveSpring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// `.interactiveSpring(duration:extraBounce:blendDuration:)` and the static `.interactiveSpring`.
    case interactiveSpringDuration(duration: Double, extraBounce: Double, blendDuration: Double)
    case smooth(duration: Double, extraBounce: Double)
    case snappy(duration: Double, extraBounce: Double)
    case bouncy(duration: Double, extraBounce: Double)
    case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    case interpolatingSpringDuration(duration: Double, bounce: Double, initialVelocity: Double)
  }

  /// The modifiers of §15.6.
  public enum Modifier: Sendable, Hashable {
    case delay(Double)
    case speed(Double)
    case repeatCount(Int, autoreverses: Bool)
    case repeatForever(autoreverses: Bool)
  }

  /// The model that actually produces values for a base (§15.2, §15.4, §15.5).
  public enum Model: Sendable, Hashable {
    /// A Bézier timing curve run over `duration` seconds.
    case curve(CubicBezier, duration: Double)
    /// A `UnitCurve` that is no Bézier (the circular curves) run over `duration` seconds
    /// (OpenSwiftUI `UnitCurveAnimation`: progress = curve(elapsed / duration), finished after
    /// `duration`). Players get it as fitted keyframes, like a spring.
    case unitCurve(UnitCurve, duration: Double)
    /// A persistent (numerically integrated) spring.
    case fluidSpring(FluidSpring)
    /// An interpolating spring in closed form; initial velocity in fractions of Δ per second.
    case interpolatingSpring(Spring, initialVelocity: Double)
  }

  /// Default duration of the curve animations (§15.2).
  public static let defaultCurveDuration = 0.35
}

extension Animation.Base {
  /// The model this base resolves to (§15.2–§15.4).
  public var model: Animation.Model {
    let curveDuration = Animation.defaultCurveDuration
    switch self {
    case .default:
      return .fluidSpring(FluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    case .linear(let d):
      return .curve(CubicBezier(0, 0, 1, 1), duration: d ?? curveDuration)
    case .easeIn(let d):
      return .curve(CubicBezier(0.42, 0, 1, 1), duration: d ?? curveDuration)
    case .easeOut(let d):
      return .curve(CubicBezier(0, 0, 0.58, 1), duration: d ?? curveDuration)
    case .easeInOut(let d):
      return .curve(CubicBezier(0.42, 0, 0.58, 1), duration: d ?? curveDuration)
    case .timingCurve(let x1, let y1, let x2, let y2, let d):
      return .curve(CubicBezier(x1, y1, x2, y2), duration: d ?? curveDuration)
    case .unitCurve(let curve, let d):
      switch curve {
      case .linear: return .curve(CubicBezier(0, 0, 1, 1), duration: d)
      case .bezier(let bezier): return .curve(bezier, duration: d)
      case .circularEaseIn, .circularEaseOut, .circularEaseInOut: return .unitCurve(curve, duration: d)
      }
    case .spring(let r, let f, let b), .interactiveSpring(let r, let f, let b):
      return .fluidSpring(FluidSpring(response: r, dampingFraction: f, blendDuration: b))
    case .springDuration(let d, let bounce, let b):
      return .fluidSpring(
        FluidSpring(
          response: d, dampingFraction: SpringParameters.dampingFraction(bounce: bounce), blendDuration: b))
    case .interactiveSpringDuration(let d, let extra, let b):
      return Animation.Base.springDuration(duration: d, bounce: 0.15 + extra, blendDuration: b).model
    case .smooth(let d, let extra):
      return Animation.Base.springDuration(duration: d, bounce: extra, blendDuration: 0).model
    case .snappy(let d, let extra):
      return Animation.Base.springDuration(duration: d, bounce: 0.15 + extra, blendDuration: 0).model
    case .bouncy(let d, let extra):
      return Animation.Base.springDuration(duration: d, bounce: 0.3 + extra, blendDuration: 0).model
    case .interpolatingSpring(let m, let k, let c, let v0):
      return .interpolatingSpring(Spring(mass: m, stiffness: k, damping: c), initialVelocity: v0)
    case .interpolatingSpringDuration(let d, let bounce, let v0):
      let k = SpringParameters.stiffness(response: d)
      let c = SpringParameters.damping(
        fraction: SpringParameters.dampingFraction(bounce: bounce), stiffness: k)
      return .interpolatingSpring(Spring(mass: 1, stiffness: k, damping: c), initialVelocity: v0)
    }
  }
}

extension Animation.Modifier {
  /// How long the animation this modifier wraps lasts, given the wrapped one's `inner` duration
  /// (nil: never ends): a delay adds to it, a speed divides it, `repeatCount(n)` repeats it n
  /// times; `repeatForever` never ends unless the wrapped animation takes no time (§15.6).
  func duration(around inner: Double?) -> Double? {
    switch self {
    case .delay(let d): inner.map { $0 + Swift.max(0, d) }
    case .speed(let s): s > 0 && s.isFinite ? inner.map { $0 / s } : nil
    case .repeatCount(let n, _): inner.map { Double(Swift.max(1, n)) * $0 }
    case .repeatForever: inner.map { $0 <= 0 ? 0 : nil } ?? nil
    }
  }
}
