import MatchcutSource
import MatchcutSyntax

/// Conversions of evaluated values to declared Swift types and to SwiftUI's typed values
/// (animations, transitions, fonts, colours), with type-mismatch diagnostics.
extension Interpreter {
  /// The colour set whose generated symbol is `name` (`.themeBG`, `Color.themeBG`: §18.6).
  func assetColor(symbol name: String) -> RGBA? {
    module.assets.colors[AssetSymbols.asset(named: name, in: module.assets.colors.keys, suffix: "Color")]
  }

  /// `.init()` written for a collection type: its empty value.
  static func isEmptyInit(_ value: Value) -> Bool {
    guard case .symbol(let s) = value, s.name == "init", s.base == nil else { return false }
    return s.arguments?.isEmpty ?? true
  }

  /// `.constant(x)` written where a binding is expected: a binding that reads `x` and ignores
  /// writes; nil for any other value.
  static func constantBinding(_ value: Value) -> BindingRef? {
    guard case .symbol(let s) = value, s.name == "constant", s.base == nil else { return nil }
    return .constant(s.arguments?.first?.value ?? .null)
  }

  func coerce(_ value: Value, to type: TypeSyntax, file: String, range: SourceRange) throws -> Value {
    if standInName(value) != nil {
      // `let label: String = formatter.string(from: date)`: a skipped framework value stays its
      // stand-in whatever it is declared as; where it reaches what the scene draws, the
      // diagnostic there names it (docs/semantics.md "Code that is not about views").
      return value
    }
    switch type.kind {
    case .optional(let base), .implicitlyUnwrappedOptional(let base):
      return value.isNull ? .null : try coerce(value, to: base, file: file, range: range)
    case .array(let element):
      if case .array(let items) = value {
        return .array(try items.map { try coerce($0, to: element, file: file, range: range) })
      }
      if Self.isQueryDescriptor(value), case .identifier(let model, _) = element.kind {
        // `@Query var notes: [Note]`: the context's notes the query selects.
        return try queryResult(value, of: model.text, file: file, range: range)
      }
      // `.constant(.init())` for `[Item]`: the empty array.
      if Self.isEmptyInit(value) { return .array([]) }
      return value
    case .dictionary(let keyType, let valueType):
      if Self.isEmptyInit(value) { return .dictionary([], []) }
      if case .dictionary(let keys, let values) = value {
        return .dictionary(
          try keys.map { try coerce($0, to: keyType, file: file, range: range) },
          try values.map { try coerce($0, to: valueType, file: file, range: range) })
      }
      return value
    case .attributed(_, let base):
      return try coerce(value, to: base, file: file, range: range)
    case .tuple:
      // `var range: (start: Date?, end: Date?) = (nil, nil)`: the declared labels.
      return Value.tupleLabels(of: type).map { value.relabelled($0) } ?? value
    case .identifier(let id, let generics) where id.text == "Set":
      // `let seen: Set<Int> = [1, 1, 2]`: a set holds each element once (`uniqued`).
      guard case .array(let items) = value else { return value }
      let elements = try generics.first.map { element in
        try items.map { try coerce($0, to: element, file: file, range: range) }
      }
      return .array(uniqued(elements ?? items))
    case .identifier(let id, _):
      return try coerce(value, toNamed: module.typeName(id.text, in: file), file: file, range: range)
    case .member(let base, let name, _):
      // `SwiftUI.Color`: the module's type by its own name.
      if case .identifier(let outer, _) = base.kind, Self.moduleQualifiers.contains(outer.text),
        module.type(named: outer.text) == nil
      {
        return try coerce(
          value, to: TypeSyntax(.identifier(name, genericArguments: []), range: type.range), file: file,
          range: range)
      }
      // `Renderer.Style`: enums are known by their own name; nested structs by the path.
      if module.enums[name.text] != nil {
        return try coerce(value, toNamed: name.text, file: file, range: range)
      }
      if case .identifier(let outer, _) = base.kind, module.nestedTypes[outer.text + "." + name.text] != nil {
        return try coerce(value, toNamed: outer.text + "." + name.text, file: file, range: range)
      }
      return value
    default:
      return value
    }
  }

  func coerce(_ value: Value, toNamed name: String, file: String, range: SourceRange) throws -> Value {
    if value.isNull { return value }
    // `var shape: AnyShape = .init(.capsule)`, `var view: AnyView = .init(Text("a"))`: the erased
    // value itself (an `AnyView` draws the view it wraps, swiftui-semantics §23.1).
    if Self.erasers.contains(name) || name == "AnyView", case .symbol(let symbol) = value,
      symbol.name == "init",
      symbol.base == nil,
      let arguments = symbol.arguments, arguments.count == 1,
      arguments[0].label == nil || (name == "AnyView" && arguments[0].label == "erasing")
    {
      return arguments[0].value
    }
    if case .symbol(let symbol) = value, symbol.base == nil,
      let resolved = try implicitMember(symbol, of: name, file: file)
    {
      return resolved
    }
    if case .symbol(let symbol) = value, symbol.base == nil, module.builtinExtensions[name] != nil,
      let resolved = try resolveImplicitMember(value, in: [name])
    {
      // `text: .mock` from `extension String { static let mock = … }`, `color: .random()` from
      // a `Color` extension's static function.
      return resolved
    }
    if case .symbol(let symbol) = value, symbol.base == nil, symbol.name == "random",
      Self.randomTypes.contains(name)
    {
      // `var x: CGFloat = .random(in: 0...1)`: the type's deterministic random value.
      return try randomValue(
        name, ArgumentList(arguments: symbol.arguments ?? [], trailing: []), file: file, range: range)
    }
    switch name {
    case "CGFloat", "Double", "Float", "TimeInterval":
      if let number = value.number { return .double(number) }
      if case .symbol(let s) = value, s.name == "infinity" || s.name == "zero" {
        return .double(s.name == "infinity" ? .infinity : 0)
      }
      if let resolved = try resolveImplicitMember(value, in: Self.floatingTypeNames),
        let number = resolved.number
      {
        return .double(number)
      }
      try mismatch(value, name, file, range)
    case "Int":
      if case .int = value { return value }
      if case .symbol(let s) = value, s.base == nil, s.arguments == nil, s.name == "zero" { return .int(0) }
      try mismatch(value, name, file, range)
    case "String":
      if case .string = value { return value }
      try mismatch(value, name, file, range)
    case "Bool":
      if case .bool = value { return value }
      try mismatch(value, name, file, range)
    case "CGSize":
      if case .symbol(let s) = value, s.name == "zero" { return .size(0, 0) }
      if case .size = value { return value }
      try mismatch(value, name, file, range)
    case "CGPoint":
      if case .symbol(let s) = value, s.name == "zero" { return .point(0, 0) }
      return value
    case "Binding":
      // `init(showAll: Binding<Bool>)` given `.constant(false)`.
      return Self.constantBinding(value).map(Value.binding) ?? value
    case "Range", "ClosedRange":
      // `var elevation: Range<Double>` decoded from JSON's `[291.6, 309.7]`: `Range` encodes
      // as its two bounds in an unkeyed container (Swift standard library, `Range: Codable`).
      if case .array(let bounds) = value, bounds.count == 2, let lo = bounds[0].number,
        let hi = bounds[1].number
      {
        return .structure(
          StructValue(type: name, fields: [("lowerBound", .double(lo)), ("upperBound", .double(hi))]))
      }
      return value
    case "CGRect":
      // `var frame: CGRect = .zero`.
      if case .symbol(let s) = value, s.name == "zero" { return rect(x: 0, y: 0, width: 0, height: 0) }
      return value
    case "Color":
      if case .color = value { return value }
      if case .symbol = value, let rgba = try? toColor(value, file: file, range: range) {
        return .color(rgba)
      }
      try mismatch(value, name, file, range)
    case "UUID":
      if case .uuid = value { return value }
      try mismatch(value, name, file, range)
    case "Date":
      if case .symbol(let s) = value, s.base == nil, s.arguments == nil, let date = Self.dateMember(s.name) {
        return date
      }
      return value
    case "Angle":
      // Every angle as `.degrees(…)`, so that `.zero`, `.radians(…)` and `Angle(degrees:)`
      // assign to one another.
      guard let degrees = try angleDegrees(value, file: file, range: range) else { return value }
      return Self.degrees(degrees, range: range)
    default:
      if let info = module.enums[name] {
        if case .symbol(let s) = value, s.base == nil {
          guard info.cases.contains(s.name) else {
            try fail(
              "semantics.unknown-enum-case", "type '\(name)' has no case '\(s.name)'", file, s.range,
              notes: Suggestions.note(for: s.name, in: info.cases))
          }
          return .enumCase(type: name, name: s.name, payload: s.arguments?.map(\.value) ?? [])
        }
        if case .enumCase(let type, _, _) = value, type == name { return value }
        // `"Lakes"` decoded from bundled JSON for `enum Category: String`: the case with that
        // raw value (Apple, `RawRepresentable`'s `init?(rawValue:)`).
        if let raw = info.cases.first(where: { info.rawValues[$0] == value }) {
          return .enumCase(type: name, name: raw, payload: [])
        }
        try mismatch(value, name, file, range)
      }
      if case .dictionary(let keys, let values) = value, let type = module.type(orNestedNamed: name),
        type.role == .model, !type.isClass, keys.allSatisfy({ if case .string = $0 { true } else { false } })
      {
        // A JSON object decoded for one of the module's structs (`Interpreter+BundledJSON`).
        return try decodedStruct(type, keys: keys, values: values, file: file, range: range)
      }
      if let type = module.type(named: name), type.role == .model {
        // `Hike.Step` names the nested type whose values say `Step`.
        if case .structure(let s) = value, s.type != name, s.type != type.name {
          try mismatch(value, name, file, range)
        }
        if case .string = value { try mismatch(value, name, file, range) }
        if value.number != nil { try mismatch(value, name, file, range) }
      }
      return value
    }
  }

  /// The `ShapeStyle` statics that make gradients, by the gradient view each stands for.
  static let gradientStyles = [
    "linearGradient": "LinearGradient", "radialGradient": "RadialGradient",
    "angularGradient": "AngularGradient",
    "ellipticalGradient": "EllipticalGradient", "conicGradient": "AngularGradient",
  ]

  static func degrees(_ amount: Double, range: SourceRange) -> Value {
    .symbol(
      Symbol(
        name: "degrees", arguments: [Argument(label: nil, value: .double(amount), range: range)], base: nil,
        typeQualifier: nil, range: range))
  }

  /// An implicit member expression resolved in the type its context names (Swift: "Implicit
  /// Member Expression"): `.init(…)` constructs it, `.name` reads its static member. `let id:
  /// UUID = .init()`, `[Post] = [.init(title: "A")]`, `var card: Card = .sample`.
  private func implicitMember(_ symbol: Symbol, of name: String, file: String) throws -> Value? {
    let arguments = ArgumentList(arguments: symbol.arguments ?? [], trailing: [])
    if let type = module.type(orNestedNamed: name) {
      if symbol.name == "init" { return try construct(type, arguments, file: file, range: symbol.range) }
      if symbol.arguments == nil, type.statics[symbol.name] != nil || type.staticComputed[symbol.name] != nil
      {
        return try typeMember(name, symbol.name, file: file, range: symbol.range)
      }
      return nil
    }
    guard symbol.name == "init" else { return nil }
    if name == "Image" || name == "Text", let allowed = Builtins.viewLabels[name] {
      // `CDPreviewImage(image: .init(card.name))` for a property typed `Image`.
      return try builtinView(name, allowed: allowed, arguments, file: file, range: symbol.range)
    }
    if isStandIn(name) {
      // `@State private var session: AVCaptureSession = .init()`: the framework value's stand-in.
      return .type(name)
    }
    switch name {
    case "UUID":
      return makeUUID(file: file, range: symbol.range)
    case "CGSize":
      return .size(
        arguments.labelled("width")?.value.number ?? 0, arguments.labelled("height")?.value.number ?? 0)
    case "CGPoint":
      return .point(arguments.labelled("x")?.value.number ?? 0, arguments.labelled("y")?.value.number ?? 0)
    case "CGRect":
      return constructRect(arguments)
    case "EdgeInsets":
      return Self.edgeInsets(arguments)
    case "CGFloat", "Double":
      return arguments.arguments.first?.value.number.map(Value.double)
        ?? (arguments.all.isEmpty ? .double(0) : nil)
    case "String":
      return arguments.all.isEmpty ? .string("") : nil
    case "Int":
      if arguments.all.isEmpty { return .int(0) }
      // `static var rows: Int = .init(width / 18)`: `Int(_:)` of a number, toward zero.
      if arguments.all.count == 1, arguments.all[0].label == nil, let number = arguments.all[0].value.number,
        let exact = Int(exactly: number.rounded(.towardZero))
      {
        return .int(exact)
      }
      return nil
    default:
      return nil
    }
  }

  private func mismatch(_ value: Value, _ expected: String, _ file: String, _ range: SourceRange) throws
    -> Never
  {
    try fail(
      "semantics.type-mismatch",
      "cannot convert value of type '\(value.typeName)' to expected type '\(expected)'", file, range)
  }

  /// The types an extension may declare a floating-point static in, for an implicit member
  /// where a `CGFloat` or `Double` is expected.
  static let floatingTypeNames = ["CGFloat", "Double", "Float", "BinaryFloatingPoint", "FloatingPoint"]

  // MARK: SwiftUI values

  /// A length argument: a number, `.infinity`, or a `CGFloat` expression.
  func toLength(_ value: Value, file: String, range: SourceRange) throws -> Double {
    if let number = value.number { return number }
    if case .symbol(let s) = value, s.base == nil, s.arguments == nil {
      if s.name == "infinity" { return .infinity }
      if s.name == "zero" { return 0 }
      if s.name == "nan" { return .nan }
      if s.name == "pi" { return .pi }
      if s.name == "greatestFiniteMagnitude" { return .greatestFiniteMagnitude }
    }
    if case .symbol(let s) = value, s.base == nil, s.name == "random", s.arguments != nil {
      // `.frame(width: .random(in: 10...150))`: CGFloat's deterministic random value.
      return try toLength(
        try randomValue(
          "CGFloat", ArgumentList(arguments: s.arguments ?? [], trailing: []), file: file, range: range),
        file: file, range: range)
    }
    // `.gutter` from `extension CGFloat { static let gutter: CGFloat = 16 }`.
    if let resolved = try resolveImplicitMember(value, in: Self.floatingTypeNames), resolved.number != nil {
      return try toLength(resolved, file: file, range: range)
    }
    try fail(
      "semantics.type-mismatch",
      "cannot convert value of type '\(value.typeName)' to expected argument type 'CGFloat'", file, range)
  }

  /// The opacity of each hierarchical level relative to the primary, as the label colours have
  /// (60 %, 30 %, 18 %; quinary as quaternary): swiftui-semantics §23.2.
  /// `ShapeStyle` statics that are UIKit's semantic colours (swiftui-semantics §23.8).
  static let semanticStyles: [String: String] = [
    "fill": "systemFill", "separator": "separator", "placeholder": "placeholderText", "link": "systemBlue",
  ]

  static let hierarchicalOpacity: [String: Double] = [
    "secondary": 0.6, "tertiary": 0.3, "quaternary": 0.18, "quinary": 0.18,
  ]

  func toColor(_ value: Value, file: String, range: SourceRange) throws -> RGBA {
    if let resolved = try resolveImplicitMember(value, in: ["Color", "ShapeStyle"]) {
      return try toColor(resolved, file: file, range: range)
    }
    switch value {
    case .color(let c): return c
    case .symbol(let s):
      if s.name == "opacity", let base = s.base, let factor = s.arguments?.first?.value.number {
        return try toColor(base, file: file, range: range).withOpacity(factor)
      }
      // `.red.mix(with: .blue, by: 0.2)` where a style is expected: the base stays symbolic.
      if s.name == "mix", let base = s.base, let arguments = s.arguments {
        return try mixed(
          try toColor(base, file: file, range: range), ArgumentList(arguments: arguments, trailing: []),
          file: file,
          range: range)
      }
      if s.base == nil, let rgba = RGBA.system[s.name] { return rgba }
      // iOS 17's semantic shape styles: `.fill` (system fill), `.separator`, `.placeholder`, `.link`.
      if s.base == nil, s.arguments == nil, let uiKitName = Self.semanticStyles[s.name],
        let rgba = RGBA.uiKit[uiKitName]
      {
        return rgba
      }
      // `.white.secondary`: a hierarchical level of a style, drawn as the style at the label
      // colours' opacities for that level (swiftui-semantics §23.2; approximation).
      if let base = s.base, s.arguments == nil, let level = Self.hierarchicalOpacity[s.name] {
        return try toColor(base, file: file, range: range).withOpacity(level)
      }
      // `.fill(.linearGradient(colors:startPoint:endPoint:))`: a gradient as a shape style,
      // drawn as its colours' mean like the gradient views (`gradient(_:_:file:range:)`).
      if s.base == nil, let kind = Self.gradientStyles[s.name], let arguments = s.arguments {
        let gradient = try gradient(
          kind, ArgumentList(arguments: arguments, trailing: []), file: file, range: range)
        return try toColor(gradient, file: file, range: range)
      }
      // `.shadow(.drop(…))` as a style: the foreground style with a shadow, which is not drawn
      // (swiftui-semantics §21.6); `.white.shadow(…)` is the base colour.
      if s.name == "shadow" {
        if let base = s.base { return try toColor(base, file: file, range: range) }
        if let primary = RGBA.system["primary"] { return primary }
      }
      // `.themeBG`, `Color.themeBG`: the symbol Xcode generates for a colour set (§18.6).
      if s.base == nil, s.arguments == nil, let asset = assetColor(symbol: s.name) { return asset }
      // `.tint` with no `tint(_:)` set is the app's accent colour (swiftui-semantics §18.2).
      if s.base == nil, s.name == "tint", let accent = RGBA.system["accentColor"] { return accent }
      // `Color.blue.gradient`: a gradient derived from the colour, drawn as the colour itself
      // until gradients are drawn (the warning of `gradient(_:_:file:range:)`).
      if s.name == "gradient", s.arguments == nil, let base = s.base {
        if sink.once.insert("gradient." + file + ".Color.gradient").inserted {
          sink.warning(
            "semantics.gradient-approximated",
            "'Color.gradient' is drawn as its colour: gradients are not drawn yet", file: file, range: s.range
          )
        }
        return try toColor(base, file: file, range: range)
      }
      try fail(
        "semantics.unknown-member", "type 'Color' has no member '\(s.name)'", file, s.range,
        notes: Suggestions.note(for: s.name, in: Array(RGBA.system.keys)))
    case .view(let ref):
      if case .primitive("Color", let arguments, _) = ref.view.content,
        case .color(let c)? = arguments.first?.value
      {
        return c
      }
    default: break
    }
    try fail(
      "semantics.type-mismatch",
      "cannot convert value of type '\(value.typeName)' to expected argument type 'Color'",
      file, range)
  }

  /// An animation value (LANGUAGE §6), keeping the base curve, its arguments and the chain.
  func toAnimation(_ value: Value, file: String, range: SourceRange) throws -> AnimationDescription? {
    if value.isNull { return nil }
    // `.none`: `Optional<Animation>.none`, no animation.
    if case .symbol(let s) = value, s.name == "none", s.base == nil, s.arguments == nil { return nil }
    if let resolved = try resolveImplicitMember(value, in: ["Animation"]) {
      return try toAnimation(resolved, file: file, range: range)
    }
    guard case .symbol(let s) = value else {
      try fail(
        "semantics.type-mismatch",
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Animation'", file, range)
    }
    if let base = s.base {
      guard var animation = try toAnimation(base, file: file, range: range) else { return nil }
      if s.name == "logicallyComplete" {
        // `.logicallyComplete(after:)` only moves when a `withAnimation` completion runs
        // (iOS 17); the curve is unchanged (swiftui-semantics §23.9).
        return animation
      }
      guard let step = AnimationDescription.StepKind(rawValue: s.name) else {
        try fail(
          "semantics.unknown-member", "'\(s.name)' is not an animation modifier", file, s.range,
          notes: Suggestions.note(for: s.name, in: AnimationDescription.StepKind.allCases.map(\.rawValue)))
      }
      let arguments = try numbers(s.arguments ?? [], file: file)
      if step == .speed, let speed = arguments.first?.value, speed <= 0 {
        // docs/reliability.md: a speed that is not positive would never finish the animation.
        sink.warning(
          "semantics.negative-animation-argument",
          "animation speed \(formatNumber(speed)) is not positive; the speed modifier is ignored", file: file,
          range: s.arguments?.first?.range ?? s.range)
        return animation
      }
      animation.modifiers.append(
        AnimationDescription.Step(
          step, arguments: clampNegative(arguments, s.arguments ?? [], file: file, curve: s.name)))
      return animation
    }
    guard let curve = AnimationDescription.Curve(rawValue: s.name) else {
      try fail(
        "semantics.unknown-member", "type 'Animation' has no member '\(s.name)'", file, s.range,
        notes: Suggestions.note(for: s.name, in: AnimationDescription.Curve.allCases.map(\.rawValue)))
    }
    if curve == .timingCurve, let first = s.arguments?.first, first.label == nil, first.value.number == nil,
      !first.value.isLengthConstant
    {
      return try unitCurveAnimation(s, curve: first, file: file, range: range)
    }
    let arguments = try numbers(s.arguments ?? [], file: file)
    return AnimationDescription(
      curve, arguments: clampNegative(arguments, s.arguments ?? [], file: file, curve: s.name))
  }

  /// `.timingCurve(_ curve: UnitCurve, duration: TimeInterval)` (iOS 17; the duration has no
  /// default, AppleDoc `animation/timingcurve(_:duration:)`): the curve is a `UnitCurve` preset
  /// or `.bezier(startControlPoint:endControlPoint:)`.
  private func unitCurveAnimation(_ s: Symbol, curve: Argument, file: String, range: SourceRange) throws
    -> AnimationDescription
  {
    guard case .symbol(let c) = curve.value, c.base == nil,
      c.typeQualifier == nil || c.typeQualifier == "UnitCurve"
    else {
      try fail(
        "semantics.type-mismatch",
        "cannot convert value of type '\(curve.value.typeName)' to expected argument type 'UnitCurve'", file,
        curve.range)
    }
    let unitCurve = AnimationDescription.UnitCurveName(
      rawValue: c.name == "easeInEaseOut" ? "easeInOut" : c.name)
    var points: [AnimationDescription.Argument] = []
    if unitCurve == .bezier {
      guard let start = c.argument("startControlPoint"), let end = c.argument("endControlPoint") else {
        try fail(
          "semantics.missing-argument", "'bezier' needs 'startControlPoint:' and 'endControlPoint:'", file,
          c.range)
      }
      let p1 = try toUnitPoint(start, file: file, range: c.range)
      let p2 = try toUnitPoint(end, file: file, range: c.range)
      for (index, value) in [p1.x, p1.y, p2.x, p2.y].enumerated() {
        guard value.isFinite else {
          try fail(
            "semantics.non-finite-animation", "bezier control points must be finite numbers", file, c.range)
        }
        points.append(.init(label: "_\(index)", value: value))
      }
    } else if unitCurve == nil || c.arguments != nil {
      try fail(
        "semantics.unknown-member", "type 'UnitCurve' has no member '\(c.name)'", file, c.range,
        notes: Suggestions.note(for: c.name, in: AnimationDescription.UnitCurveName.allCases.map(\.rawValue)))
    }
    let rest = Array((s.arguments ?? []).dropFirst())
    for argument in rest where argument.label != "duration" {
      try fail(
        "semantics.unknown-argument",
        "extra argument '\(argument.label ?? "_")' in call to 'timingCurve(_:duration:)'", file,
        argument.range)
    }
    guard !rest.isEmpty else {
      try fail(
        "semantics.missing-argument", "'timingCurve' with a UnitCurve needs 'duration:'", file, s.range)
    }
    let duration = clampNegative(try numbers(rest, file: file), rest, file: file, curve: "timingCurve")
    return AnimationDescription(.timingCurve, arguments: points + duration, unitCurve: unitCurve)
  }

  /// Negative times and spring constants are accepted by SwiftUI but undefined; each one is a
  /// warning and gets a defined value (docs/reliability.md): durations, delays, responses,
  /// blend durations, stiffness, damping and damping fractions become 0; a mass that is not
  /// positive becomes 1.
  private func clampNegative(
    _ numbers: [AnimationDescription.Argument], _ arguments: [Argument], file: String, curve: String
  ) -> [AnimationDescription.Argument] {
    var out = numbers
    for (index, number) in numbers.enumerated() {
      let label = curve == "delay" ? "delay" : number.label
      let replacement: Double
      switch label {
      case "duration", "delay", "response", "blendDuration", "stiffness", "damping", "dampingFraction":
        guard number.value < 0 else { continue }
        replacement = 0
      case "mass":
        guard number.value <= 0 else { continue }
        replacement = 1
      default:
        continue
      }
      out[index].value = replacement
      sink.warning(
        "semantics.negative-animation-argument",
        "animation argument '\(label)' is \(formatNumber(number.value)); \(formatNumber(replacement)) is used instead",
        file: file, range: index < arguments.count ? arguments[index].range : SourceRange.at(0))
    }
    return out
  }

  private func numbers(_ arguments: [Argument], file: String) throws -> [AnimationDescription.Argument] {
    var out: [AnimationDescription.Argument] = []
    for (index, argument) in arguments.enumerated() {
      let label = argument.label ?? "_\(index)"
      switch argument.value {
      case .bool(let b): out.append(.init(label: label, value: b ? 1 : 0))
      default:
        // `.nan` and `.infinity` type-check in Swift, and arithmetic can produce them; no curve
        // can run for a non-finite time, so they are errors rather than NaN in the timeline.
        let spelled = argument.label.map { "'\($0)'" } ?? "\(index + 1)"
        let number =
          argument.value.isLengthConstant
          ? try toLength(argument.value, file: file, range: argument.range) : argument.value.number
        guard let number else {
          try fail(
            "semantics.type-mismatch", "animation argument \(spelled) must be a number", file, argument.range)
        }
        guard number.isFinite else {
          try fail(
            "semantics.non-finite-animation", "animation argument \(spelled) must be a finite number", file,
            argument.range)
        }
        out.append(.init(label: label, value: number))
      }
    }
    return out
  }

  func toTransition(_ value: Value, file: String, range: SourceRange) throws -> TransitionDescription {
    if let resolved = try resolveImplicitMember(value, in: ["AnyTransition"]) {
      return try toTransition(resolved, file: file, range: range)
    }
    if case .structure(let custom) = value, let type = module.type(named: custom.type),
      type.decl.inheritance.contains(where: { ModuleBuilder.simpleName($0) == "Transition" })
    {
      // A type of the module conforming to `Transition` (iOS 17): its `body(content:phase:)` is
      // not run; drawn as a fade, like `.modifier(active:identity:)` (swiftui-semantics §13).
      if sink.once.insert("transition-approximated." + custom.type).inserted {
        sink.warning(
          "semantics.transition-approximated",
          "the transition '\(custom.type)' is drawn as '.opacity': its effect is not modelled", file: file,
          range: range)
      }
      return .opacity
    }
    guard case .symbol(let s) = value else {
      try fail(
        "semantics.type-mismatch",
        "cannot convert value of type '\(value.typeName)' to expected argument type 'AnyTransition'", file,
        range)
    }
    if let base = s.base {
      let inner = try toTransition(base, file: file, range: range)
      if s.name == "animation", let attached = s.argument(nil) {
        // `transition.animation(a)`: the transition's effect runs with `a` (§13).
        return .animated(inner, animation: try toAnimation(attached, file: file, range: s.range))
      }
      guard s.name == "combined", let other = s.argument("with") else {
        try fail(
          "semantics.unknown-member", "'\(s.name)' is not a transition modifier", file, s.range,
          notes: Suggestions.note(for: s.name, in: ["combined", "animation"]))
      }
      let rhs = try toTransition(other, file: file, range: range)
      var parts: [TransitionDescription] = []
      for part in [inner, rhs] {
        if case .combined(let nested) = part { parts += nested } else { parts.append(part) }
      }
      return .combined(parts)
    }
    switch s.name {
    case "identity": return .identity
    case "opacity": return .opacity
    case "slide": return .slide
    case "scale":
      let scale = try s.argument("scale").map { try toLength($0, file: file, range: range) } ?? 1e-5
      let anchor =
        try s.argument("anchor").map { try toUnitPoint($0, file: file, range: range) }
        ?? UnitPoint(x: 0.5, y: 0.5)
      return .scale(scale, anchor: anchor)
    case "move":
      return .move(try toEdge(s.argument("edge") ?? .null, file: file, range: s.range))
    case "push":
      return .push(try toEdge(s.argument("from") ?? .null, file: file, range: s.range))
    case "offset":
      if let size = s.argument(nil), case .size(let w, let h) = size { return .offset(x: w, y: h) }
      return .offset(
        x: try s.argument("x").map { try toLength($0, file: file, range: range) } ?? 0,
        y: try s.argument("y").map { try toLength($0, file: file, range: range) } ?? 0)
    case "blurReplace", "modifier", "symbolEffect":
      // Effects a transition description cannot hold: `.blurReplace` blurs and scales,
      // `.modifier(active:identity:)` applies a custom modifier. Drawn as a fade, which keeps
      // the insertion and removal in time (swiftui-semantics §13, an approximation).
      if sink.once.insert("transition-approximated." + s.name).inserted {
        sink.warning(
          "semantics.transition-approximated",
          "the transition '.\(s.name)' is drawn as '.opacity': its effect is not modelled", file: file,
          range: s.range)
      }
      return .opacity
    case "asymmetric":
      guard let insertion = s.argument("insertion"), let removal = s.argument("removal") else {
        try fail(
          "semantics.missing-argument", "'asymmetric' needs 'insertion:' and 'removal:'", file, s.range)
      }
      return .asymmetric(
        insertion: try toTransition(insertion, file: file, range: range),
        removal: try toTransition(removal, file: file, range: range))
    default:
      try fail(
        "semantics.unknown-member", "type 'AnyTransition' has no member '\(s.name)'", file, s.range,
        notes: Suggestions.note(
          for: s.name, in: ["identity", "opacity", "slide", "scale", "move", "push", "offset", "asymmetric"]))
    }
  }

  func toEdge(_ value: Value, file: String, range: SourceRange) throws -> Edge {
    if case .symbol(let s) = value, s.base == nil, let edge = Edge(rawValue: s.name) { return edge }
    if case .symbol(let s) = value {
      try fail(
        "semantics.unknown-member", "type 'Edge' has no member '\(s.name)'", file, s.range,
        notes: Suggestions.note(for: s.name, in: Edge.allCases.map(\.rawValue)))
    }
    try fail("semantics.type-mismatch", "expected an edge such as .bottom", file, range)
  }

  func toEdgeSet(_ value: Value, file: String, range: SourceRange) throws -> EdgeSet {
    switch value {
    case .array(let items):
      var edges: EdgeSet = []
      for item in items { edges.formUnion(try toEdgeSet(item, file: file, range: range)) }
      return edges
    case .symbol(let s) where s.base == nil:
      switch s.name {
      case "all": return .all
      case "horizontal": return .horizontal
      case "vertical": return .vertical
      default: return EdgeSet(try toEdge(value, file: file, range: range))
      }
    default:
      try fail(
        "semantics.type-mismatch",
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Edge.Set'", file, range)
    }
  }

  func toUnitPoint(_ value: Value, file: String, range: SourceRange) throws -> UnitPoint {
    if case .symbol(let s) = value, s.base == nil, let point = UnitPoint.named[s.name] { return point }
    // `UnitPoint(x:y:)` evaluates to a point; `.init(x:y:)` stays symbolic until here.
    if case .point(let x, let y) = value { return UnitPoint(x: x, y: y) }
    if case .symbol(let s) = value, s.base == nil, s.name == "init",
      let x = s.argument("x")?.number, let y = s.argument("y")?.number
    {
      return UnitPoint(x: x, y: y)
    }
    if case .symbol(let s) = value {
      try fail(
        "semantics.unknown-member", "type 'UnitPoint' has no member '\(s.name)'", file, s.range,
        notes: Suggestions.note(for: s.name, in: Array(UnitPoint.named.keys)))
    }
    try fail("semantics.type-mismatch", "expected a unit point such as .center", file, range)
  }

  func toAlignment(_ value: Value, allowed: Set<String>, file: String, range: SourceRange) throws
    -> AlignmentName
  {
    if case .symbol(let s) = value, s.base == nil {
      if allowed.contains(s.name), let alignment = AlignmentName(rawValue: s.name) { return alignment }
      try fail(
        "semantics.unknown-member", "'.\(s.name)' is not an alignment here", file, s.range,
        notes: Suggestions.note(for: s.name, in: Array(allowed)))
    }
    try fail(
      "semantics.type-mismatch", "cannot convert value of type '\(value.typeName)' to an alignment", file,
      range)
  }

  func toFont(_ value: Value, file: String, range: SourceRange) throws -> FontDescription {
    if let resolved = try resolveImplicitMember(value, in: ["Font"]) {
      return try toFont(resolved, file: file, range: range)
    }
    guard case .symbol(let s) = value else {
      try fail(
        "semantics.type-mismatch",
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Font'", file, range)
    }
    if let base = s.base {
      var font = try toFont(base, file: file, range: range)
      switch s.name {
      case "weight":
        if case .symbol(let w)? = s.argument(nil) {
          guard let weight = FontWeight(name: w.name) else {
            try fail(
              "semantics.unknown-member", "type 'Font.Weight' has no member '\(w.name)'", file, w.range,
              notes: Suggestions.note(for: w.name, in: FontDescription.weights))
          }
          font.weight = weight
        }
      case "bold": font.weight = .bold
      case "italic", "monospacedDigit", "smallCaps": break
      case "width", "leading":
        // `.title3.width(.condensed)`, `.body.leading(.tight)`: glyph widths and line spacing
        // Matchcut's text metrics do not model, as the `fontWidth` modifier (§21.8).
        IgnoredModifierReport.approximated.report("Font." + s.name, to: sink, file: file, range: s.range)
      default:
        try fail("semantics.unknown-member", "type 'Font' has no member '\(s.name)'", file, s.range)
      }
      return font
    }
    if let style = TextStyleName(name: s.name) { return FontDescription(textStyle: style) }
    if s.name == "system" {
      guard let size = s.argument("size") else {
        if case .symbol(let style)? = s.argument(nil), let named = TextStyleName(name: style.name) {
          return FontDescription(textStyle: named)
        }
        try fail("semantics.missing-argument", "'.system' needs 'size:'", file, s.range)
      }
      var font = FontDescription(size: try toLength(size, file: file, range: range))
      if case .symbol(let weight)? = s.argument("weight") {
        guard let named = FontWeight(name: weight.name) else {
          try fail(
            "semantics.unknown-member", "type 'Font.Weight' has no member '\(weight.name)'", file,
            weight.range,
            notes: Suggestions.note(for: weight.name, in: FontDescription.weights))
        }
        font.weight = named
      }
      if case .symbol(let design)? = s.argument("design") {
        // Every design is measured with Inter's metrics, so an unknown one cannot move a
        // frame: it is dropped with a warning (docs/semantics-diagnostics.md).
        if let named = FontDesign(rawValue: design.name) {
          font.design = named
        } else {
          sink.warning(
            "semantics.unknown-member",
            "type 'Font.Design' has no member '\(design.name)'; the default design is used",
            file: file, range: design.range,
            notes: Suggestions.note(for: design.name, in: FontDesign.allCases.map(\.rawValue)))
        }
      }
      return font
    }
    if s.name == "custom" {
      // `.custom("Avenir-Heavy", size: 20)`, `fixedSize:`: a font the app bundles. Its file is
      // not available here, so the text is measured with the system font at that size
      // (swiftui-semantics §23.11).
      guard let size = s.argument("size") ?? s.argument("fixedSize") else {
        try fail("semantics.missing-argument", "'.custom' needs 'size:' or 'fixedSize:'", file, s.range)
      }
      if sink.once.insert("custom-font").inserted {
        var name = "a custom font"
        if case .string(let given)? = s.argument(nil) { name = "the font '\(given)'" }
        sink.warning(
          "semantics.custom-font",
          "\(name) is measured as the system font of its size: custom font files are not read",
          file: file, range: s.range)
      }
      return FontDescription(size: try toLength(size, file: file, range: range))
    }
    try fail(
      "semantics.unknown-member", "type 'Font' has no member '\(s.name)'", file, s.range,
      notes: Suggestions.note(for: s.name, in: FontDescription.textStyles + ["system", "custom"]))
  }

  // MARK: Descriptions

  /// The short description used in `values` (TOOLING §2): `true`, `0`, `"text"`, `nil`,
  /// `Film(Harbor Lights)`, `.home`, `(0, 0)`.
  func shortDescription(_ value: Value) -> String {
    switch value {
    case .void: return "()"
    case .null: return "nil"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d): return formatNumber(d)
    case .string(let s): return "\"" + s + "\""
    case .array(let items): return "[" + items.map(shortDescription).joined(separator: ", ") + "]"
    case .dictionary(let keys, _): return "[\(keys.count) entries]"
    case .range(let lo, let hi, let closed): return closed ? "\(lo)...\(hi &- 1)" : "\(lo)..<\(hi)"
    case .structure(let s) where s.type == Value.tupleTypeName:
      // `(start: 1, end: nil)`, `(0, "a")`: a positional element's field is its index.
      return "("
        + s.fields.map { field in
          let label = field.name.first?.isNumber == true ? "" : field.name + ": "
          return label + shortDescription(field.value)
        }.joined(separator: ", ") + ")"
    case .structure(let s):
      for field in s.fields {
        if case .string(let text) = field.value { return "\(s.type)(\(text))" }
      }
      return s.type + "(…)"
    case .enumCase(_, let name, let payload):
      if payload.isEmpty { return "." + name }
      return "." + name + "(" + payload.map(shortDescription).joined(separator: ", ") + ")"
    case .uuid(let u): return u
    case .color(let c): return c.hex
    case .size(let w, let h): return "(\(formatNumber(w)), \(formatNumber(h)))"
    case .point(let x, let y): return "(\(formatNumber(x)), \(formatNumber(y)))"
    case .symbol(let s): return "." + s.name
    case .view: return "some View"
    case .closure: return "closure"
    case .binding: return "Binding"
    case .namespace(let n): return n
    case .keyPath(let names): return "\\." + names.joined(separator: ".")
    case .type(let name): return name
    case .gesture(let g): return g.kind
    case .method(let m): return m.function.name.text
    case .object(let key): return key
    }
  }
}
