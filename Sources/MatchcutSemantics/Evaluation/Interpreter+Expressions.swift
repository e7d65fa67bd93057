import MatchcutSource
import MatchcutSyntax

/// Expression evaluation (LANGUAGE §3).
extension Interpreter {
  func eval(_ expr: ExprSyntax, _ env: Env) throws -> Value {
    try step(env.file, expr.range)
    switch expr.kind {
    case .integerLiteral(let i): return .int(i)
    case .floatLiteral(let d): return .double(d)
    case .stringLiteral(let s): return .string(try interpolate(s, env))
    case .booleanLiteral(let b): return .bool(b)
    case .nilLiteral: return .null
    case .arrayLiteral(let items):
      var values = try items.map { try eval($0, env) }
      // `[Level.high, .low]`: the literal's element type comes from the element that names it.
      if let typed = values.first(where: { if case .enumCase = $0 { true } else { false } }),
        case .enumCase(let type, _, _) = typed
      {
        values = values.map { value in
          if case .symbol(let s) = value, let resolved = enumCase(s, of: type) { resolved } else { value }
        }
      }
      return try checkValue(.array(values), file: env.file, range: expr.range)
    case .dictionaryLiteral(let elements):
      var keys: [Value] = []
      var values: [Value] = []
      for element in elements {
        keys.append(try eval(element.key, env))
        values.append(try eval(element.value, env))
      }
      return try checkValue(.dictionary(keys, values), file: env.file, range: expr.range)
    case .identifier(let id):
      return try lookup(id, env)
    case .projectedValue(let id):
      return try projection(id, env)
    case .shorthandArgument(let n):
      guard let value = env.lookup("$\(n)") else {
        try fail(
          "semantics.unknown-identifier", "anonymous closure argument '$\(n)' is not available here",
          env.file, expr.range)
      }
      return value
    case .selfExpr:
      switch env.receiver {
      case .value(let value, _): return value
      case .instance(let instance): return .type(instance.type.name)
      case nil:
        try fail("semantics.unknown-identifier", "'self' is not available here", env.file, expr.range)
      }
    case .discard:
      return .void
    case .memberAccess(let base, let name):
      let value = try memberAccess(base: base, name: name, env: env, range: expr.range)
      // A symbolic chain (`a = a.delay(1)` in a loop) nests one level per member.
      if case .symbol(let s) = value, s.base != nil {
        try checkValue(value, file: env.file, range: expr.range)
      }
      return value
    case .implicitMember(let name):
      return .symbol(
        Symbol(name: name.text, arguments: nil, base: nil, typeQualifier: nil, range: expr.range))
    case .call(let call):
      return try checkValue(
        try evalCall(call, range: expr.range, env: env), file: env.file, range: expr.range)
    case .subscriptAccess(let base, let arguments):
      // Outlined: its locals would otherwise grow every recursive `eval` frame (deep nesting
      // runs on threads with small stacks, docs/reliability.md).
      return try evalSubscript(base, arguments, env, range: expr.range)
    case .specialization(let base, _):
      return try eval(base, env)
    case .closure(let closure):
      return .closure(makeClosure(closure, env))
    case .keyPath(let root, let components):
      var names: [String] = []
      for component in components {
        if case .property(let id) = component { names.append(id.text) }
      }
      // `\Hike.Observation.elevation`: the root is the nested type `Hike.Observation`, which
      // the parser cannot tell from a property; its name is no component.
      if case .identifier(let rootName, _)? = root?.kind {
        var typeName = rootName.text
        while let first = names.first, module.nestedTypes[typeName + "." + first] != nil {
          typeName += "." + first
          names.removeFirst()
        }
      }
      return .keyPath(names)
    case .optionalChain(let inner):
      return try eval(inner, env)
    case .forceUnwrap(let inner):
      let value = try eval(inner, env)
      if value.isNull {
        try fail(
          "semantics.nil-unwrap", "unexpectedly found nil while unwrapping an optional value", env.file,
          expr.range)
      }
      return value
    case .prefixOperator(let op, let inner):
      let value = try eval(inner, env)
      if let result = try userPrefixOperator(op, value, file: env.file, range: expr.range) { return result }
      switch (op.op, value) {
      case (.negate, .int(let i)): return .int(-i)
      case (.negate, .double(let d)): return .double(-d)
      case (.plus, .int), (.plus, .double): return value
      case (.negate, .symbol(let s)) where try angleDegrees(value, file: env.file, range: inner.range) != nil:
        // `-rotation` of an Angle: the angle in degrees, negated.
        let degrees = try angleDegrees(value, file: env.file, range: inner.range) ?? 0
        return Self.degrees(-degrees, range: s.range)
      case (.negate, _) where value.isLengthConstant:
        // `-.infinity` where a CGFloat is expected.
        return .double(-(try toLength(value, file: env.file, range: inner.range)))
      case (.not, .bool(let b)): return .bool(!b)
      case (.not, .type(let name)) where isStandIn(name):
        // `!context.canEvaluatePolicy(…)` of a skipped framework value: still the stand-in,
        // whose condition is false (docs/semantics.md "Code that is not about views").
        return value
      default:
        try fail(
          "semantics.type-mismatch",
          "operator '\(op.op.rawValue)' cannot be applied to a value of type '\(value.typeName)'", env.file,
          expr.range)
      }
    case .binary:
      return try evalBinaryChain(expr, env)
    case .ternary(let condition, let thenExpr, let elseExpr):
      return try truth(try eval(condition, env), env.file, condition.range)
        ? try eval(thenExpr, env) : try eval(elseExpr, env)
    case .cast(let inner, let kind, let type):
      let value = try eval(inner, env)
      // `vc as? UINavigationController` on a framework stand-in: which subclass it is cannot be
      // known, so the conditional cast fails (nil) rather than recurse on the same stand-in.
      if kind == .conditional, case .type(let name) = value, isStandIn(name),
        module.type(named: name) == nil, typeName(type) != name
      {
        return .null
      }
      return try coerce(value, to: type, file: env.file, range: expr.range)
    case .typeCheck(let inner, let type):
      return .bool(valueIs(try eval(inner, env), typeName(type)))
    case .parenthesized(let inner):
      return try eval(inner, env)
    case .tuple(let elements):
      if elements.count == 1, elements[0].label == nil { return try eval(elements[0].value, env) }
      if elements.isEmpty { return .void }
      return .tuple(try elements.map { ($0.label?.text, try eval($0.value, env)) })
    case .tryExpr(let inner, let kind):
      return try evalTry(inner, kind, env, range: expr.range)
    case .awaitExpr(let inner):
      // Async code runs synchronously, in the action that starts it (docs/semantics.md).
      return try eval(inner, env)
    case .bindingPattern:
      try fail("semantics.unsupported-expression", "patterns are not supported here", env.file, expr.range)
    case .type(let type):
      return .type(typeName(type))
    case .macroName(let name) where FrameworkStandIns.macros.contains(String(name.text.drop { $0 == "#" })):
      // `#Predicate<Item> { $0.isDone }`: a store query's filter, never run (no store).
      return .type(String(name.text.drop { $0 == "#" }))
    case .macroName(let name):
      try fail(
        "semantics.unsupported-expression", "the macro '\(name.text)' is not supported", env.file,
        expr.range)
    case .availability(let unavailable):
      return .bool(!unavailable)  // the preview stands for an up-to-date iOS device
    case .postfixIfConfig(let base, let config):
      return try eval(CompilationConditions.active(config).first ?? base, env)
    case .partialRangeFrom, .partialRangeUpTo:
      try fail(
        "semantics.unsupported-expression", "one-sided ranges ('start...', '..<end') are not supported",
        env.file, expr.range)
    case .ifExpression(let stmt):
      return try evalIfExpression(stmt, env)
    case .switchExpression(let stmt):
      return try evalSwitchExpression(stmt, env)
    case .operatorReference(let name):
      // `sorted(by: >)`, `reduce(0, +)`: the operator as a two-argument function (The Swift
      // Programming Language, "Closures", "Operator Methods").
      return .closure(
        Closure(
          parameters: ["lhs", "rhs"], body: .operatorFunction(name.text), env: env, file: env.file,
          range: expr.range))
    case .assignment(let target, let op, let value):
      // `return total = 0`: the assignment runs as the statement would; its value is `()`.
      try exec(
        StmtSyntax(.assignment(target: target, op: op, value: value), range: expr.range), env, label: nil)
      return .void
    case .regexLiteral:
      try fail("semantics.unsupported-expression", "regex literals are not supported", env.file, expr.range)
    case .missing:
      throw EvalAbort(reason: .error)
    }
  }

  func makeClosure(_ closure: ClosureSyntax, _ env: Env) -> Closure {
    // A `$item` parameter (its name's range covers the `$`) keeps the `$`: `callClosure` binds
    // both `$item`, the binding, and `item`, its value.
    let parameters: [String] =
      closure.signature?.parameters.map { (parameter: ClosureParameterSyntax) -> String in
        let name = parameter.name
        let isProjected = name.range.end - name.range.start == name.text.utf8.count + 1
        return isProjected ? "$" + name.text : name.text
      } ?? []
    capture(env)
    var made = Closure(
      parameters: parameters, body: .statements(closure.statements), env: env, file: env.file,
      range: closure.range)
    made.resultLabels = Value.tupleLabels(of: closure.signature?.returnType)
    if case .identifier? = closure.signature?.returnType?.kind {
      made.resultType = closure.signature?.returnType
    }
    return made
  }

  func typeName(_ type: TypeSyntax) -> String {
    switch type.kind {
    case .identifier(let id, _): return id.text
    case .member(let base, let name, _): return typeName(base) + "." + name.text
    case .optional(let base): return typeName(base)
    case .array(let base): return "[" + typeName(base) + "]"
    default: return "?"
    }
  }

  func truth(_ value: Value, _ file: String, _ range: SourceRange) throws -> Bool {
    if case .type(let standIn) = value, isStandIn(standIn) {
      // `if context.canEvaluatePolicy(…)`: a framework answer that is not evaluated, taken as
      // false, with a warning once per type (docs/semantics.md "Code that is not about views").
      if sink.once.insert("stand-in-condition." + standIn).inserted {
        sink.warning(
          "semantics.stand-in-condition",
          "this condition comes from '\(standIn)', which is not evaluated; it is taken as false", file: file,
          range: range)
      }
      return false
    }
    guard case .bool(let b) = value else {
      try fail(
        "semantics.type-mismatch", "cannot convert value of type '\(value.typeName)' to 'Bool'", file, range)
    }
    return b
  }

  /// `items[i]`, `items[2...]`, `text[i]`, `scores[key]`, `$items[i]`.
  private func evalSubscript(
    _ base: ExprSyntax, _ arguments: [ArgumentSyntax], _ env: Env, range: SourceRange
  )
    throws -> Value
  {
    let container = try eval(base, env)
    if arguments.count == 2, arguments[1].label?.text == "default",
      case .dictionary(let keys, let values) = container
    {
      // `counts[word, default: 0]`: the value for the key, or the default when it has none.
      let key = dictionaryKey(try eval(arguments[0].value, env), in: keys)
      if let position = keys.firstIndex(where: { equal($0, key) }) { return values[position] }
      return try eval(arguments[1].value, env)
    }
    if arguments.count == 1, arguments[0].label?.text == "keyPath",
      case .keyPath(let path) = try eval(arguments[0].value, env)
    {
      // `value[keyPath: path]`: the member the key path names (SE-0161).
      var current = container
      for component in path where component != "self" {
        current = try member(of: current, component, file: env.file, range: range)
      }
      return current
    }
    guard arguments.count == 1 else {
      try fail("semantics.unsupported-expression", "subscripts take one index", env.file, range)
    }
    let index: Value
    let count: Int? =
      switch container {
      case .array(let items): items.count
      case .string(let text): text.count
      default: nil
      }
    switch arguments[0].value.kind {
    case .partialRangeFrom(let start) where count != nil:
      // `items[2...]`: from the index to the end.
      guard case .int(let lo) = try eval(start, env) else {
        try fail(
          "semantics.type-mismatch", "a one-sided range needs an integer bound", env.file, start.range)
      }
      index = .range(lo, max(lo, count ?? 0))
    case .partialRangeUpTo(let end, let inclusive) where count != nil:
      // `items[..<3]`, `items[...2]`: from the start to the index.
      guard case .int(let hi) = try eval(end, env) else {
        try fail("semantics.type-mismatch", "a one-sided range needs an integer bound", env.file, end.range)
      }
      index = .range(0, inclusive ? hi &+ 1 : hi)
    default:
      index = try eval(arguments[0].value, env)
    }
    if case .structure(let proxy) = container, proxy.type == "GeometryProxy",
      case .structure(let anchor) = index,
      anchor.type == "Anchor"
    {
      return try resolveAnchor(anchor, in: proxy, file: env.file, range: range)
    }
    switch (container, index) {
    case (.array(let items), .range(let lo, let hi, _)):
      // `items[1..<3]`: the slice, as an array.
      guard lo >= 0, lo <= hi, hi <= items.count else {
        try fail(
          "semantics.index-out-of-range",
          "range \(lo)..<\(hi) is out of range for an array of \(items.count) elements", env.file,
          arguments[0].range)
      }
      return .array(Array(items[lo..<hi]))
    case (.array(let items), .int(let i)):
      guard i >= 0, i < items.count else {
        try fail(
          "semantics.index-out-of-range",
          "index \(i) is out of range for an array of \(items.count) elements", env.file, arguments[0].range
        )
      }
      return items[i]
    case (.string(let text), .int(let i)):
      // `text[text.index(text.startIndex, offsetBy: 2)]`: the character at that offset.
      let characters = Array(text)
      guard i >= 0, i < characters.count else {
        try fail(
          "semantics.index-out-of-range",
          "index \(i) is out of range for a string of \(characters.count) characters", env.file,
          arguments[0].range)
      }
      return .string(String(characters[i]))
    case (.string(let text), .range(let lo, let hi, _)):
      // `text[start..<end]`: the characters between two offsets.
      let characters = Array(text)
      guard lo >= 0, lo <= hi, hi <= characters.count else {
        try fail(
          "semantics.index-out-of-range",
          "range \(lo)..<\(hi) is out of range for a string of \(characters.count) characters", env.file,
          arguments[0].range)
      }
      return .string(String(characters[lo..<hi]))
    case (.binding(let ref), .int(let i)):
      // `$items[i]`: a binding to the element.
      return .binding(.member(ref, Self.elementName(i)))
    case (.structure(let s), .type(let key)) where s.type == "EnvironmentValues":
      // `self[TintKey.self]` in an `EnvironmentValues` extension: the key's default.
      return try typeMember(key, "defaultValue", file: env.file, range: arguments[0].range)
    case (.dictionary(let keys, let values), let key):
      let key = dictionaryKey(key, in: keys)
      if let position = keys.firstIndex(where: { equal($0, key) }) { return values[position] }
      return .null
    default:
      try fail(
        "semantics.type-mismatch",
        "cannot subscript a value of type '\(container.typeName)' with '\(index.typeName)'", env.file,
        range)
    }
  }

  /// A dictionary key as the dictionary holds it: `.numbered(1)` beside keys of an enum is that
  /// enum's case.
  func dictionaryKey(_ key: Value, in keys: [Value]) -> Value {
    guard case .symbol(let s) = key, let first = keys.first, case .enumCase(let type, _, _) = first else {
      return key
    }
    return enumCase(s, of: type) ?? key
  }

  // MARK: Strings

  func interpolate(_ literal: StringLiteralSyntax, _ env: Env) throws -> String {
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .text(let piece, _):
        text += piece
      case .interpolation(let arguments, let range):
        guard let first = arguments.first else { continue }
        let value = try eval(first.value, env)
        if arguments.count == 2, first.label == nil, arguments[1].label?.text == "specifier",
          case .string(let pattern) = try eval(arguments[1].value, env),
          let formatted = try FormatSpecifier.format(
            pattern, [value], describe: { try describe($0, file: env.file, range: first.range) })
        {
          // `Text("\(progress, specifier: "%.0f")%")`: SwiftUI's interpolation formats the value
          // with the printf-style specifier (`LocalizedStringKey.StringInterpolation`).
          text += formatted
          try checkStringSize(text.utf8.count, file: env.file, range: range)
          continue
        }
        if arguments.count > 1 || first.label != nil {
          sink.note(
            "semantics.ignored-format", "interpolation format arguments are ignored", file: env.file,
            range: range)
        }
        text += try describe(value, file: env.file, range: first.range)
        try checkStringSize(text.utf8.count, file: env.file, range: range)
      }
    }
    return text
  }

  /// `"\(value)"` as Swift prints it. Inline images are encoded for `Text` (U+FFFC name U+FFFC).
  func describe(_ value: Value, file: String, range: SourceRange) throws -> String {
    if let seconds = Self.dateSeconds(value) {
      // `"\(date)"`: Foundation's description, `2007-01-09 09:41:00 +0000`.
      let p = Self.civil(seconds)
      func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return "\(p.year)-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute)):\(two(p.second)) +0000"
    }
    switch value {
    case .string(let s): return s
    case .int(let i): return String(i)
    case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(d) : String(d)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "nil"
    case .uuid(let u): return u
    case .enumCase(_, let name, _): return name
    case .view(let ref):
      if case .primitive("Image", let arguments, _) = ref.view.content,
        let name = arguments.first.flatMap({ argument -> String? in
          if case .string(let s) = argument.value { return s }
          return nil
        })
      {
        return "\u{FFFC}" + name + "\u{FFFC}"
      }
      if case .primitive("Text", let arguments, _) = ref.view.content, let first = arguments.first {
        // `Text("Key: \(Text(key).bold())")`: a text interpolated into a text is its string
        // (`LocalizedStringKey.StringInterpolation.appendInterpolation(_: Text)`); its own
        // modifiers are not drawn.
        return try describe(first.value, file: file, range: range)
      }
      try fail(
        "semantics.type-mismatch", "only Image and Text views can be interpolated into a string", file, range)
    case .array(let items):
      return "[" + (try items.map { try describe($0, file: file, range: range) }).joined(separator: ", ")
        + "]"
    case .size(let w, let h): return "(\(w), \(h))"
    case .type(let standIn) where isStandIn(standIn):
      sink.warning(
        "semantics.stand-in-text",
        "this text comes from '\(standIn)', which is not evaluated; it is drawn as '\(standIn)'",
        file: file, range: range)
      return standIn
    default:
      return shortDescription(value)
    }
  }

  // MARK: Names

  func lookup(_ id: Identifier, _ env: Env) throws -> Value {
    let name = id.text
    if let value = env.lookup(name) { return value }
    if let value = try receiverMember(name, env, range: id.range) { return value }
    // `count`, `isEmpty`, `first` by implicit self in `extension Array` / `SubviewsCollection`.
    if case .value(let receiver, let info?) = env.receiver, module.builtinExtensions[info.name] === info,
      case .array = receiver, Self.implicitCollectionMembers.contains(name)
    {
      return try member(of: receiver, name, file: env.file, range: id.range)
    }
    if let value = try global(name, file: env.file, range: id.range) { return value }
    if name == PresentationHost.dismissIdentifier {
      return presentationDismiss
        ?? .closure(
          Closure(
            parameters: [], body: .empty, env: Env(parent: nil, file: env.file), file: env.file,
            range: id.range))
    }
    if name == "Self", let type = receiverType(env) {
      let qualified = module.nestedTypes.first { $0.value === type }?.key
      return .type(qualified ?? type.name)
    }
    // `Self.themes` in an enum's static method (`self` is the type) or instance method.
    if name == "Self", case .value(let receiver, _)? = env.receiver {
      if case .type(let typeName) = receiver { return .type(typeName) }
      if case .enumCase(let typeName, _, _) = receiver { return .type(typeName) }
    }
    if let context = receiverType(env), module.nestedTypes[context.name + "." + name] != nil {
      return .type(context.name + "." + name)
    }
    if !module.filePrivateNames.isEmpty, let scoped = module.filePrivateNames[env.file]?[name] {
      return .type(scoped)
    }
    if module.types[name] != nil || module.enums[name] != nil { return .type(name) }
    if let qualified = module.nestedTypes.keys.sorted().first(where: { $0.hasSuffix("." + name) }) {
      return .type(qualified)
    }
    if Builtins.typeNames.contains(name) || module.builtinExtensions[name] != nil { return .type(name) }
    // `EmptyView.self`: a built-in view's type as a value.
    if Builtins.viewNames.contains(name) { return .type(name) }
    if let type = receiverType(env), type.decl.genericParameters.contains(where: { $0.name.text == name }) {
      // `Content.self == EmptyView.self` in a view generic over its content: the argument when
      // it is known, else the parameter itself as a type, which equals no other type.
      return try genericTypeArgument(name, of: type, env, range: id.range) ?? .type(name)
    }
    if let function = module.globalFunctions[name] {
      return .method(Method(receiver: .value(.void, nil), function: function.function, owner: function.file))
    }
    // `Timer.publish(…)` as a value (a `@State`'s initial value, `onReceive`'s publisher): a
    // stand-in that every member and call of keeps (docs/semantics.md "Code that is not about
    // views").
    if Effects.skipped.contains(name) { return .type(name) }
    if let value = Builtins.constants[name] { return .int(value) }
    // `@State var angle = initialDegree`: Swift accepts a static of the type named unqualified in
    // a stored property's initial value (public apps that build with Xcode do it; docs/semantics.md
    // "Value types, operators and generics"). Valid code names no other `initialDegree` here.
    if let type = receiverType(env) {
      if type.statics[name] != nil || type.staticComputed[name] != nil {
        return try typeMember(type.name, name, file: env.file, range: id.range)
      }
      // `dev.course` in a preview provider's `previews`, with `static var dev` declared in an
      // `extension PreviewProvider`: a static of a protocol the type conforms to, with `Self`
      // the type.
      for info in type.conformanceExtensions {
        if let computed = info.staticComputed[name] {
          return try evalComputed(computed, receiver: .value(.type(type.name), type), file: info.file)
        }
      }
    }
    if let standIn = externalStandIn(name, file: env.file, range: id.range) { return standIn }
    try fail(
      "semantics.unknown-identifier", "cannot find '\(name)' in scope", env.file, id.range,
      notes: Suggestions.note(for: name, in: visibleNames(env)))
  }

  func receiverType(_ env: Env) -> TypeInfo? {
    switch env.receiver {
    case .instance(let instance): instance.type
    case .value(_, let type): type
    case nil: nil
    }
  }

  func visibleNames(_ env: Env) -> [String] {
    var names =
      env.visibleNames + Array(module.globals.keys) + module.allTypeNames + Builtins.typeNames
      + Array(module.globalFunctions.keys) + Builtins.viewNames + Builtins.functionNames
    if let type = receiverType(env) {
      names += type.stored.map(\.name) + Array(type.computed.keys) + Array(type.methods.keys)
    }
    return names
  }

  /// `self`'s member `name` (stored, `@State`, `@Binding`, `@Namespace`, computed, method).
  func receiverMember(_ name: String, _ env: Env, range: SourceRange) throws -> Value? {
    switch env.receiver {
    case .instance(let instance):
      let type = instance.type
      if let property = type.property(name) {
        // A stored property of an instance is an input the row memo does not compare.
        rowObserved = true
        switch property.wrapper {
        case .state:
          let key = instance.stateKey(name)
          touched.insert(key)
          return readState(key)
        case .binding:
          guard case .binding(let ref) = instance.props[name] ?? .null else {
            return instance.props[name] ?? .null
          }
          return try readBinding(ref, file: env.file, range: range)
        case .namespace, .none:
          if let value = instance.props[name] { return value }
          if let initializing, instance === initializing, property.wrapper == .none, !property.isLazy,
            let initializer = property.initializer
          {
            // Read in an `init` before the body sets it: the property already holds its initial
            // value, as Swift initialises those before the body runs (The Swift Programming
            // Language, "Initialization", "Default Property Values").
            var value = try eval(initializer, Env(parent: nil, file: type.file))
            if let declared = property.type {
              value = try coerce(value, to: declared, file: type.file, range: initializer.range)
            }
            instance.props[name] = value
            return value
          }
          return .null
        }
      }
      if let computed = type.computed[name] {
        return try evalComputed(computed, receiver: .instance(instance), file: type.file)
      }
      if let functions = type.methods[name], let function = functions.first {
        return .method(Method(receiver: .instance(instance), function: function, owner: type.file))
      }
      if name == "body" { return nil }
      return try conformanceMember(type, name, receiver: .instance(instance))
    case .value(let value, let type):
      if case .structure(let s) = value, let field = s.field(name) { return field }
      if case .type(let typeName) = value, let member = try staticContextMember(typeName, type, name) {
        return member
      }
      if case .object(let key) = value, let member = try objectMember(key, name, file: env.file, range: range)
      {
        return member
      }
      if let type {
        if let computed = type.computed[name] {
          return try evalComputed(computed, receiver: .value(value, type), file: type.file)
        }
        if let function = type.methods[name]?.first {
          let box = Self.isMutating(function) ? env.selfBox : nil
          return .method(
            Method(receiver: .value(value, type), function: function, owner: type.file, selfBox: box))
        }
        if let member = try conformanceMember(type, name, receiver: .value(value, type)) { return member }
      }
      if case .enumCase(let enumName, let caseName, _) = value, let info = module.enums[enumName] {
        if name == "rawValue", let raw = info.rawValues[caseName] { return raw }
        if let computed = info.computed[name] {
          return try evalComputed(computed, receiver: .value(value, nil), file: info.file)
        }
        if let function = info.methods[name]?.first {
          let box = Self.isMutating(function) ? env.selfBox : nil
          return .method(
            Method(receiver: .value(value, nil), function: function, owner: info.file, selfBox: box))
        }
      }
      return nil
    case nil:
      return nil
    }
  }

  /// A `lazy var`'s initial value for the struct value `value`: its initializer with `self`.
  func lazyValue(_ property: PropertyInfo, of value: Value, type: TypeInfo) throws -> Value {
    guard let initializer = property.initializer else { return .null }
    var result = try eval(initializer, Env(parent: nil, receiver: .value(value, type), file: type.file))
    if let declared = property.type {
      result = try coerce(result, to: declared, file: type.file, range: initializer.range)
    }
    return result
  }

  /// `Value.allCases` in `struct Picker<Value: CaseIterable>`: the type the instance's stored
  /// property typed `Value` (or `Binding<Value>`, `[Value]`, `Value?`) holds now, found from its
  /// value (generic parameters are otherwise erased, docs/semantics.md "Value types, operators
  /// and generics").
  func genericTypeArgument(_ name: String, of type: TypeInfo, _ env: Env, range: SourceRange) throws -> Value?
  {
    func mentions(_ declared: TypeSyntax?) -> Bool {
      guard let declared else { return false }
      switch declared.kind {
      case .identifier(let id, let arguments):
        return id.text == name || (id.text == "Binding" && arguments.contains { mentions($0) })
      case .optional(let base), .array(let base), .attributed(_, let base): return mentions(base)
      default: return false
      }
    }
    for property in type.stored where mentions(property.type) {
      guard var value = try receiverMember(property.name, env, range: range) else { continue }
      if case .array(let items) = value, let first = items.first { value = first }
      switch value {
      case .structure(let s) where s.type != Value.tupleTypeName: return .type(s.type)
      case .enumCase(let t, _, _): return .type(t)
      case .object(let key): return objectTypes[key].map { .type($0.name) }
      default: continue
      }
    }
    return nil
  }

  /// The only struct of the module whose memberwise initializer takes exactly these labels (and
  /// that declares no `init` of its own), or `nil` when none or several do.
  func soleInitializedType(_ symbol: Symbol) -> TypeInfo? {
    let labels = Set((symbol.arguments ?? []).compactMap(\.label))
    guard !labels.isEmpty, labels.count == (symbol.arguments ?? []).count else { return nil }
    var found: TypeInfo?
    for name in module.types.keys.sorted() {
      guard let type = module.types[name], !type.isClass, type.role == .model, type.initializers.isEmpty
      else {
        continue
      }
      let parameters = type.stored.filter(\.isInitParameter)
      let required = Set(parameters.filter { $0.initializer == nil }.map(\.name))
      guard labels.isSubset(of: Set(parameters.map(\.name))), required.isSubset(of: labels) else { continue }
      if found != nil { return nil }
      found = type
    }
    return found
  }

  /// A static stored property's value: a state value `Type.name`, filled in from its initializer
  /// on the first read of a render, as an object's stored property is (`readField`), so an
  /// action that assigns it makes a new state.
  func staticValue(_ typeName: String, _ name: String, isVar: Bool, initial: () throws -> Value) throws
    -> Value
  {
    guard isVar else { return try initial() }
    let key = typeName + "." + name
    touched.insert(key)
    keyLabels[key] = key
    if store[key] != nil { return readState(key) }
    let value = try initial()
    store[key] = value
    return value
  }

  /// `error.localizedDescription` of the module's error type: its `errorDescription` when it
  /// is a `LocalizedError` that gives one, else Foundation's generic sentence with the type's
  /// name and code (an enum case's index, 1 for a struct); Foundation also names the module,
  /// which Matchcut does not know (docs/semantics.md "Code that is not about views").
  private func errorDescription(_ value: Value, file: String) throws -> Value? {
    let typeName: String
    let code: Int
    switch value {
    case .enumCase(let type, let caseName, _):
      guard let info = module.enums[type] else { return nil }
      if let computed = info.computed["errorDescription"],
        case .string(let text) = try evalComputed(computed, receiver: .value(value, nil), file: info.file)
      {
        return .string(text)
      }
      typeName = type
      code = info.cases.firstIndex(of: caseName) ?? 0
    case .structure(let s):
      guard let info = module.type(named: s.type) else { return nil }
      if let computed = info.computed["errorDescription"],
        case .string(let text) = try evalComputed(computed, receiver: .value(value, info), file: info.file)
      {
        return .string(text)
      }
      typeName = s.type
      code = 1
    default:
      return nil
    }
    return .string("The operation couldn’t be completed. (\(typeName) error \(code).)")
  }

  /// A static's initial value, read in its declared type when it has one: `[.init(…)]` given
  /// `[Card]` makes cards, as in a stored property (The Swift Programming Language, "Implicit
  /// Member Expression").
  func staticInitialValue(_ initializer: ExprSyntax, _ type: TypeSyntax?, context: Receiver, file: String)
    throws -> Value
  {
    let value = try eval(initializer, Env(parent: nil, receiver: context, file: file))
    guard let type else { return value }
    return try coerce(value, to: type, file: file, range: initializer.range)
  }

  /// A static member of `typeName`: `Type.name`, or `name` unqualified in its static context (a
  /// static method, or a static's initializer or getter) — its statics (a `static var` is a state
  /// value, `staticValue`), static methods and, in an enum, its cases.
  func staticContextMember(_ typeName: String, _ type: TypeInfo?, _ name: String) throws -> Value? {
    let context = Receiver.value(.type(typeName), type)
    if let type {
      if let initializer = type.statics[name] {
        return try staticValue(typeName, name, isVar: type.staticVars.contains(name)) {
          try staticInitialValue(initializer, type.staticTypes[name], context: context, file: type.file)
        }
      }
      if let computed = type.staticComputed[name] {
        return try evalComputed(computed, receiver: context, file: type.file)
      }
      if let function = type.methods[name]?.first {
        return .method(Method(receiver: context, function: function, owner: type.file))
      }
      return nil
    }
    guard let info = module.enums[typeName] else { return nil }
    if info.cases.contains(name) { return .enumCase(type: typeName, name: name, payload: []) }
    if let initializer = info.statics[name] {
      return try staticValue(typeName, name, isVar: info.staticVars.contains(name)) {
        try staticInitialValue(initializer, info.staticTypes[name], context: context, file: info.file)
      }
    }
    if let computed = info.staticComputed[name] {
      return try evalComputed(computed, receiver: context, file: info.file)
    }
    if let function = info.methods[name]?.first {
      return .method(Method(receiver: context, function: function, owner: info.file))
    }
    return nil
  }

  /// A computed property or method of an extension of a protocol `type` conforms to, bound to
  /// the receiver (`TypeInfo.conformanceExtensions`), or `nil`.
  func conformanceMember(_ type: TypeInfo, _ name: String, receiver: Receiver) throws -> Value? {
    for info in type.conformanceExtensions {
      if let computed = info.computed[name] {
        return try evalComputed(computed, receiver: receiver, file: info.file)
      }
      if let function = info.methods[name]?.first {
        return .method(Method(receiver: receiver, function: function, owner: info.file))
      }
    }
    return nil
  }

  func evalComputed(_ binding: PatternBindingSyntax, receiver: Receiver, file: String) throws -> Value {
    try evalGetter(binding, env: Env(parent: nil, receiver: receiver, file: file), file: file)
  }

  /// A computed global variable (`var accent: Color { … }` at the top level): its getter runs
  /// on every read, with no receiver (The Swift Programming Language, "Properties", "Global and
  /// Local Variables").
  func evalComputedGlobal(_ binding: PatternBindingSyntax, file: String) throws -> Value {
    try evalGetter(binding, env: Env(parent: nil, file: file), file: file)
  }

  private func evalGetter(_ binding: PatternBindingSyntax, env: Env, file: String) throws -> Value {
    let getter: CodeBlockSyntax?
    switch binding.accessors {
    case .getter(let block)?: getter = block
    case .accessors(let list, _)?: getter = list.first { $0.kind.text == "get" }?.body
    case nil: getter = nil
    }
    guard let block = getter else {
      try fail(
        "semantics.unsupported-declaration", "this computed property has no 'get'", file,
        binding.range)
    }
    try enter(file, binding.range)
    defer { leave() }
    let returnsView = binding.typeAnnotation.map(Self.isViewType) ?? false
    let result = try evalBody(block.statements, env, returnsView: returnsView, range: block.range)
    return try typedResult(result, binding.typeAnnotation, file: file, range: block.range)
  }

  /// `var tint: Color { switch self { case .home: .red … } }`: an implicit member a getter or
  /// function returns takes the declared result type, as Swift types it from the declaration.
  func typedResult(
    _ value: Value, _ type: TypeSyntax?, context: TypeInfo? = nil, file: String, range: SourceRange
  ) throws -> Value {
    // `-> (x: Double, y: Double) { (a, b) }`: the tuple takes the declared labels.
    if let labels = Value.tupleLabels(of: type) { return value.relabelled(labels) }
    // `-> [Chunk]` in an extension that declares `struct Chunk`: `.init(…)` elements are that
    // nested type, which only the declaring type's context names.
    if case .array(let items) = value, let context, let type, case .array(let element) = type.kind,
      case .identifier(let id, _) = element.kind, module.type(named: id.text) == nil,
      let nested = module.nestedTypes[context.name + "." + id.text]
    {
      return .array(
        try items.map { item in
          guard case .symbol(let s) = item, s.name == "init", s.base == nil else { return item }
          return try construct(
            nested, ArgumentList(arguments: s.arguments ?? [], trailing: []), file: file, range: range)
        })
    }
    // `-> [Section] { groups.map { .init(id: $0.key, …) } }`: the elements take the declared
    // element type when it is one of the module's types.
    if case .array(let items) = value, let type, case .array(let element) = type.kind,
      case .identifier(let id, _) = element.kind,
      module.type(named: id.text) != nil || module.enums[id.text] != nil,
      items.contains(where: { if case .symbol = $0 { true } else { false } })
    {
      return .array(
        try items.map { item in
          if case .symbol = item { return try coerce(item, to: element, file: file, range: range) }
          return item
        })
    }
    guard case .symbol(let s) = value, s.base == nil, let type, case .identifier(let id, _) = type.kind else {
      return value
    }
    switch id.text {
    case "Color":
      if s.arguments == nil, let rgba = RGBA.system[s.name] { return .color(rgba) }
    case "CGFloat", "Double", "Float":
      if let constant = Self.numericMember(value) { return constant }
    case "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "Angle":
      // `var translation: CGSize { switch self { case .inactive: return .zero … } }`.
      return try coerce(value, to: type, file: file, range: range)
    default:
      if let resolved = enumCase(s, of: id.text) { return resolved }
      if module.type(orNestedNamed: id.text) != nil || module.builtinExtensions[id.text] != nil {
        // `static var sample: Card { .init(…) }`, `var accent: Color { .brand }`.
        return try coerce(value, to: type, file: file, range: range)
      }
    }
    return value
  }

  static func isViewType(_ type: TypeSyntax) -> Bool {
    switch type.kind {
    case .opaque(let constraint), .existential(let constraint):
      // `some View`, `some Shape`, a user's view protocol; not `some Gesture` or `any Error`.
      if case .identifier(let id, _) = constraint.kind { !nonViewProtocols.contains(id.text) } else { true }
    case .identifier(let id, _): id.text == "AnyView" || id.text == "View"
    default: false
    }
  }

  /// Protocols whose `some P` / `any P` values are not views.
  static let nonViewProtocols: Set<String> = [
    "Gesture", "Transition", "ViewModifier", "GeometryEffect", "Layout", "Scene", "ShapeStyle",
    "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle", "Animatable",
    "VectorArithmetic", "ToolbarContent", "Commands", "TabContent", "Error", "Hashable", "Equatable",
    "Identifiable", "Sendable", "Sequence", "Collection", "StringProtocol", "Numeric", "BinaryInteger",
    "BinaryFloatingPoint", "CustomStringConvertible", "Codable", "Decodable", "Encodable", "ObservableObject",
  ]

  /// `$name`: a binding to `self`'s `@State`, or the binding stored in a `@Binding`.
  func projection(_ id: Identifier, _ env: Env) throws -> Value {
    rowObserved = true
    // `$item` of a `{ $item in … }` closure parameter: the binding it was given.
    if let local = env.lookup("$" + id.text) { return local }
    if case .instance(let instance) = env.receiver, let property = instance.type.property(id.text) {
      switch property.wrapper {
      case .state:
        let key = instance.stateKey(id.text)
        touched.insert(key)
        return .binding(.state(key))
      case .binding:
        return instance.props[id.text] ?? .null
      default:
        // `$model` of an `@ObservedObject`/`@StateObject`/`@Bindable`: the object, whose
        // members `$model.field` bind to.
        if case .object = instance.props[id.text] ?? .null { return instance.props[id.text] ?? .null }
      }
    }
    // `$query` inside a model class: a `@Published` property's Combine publisher, a stand-in whose
    // pipeline (`debounce`, `sink`) is not run (swiftui-semantics §21.5).
    if case .value(.object, let type?) = env.receiver, type.property(id.text) != nil {
      return .type("AnyPublisher")
    }
    try fail(
      "semantics.bad-projection", "'$\(id.text)' needs '\(id.text)' to be a @State or @Binding property",
      env.file, id.range)
  }

  // MARK: Members

  /// A collection's own properties, read by implicit `self` in an extension of it.
  static let implicitCollectionMembers: Set<String> = ["count", "isEmpty", "first", "last", "indices"]

  /// The UIKit objects the canvas models some members of (`Interpreter+Geometry`).
  static let modelledUIKitTypes: Set<String> = ["UIApplication", "UIWindow", "UIWindowScene", "UIScreen"]

  /// Module names that qualify a type (`SwiftUI.Color`, `Foundation.Date`): the name alone.
  static let moduleQualifiers: Set<String> = ["SwiftUI", "Foundation", "UIKit", "Swift", "CoreGraphics"]

  /// Whether `expr` is a module name used as a qualifier, not a declaration of the module.
  func isModuleQualifier(_ expr: ExprSyntax, _ env: Env) -> Bool {
    guard case .identifier(let id) = expr.kind, Self.moduleQualifiers.contains(id.text) else { return false }
    return env.lookup(id.text) == nil && module.type(named: id.text) == nil && module.enums[id.text] == nil
  }

  func memberAccess(base: ExprSyntax, name: Identifier, env: Env, range: SourceRange) throws -> Value {
    if isModuleQualifier(base, env) { return try lookup(name, env) }
    if case .selfExpr = base.kind {
      if let value = try receiverMember(name.text, env, range: name.range) { return value }
      if case .value(let receiver, let info?) = env.receiver, module.builtinExtensions[info.name] === info {
        return try member(of: receiver, name.text, file: env.file, range: name.range)
      }
      // `self.rawValue` in an enum's own members: the case's members.
      if case .value(let receiver, _) = env.receiver, case .enumCase = receiver {
        return try member(of: receiver, name.text, file: env.file, range: name.range)
      }
      try fail(
        "semantics.unknown-member",
        "value of type '\(receiverType(env)?.name ?? "Self")' has no member '\(name.text)'",
        env.file, name.range, notes: Suggestions.note(for: name.text, in: visibleNames(env)))
    }
    if case .identifier(let typeId) = base.kind, case .instance(let instance) = env.receiver,
      instance.type.name == typeId.text, instance.type.conformances.contains("PreviewProvider"),
      instance.type.property(name.text) != nil, env.lookup(typeId.text) == nil
    {
      // `Card_Previews.namespace` inside the provider: its statics are the preview instance's
      // members (`collectPreviewProvider`), so the qualified name reads the same member.
      if let value = try receiverMember(name.text, env, range: name.range) { return value }
    }
    if case .projectedValue = base.kind {
      let value = try eval(base, env)
      if case .binding(let ref) = value { return .binding(.member(ref, name.text)) }
      if case .object(let key) = value {
        touched.insert(key + "." + name.text)
        return .binding(.state(key + "." + name.text))
      }
    }
    let value = try eval(base, env)
    if value.isNull, Self.containsOptionalChain(base) { return .null }
    if module.hasLazyProperties, case .structure(let s) = value, s.field(name.text) == nil,
      let type = module.type(named: s.type), let property = type.property(name.text), property.isLazy
    {
      // `report.summary` of a `lazy var` not read yet: computed now and kept in the variable.
      let computed = try lazyValue(property, of: value, type: type)
      var updated = s
      updated.fields.append((name.text, computed))
      if case .identifier = base.kind { try assign(base, .structure(updated), env) }
      return computed
    }
    return try member(of: value, name.text, file: env.file, range: name.range)
  }

  static func containsOptionalChain(_ expr: ExprSyntax) -> Bool {
    switch expr.kind {
    case .optionalChain: true
    case .memberAccess(let base, _): containsOptionalChain(base)
    case .call(let call): containsOptionalChain(call.callee)
    default: false
    }
  }

  /// Members of `EdgeInsets`, `CGSize`, `CGPoint` and `CGRect`, which are zero in a value made
  /// with `.init()`.
  static let zeroGeometryMembers: Set<String> = [
    "top", "bottom", "leading", "trailing", "width", "height", "x", "y", "minX", "midX", "maxX", "minY",
    "midY", "maxY",
  ]

  func member(of value: Value, _ name: String, file: String, range: SourceRange) throws -> Value {
    if case .symbol = value, name == "degrees" || name == "radians",
      let degrees = try angleDegrees(value, file: file, range: range)
    {
      // `angle.degrees`, `angle.radians` of an `Angle`.
      return .double(name == "degrees" ? degrees : degrees * Double.pi / 180)
    }
    if case .symbol(let s) = value, s.name == "init", s.base == nil, let type = soleInitializedType(s) {
      // `.init(title: …)` whose type its context would give (`map { .init(…) }` feeding a
      // `-> [Group]`): the one module type these labels initialise, made now.
      let made = try construct(
        type, ArgumentList(arguments: s.arguments ?? [], trailing: []), file: file, range: range)
      return try member(of: made, name, file: file, range: range)
    }
    switch value {
    case .object(let key):
      if let member = try objectMember(key, name, file: file, range: range) { return member }
      // `model.$items`: a `@Published` property's projected value, a Combine publisher
      // (Apple, `Published.projectedValue`). Matchcut runs no publisher: it stays a symbol
      // that `onReceive` accepts and ignores, and anything that reads it as a value rejects.
      if name.hasPrefix("$"), name.count > 1,
        try objectMember(key, String(name.dropFirst()), file: file, range: range) != nil
      {
        return .symbol(
          Symbol(name: name, arguments: nil, base: value, typeQualifier: "Publisher", range: range))
      }
    case .structure(let s):
      if let field = s.field(name) { return field }
      if s.type == Value.tupleTypeName, let index = Int(name), index >= 0, index < s.fields.count {
        return s.fields[index].value
      }
      if let derived = rectMember(s, name) { return derived }
      if s.type == Self.pathTypeName {
        if name == "cgPath" || name == "path" { return value }
        if let elements = Self.pathElements(value), let property = pathProperty(elements, name) {
          return property
        }
      }
      if s.type == Self.subviewTypeName, name == "containerValues" { return containerValues(of: s) }
      if s.type == Self.containerValuesTypeName, let value = try containerValueDefault(name) { return value }
      if let type = module.type(named: s.type) {
        if let value = try receiverMember(
          name, Env(parent: nil, receiver: .value(value, type), file: file), range: range)
        {
          return value
        }
      }
      if let seconds = Self.dateSeconds(value), let property = Self.dateProperty(seconds, name) {
        return property
      }
      if let member = try extensionMember(of: value, name, file: file) { return member }
      if Self.modelledUIKitTypes.contains(s.type), module.type(named: s.type) == nil {
        // `window.rootViewController`, `UIApplication.shared.alternateIconName`: UIKit state the
        // canvas's window does not model, a stand-in (docs/semantics.md "Geometry and math").
        return .type("UIViewController")
      }
      if s.type == "EnvironmentValues", let preset = PropertyWrappers.environmentValue(name, range: range) {
        // `@Environment(\.self) var env` … `env.dismiss()`: the key's preview value.
        return try eval(preset, Env(parent: nil, file: file))
      }
      if name == "localizedDescription", let description = try errorDescription(value, file: file) {
        return description
      }
      try fail(
        "semantics.unknown-member", "value of type '\(s.type)' has no member '\(name)'", file, range,
        notes: Suggestions.note(for: name, in: s.fields.map(\.name)))
    case .size(let w, let h):
      if name == "width" { return .double(w) }
      if name == "height" { return .double(h) }
    case .point(let x, let y):
      if name == "x" { return .double(x) }
      if name == "y" { return .double(y) }
    case .array(let items):
      if let index = Self.elementIndex(name) {
        guard index < items.count else {
          try fail(
            "semantics.index-out-of-range",
            "index \(index) is out of range for an array of \(items.count) elements", file, range)
        }
        return items[index]
      }
      switch name {
      case "count": return .int(items.count)
      case "isEmpty": return .bool(items.isEmpty)
      case "first": return items.first ?? .null
      case "last": return items.last ?? .null
      case "indices": return .range(0, items.count)
      // `data.lazy.map { … }`: a lazy view computes the same elements; `[Forecast].self`: the
      // array type's value is the array type itself.
      case "lazy", "self": return value
      default: break
      }
    case .string(let s):
      switch name {
      case "count": return .int(s.count)
      case "isEmpty": return .bool(s.isEmpty)
      // A `String.Index` is its character offset (docs/semantics.md "Strings").
      case "startIndex": return .int(0)
      case "endIndex": return .int(s.count)
      case "indices": return .range(0, s.count)
      case "first": return s.first.map { .string(String($0)) } ?? .null
      case "last": return s.last.map { .string(String($0)) } ?? .null
      // A `Character` is a one-character string here (docs/semantics.md "Strings"): its
      // classification properties (`Character.isUppercase`, …, Swift's Unicode properties).
      case "isUppercase", "isLowercase", "isLetter", "isNumber", "isWhitespace", "isPunctuation":
        guard s.count == 1, let character = s.first else { break }
        switch name {
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isLetter": return .bool(character.isLetter)
        case "isNumber": return .bool(character.isNumber)
        case "isWhitespace": return .bool(character.isWhitespace)
        default: return .bool(character.isPunctuation)
        }
      default: break
      }
    case .uuid(let u):
      if name == "uuidString" { return .string(u) }
      // `UUID().uuid`: its 16 bytes as a tuple, read from the hex digits (Foundation, `UUID.uuid`).
      if name == "uuid" {
        let digits = Array(u.utf8.filter { $0 != UInt8(ascii: "-") })
        var bytes: [(label: String?, value: Value)] = []
        var index = 0
        while index + 1 < digits.count {
          let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) ?? 0
          bytes.append((label: nil, value: .int(Int(byte))))
          index += 2
        }
        return .tuple(bytes)
      }
    case .color(let rgba):
      // `Color.primary.tertiary`: a hierarchical level of the colour (`toColor`).
      if let level = Self.hierarchicalOpacity[name] { return .color(rgba.withOpacity(level)) }
      // `Color.blue.gradient`: the colour, with the gradient warning (`toColor`).
      if name == "gradient" {
        let symbol = Symbol(name: "gradient", arguments: nil, base: value, typeQualifier: nil, range: range)
        return .color(try toColor(.symbol(symbol), file: file, range: range))
      }
      if name == "description" { return .string(Self.colorDescription(rgba)) }
      // `UIColor.systemBlue.cgColor`, `Color.red.cgColor`: the same colour in Core Graphics's
      // type, which `Color(cgColor:)` takes back.
      if name == "cgColor" || name == "ciColor" { return value }
    case .enumCase(let type, let caseName, let payload):
      if name == "rawValue", let raw = module.enums[type]?.rawValues[caseName] { return raw }
      if name == "hashValue", payload.isEmpty, let index = module.enums[type]?.cases.firstIndex(of: caseName)
      {
        // A deterministic stand-in for Swift's per-process hash: distinct per case, which is what
        // an `id: \.hashValue` needs.
        return .int(index)
      }
      // `AsyncImagePhase.image` / `.error`: the loaded phase has its image and no error.
      if type == "AsyncImagePhase", name == "image" || name == "error" {
        return name == "image" && caseName == "success" ? payload.first ?? .null : .null
      }
      if let value = try receiverMember(
        name, Env(parent: nil, receiver: .value(value, nil), file: file), range: range)
      {
        return value
      }
    case .symbol(let symbol)
    where symbol.name == "init" && symbol.base == nil && (symbol.arguments ?? []).isEmpty
      && Self.zeroGeometryMembers.contains(name):
      // `(flag ? proxy.safeAreaInsets : .init()).top`: an `.init()` whose type no context gave.
      // The geometry types these members belong to (`EdgeInsets`, `CGSize`, `CGPoint`,
      // `CGRect`) all start at zero when made with no arguments.
      return .double(0)
    case .symbol(let symbol):
      return .symbol(
        Symbol(name: name, arguments: nil, base: .symbol(symbol), typeQualifier: nil, range: range))
    case .type("UIColor") where module.type(named: "UIColor") == nil && RGBA.uiKit[name] != nil:
      // `UIColor.systemGray6`: the colour (`RGBA.uiKit`).
      return RGBA.uiKit[name].map { .color($0) } ?? value
    case .type("ModelContainer") where name == "mainContext" && module.type(named: "ModelContainer") == nil:
      // `container.mainContext`: the context a preview inserts its sample objects into.
      return .type(Self.modelContextName)
    case .type(let typeName) where isStandIn(typeName) && module.type(named: typeName) == nil:
      return value
    case .type(let typeName):
      return try typeMember(typeName, name, file: file, range: range)
    case .null:
      return .null
    case .binding(let ref):
      if name == "wrappedValue" { return try readBinding(ref, file: file, range: range) }
      if let computed = module.builtinExtensions["Binding"]?.computed[name] {
        // `extension Binding { var toBool: Binding<Bool> { … } }`, with `self` the binding.
        return try evalComputed(
          computed, receiver: .value(value, module.builtinExtensions["Binding"]), file: file)
      }
      return .binding(.member(ref, name))
    case .range(let lo, let hi, let closed):
      if name == "count" {
        let span = hi.subtractingReportingOverflow(lo)
        return .int(span.overflow ? Int.max : max(0, span.partialValue))
      }
      if name == "lowerBound" { return .int(lo) }
      // `items.indices.last`, `.first`: a range's first and last elements (nil when empty).
      if name == "first" { return lo < hi ? .int(lo) : .null }
      if name == "last" { return lo < hi ? .int(hi &- 1) : .null }
      if name == "isEmpty" { return .bool(lo >= hi) }
      // A closed range keeps its last element as `upperBound` (`(0...5).upperBound == 5`).
      if name == "upperBound" { return .int(closed ? hi &- 1 : hi) }
    case .double(let d):
      if name == "magnitude" { return .double(abs(d)) }
    default:
      break
    }
    if let member = try extensionMember(of: value, name, file: file) { return member }
    if let property = standardProperty(value, name) { return property }
    if name == "localizedDescription", let description = try errorDescription(value, file: file) {
      return description
    }
    if case .view(let ref) = value, let typeName = externalPlaceholderType(ref.view) {
      // `interstitial.isReady`: a property of an unread module's value, made as a view
      // placeholder where it was constructed; read as a stand-in (swiftui-semantics §23.18).
      return externalStandInValue(typeName, file: file, range: range)
    }
    try fail(
      "semantics.unknown-member", "value of type '\(value.typeName)' has no member '\(name)'", file, range)
  }

  /// `Type.member`: statics, nested types, enum cases, system colours, SwiftUI constants.
  func typeMember(_ typeName: String, _ name: String, file: String, range: SourceRange) throws -> Value {
    // `Int.self`, `Model.self`: the metatype, which Matchcut represents by the type itself.
    if name == "self" { return .type(typeName) }
    if typeName == Self.dateTypeName, module.type(named: typeName) == nil, let date = Self.dateMember(name) {
      return date
    }
    if let type = module.type(orNestedNamed: typeName) {
      // A static's initializer and getter run in the type's static context, where the type's
      // other statics are visible unqualified (The Swift Programming Language, "Properties",
      // "Type Properties").
      if let member = try staticContextMember(typeName, type, name) { return member }
      if let nested = module.nestedTypes[typeName + "." + name] { return .type(typeName + "." + nested.name) }
      // `RevealRenderer.RevealType`: enums are known by their own name, wherever declared.
      if module.enums[name] != nil { return .type(name) }
      try fail(
        "semantics.unknown-member", "type '\(typeName)' has no member '\(name)'", file, range,
        notes: Suggestions.note(for: name, in: Array(type.statics.keys) + Array(type.staticComputed.keys)))
    }
    if let info = module.enums[typeName] {
      if name == "allCases", !info.cases.contains(name) {
        return .array(info.cases.map { .enumCase(type: typeName, name: $0, payload: []) })
      }
      // Its cases, statics and static methods (`staticContextMember`).
      if let member = try staticContextMember(typeName, nil, name) { return member }
      if let nested = module.nestedTypes[typeName + "." + name] { return .type(typeName + "." + nested.name) }
      try fail(
        "semantics.unknown-enum-case", "type '\(typeName)' has no case '\(name)'", file, range,
        notes: Suggestions.note(for: name, in: info.cases))
    }
    if let info = module.builtinExtensions[typeName] {
      if let member = try staticExtensionMember(info, name) { return member }
      if module.nestedTypes[typeName + "." + name] != nil { return .type(typeName + "." + name) }
    }
    switch typeName {
    case "Color":
      if let rgba = RGBA.system[name] { return .color(rgba) }
      // `Color.brandBlue`: the symbol Xcode generates for a colour set (swiftui-semantics §18.6).
      if let asset = assetColor(symbol: name) { return .color(asset) }
      try fail(
        "semantics.unknown-member", "type 'Color' has no member '\(name)'", file, range,
        notes: Suggestions.note(for: name, in: Array(RGBA.system.keys)))
    case "Angle":
      if name == "zero" { return Self.degrees(0, range: range) }
    case "CGFloat", "Double", "Float":
      if name == "infinity" { return .double(.infinity) }
      if name == "nan" { return .double(.nan) }
      if name == "pi" { return .double(Double.pi) }
      if name == "zero" { return .double(0) }
      if name == "greatestFiniteMagnitude" { return .double(.greatestFiniteMagnitude) }
    case "Int":
      if name == "zero" { return .int(0) }
      if name == "max" { return .int(Int.max) }
      if name == "min" { return .int(Int.min) }
    case "CGSize":
      if name == "zero" { return .size(0, 0) }
    case "CGPoint":
      if name == "zero" { return .point(0, 0) }
    case "CGRect":
      if name == "zero" { return rect(x: 0, y: 0, width: 0, height: 0) }
    case "UIScreen":
      // The preview's screen is its canvas (docs/semantics.md "Geometry and math").
      if name == "main" { return .structure(StructValue(type: "UIScreen", fields: [("bounds", canvasRect)])) }
    case "UIApplication":
      // The key window of a preview is its canvas, safe area included (docs/semantics.md
      // "Geometry and math").
      if name == "shared" { return sharedApplication }
    case "Namespace":
      if name == "ID" { return .type("Namespace.ID") }
    default:
      return .symbol(Symbol(name: name, arguments: nil, base: nil, typeQualifier: typeName, range: range))
    }
    try fail("semantics.unknown-member", "type '\(typeName)' has no member '\(name)'", file, range)
  }

  // MARK: Operators

  /// `.pi`, `.zero`, `.infinity`… written where a number is expected.
  static func numericMember(_ value: Value) -> Value? {
    guard case .symbol(let s) = value, s.base == nil, s.arguments == nil else { return nil }
    switch s.name {
    case "pi": return .double(.pi)
    case "zero": return .double(0)
    case "infinity": return .double(.infinity)
    case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
    case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
    default: return nil
    }
  }

  /// `Text + Text`: one `Text` of both strings. Styles of the parts (`.bold()` on one) are not
  /// kept, with a warning; modifiers on the whole sum apply as usual. `nil` when either side is
  /// not a `Text`.
  func concatenatedText(_ a: ViewValue, _ b: ViewValue, file: String, range: SourceRange) throws -> ViewValue?
  {
    func string(_ view: ViewValue) -> String? {
      guard case .primitive("Text", let arguments, _) = view.content,
        case .string(let s)? = arguments.first(where: { $0.label == nil || $0.label == "verbatim" })?.value
      else { return nil }
      return s
    }
    guard let left = string(a), let right = string(b) else { return nil }
    if !a.modifiers.isEmpty || !b.modifiers.isEmpty, sink.once.insert("text-concatenation").inserted {
      sink.warning(
        "semantics.text-concatenation",
        "the parts of a concatenated Text are drawn in one style: modifiers on a part are not applied",
        file: file, range: range)
    }
    try checkStringSize(left.utf8.count + right.utf8.count, file: file, range: range)
    return ViewValue(
      .primitive(
        name: "Text", arguments: [Argument(label: nil, value: .string(left + right), range: range)],
        children: []),
      file: file, range: range)
  }

  /// A binary expression and the left operands nested in it (`((1 + 1) + 1) + 1`), evaluated
  /// in a loop along the left spine, so a flat chain of thousands of operands does not recurse
  /// once per operator (the parser allows such chains; see `Parser.maxSequenceOperators`).
  func evalBinaryChain(_ expr: ExprSyntax, _ env: Env) throws -> Value {
    // One operator (`a + b`, the usual case): no spine to collect.
    if case .binary(let lhs, let op, let rhs) = expr.kind, !Self.isBinary(lhs) {
      return try evalBinary(try eval(lhs, env), lhs, op, rhs, env, range: expr.range)
    }
    var spine: [ExprSyntax] = []
    var leftmost = expr
    while case .binary(let lhs, _, _) = leftmost.kind {
      spine.append(leftmost)
      leftmost = lhs
    }
    var value = try eval(leftmost, env)
    for (index, node) in spine.enumerated().reversed() {
      guard case .binary(let lhs, let op, let rhs) = node.kind else { continue }
      // `eval` counted the outermost node already; count the nested ones here.
      if index > 0 { try step(env.file, node.range) }
      value = try evalBinary(value, lhs, op, rhs, env, range: node.range)
    }
    return value
  }

  private static func isBinary(_ expr: ExprSyntax) -> Bool {
    if case .binary = expr.kind { return true }
    return false
  }

  /// `lhs op rhs` with the left operand already evaluated (its syntax still decides `16 / 9`).
  func evalBinary(
    _ lhs: Value, _ lhsExpr: ExprSyntax, _ op: OperatorSyntax<BinaryOperator>, _ rhsExpr: ExprSyntax,
    _ env: Env, range: SourceRange
  ) throws -> Value {
    switch op.op {
    case .and:
      guard try truth(lhs, env.file, lhsExpr.range) else { return .bool(false) }
      return .bool(try truth(try eval(rhsExpr, env), env.file, rhsExpr.range))
    case .or:
      if try truth(lhs, env.file, lhsExpr.range) { return .bool(true) }
      return .bool(try truth(try eval(rhsExpr, env), env.file, rhsExpr.range))
    case .nilCoalescing:
      return lhs.isNull ? try eval(rhsExpr, env) : lhs
    default:
      break
    }
    let rhs = try eval(rhsExpr, env)
    if let result = try userInfixOperator(lhs, op, rhs, file: env.file, range: range) { return result }
    // Swift types an expression made only of integer literals from its context; in SwiftUI code
    // that context is a length (`CGFloat`), so `16 / 9` is 1.777…, not 1. An exact quotient stays
    // an integer so `ForEach(0..<10 / 2)` still gets an Int.
    if op.op == .divide, !integerLiteralContext, isLiteralArithmetic(lhsExpr), isLiteralArithmetic(rhsExpr),
      case .int(let a) = lhs, case .int(let b) = rhs, b != 0, a % b != 0
    {
      return .double(Double(a) / Double(b))
    }
    return try binary(lhs, op.op, rhs, file: env.file, range: op.range)
  }

  /// An expression built only from integer literals, parentheses, unary minus and arithmetic.
  private func isLiteralArithmetic(_ expr: ExprSyntax, depth: Int = 0) -> Bool {
    guard depth < 32 else { return false }
    switch expr.kind {
    case .integerLiteral: return true
    case .parenthesized(let inner): return isLiteralArithmetic(inner, depth: depth + 1)
    case .prefixOperator(_, let operand): return isLiteralArithmetic(operand, depth: depth + 1)
    case .binary(let lhs, let op, let rhs):
      switch op.op {
      case .add, .subtract, .multiply, .divide:
        return isLiteralArithmetic(lhs, depth: depth + 1) && isLiteralArithmetic(rhs, depth: depth + 1)
      default: return false
      }
    default: return false
    }
  }

  func binary(_ lhs: Value, _ op: BinaryOperator, _ rhs: Value, file: String, range: SourceRange) throws
    -> Value
  {
    // `angle / .pi`, `x > .zero`: a number's implicit member, resolved by the other operand.
    if lhs.number != nil, let constant = Self.numericMember(rhs) {
      return try binary(lhs, op, constant, file: file, range: range)
    }
    if rhs.number != nil, let constant = Self.numericMember(lhs) {
      return try binary(constant, op, rhs, file: file, range: range)
    }
    // `UserDefaults.standard.integer(…) < 3`, `renderer / 2`: arithmetic or a comparison with a
    // skipped framework value's stand-in is the stand-in, whose condition is false
    // (docs/semantics.md "Code that is not about views").
    // (`==` and `!=` keep comparing: a stand-in is no `nil`.)
    if op != .equal, op != .notEqual {
      if case .type(let name) = lhs, isStandIn(name), module.type(named: name) == nil { return lhs }
      if case .type(let name) = rhs, isStandIn(name), module.type(named: name) == nil { return rhs }
    }
    // `level < .high`: the implicit member is a case of the other operand's enum.
    if case .enumCase(let type, _, _) = lhs, case .symbol(let s) = rhs, let resolved = enumCase(s, of: type) {
      return try binary(lhs, op, resolved, file: file, range: range)
    }
    if case .enumCase(let type, _, _) = rhs, case .symbol(let s) = lhs, let resolved = enumCase(s, of: type) {
      return try binary(resolved, op, rhs, file: file, range: range)
    }
    if let ordered = try compareCases(lhs, op, rhs, file: file, range: range) { return ordered }
    if case .symbol(let a) = lhs, case .symbol(let b) = rhs, a.base == nil, b.base == nil,
      let ordered = Self.compareTextSizes(a.name, op, b.name)
    {
      return ordered
    }
    // `.degrees(30) + .degrees(15)`: an `Angle` adds and subtracts another, and scales by a number
    // (`Angle: VectorArithmetic`).
    if case .symbol = lhs, let a = try angleDegrees(lhs, file: file, range: range) {
      if case .symbol = rhs, let b = try angleDegrees(rhs, file: file, range: range) {
        switch op {
        case .add: return Self.degrees(a + b, range: range)
        case .subtract: return Self.degrees(a - b, range: range)
        case .less: return .bool(a < b)
        case .greater: return .bool(a > b)
        case .lessEqual: return .bool(a <= b)
        case .greaterEqual: return .bool(a >= b)
        default: break
        }
      } else if let k = rhs.number, op == .multiply || op == .divide {
        return Self.degrees(op == .multiply ? a * k : a / k, range: range)
      }
    }
    // `.now() + 0.3` passed on as a `DispatchTime` (`Interpreter+Timers`).
    if op == .add || op == .subtract, let base = Self.dispatchSeconds(lhs), let delta = rhs.number {
      return Self.dispatchTime(op == .add ? base + delta : base - delta)
    }
    if let a = Self.dateSeconds(lhs) {
      // Dates compare by instant; a date plus or minus seconds is another date.
      if let b = Self.dateSeconds(rhs) {
        switch op {
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        default: break
        }
      } else if let seconds = rhs.number, op == .add || op == .subtract {
        return Self.date(op == .add ? a + seconds : a - seconds)
      }
    }
    switch op {
    case .equal: return .bool(equal(lhs, rhs))
    case .notEqual: return .bool(!equal(lhs, rhs))
    case .identical, .notIdentical:
      // References: one object is one key (`Interpreter+Objects`); `nil` is no object.
      let same: Bool
      switch (lhs, rhs) {
      case (.object(let a), .object(let b)): same = a == b
      case (.null, .null): same = true
      case (.object, .null), (.null, .object): same = false
      default:
        try fail(
          "semantics.type-mismatch",
          "'\(op.rawValue)' compares class instances, not '\(lhs.typeName)' and '\(rhs.typeName)'", file,
          range)
      }
      return .bool(op == .identical ? same : !same)
    case .halfOpenRange, .closedRange:
      if case .int(let lo) = lhs, case .int(let hi) = rhs {
        return op == .closedRange ? .range(lo, hi &+ 1, closed: true) : .range(lo, hi)
      }
      // `0...1.0`, `minScale...maxScale`: a range of numbers, kept as its bounds (a slider's
      // range, a `clamp`); `contains` and `~=` read them. `Date.now...Date.distantFuture`,
      // `"a"..."z"`: a range of any two bounds of one type (Swift's ranges take any `Comparable`
      // bounds), kept the same way.
      let bounds: (Value, Value)
      if let lo = lhs.number, let hi = rhs.number {
        bounds = (.double(lo), .double(hi))
      } else if lhs.typeName == rhs.typeName, !lhs.isNull {
        bounds = (lhs, rhs)
      } else if case .symbol(let lo) = lhs, case .symbol(let hi) = rhs, lo.base == nil, hi.base == nil {
        // `.dynamicTypeSize(.large ... .xxLarge)`: implicit members of the type the context names.
        bounds = (lhs, rhs)
      } else {
        break
      }
      return .structure(
        StructValue(
          type: op == .closedRange ? "ClosedRange" : "Range",
          fields: [("lowerBound", bounds.0), ("upperBound", bounds.1)]))
    default:
      break
    }
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)):
      switch op {
      case .add: return .int(a &+ b)
      case .subtract: return .int(a &- b)
      case .multiply: return .int(a &* b)
      case .divide:
        if b == 0 { try fail("semantics.division-by-zero", "division by zero", file, range) }
        return .int(a.dividedReportingOverflow(by: b).partialValue)
      case .remainder:
        if b == 0 { try fail("semantics.division-by-zero", "division by zero", file, range) }
        return .int(a.remainderReportingOverflow(dividingBy: b).partialValue)
      // Bitwise operators and shifts on `Int` (The Swift Programming Language, "Advanced
      // Operators"): Swift's smart shifts, where a shift by the width or more gives 0 (or -1
      // for a negative value shifted right) and a negative amount shifts the other way.
      case .bitwiseAnd: return .int(a & b)
      case .bitwiseOr: return .int(a | b)
      case .bitwiseXor: return .int(a ^ b)
      case .shiftLeft: return .int(a << b)
      case .shiftRight: return .int(a >> b)
      case .less: return .bool(a < b)
      case .lessEqual: return .bool(a <= b)
      case .greater: return .bool(a > b)
      case .greaterEqual: return .bool(a >= b)
      default: break
      }
    case (.string(let a), .string(let b)):
      switch op {
      case .add:
        try checkStringSize(a.utf8.count + b.utf8.count, file: file, range: range)
        return .string(a + b)
      case .less: return .bool(a < b)
      case .lessEqual: return .bool(a <= b)
      case .greater: return .bool(a > b)
      case .greaterEqual: return .bool(a >= b)
      default: break
      }
    case (.view(let a), .view(let b)) where op == .add:
      // `Text("Total ") + Text(price).bold()`: one text of both strings.
      if let text = try concatenatedText(a.view, b.view, file: file, range: range) {
        return .view(ViewRef(text))
      }
    case (.array(let a), .array(let b)) where op == .add:
      guard a.count + b.count <= options.maxForEachElements else {
        try fail(
          "semantics.collection-too-large",
          "arrays of more than \(options.maxForEachElements) elements are not supported", file, range)
      }
      return try checkValue(.array(a + b), file: file, range: range)
    default:
      if let a = lhs.number, let b = rhs.number {
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        default: break
        }
      }
    }
    try fail(
      "semantics.type-mismatch",
      "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(lhs.typeName)' and '\(rhs.typeName)'",
      file, range)
  }

  /// Swift `==` with the conversions SwiftUI code relies on: numbers compare by value, an
  /// implicit member compares with an enum case or colour by name.
  func equal(_ lhs: Value, _ rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.enumCase(_, let name, let payload), .symbol(let s)),
      (.symbol(let s), .enumCase(_, let name, let payload)):
      // `.card(last4: "1234")` beside a case: the same case with equal associated values.
      guard s.base == nil, s.name == name else { return false }
      let arguments = s.arguments ?? []
      return arguments.count == payload.count && zip(arguments, payload).allSatisfy { equal($0.value, $1) }
    case (.color(let c), .symbol(let s)), (.symbol(let s), .color(let c)):
      return RGBA.system[s.name] == c
    case (.size(let w, let h), .symbol(let s)), (.symbol(let s), .size(let w, let h)):
      return s.name == "zero" && w == 0 && h == 0
    case (.array(let a), .array(let b)):
      // `sorted == [.low, .mid, .high]`: element by element, with the members resolved.
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.symbol(let a), .symbol(let b))
    where a.base == nil && b.base == nil && a.arguments == nil
      && b.arguments == nil:
      // `colorScheme == .dark`: two plain members compare by name, wherever they were written.
      return a.name == b.name
    default:
      if let a = lhs.number, let b = rhs.number { return a == b }
      return lhs == rhs
    }
  }
}

extension Interpreter {
  /// Strings built at evaluation time stay within the parser's string limit (1 MiB,
  /// `ParseLimits.maxStringLength`), so doubling a string in a loop ends in a diagnostic, not in
  /// exhausted memory.
  func checkStringSize(_ bytes: Int, file: String, range: SourceRange) throws {
    guard bytes > Interpreter.maxStringBytes else { return }
    try fail(
      "semantics.string-too-long", "string grows beyond \(Interpreter.maxStringBytes) bytes", file, range)
  }

  static let maxStringBytes = 1 << 20
}
