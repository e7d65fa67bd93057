import MatchcutLayout
import MatchcutMotion

/// The lowered record tree of a compiled scene as text: per state, every record in paint order
/// indented under its parent, with each field lowering set that is not at its default; then the
/// edges. What the fixtures of `Tests/Fixtures/lowering/` are checked against.
///
/// ```
/// s0
///   Pad/Color# [0, 59, 82, 82]
///     Pad/Color [16, 75, 50, 50] color fill=#FF3B30FF
/// e0 s0 -> s1 tap Pad/Color animation=.easeInOut(duration: 0.4)
/// ```
///
/// Numbers print as integers when they are whole and with at most four decimals otherwise;
/// colours as `#RRGGBBAA` (each channel × 255, rounded).
public enum LoweringDump {
  public static func text(_ scene: CompiledScene) -> String {
    var lines: [String] = []
    for state in scene.states {
      lines.append(state.id)
      var depth: [Int] = []
      depth.reserveCapacity(state.views.count)
      for view in state.views {
        let level = view.parent.map { $0 < depth.count ? depth[$0] + 1 : 1 } ?? 1
        depth.append(level)
        lines.append(String(repeating: "  ", count: level) + record(view))
      }
    }
    for plan in scene.transitions {
      let edge = plan.edge
      var line = "\(edge.id) \(stateID(edge.from, scene)) -> \(stateID(edge.to, scene))"
      line += " \(edge.trigger.rawValue) \(edge.triggerPath)"
      if let animation = edge.animation { line += " animation=\(animation)" }
      if !edge.changedKeys.isEmpty { line += " changes=\(edge.changedKeys.joined(separator: ","))" }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func stateID(_ index: Int, _ scene: CompiledScene) -> String {
    scene.states.indices.contains(index) ? scene.states[index].id : "?\(index)"
  }

  /// One record: its path and frame, then the fields set, in a fixed order.
  static func record(_ view: ViewRecord) -> String {
    var parts = [view.path, rect(view.frame)]
    if let kind = view.kind { parts.append(kind.rawValue) }
    if let shape = view.shape { parts.append("shape=\(shape.rawValue)") }
    if view.cornerRadius != 0 { parts.append("cornerRadius=\(number(view.cornerRadius))") }
    if let fill = view.fill { parts.append("fill=\(color(fill))") }
    if let outline = view.outline {
      parts.append("outline=\"\(outline.svgData(width: view.frame.width, height: view.frame.height))\"")
    }
    if let stroke = view.stroke {
      parts.append("\(stroke.inset ? "strokeBorder" : "stroke")=\(number(stroke.lineWidth))")
    }
    if let text = view.text { parts.append("text=\"\(text)\"") }
    if let font = view.font { parts.append("font=\(number(font.size))/\(font.weight)") }
    if view.opacity != 1 { parts.append("opacity=\(number(view.opacity))") }
    if view.zIndex != 0 { parts.append("zIndex=\(number(view.zIndex))") }
    if view.scale != 1 { parts.append("scale=\(number(view.scale))") }
    if view.rotation != 0 { parts.append("rotation=\(number(view.rotation))") }
    if let clip = view.clip {
      var text = "clip=\(clip.shape.rawValue)\(rect(clip.rect))"
      if clip.cornerRadius != 0 { text += "r\(number(clip.cornerRadius))" }
      if let outline = clip.outline {
        text += "\"\(outline.svgData(width: clip.rect.width, height: clip.rect.height))\""
      }
      parts.append(text)
    }
    for match in view.matches {
      var text = "match=\(match.namespace):\(match.id)"
      if match.properties != .frame { text += "/\(match.properties.rawValue)" }
      if match.anchor != UnitPoint(x: 0.5, y: 0.5) {
        text += "@(\(number(match.anchor.x)), \(number(match.anchor.y)))"
      }
      if !match.isSource { text += " (not source)" }
      parts.append(text)
    }
    if let transition = view.transition { parts.append("transition=\(effect(transition))") }
    if let attached = view.transitionAnimations {
      for (phase, animation) in [("insertion", attached.insertion), ("removal", attached.removal)] {
        guard let animation else { continue }
        parts.append("\(phase)Animation=\(animation.map { "\($0)" } ?? "nil")")
      }
    }
    if let source = view.transitionSource { parts.append("zoomSource=\(source)") }
    for scope in view.animationScopes {
      parts.append("animates(\(scope.valueKey))=\(scope.animation.map { "\($0)" } ?? "nil")")
    }
    return parts.joined(separator: " ")
  }

  static func effect(_ effect: TransitionDescription) -> String {
    switch effect {
    case .identity: "identity"
    case .opacity: "opacity"
    case .scale(let factor, let anchor):
      "scale(\(number(factor)), (\(number(anchor.x)), \(number(anchor.y))))"
    case .move(let edge): "move(\(edge.rawValue))"
    case .slide: "slide"
    case .offset(let x, let y): "offset(\(number(x)), \(number(y)))"
    case .push(let edge): "push(\(edge.rawValue))"
    case .combined(let parts): "combined(\(parts.map { Self.effect($0) }.joined(separator: ", ")))"
    case .zoom(let source): "zoom(\(source))"
    case .asymmetric(let insertion, let removal):
      "asymmetric(\(Self.effect(insertion)), \(Self.effect(removal)))"
    case .animated(let inner, let animation):
      "\(Self.effect(inner)).animation(\(animation.map { "\($0)" } ?? "nil"))"
    }
  }

  static func rect(_ rect: Rect) -> String {
    "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
  }

  static func color(_ color: RGBA) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for channel in [color.red, color.green, color.blue, color.alpha] {
      let byte = Int((min(max(channel, 0), 1) * 255).rounded())
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }

  /// A whole number without decimals, else at most four decimals without trailing zeros.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let scaled = (value * 10_000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = abs(scaled)
    guard magnitude < 1e15 else { return "\(value)" }
    let whole = Int(magnitude) / 10_000
    var fraction = Int(magnitude) % 10_000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 4
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let padded = String(fraction)
      text += "." + String(repeating: "0", count: digits - padded.count) + padded
    }
    return text
  }
}
