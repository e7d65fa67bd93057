import MatchcutViews

/// What a transition does to a view in its non-identity phase: a multiplier on opacity, a
/// scale about an anchor, then a translation (applied outside the scale).
public struct TransitionPhaseEffect: Sendable, Hashable {
  public var opacity: Double = 1
  public var scale: Double = 1
  public var anchor: UnitPoint = .center
  public var dx: Double = 0
  public var dy: Double = 0

  public init() {}

  /// The non-identity phase of `effect` for a view of size `size`, inserting or removing.
  public init(_ effect: TransitionDescription, size: (width: Double, height: Double), inserting: Bool) {
    self.init()
    apply(inserting ? effect.insertion : effect.removal, size: size, inserting: inserting)
  }

  private mutating func apply(
    _ effect: TransitionDescription, size: (width: Double, height: Double), inserting: Bool
  ) {
    switch effect {
    case .identity, .asymmetric:
      break
    case .zoom:
      // Placed by `TransitionBuilder`, which knows the source's frame; alone, it fades.
      opacity = 0
    case .opacity:
      opacity = 0
    case .scale(let factor, let anchor):
      // A later transition applies outside the earlier ones (OpenSwiftUI `CombiningTransition`:
      // `second.apply(first.apply(content))`), so an offset already applied is scaled with the
      // view, while an offset applied after this scale is not.
      scale *= factor
      dx *= factor
      dy *= factor
      self.anchor = anchor
    case .move(let edge):
      translate(toward: edge, size: size)
    case .slide:
      translate(toward: inserting ? .leading : .trailing, size: size)
    case .offset(let x, let y):
      dx += x
      dy += y
    case .push(let edge):
      // Inserted views come in from `edge`; removed views leave toward the opposite edge.
      translate(toward: inserting ? edge : edge.opposite, size: size)
      opacity = 0
    case .combined(let effects):
      for effect in effects { apply(effect, size: size, inserting: inserting) }
    case .animated(let effect, _):
      // The attached animation is the motion's timing (`TransitionAnimations`), not an effect.
      apply(effect, size: size, inserting: inserting)
    }
  }

  private mutating func translate(toward edge: Edge, size: (width: Double, height: Double)) {
    switch edge {
    case .top: dy -= size.height
    case .bottom: dy += size.height
    case .leading: dx -= size.width
    case .trailing: dx += size.width
    }
  }
}
