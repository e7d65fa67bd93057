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
    }
  }

  /// SwiftUI's default transition (swiftui-semantics §13).
  public static let `default` = TransitionDescription.opacity

  /// The transition used when the view is inserted.
  public var insertion: TransitionDescription {
    if case .asymmetric(let insertion, _) = self { return insertion.insertion }
    return self
  }

  /// The transition used when the view is removed.
  public var removal: TransitionDescription {
    if case .asymmetric(_, let removal) = self { return removal.removal }
    return self
  }
}
