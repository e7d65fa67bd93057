import MatchcutViews

/// An insertion or removal transition (`AnyTransition`, swiftui-semantics §13), described by
/// what it does to the view in its non-identity phase.
public indirect enum TransitionEffect: Sendable, Hashable {
  case identity
  /// Opacity 0 in the non-identity phase (the default transition).
  case opacity
  /// Scale about a unit anchor; `.scale` is 1e-5, not 0 (§13).
  case scale(Double, anchor: UnitPoint)
  /// Translate by the view's own size toward the edge (§13).
  case move(Edge)
  /// Insertion from the leading edge, removal to the trailing edge (§13).
  case slide
  case offset(x: Double, y: Double)
  /// `.push(from:)`: move from the edge on insertion (to the opposite edge on removal) and fade.
  case push(Edge)
  case combined([TransitionEffect])
  case asymmetric(insertion: TransitionEffect, removal: TransitionEffect)

  /// SwiftUI's default transition (§13).
  public static let `default` = TransitionEffect.opacity

  /// The effect used when the view is inserted.
  public var insertion: TransitionEffect {
    if case .asymmetric(let insertion, _) = self { return insertion.insertion }
    return self
  }

  /// The effect used when the view is removed.
  public var removal: TransitionEffect {
    if case .asymmetric(_, let removal) = self { return removal.removal }
    return self
  }
}

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
  public init(_ effect: TransitionEffect, size: (width: Double, height: Double), inserting: Bool) {
    self.init()
    apply(inserting ? effect.insertion : effect.removal, size: size, inserting: inserting)
  }

  private mutating func apply(
    _ effect: TransitionEffect, size: (width: Double, height: Double), inserting: Bool
  ) {
    switch effect {
    case .identity, .asymmetric:
      break
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

extension Edge {
  /// The edge across the view.
  public var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
