/// An animation as written: a base curve with its labelled arguments, plus the modifier chain
/// (`delay`, `speed`, `repeatCount`, `repeatForever`) in source order (LANGUAGE §6).
///
/// Semantics only carries the description; the motion stage owns the maths
/// (swiftui-semantics §15).
public struct AnimationDescription: Sendable, Hashable, CustomStringConvertible {
  /// The base curve: `.default`, `.linear`, …, `.bouncy`.
  public var curve: Curve
  /// Labelled numeric arguments (`duration`, `response`, `dampingFraction`, …); unlabelled
  /// ones get `_0`, `_1` (`timingCurve(0.2, 0.8, 0.2, 1)`).
  public var arguments: [Argument]
  public var modifiers: [Step]
  /// For `.timingCurve(_ curve: UnitCurve, duration:)`: the `UnitCurve` preset or `bezier`,
  /// whose control points are then the arguments `_0`…`_3`; `nil` for the other curves (and the
  /// four-number `.timingCurve(c0x, c0y, c1x, c1y, duration:)`).
  public var unitCurve: UnitCurveName?

  /// One labelled numeric argument.
  public struct Argument: Sendable, Hashable {
    public var label: String
    public var value: Double
    public init(label: String, value: Double) {
      self.label = label
      self.value = value
    }
  }

  /// One chained modifier: `delay(1.0)`, `speed(2)`, `repeatCount(3, autoreverses: true)`.
  public struct Step: Sendable, Hashable {
    public var kind: StepKind
    public var arguments: [Argument]
    public init(_ kind: StepKind, arguments: [Argument]) {
      self.kind = kind
      self.arguments = arguments
    }
  }

  /// The base curves LANGUAGE §6 names, as `Animation`'s static members spell them.
  public enum Curve: String, Sendable, Hashable, CaseIterable {
    case `default`, linear, easeIn, easeOut, easeInOut, timingCurve, spring, interactiveSpring
    case interpolatingSpring, smooth, snappy, bouncy

    /// Whether the curve is a spring (iOS 17's `.default` is one, swiftui-semantics §15.3):
    /// its motion has a tail after its logical completion.
    public var isSpring: Bool {
      switch self {
      case .linear, .easeIn, .easeOut, .easeInOut, .timingCurve: false
      case .default, .spring, .interactiveSpring, .interpolatingSpring, .smooth, .snappy, .bouncy: true
      }
    }
  }

  /// The chainable modifiers LANGUAGE §6 names (`Animation.delay(_:)`, …).
  public enum StepKind: String, Sendable, Hashable, CaseIterable {
    case delay, speed, repeatCount, repeatForever
  }

  /// `UnitCurve`'s presets and `bezier(startControlPoint:endControlPoint:)` (iOS 17;
  /// `easeInEaseOut` is read as `easeInOut`, its alias).
  public enum UnitCurveName: String, Sendable, Hashable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut, circularEaseIn, circularEaseOut, circularEaseInOut, bezier
  }

  public init(
    _ curve: Curve, arguments: [Argument] = [], modifiers: [Step] = [], unitCurve: UnitCurveName? = nil
  ) {
    self.curve = curve
    self.arguments = arguments
    self.modifiers = modifiers
    self.unitCurve = unitCurve
  }

  /// `withAnimation { … }` without an argument uses `.default` (LANGUAGE §6).
  public static let `default` = AnimationDescription(.default)

  public var description: String {
    var text = "." + curve.rawValue
    if let unitCurve {
      // `.timingCurve(.circularEaseIn, duration: 0.5)`, `.timingCurve(.bezier(startControlPoint:
      // UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1)), duration: 0.5)`.
      var curve = "." + unitCurve.rawValue
      let points = arguments.filter { $0.label.hasPrefix("_") }.map { formatNumber($0.value) }
      if unitCurve == .bezier, points.count == 4 {
        curve +=
          "(startControlPoint: UnitPoint(x: \(points[0]), y: \(points[1])), "
          + "endControlPoint: UnitPoint(x: \(points[2]), y: \(points[3])))"
      }
      let rest = arguments.filter { !$0.label.hasPrefix("_") }
      text += "(" + curve + (rest.isEmpty ? "" : ", " + Self.render(rest)) + ")"
    } else if !arguments.isEmpty {
      text += "(" + Self.render(arguments) + ")"
    }
    for step in modifiers { text += "." + step.kind.rawValue + "(" + Self.render(step.arguments) + ")" }
    return text
  }

  static func render(_ arguments: [Argument]) -> String {
    arguments.map { argument in
      let number = formatNumber(argument.value)
      return argument.label.hasPrefix("_") ? number : "\(argument.label): \(number)"
    }.joined(separator: ", ")
  }
}
