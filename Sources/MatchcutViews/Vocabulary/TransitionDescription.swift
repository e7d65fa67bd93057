/// A view transition (LANGUAGE §5, swiftui-semantics §13). The default when none is given is
/// `.opacity`.
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
    case .asymmetric(let i, let r): ".asymmetric(insertion: \(i), removal: \(r))"
    }
  }
}
