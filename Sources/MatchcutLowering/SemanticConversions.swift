import MatchcutLayout
import MatchcutMotion
import MatchcutSemantics
import MatchcutViews

// Conversions from the view model's values to the layout and motion passes' own models. The
// vocabulary the stages share (`MatchcutViews`: colours, edges, shapes, fonts, matched geometry)
// needs none; what is left are the rules that interpret a value: alignment names, fonts, the
// drawing of materials and animations with their defaults.

/// Converts evaluated semantic values into the layout and motion models.
enum SemanticConversions {
  // MARK: Alignment

  static func horizontal(_ name: AlignmentName) -> HorizontalAlignment {
    switch name {
    case .leading, .topLeading, .bottomLeading: .leading
    case .trailing, .topTrailing, .bottomTrailing: .trailing
    case .center, .top, .bottom, .firstTextBaseline, .lastTextBaseline: .center
    }
  }

  static func vertical(_ name: AlignmentName) -> VerticalAlignment {
    switch name {
    case .top, .topLeading, .topTrailing: .top
    case .bottom, .bottomLeading, .bottomTrailing: .bottom
    case .firstTextBaseline: .firstTextBaseline
    case .lastTextBaseline: .lastTextBaseline
    case .center, .leading, .trailing: .center
    }
  }

  static func alignment(_ name: AlignmentName) -> Alignment {
    Alignment(horizontal: horizontal(name), vertical: vertical(name))
  }

  // MARK: Text

  static func font(_ description: FontDescription?, bold: Bool, weightOverride: FontWeight?) -> Font {
    var font = Font.body
    if let description {
      if let style = description.textStyle {
        font = Font(style)
      } else if let size = description.size {
        font = Font(size: size)
      }
      if let weight = description.weight { font.weight = weight }
    }
    if let weight = weightOverride { font.weight = weight }
    if bold { font.weight = .bold }
    return font
  }

  // MARK: Shapes and colours

  static func drawnShape(_ shape: ShapeKind) -> DrawnShape {
    switch shape {
    case .rect: .rect
    case .roundedRect: .roundedRect
    case .capsule: .capsule
    case .circle: .circle
    case .ellipse: .ellipse
    case .path: .path
    }
  }

  /// Materials are drawn as translucent white of increasing density (a flat stand-in for the
  /// blur; `SwiftUIDefaults.materialOpacity`).
  static func fill(_ fill: Fill) -> RGBA {
    switch fill {
    case .color(let rgba): rgba
    case .material(let material):
      RGBA(red: 1, green: 1, blue: 1, alpha: SwiftUIDefaults.materialOpacity(material))
    }
  }

  // MARK: Motion

  /// A `UnitCurve` preset, or `bezier` through `points` (x1, y1, x2, y2).
  static func unitCurve(_ name: AnimationDescription.UnitCurveName, _ points: [Double]) -> UnitCurve {
    switch name {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .circularEaseIn: .circularEaseIn
    case .circularEaseOut: .circularEaseOut
    case .circularEaseInOut: .circularEaseInOut
    case .bezier: .bezier(startControlPoint: (points[0], points[1]), endControlPoint: (points[2], points[3]))
    }
  }

  /// The animations `transition.animation(_:)` attaches to each phase of `transition`; nil
  /// when it attaches none (swiftui-semantics §13).
  static func transitionAnimations(_ transition: TransitionDescription) -> TransitionAnimations? {
    let insertion = transition.insertion.attachedAnimation
    let removal = transition.removal.attachedAnimation
    guard insertion != nil || removal != nil else { return nil }
    return TransitionAnimations(
      insertion: insertion.map { $0.map(animation) }, removal: removal.map { $0.map(animation) })
  }

  /// The motion model of an animation as written, with the arguments it leaves out at their
  /// defaults (`SwiftUIDefaults.AnimationArguments`: LANGUAGE §6, swiftui-semantics §15).
  static func animation(_ description: AnimationDescription) -> MatchcutMotion.Animation {
    typealias D = SwiftUIDefaults.AnimationArguments
    func argument(_ label: String, _ fallback: Double) -> Double {
      description.arguments.first { $0.label == label }?.value ?? fallback
    }
    func optional(_ label: String) -> Double? { description.arguments.first { $0.label == label }?.value }
    let positional = description.arguments.filter { $0.label.hasPrefix("_") }.map(\.value)
    let base: MatchcutMotion.Animation.Base
    switch description.curve {
    case .linear: base = .linear(duration: optional("duration"))
    case .easeIn: base = .easeIn(duration: optional("duration"))
    case .easeOut: base = .easeOut(duration: optional("duration"))
    case .easeInOut: base = .easeInOut(duration: optional("duration"))
    case .timingCurve:
      let points = positional + [0, 0, 1, 1].dropFirst(min(4, positional.count))
      if let name = description.unitCurve {
        // `.timingCurve(_ curve: UnitCurve, duration:)`; semantics required the duration.
        base = .unitCurve(
          unitCurve(name, points),
          duration: argument("duration", MatchcutMotion.Animation.defaultCurveDuration))
      } else {
        base = .timingCurve(points[0], points[1], points[2], points[3], duration: optional("duration"))
      }
    case .spring:
      if optional("duration") != nil || optional("bounce") != nil {
        base = .springDuration(
          duration: argument("duration", D.springDuration), bounce: argument("bounce", D.springBounce),
          blendDuration: argument("blendDuration", D.springBlendDuration))
      } else if description.arguments.isEmpty {
        // `.spring` and `.spring()` resolve to the non-disfavoured `spring(duration: 0.5,
        // bounce: 0)` overload: dampingFraction 1 (swiftui-semantics §15.4 [B]).
        base = .springDuration(
          duration: D.springDuration, bounce: D.springBounce, blendDuration: D.springBlendDuration)
      } else {
        base = .spring(
          response: argument("response", D.springResponse),
          dampingFraction: argument("dampingFraction", D.springDampingFraction),
          blendDuration: argument("blendDuration", D.springBlendDuration))
      }
    case .interactiveSpring:
      if optional("duration") != nil || optional("extraBounce") != nil || description.arguments.isEmpty {
        base = .interactiveSpringDuration(
          duration: argument("duration", D.interactiveSpringDuration),
          extraBounce: argument("extraBounce", D.extraBounce),
          blendDuration: argument("blendDuration", D.interactiveSpringBlendDuration))
      } else {
        base = .interactiveSpring(
          response: argument("response", D.interactiveSpringResponse),
          dampingFraction: argument("dampingFraction", D.interactiveSpringDampingFraction),
          blendDuration: argument("blendDuration", D.interactiveSpringBlendDuration))
      }
    case .interpolatingSpring:
      if optional("stiffness") != nil || optional("damping") != nil || optional("mass") != nil {
        base = .interpolatingSpring(
          mass: argument("mass", D.interpolatingSpringMass),
          stiffness: argument("stiffness", D.interpolatingSpringStiffness),
          damping: argument("damping", D.interpolatingSpringDamping),
          initialVelocity: argument("initialVelocity", D.initialVelocity))
      } else {
        base = .interpolatingSpringDuration(
          duration: argument("duration", D.interpolatingSpringDuration),
          bounce: argument("bounce", D.interpolatingSpringBounce),
          initialVelocity: argument("initialVelocity", D.initialVelocity))
      }
    case .smooth:
      base = .smooth(
        duration: argument("duration", D.presetDuration), extraBounce: argument("extraBounce", D.extraBounce))
    case .snappy:
      base = .snappy(
        duration: argument("duration", D.presetDuration), extraBounce: argument("extraBounce", D.extraBounce))
    case .bouncy:
      base = .bouncy(
        duration: argument("duration", D.presetDuration), extraBounce: argument("extraBounce", D.extraBounce))
    case .default: base = .default
    }
    var modifiers: [MatchcutMotion.Animation.Modifier] = []
    for step in description.modifiers {
      func value(_ label: String, _ fallback: Double) -> Double {
        step.arguments.first { $0.label == label }?.value ?? fallback
      }
      let first = step.arguments.first?.value
      switch step.kind {
      case .delay: modifiers.append(.delay(first ?? D.delay))
      case .speed: modifiers.append(.speed(first ?? D.speed))
      case .repeatCount:
        let count = step.arguments.first { $0.label.hasPrefix("_") }?.value ?? D.repeatCount
        modifiers.append(
          .repeatCount(
            Int(max(1, min(count, D.maximumRepeatCount))), autoreverses: value("autoreverses", 1) != 0))
      case .repeatForever: modifiers.append(.repeatForever(autoreverses: value("autoreverses", 1) != 0))
      }
    }
    return MatchcutMotion.Animation(base: base, modifiers: modifiers)
  }
}
