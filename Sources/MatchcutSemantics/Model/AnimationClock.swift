import MatchcutViews

/// Answers when an animation is logically complete, for the `withAnimation` completions an
/// action schedules (docs/states.md "Animation completions").
///
/// The timing of animations is the motion stage's: Semantics runs before it and must not depend
/// on it, so the facade supplies this function (lowering's `AnimationClock.motion`), as it
/// supplies `GeometryOracle`. Without one, a completion runs as work scheduled with no delay.
public struct AnimationClock: Sendable, Hashable {
  /// Seconds from the start of `animation` to its logical completion; nil when it never
  /// completes (`repeatForever`).
  public let logicalCompletion: @Sendable (_ animation: AnimationDescription) -> Double?

  public init(_ logicalCompletion: @escaping @Sendable (_ animation: AnimationDescription) -> Double?) {
    self.logicalCompletion = logicalCompletion
  }

  /// Every clock answers with the motion stage's rules, so any two are interchangeable.
  public static func == (lhs: AnimationClock, rhs: AnimationClock) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
