import MatchcutMotion
import MatchcutSemantics
import MatchcutViews

extension AnimationClock {
  /// The clock the compiler uses: the animation as lowering hands it to the motion stage, and
  /// its `logicalCompletion` there (swiftui-semantics §23.9).
  public static let motion = AnimationClock { description in
    SemanticConversions.animation(description).logicalCompletion
  }
}
