/// The constructors of LANGUAGE §6 with SwiftUI's defaults (swiftui-semantics §15.2–§15.4).
extension Animation {
  /// iOS 17 `.default`: spring response 0.55, dampingFraction 1.0 (§15.3, following Apple).
  public static let `default` = Animation(base: .default)

  public static let linear = Animation(base: .linear(duration: nil))
  public static let easeIn = Animation(base: .easeIn(duration: nil))
  public static let easeOut = Animation(base: .easeOut(duration: nil))
  public static let easeInOut = Animation(base: .easeInOut(duration: nil))

  public static func linear(duration: Double) -> Animation { Animation(base: .linear(duration: duration)) }
  public static func easeIn(duration: Double) -> Animation { Animation(base: .easeIn(duration: duration)) }
  public static func easeOut(duration: Double) -> Animation { Animation(base: .easeOut(duration: duration)) }
  public static func easeInOut(duration: Double) -> Animation {
    Animation(base: .easeInOut(duration: duration))
  }

  /// `.timingCurve(c0x, c0y, c1x, c1y, duration: 0.35)` (§15.2).
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(base: .timingCurve(c0x, c0y, c1x, c1y, duration: duration))
  }

  /// `.timingCurve(_ curve: UnitCurve, duration:)` (iOS 17; AppleDoc
  /// `animation/timingcurve(_:duration:)`): `curve` over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
    Animation(base: .unitCurve(curve, duration: duration))
  }

  /// `.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)` (§15.4). Disfavoured as
  /// in SwiftUI, so a bare `.spring()` picks the duration form (§15.4 [B]).
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      base: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// `.spring(duration: 0.5, bounce: 0, blendDuration: 0)` (§15.4); also `.spring()`.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(base: .springDuration(duration: duration, bounce: bounce, blendDuration: blendDuration))
  }

  /// The static `.spring`: response 0.5, dampingFraction 1.0 (§15.4 [B]).
  public static let spring = Animation(base: .springDuration(duration: 0.5, bounce: 0, blendDuration: 0))

  /// `.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)` (§15.4).
  /// Disfavoured as in SwiftUI, so a bare `.interactiveSpring()` picks the duration form.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      base: .interactiveSpring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// `.interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)` =
  /// `spring(duration:, bounce: 0.15 + extraBounce)` (§15.4).
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      base: .interactiveSpringDuration(
        duration: duration, extraBounce: extraBounce, blendDuration: blendDuration))
  }

  /// The static `.interactiveSpring`: the duration form, dampingFraction 0.85 (§15.4 [B]).
  public static let interactiveSpring = Animation(
    base: .interactiveSpringDuration(duration: 0.15, extraBounce: 0, blendDuration: 0.25))

  /// `.interpolatingSpring(mass: 1, stiffness:, damping:, initialVelocity: 0)` (§15.4).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      base: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// `.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)` (§15.4).
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      base: .interpolatingSpringDuration(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
    )
  }

  /// The static `.interpolatingSpring` (duration 0.5, bounce 0).
  public static let interpolatingSpring = interpolatingSpring()

  /// `.smooth(duration: 0.5, extraBounce: 0)`: bounce 0 (§15.4).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(base: .smooth(duration: duration, extraBounce: extraBounce))
  }
  /// `.snappy(duration: 0.5, extraBounce: 0)`: bounce 0.15 (§15.4).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(base: .snappy(duration: duration, extraBounce: extraBounce))
  }
  /// `.bouncy(duration: 0.5, extraBounce: 0)`: bounce 0.3 (§15.4).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(base: .bouncy(duration: duration, extraBounce: extraBounce))
  }
  public static let smooth = smooth()
  public static let snappy = snappy()
  public static let bouncy = bouncy()

  /// Holds the value at `from` for `seconds`, then runs (§15.6).
  public func delay(_ seconds: Double) -> Animation { adding(.delay(seconds)) }
  /// Runs `factor` times faster (§15.6).
  public func speed(_ factor: Double) -> Animation { adding(.speed(factor)) }
  /// Plays `count` one-way passes, odd passes reversed when `autoreverses` (§15.6).
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    adding(.repeatCount(count, autoreverses: autoreverses))
  }
  /// Repeats for ever (§15.6).
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    adding(.repeatForever(autoreverses: autoreverses))
  }

  private func adding(_ modifier: Modifier) -> Animation {
    Animation(base: base, modifiers: modifiers + [modifier])
  }
}
