/// A view transition (LANGUAGE §5, swiftui-semantics §13). The default when none is given is
/// `.opacity`.
///
/// Motion reads it as written: what each case does to a view in its non-identity phase is
/// Motion's `TransitionPhaseEffect`.
public indirect enum TransitionDescription: Sendable, Hashable, CustomStringConvertible {
  case identity
  case opacity
  /// `.scale` is `scale(1e-5, anchor: .center)` (swiftui-semantics §13).
  case scale(Double, anchor: UnitPoint)
  case move(Edge)
  case slide
  case offset(x: Double, y: Double)
  case push(Edge)
  case combined([TransitionDescription])
  /// iOS 18's zoom (`navigationTransition(.zoom(sourceID:in:))`): the view grows from the frame
  /// of the view marked `matchedTransitionSource` with this key (`"NAMESPACE|ID"`), and shrinks
  /// back into it (swiftui-semantics §22.2).
  case zoom(source: String)
  case asymmetric(insertion: TransitionDescription, removal: TransitionDescription)
  /// `transition.animation(a)`: the transition's effect runs with `a` (none when nil), whatever
  /// the transaction that inserts or removes the view carries (swiftui-semantics §13).
  case animated(TransitionDescription, animation: AnimationDescription?)

  public var description: String {
    switch self {
    case .identity: ".identity"
    case .opacity: ".opacity"
    case .scale(let s, let anchor): ".scale(scale: \(formatNumber(s)), anchor: \(anchor))"
    case .move(let edge): ".move(edge: .\(edge.rawValue))"
    case .slide: ".slide"
    case .offset(let x, let y): ".offset(x: \(formatNumber(x)), y: \(formatNumber(y)))"
    case .push(let edge): ".push(from: .\(edge.rawValue))"
    case .combined(let parts): parts.map(\.description).joined(separator: "+")
    case .zoom(let source): ".zoom(sourceID: \(source))"
    case .asymmetric(let i, let r): ".asymmetric(insertion: \(i), removal: \(r))"
    case .animated(let t, let a): "\(t).animation(\(a.map(\.description) ?? "nil"))"
    }
  }

  /// SwiftUI's default transition (swiftui-semantics §13).
  public static let `default` = TransitionDescription.opacity

  /// The transition used when the view is inserted.
  public var insertion: TransitionDescription {
    switch self {
    case .asymmetric(let insertion, _): insertion.insertion
    case .animated(let inner, let animation): .animated(inner.insertion, animation: animation)
    // `.opacity.combined(with: .asymmetric(…))`: each part's own insertion.
    case .combined(let parts): .combined(parts.map(\.insertion))
    default: self
    }
  }

  /// The transition used when the view is removed.
  public var removal: TransitionDescription {
    switch self {
    case .asymmetric(_, let removal): removal.removal
    case .animated(let inner, let animation): .animated(inner.removal, animation: animation)
    case .combined(let parts): .combined(parts.map(\.removal))
    default: self
    }
  }

  /// The transition with every attached animation taken off: what it does to the view.
  public var effect: TransitionDescription {
    switch self {
    case .animated(let inner, _): inner.effect
    case .combined(let parts): .combined(parts.map(\.effect))
    case .asymmetric(let insertion, let removal):
      .asymmetric(insertion: insertion.effect, removal: removal.effect)
    default: self
    }
  }

  /// The animation attached to this one-phase transition (``insertion`` or ``removal``): the
  /// outermost `.animation(_:)`, then the first among combined parts; `.none` when none is
  /// attached, `.some(nil)` for `.animation(nil)`. SwiftUI runs each combined part with its own
  /// animation; Matchcut runs the whole transition with one (swiftui-semantics §13).
  public var attachedAnimation: AnimationDescription?? {
    switch self {
    case .animated(_, let animation): .some(animation)
    case .combined(let parts):
      parts.lazy.compactMap(\.attachedAnimation).first
    default: .none
    }
  }
}
