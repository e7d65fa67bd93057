/// The animations a view's transition carries (`AnyTransition.animation(_:)`), per phase. An
/// attached animation replaces the transaction's for the transition's effect, so a view inserted
/// or removed by a change made without animation still plays its transition
/// (swiftui-semantics §13).
public struct TransitionAnimations: Sendable, Hashable {
  /// The insertion's: nil when none is attached, `.some(nil)` for `.animation(nil)`.
  public var insertion: Animation??
  /// The removal's, read as ``insertion``.
  public var removal: Animation??

  public init(insertion: Animation??, removal: Animation??) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The animation attached to the insertion (`inserting`) or the removal.
  public func attached(inserting: Bool) -> Animation?? { inserting ? insertion : removal }
}
