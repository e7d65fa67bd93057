import MatchcutSource
import MatchcutSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CGRect`, `UIScreen.main.bounds` and the standard library's math functions
/// (docs/semantics.md "Geometry and math"). A rectangle is a `CGRect` structure with an `origin`
/// point and a `size`; its `minX`…`maxY`, `width` and `height` are derived as Core Graphics
/// defines them (for a non-negative size: `minX = x`, `midX = x + width / 2`,
/// `maxX = x + width`).
extension Interpreter {
  static let mathFunctions: Set<String> = [
    "sin", "cos", "tan", "atan2", "sqrt", "pow", "floor", "ceil", "atan", "asin", "acos", "exp", "log",
    "log2",
    "log10", "hypot",
  ]

  /// C's `Float` forms of `mathFunctions` (`sqrtf`, `hypotf`): the name with an `f`.
  static let floatMathFunctions: Set<String> = Set(
    [
      "sin", "cos", "tan", "atan2", "sqrt", "pow", "floor", "ceil", "atan", "asin", "acos", "exp", "log",
      "hypot",
    ]
    .map { $0 + "f" })

  func rect(x: Double, y: Double, width: Double, height: Double) -> Value {
    .structure(
      StructValue(type: "CGRect", fields: [("origin", .point(x, y)), ("size", .size(width, height))]))
  }

  /// The canvas rectangle: what `UIScreen.main.bounds` is in a preview.
  var canvasRect: Value { rect(x: 0, y: 0, width: canvas.width, height: canvas.height) }

  /// `UIApplication.shared` as far as views read it: one scene with one key window, the
  /// canvas, whose `safeAreaInsets` are the canvas's (`UIEdgeInsets`: `top`, `left`, `bottom`,
  /// `right`). Reached through `windows`, `connectedScenes`, `keyWindow` and `isKeyWindow`.
  var sharedApplication: Value {
    let insets = StructValue(
      type: "UIEdgeInsets",
      fields: [
        ("top", .double(canvas.safeTop)), ("left", .double(canvas.safeLeading)),
        ("bottom", .double(canvas.safeBottom)), ("right", .double(canvas.safeTrailing)),
      ])
    let window = Value.structure(
      StructValue(
        type: "UIWindow",
        fields: [
          ("safeAreaInsets", .structure(insets)), ("bounds", canvasRect), ("frame", canvasRect),
          ("isKeyWindow", .bool(true)),
        ]))
    let screen = Value.structure(StructValue(type: "UIScreen", fields: [("bounds", canvasRect)]))
    let scene = Value.structure(
      StructValue(
        type: "UIWindowScene",
        fields: [("windows", .array([window])), ("keyWindow", window), ("screen", screen)]))
    return .structure(
      StructValue(
        type: "UIApplication",
        fields: [("windows", .array([window])), ("connectedScenes", .array([scene])), ("keyWindow", window)]))
  }

  /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`, `CGRect()`.
  func constructRect(_ arguments: ArgumentList) -> Value {
    if let origin = arguments.labelled("origin").flatMap({ Self.pair($0.value) }),
      let size = arguments.labelled("size").flatMap({ Self.pair($0.value) })
    {
      return rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }
    func number(_ label: String) -> Double { arguments.labelled(label)?.value.number ?? 0 }
    return rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
  }

  /// A point's or size's two numbers.
  static func pair(_ value: Value) -> (Double, Double)? {
    switch value {
    case .point(let x, let y): (x, y)
    case .size(let w, let h): (w, h)
    default: nil
    }
  }

  /// A `CGRect`'s x, y, width and height; nil for any other value.
  func rectNumbers(_ value: Value) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard case .structure(let s) = value else { return nil }
    return rectNumbers(s)
  }

  /// A `CGRect` structure's x, y, width and height; nil for any other structure.
  func rectNumbers(_ s: StructValue) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard s.type == "CGRect", let (x, y) = s.field("origin").flatMap(Self.pair),
      let (w, h) = s.field("size").flatMap(Self.pair)
    else { return nil }
    return (x, y, w, h)
  }

  /// A derived member of a `CGRect`, or `nil`.
  func rectMember(_ s: StructValue, _ name: String) -> Value? {
    guard let (x, y, w, h) = rectNumbers(s) else { return nil }
    return switch name {
    case "width": .double(w)
    case "height": .double(h)
    case "minX": .double(x)
    case "midX": .double(x + w / 2)
    case "maxX": .double(x + w)
    case "minY": .double(y)
    case "midY": .double(y + h / 2)
    case "maxY": .double(y + h)
    default: nil
    }
  }

  /// `sin(x)`, `atan2(y, x)`, `pow(x, y)`, `floor(x)` …: always a `Double` (Foundation's
  /// overloads for `Double`/`CGFloat`).
  func mathFunction(_ name: String, _ arguments: [Argument], file: String, range: SourceRange) throws -> Value
  {
    let numbers = arguments.compactMap(\.value.number)
    let arity = name == "atan2" || name == "pow" || name == "hypot" ? 2 : 1
    guard numbers.count == arguments.count, numbers.count == arity else {
      try fail(
        "semantics.type-mismatch", "'\(name)' expects \(arity == 1 ? "one number" : "two numbers")", file,
        range)
    }
    let result: Double =
      switch name {
      case "sin": sin(numbers[0])
      case "cos": cos(numbers[0])
      case "tan": tan(numbers[0])
      case "atan2": atan2(numbers[0], numbers[1])
      case "atan": atan(numbers[0])
      case "asin": asin(numbers[0])
      case "acos": acos(numbers[0])
      case "exp": exp(numbers[0])
      case "log": log(numbers[0])
      case "log2": log2(numbers[0])
      case "log10": log10(numbers[0])
      case "hypot": hypot(numbers[0], numbers[1])
      case "sqrt": numbers[0].squareRoot()
      case "pow": pow(numbers[0], numbers[1])
      case "floor": numbers[0].rounded(.down)
      // Swift's `round` rounds half away from zero, as `rounded()` does.
      case "round": numbers[0].rounded()
      case "trunc": numbers[0].rounded(.towardZero)
      default: numbers[0].rounded(.up)
      }
    return .double(result)
  }

  /// An `Angle` in degrees: `.degrees(x)`, `.radians(x)`, `.zero`, `.init(degrees:)` /
  /// `Angle(radians:)`; nil when the value is no angle.
  func angleDegrees(_ value: Value, file: String, range: SourceRange) throws -> Double? {
    guard case .symbol(let s) = value, s.base == nil || s.name == "degrees" || s.name == "radians" else {
      return nil
    }
    if s.name == "zero", s.arguments == nil { return 0 }
    var unit = s.name
    var amount = s.arguments?.first
    if s.name == "init" {
      amount = s.arguments?.first { $0.label == "degrees" || $0.label == "radians" }
      unit = amount?.label ?? ""
    }
    guard unit == "degrees" || unit == "radians", let amount,
      amount.value.number != nil || amount.value.isLengthConstant
    else { return nil }
    let number = try toLength(amount.value, file: file, range: amount.range)
    return unit == "radians" ? number * 180 / Double.pi : number
  }
}
