/// When a `withAnimation` completion runs (swiftui-semantics §23.9).
extension Animation {
  /// Seconds from the start until the animation is *logically* complete, when a completion with
  /// the default criteria (`.logicallyComplete`) runs; nil when it never completes
  /// (`repeatForever`, a speed that is not positive).
  ///
  /// A timing curve completes when it ends. A persistent spring completes once its response
  /// has passed (OpenSwiftUI `FluidSpringAnimation`: `time − start ≥ response`), an
  /// interpolating spring after 2π/√stiffness (`SpringAnimation`), both while their tail still
  /// moves. The modifiers move the moment as they move the animation: a delay adds to it, a
  /// speed divides it, `repeatCount(n)` waits for the last repetition.
  public var logicalCompletion: Double? {
    var time: Double? = base.model.logicalCompletion
    for modifier in modifiers {
      // An animation repeated forever never completes, even one that takes no time.
      if case .repeatForever = modifier {
        time = nil
      } else {
        time = modifier.duration(around: time)
      }
    }
    return time.flatMap { $0.isFinite ? $0 : nil }
  }
}

extension Animation.Model {
  /// The base's logical completion (`Animation.logicalCompletion`).
  var logicalCompletion: Double {
    switch self {
    case .curve(_, let duration), .unitCurve(_, let duration): duration
    case .fluidSpring(let spring): spring.response
    case .interpolatingSpring(let spring, _):
      spring.stiffness.isFinite && spring.stiffness > 0 ? 2 * Double.pi / spring.stiffness.squareRoot() : 0
    }
  }
}
