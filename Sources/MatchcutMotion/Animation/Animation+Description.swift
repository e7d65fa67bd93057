/// Prints an animation back as Swift source with every argument spelled out, e.g.
/// `.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0).delay(1.0)`.
extension Animation: CustomStringConvertible {
  public var description: String {
    var text = base.description
    for modifier in modifiers { text += modifier.description }
    return text
  }
}

extension Animation.Base: CustomStringConvertible {
  public var description: String {
    func curve(_ name: String, _ duration: Double?) -> String {
      guard let duration else { return "." + name }
      return ".\(name)(duration: \(duration))"
    }
    switch self {
    case .default: return ".default"
    case .linear(let d): return curve("linear", d)
    case .easeIn(let d): return curve("easeIn", d)
    case .easeOut(let d): return curve("easeOut", d)
    case .easeInOut(let d): return curve("easeInOut", d)
    case .timingCurve(let a, let b, let c, let d, let duration):
      let args = "\(a), \(b), \(c), \(d)"
      guard let duration else { return ".timingCurve(\(args))" }
      return ".timingCurve(\(args), duration: \(duration))"
    case .unitCurve(let curve, let duration):
      return ".timingCurve(\(curve.sourceName), duration: \(duration))"
    case .spring(let r, let f, let b):
      return ".spring(response: \(r), dampingFraction: \(f), blendDuration: \(b))"
    case .springDuration(let d, let bounce, let b):
      return ".spring(duration: \(d), bounce: \(bounce), blendDuration: \(b))"
    case .interactiveSpring(let r, let f, let b):
      return ".interactiveSpring(response: \(r), dampingFraction: \(f), blendDuration: \(b))"
    case .interactiveSpringDuration(let d, let e, let b):
      return ".interactiveSpring(duration: \(d), extraBounce: \(e), blendDuration: \(b))"
    case .smooth(let d, let e): return ".smooth(duration: \(d), extraBounce: \(e))"
    case .snappy(let d, let e): return ".snappy(duration: \(d), extraBounce: \(e))"
    case .bouncy(let d, let e): return ".bouncy(duration: \(d), extraBounce: \(e))"
    case .interpolatingSpring(let m, let k, let c, let v):
      return ".interpolatingSpring(mass: \(m), stiffness: \(k), damping: \(c), initialVelocity: \(v))"
    case .interpolatingSpringDuration(let d, let bounce, let v):
      return ".interpolatingSpring(duration: \(d), bounce: \(bounce), initialVelocity: \(v))"
    }
  }
}

extension Animation.Modifier: CustomStringConvertible {
  public var description: String {
    switch self {
    case .delay(let d): return ".delay(\(d))"
    case .speed(let s): return ".speed(\(s))"
    case .repeatCount(let n, let a): return ".repeatCount(\(n), autoreverses: \(a))"
    case .repeatForever(let a): return ".repeatForever(autoreverses: \(a))"
    }
  }
}
