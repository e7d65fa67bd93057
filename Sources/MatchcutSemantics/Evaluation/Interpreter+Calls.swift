import MatchcutSource
import MatchcutSyntax

/// Evaluated arguments of one call: those in parentheses and the trailing closures.
struct ArgumentList {
  var arguments: [Argument]
  var trailing: [Argument]
  /// The scope the arguments were evaluated in: where `inout` arguments are written back.
  var callerEnv: Env? = nil
  /// The arguments as written, where an `inout` parameter finds the expression its final value
  /// is written back to (`&count`), by the argument's range. Kept per call rather than per
  /// argument: one array shared with the syntax tree costs a call a single retain.
  var sources: [ArgumentSyntax] = []

  /// The expression `argument` was written as, in ``sources``.
  func source(of argument: Argument) -> ExprSyntax? {
    sources.first { $0.range == argument.range }?.value
  }

  /// Both lists; without trailing closures (most calls) the first list itself, not a copy.
  var all: [Argument] { trailing.isEmpty ? arguments : arguments + trailing }
  func labelled(_ label: String) -> Argument? { arguments.first { $0.label == label } }
  var unlabelled: [Argument] { arguments.filter { $0.label == nil } }
}

/// Calls: built-in views and functions, user types' memberwise initializers, methods,
/// closures, view modifiers and `extension View` helpers (LANGUAGE §2–5).
extension Interpreter {
  func evalArguments(_ call: CallSyntax, _ env: Env) throws -> ArgumentList {
    var arguments: [Argument] = []
    if !call.arguments.isEmpty { arguments.reserveCapacity(call.arguments.count) }
    for argument in call.arguments {
      arguments.append(
        Argument(label: argument.label?.text, value: try eval(argument.value, env), range: argument.range))
    }
    var trailing: [Argument] = []
    for closure in call.trailingClosures {
      trailing.append(
        Argument(
          label: closure.label?.text, value: .closure(makeClosure(closure.closure, env)), range: closure.range
        ))
    }
    return ArgumentList(arguments: arguments, trailing: trailing, callerEnv: env, sources: call.arguments)
  }

  func evalCall(_ call: CallSyntax, range: SourceRange, env: Env) throws -> Value {
    let file = env.file
    switch call.callee.kind {
    case .identifier(let id):
      let name = id.text
      if let value = env.lookup(name) {
        return try callValue(value, try evalArguments(call, env), file: file, range: range)
      }
      // The questions below all answer no for a built-in view the module never shadows.
      if let allowed = unshadowedViews[name] {
        return try builtinView(name, allowed: allowed, call, env: env, range: range, nameRange: id.range)
      }
      if let type = receiverType(env),
        type.methods[name] != nil || type.property(name)?.isCallable == true || type.computed[name] != nil
          || type.conformanceExtensions.contains(where: {
            $0.methods[name] != nil || $0.computed[name] != nil
          })
      {
        if let functions = type.methods[name], let property = type.property(name), !property.isCallable,
          let receiver = env.receiver, let function = Self.overload(functions, call)
        {
          // `showAlert("…")` beside `@State var showAlert = false`: a call names the method,
          // the property's value cannot be called.
          return try callValue(
            .method(Method(receiver: receiver, function: function, owner: type.file)),
            try evalArguments(call, env),
            file: file, range: range)
        }
        if let value = try receiverMember(name, env, range: id.range) {
          return try callValue(
            Self.overloaded(value, type.methods[name], call), try evalArguments(call, env), file: file,
            range: range)
        }
      }
      // `getScreenRect()` in a view's body: a function of `extension View`, called on the view
      // by implicit self as Swift does.
      if case .instance(let instance) = env.receiver, let ext = module.viewExtensions[name]?.first,
        instance.type.role == .component
      {
        return try callFunction(
          ext.function, receiver: .instance(instance), file: ext.file, try evalArguments(call, env),
          range: range)
      }
      if case .value(.view(let ref), _) = env.receiver,
        name == "modifier" || Builtins.isKnownModifier(name) || module.viewExtensions[name] != nil
      {
        return try callMethod(
          on: .view(ref), name, call, env: env, range: range, nameRange: id.range, baseExpr: nil)
      }
      if let type = module.type(named: module.typeName(name, in: file), context: receiverType(env)) {
        if type.isCustomShape {
          return try customShape(type, try evalArguments(call, env), file: file, range: range)
        }
        if type.isCustomLayout, !call.trailingClosures.isEmpty {
          return .view(ViewRef(try customLayout(type, call, env: env, file: file, range: range)))
        }
        return try construct(type, try evalArguments(call, env), file: file, range: range)
      }
      if let info = module.enums[name] {
        return try enumInitializer(info, try evalArguments(call, env), file: file, range: range)
      }
      if let allowed = Builtins.viewLabels[name] ?? Interpreter.appViewLabels[name]
        ?? Interpreter.controlLabels[name]
      {
        return try builtinView(name, allowed: allowed, call, env: env, range: range, nameRange: id.range)
      }
      if name == "Color" {
        return try builtinView(name, allowed: [], call, env: env, range: range, nameRange: id.range)
      }
      if name == "Self", let receiver = receiverType(env) {
        // `Self()` in a type's static method or extension: the type itself, constructed (the
        // declared type, not a preview scene's copy of it).
        let type = module.types[receiver.name] ?? receiver
        if type.isClass {
          return try constructObject(type, try evalArguments(call, env), file: file, range: range)
        }
        return try construct(type, try evalArguments(call, env), file: file, range: range)
      }
      if FrameworkViews.flexible.contains(name) {
        // `Map(position: $camera) { Marker(…) }`: a placeholder of the offered size, unevaluated.
        return .view(ViewRef(frameworkViewPlaceholder(name, file: file, range: range)))
      }
      if Self.stackLayouts[name] != nil, let layout = stackLayout(name, try evalArguments(call, env)) {
        return layout
      }
      if let value = try lateBuiltin(name, call, env: env, range: range) { return value }
      if name == "DispatchWorkItem" {
        // `DispatchWorkItem { … }`: the work is its closure (scheduled by `asyncAfter(execute:)`).
        let arguments = try evalArguments(call, env)
        guard let work = (arguments.trailing.first ?? arguments.labelled("block"))?.value,
          case .closure = work
        else {
          try fail("semantics.missing-argument", "DispatchWorkItem needs its work as a closure", file, range)
        }
        return work
      }
      if Self.erasers.contains(name) {
        // `AnyShape(.capsule)`, `AnyLayout(HStackLayout())`: the erased value itself.
        let arguments = try evalArguments(call, env)
        guard let erased = arguments.all.first?.value, arguments.all.count == 1 else {
          try fail("semantics.missing-argument", "'\(name)' erases one value", file, range)
        }
        return erased
      }
      if let value = try builtinFunction(name, call, env: env, range: range) { return value }
      if let function = module.globalFunctions[name] {
        let chosen =
          module.globalOverloads[name].flatMap { list in
            list.count > 1 ? list.first { Self.accepts($0.function, call) } : nil
          }
          ?? function
        return try callFunction(
          chosen.function, receiver: nil, file: chosen.file, try evalArguments(call, env), range: range)
      }
      // `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)` of numbers: that colour.
      if name == "UIColor", let color = try uiColorComponents(try evalArguments(call, env)) { return color }
      if name == "NavigationPath" {
        // SwiftUI's type-erased path: the values pushed, bottom first, which a stack's
        // `navigationDestination(for:)` shows by their types (`Renderer+Navigation`).
        let arguments = try evalArguments(call, env)
        if case .array(let items)? = arguments.arguments.first?.value { return .array(items) }
        return .array([])
      }
      if name == Self.queryTypeName || name == Self.sortDescriptorTypeName {
        // `Query(filter: …)` written to `_notes`, `SortDescriptor(\Note.date)`: a store query
        // and its order (`Interpreter+SwiftData`).
        let arguments = try evalArguments(call, env).all
        return name == Self.queryTypeName ? queryDescriptor(arguments) : sortDescriptor(arguments)
      }
      if name == "UIBezierPath", let path = bezierPath(try evalArguments(call, env)) {
        return path
      }
      // `JSONDecoder()`, `AVPlayer(url: url)`: the framework value's stand-in (FrameworkStandIns).
      if isStandIn(name) {
        // `Data(contentsOf: url)` of a bundled JSON file is that file (`Interpreter+BundledJSON`).
        if name == "Data", !options.assets.jsonResources.isEmpty,
          let source = try evalArguments(call, env).labelled("contentsOf")?.value,
          Self.bundledFileName(source) != nil
        {
          return source
        }
        return .type(name)
      }
      if name.first?.isUppercase == true, let imported = module.unreadImports[file] {
        // A type from a module Matchcut cannot read, such as a package's image view
        // (`WebImage(url:)`): a labelled placeholder (swiftui-semantics §23.18).
        return .view(ViewRef(externalViewPlaceholder(name, imports: imported, file: file, range: id.range)))
      }
      if name.first?.isUppercase == true {
        // A misspelt view (`VStak { … }`): report it, then keep evaluating its content so that
        // the errors inside are reported in the same run, and stand in an empty view.
        // Once per place: in a `ForEach` the same call is met once per row, and the suggestions
        // weigh every visible name.
        if sink.once.insert("unknown-view.\(file)|\(id.range.start)").inserted {
          sink.error(
            "semantics.unknown-identifier", "cannot find '\(name)' in scope", file: file, range: id.range,
            notes: Suggestions.note(for: name, in: visibleNames(env)))
        }
        if let arguments = try? evalArguments(call, env) {
          for case .closure(var closure) in arguments.trailing.map(\.value) {
            closure.isBuilder = true
            _ = try? callClosure(closure, [], range: range)
          }
        }
        return .view(ViewRef(ViewValue(.empty, file: file, range: range)))
      }
      if let value = try builtinSelfStatic(name, call, env: env, range: range) { return value }
      // `firstIndex(where: …)` in `extension Array`: the built-in method of `self`, by implicit
      // self as Swift does.
      if case .value(let receiver, let info?) = env.receiver, module.builtinExtensions[info.name] === info {
        return try callMethod(
          on: receiver, name, call, env: env, range: range, nameRange: id.range, baseExpr: nil)
      }
      try fail(
        "semantics.unknown-identifier", "cannot find '\(name)' in scope", file, id.range,
        notes: Suggestions.note(for: name, in: visibleNames(env)))
    case .memberAccess(let base, let name):
      if isModuleQualifier(base, env) {
        return try evalUnqualified(call, name, range: range, env: env)
      }
      if case .identifier(let id) = base.kind, id.text == "super", env.lookup("super") == nil {
        return try superCall(name, call, env: env, range: range)
      }
      // `Tab.init(value: tab) { … }`: the built-in view's initializer written out.
      if name.text == "init", case .memberAccess(let module, let id) = base.kind,
        isModuleQualifier(module, env),
        let allowed = Builtins.viewLabels[id.text], self.module.type(named: id.text) == nil
      {
        // `SwiftUI.Tab.init(value: …) { … }`: the module's name qualifies the built-in view.
        return try builtinView(id.text, allowed: allowed, call, env: env, range: range, nameRange: id.range)
      }
      if name.text == "init", case .identifier(let id) = base.kind,
        let allowed = Builtins.viewLabels[id.text],
        env.lookup(id.text) == nil, module.type(named: id.text) == nil, module.enums[id.text] == nil
      {
        return try builtinView(id.text, allowed: allowed, call, env: env, range: range, nameRange: id.range)
      }
      if case .selfExpr = base.kind, name.text == "init",
        let done = try delegatingInit(call, env: env, range: range)
      {
        return done
      }
      // `Array.init(repeating:count:)`, `DatePicker.init("", selection: …)`: a built-in type's
      // initializer written out is the call of the type itself (The Swift Programming Language,
      // "Initialization": `T.init(…)` and `T(…)` are the same call).
      if name.text == "init", case .identifier(let id) = base.kind, env.lookup(id.text) == nil,
        module.type(named: id.text) == nil, module.enums[id.text] == nil, id.text.first?.isUppercase == true
      {
        var direct = call
        direct.callee = base
        return try evalCall(direct, range: range, env: env)
      }
      if case .selfExpr = base.kind {
        guard let value = try receiverMember(name.text, env, range: name.range) else {
          if case .value(.view(let ref), _) = env.receiver {
            return try callMethod(
              on: .view(ref), name.text, call, env: env, range: range, nameRange: name.range, baseExpr: nil)
          }
          if let value = try builtinSelfStatic(name.text, call, env: env, range: range) { return value }
          // `self.uppercased()` in `extension String`: the built-in member of the value.
          if case .value(let receiver, let info?) = env.receiver, module.builtinExtensions[info.name] === info
          {
            return try callMethod(
              on: receiver, name.text, call, env: env, range: range, nameRange: name.range, baseExpr: nil)
          }
          try fail(
            "semantics.unknown-member",
            "value of type '\(receiverType(env)?.name ?? "Self")' has no member '\(name.text)'",
            file, name.range)
        }
        return try callValue(
          Self.overloaded(value, receiverType(env)?.methods[name.text], call), try evalArguments(call, env),
          file: file, range: range)
      }
      if case .identifier(let typeId) = base.kind, env.lookup(typeId.text) == nil,
        try receiverMember(typeId.text, env, range: typeId.range) == nil,
        module.globals[typeId.text] == nil, Builtins.typeNames.contains(typeId.text),
        module.type(named: typeId.text) == nil
      {
        let arguments = try evalArguments(call, env)
        if let info = module.builtinExtensions[typeId.text], let function = info.methods[name.text]?.first {
          return try callFunction(
            function, receiver: .value(.type(typeId.text), info), file: info.file, arguments, range: range)
        }
        if name.text == "random", Self.randomTypes.contains(typeId.text) {
          return try randomValue(typeId.text, arguments, file: file, range: range)
        }
        if typeId.text == "Binding", name.text == "constant" {
          // `Binding.constant(x)`: a binding that reads `x` and ignores writes.
          return .binding(.constant(arguments.all.first?.value ?? .null))
        }
        if typeId.text == "Color" {
          let base = try typeMember("Color", name.text, file: file, range: name.range)
          return try callMethod(
            on: base, "callAsFunction", call, env: env, range: range, nameRange: name.range, baseExpr: nil,
            evaluated: arguments)
        }
        return .symbol(
          Symbol(
            name: name.text, arguments: arguments.all, base: nil, typeQualifier: typeId.text, range: range))
      }
      if name.text == "toggle", call.arguments.isEmpty, call.trailingClosures.isEmpty {
        let value = try eval(base, env)
        switch value {
        case .object, .structure, .enumCase:
          // A class's, struct's or enum's own `toggle()` method.
          return try callMethod(
            on: value, name.text, call, env: env, range: range, nameRange: name.range, baseExpr: base)
        default: break
        }
        guard case .bool(let flag) = value else {
          try fail(
            "semantics.type-mismatch", "'toggle()' needs a Bool, not '\(value.typeName)'", file, name.range)
        }
        try assign(base, .bool(!flag), env)
        return .void
      }
      let value = try eval(base, env)
      if value.isNull, Self.containsOptionalChain(base) { return .null }
      return try callMethod(
        on: value, name.text, call, env: env, range: range, nameRange: name.range, baseExpr: base)
    case .implicitMember(let id):
      let arguments = try evalArguments(call, env)
      return .symbol(
        Symbol(name: id.text, arguments: arguments.all, base: nil, typeQualifier: nil, range: range))
    case .specialization(let inner, _):
      var copy = call
      copy.callee = inner
      return try evalCall(copy, range: range, env: env)
    case .macroName(let id) where FrameworkStandIns.macros.contains(String(id.text.dropFirst())):
      // `#Predicate<Note> { $0.title.isEmpty }`: the closure, which a query calls on each object
      // (Foundation's `Predicate` evaluates its closure's expression on the input).
      guard let closure = try evalArguments(call, env).all.last?.value, case .closure = closure else {
        try fail("semantics.missing-argument", "'\(id.text)' needs a closure", file, range)
      }
      return closure
    case .macroName(let id) where id.text == "#imageLiteral":
      // `#imageLiteral(resourceName: "avatar")`: Xcode's image literal, which on iOS is
      // `UIImage(named: "avatar")` (swiftui-semantics §23.8); drawn, like any platform image,
      // as the asset placeholder.
      let arguments = try evalArguments(call, env)
      guard let name = arguments.arguments.first(where: { $0.label == "resourceName" }) else {
        try fail("semantics.missing-argument", "'#imageLiteral' needs 'resourceName:'", file, range)
      }
      let named = Argument(label: "named", value: name.value, range: name.range)
      return try callValue(
        .type("UIImage"), ArgumentList(arguments: [named], trailing: []), file: file, range: range)
    case .macroName(let id) where id.text == "#colorLiteral":
      // `#colorLiteral(red: 0.6, green: 0.64, blue: 1, alpha: 1)`: Swift's colour literal, a
      // `UIColor` made from those sRGB components (The Swift Programming Language, "Lexical
      // Structure" → "Literals"; swiftui-semantics §23.8).
      let arguments = try evalArguments(call, env)
      guard let color = try uiColorComponents(arguments) else {
        try fail(
          "semantics.type-mismatch", "'#colorLiteral' needs red:, green:, blue: and alpha: numbers", file,
          range)
      }
      return color
    default:
      let callee = try eval(call.callee, env)
      return try callValue(callee, try evalArguments(call, env), file: file, range: range)
    }
  }

  /// `asymmetric(insertion:removal:)` (or `self.asymmetric(…)`) in a static of `extension
  /// AnyTransition`: the type's own static, as if written `AnyTransition.asymmetric(…)`; Swift
  /// resolves an unqualified name in a static context against `Self`'s statics. Nil outside a
  /// static of an extension of a built-in symbolic type.
  func builtinSelfStatic(_ name: String, _ call: CallSyntax, env: Env, range: SourceRange) throws -> Value? {
    guard case .value(.type(let typeName), let info?) = env.receiver,
      module.builtinExtensions[info.name] === info, Builtins.typeNames.contains(typeName), typeName != "Color"
    else { return nil }
    return .symbol(
      Symbol(
        name: name, arguments: try evalArguments(call, env).all, base: nil, typeQualifier: typeName,
        range: range))
  }

  /// Built-ins looked up after the module's own names: style structs (`PlainButtonStyle()` is
  /// `.plain`) and the animator views. Outlined from `evalCall` to keep its recursive frame small.
  private func lateBuiltin(_ name: String, _ call: CallSyntax, env: Env, range: SourceRange) throws -> Value?
  {
    if let style = Builtins.styleStructs[name], module.type(named: name) == nil {
      return .symbol(Symbol(name: style, arguments: nil, base: nil, typeQualifier: nil, range: range))
    }
    if name == "Namespace", module.type(named: name) == nil {
      // `Namespace().wrappedValue` in a preview: a namespace of its own, as `@Namespace` makes
      // one per view instance (SwiftUI's `Namespace` is a dynamic property whose wrapped value
      // is a new `Namespace.ID`), named after where it is written.
      let id = "Namespace@\(env.file):\(range.start)"
      return .structure(StructValue(type: "Namespace", fields: [("wrappedValue", .namespace(id))]))
    }
    if name == "PhaseAnimator" || name == "KeyframeAnimator" {
      return try animatorView(name, try evalArguments(call, env), file: env.file, range: range)
    }
    return nil
  }

  /// `SwiftUI.Image(systemName:)`: the call of the name alone. Outlined, so the copy of the call
  /// does not grow every recursive `evalCall` frame.
  private func evalUnqualified(_ call: CallSyntax, _ name: Identifier, range: SourceRange, env: Env) throws
    -> Value
  {
    var unqualified = call
    unqualified.callee = ExprSyntax(.identifier(name), range: name.range)
    return try evalCall(unqualified, range: range, env: env)
  }

  static let randomTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "Bool"]

  /// `Int.random(in: 1...6)`, `CGFloat.random(in: 0..<1)`, `Bool.random()`. Deterministic
  /// (LANGUAGE §3): the range's lower bound, as `randomElement()` is the first element; false.
  func randomValue(_ typeName: String, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    if typeName == "Bool" { return .bool(false) }
    switch arguments.labelled("in")?.value {
    case .range(let lo, let hi, _)? where lo < hi: return typeName == "Int" ? .int(lo) : .double(Double(lo))
    case .structure(let bounds)?:
      if let lo = bounds.field("lowerBound")?.number {
        return typeName == "Int" ? .int(Int(lo)) : .double(lo)
      }
    default: break
    }
    try fail("semantics.missing-argument", "'random' needs a non-empty range, as 'in: 0...1'", file, range)
  }

  /// Calls a closure or bound method value.
  func callValue(_ value: Value, _ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value
  {
    switch value {
    case .closure(let closure):
      return try callClosure(closure, arguments.all.map(\.value), range: range)
    case .method(let method):
      return try callFunction(
        method.function, receiver: method.receiver, file: method.owner, arguments, range: range,
        selfBox: method.selfBox)
    case .null:
      return .null
    case .array(let items) where arguments.all.isEmpty && items.count == 1 && Self.isTypeValue(items[0]):
      // `[Card]()`: an empty array of that element type.
      return .array([])
    case .array(let items) where items.count == 1 && Self.isTypeValue(items[0]):
      // `[CGFloat](repeating: 0.8, count: n)`, `[Int](1...3)`: `Array`'s initializers.
      if let repeated = try arrayRepeating(arguments, file: file, range: range) { return repeated }
      switch arguments.all.first?.value {
      case .array(let elements)?: return .array(elements)
      case .range(let lo, let hi, _)?: return .array(try rangeElements(lo, hi, file: file, range: range))
      default:
        try fail("semantics.type-mismatch", "cannot call a value of type '\(value.typeName)'", file, range)
      }
    case .dictionary(let keys, let values)
    where arguments.all.isEmpty && keys.count == 1 && Self.isTypeValue(keys[0]) && Self.isTypeValue(values[0]):
      // `[String: Int]()`
      return .dictionary([], [])
    case .enumCase(let type, let name, let payload) where payload.isEmpty && !arguments.all.isEmpty:
      // `Route.detail(3)`: a case with its associated values.
      return .enumCase(type: type, name: name, payload: arguments.all.map(\.value))
    case .type(let type) where isStandIn(type) && module.type(named: type) == nil:
      // `#Predicate<Item> { … }`, `formatter(date)`: the stand-in keeps its calls.
      return value
    case .structure(let s) where s.type == Self.layoutTypeName:
      return try callLayout(s, arguments, file: file, range: range)
    case .keyPath(let path) where arguments.all.count == 1:
      // `let geometry: (GeometryProxy) -> Value` given `\.size`: a key path is a function from
      // its root to the value it names (SE-0249).
      var current = arguments.all[0].value
      for component in path where component != "self" {
        current = try member(of: current, component, file: file, range: range)
      }
      return current
    default:
      try fail("semantics.type-mismatch", "cannot call a value of type '\(value.typeName)'", file, range)
    }
  }

  /// `.drop(…)`, `.inner(…)`: a `ShadowStyle` argument.
  static func isShadowStyle(_ expr: ExprSyntax) -> Bool {
    guard case .call(let call) = expr.kind, case .implicitMember(let name) = call.callee.kind else {
      return false
    }
    return name.text == "drop" || name.text == "inner"
  }

  static func isTypeValue(_ value: Value) -> Bool {
    switch value {
    case .type: return true
    // `LayoutSubviews.Element`: a framework type's nested type, capitalised as Swift's types are.
    case .symbol(let s):
      return s.typeQualifier != nil && s.arguments == nil && s.name.first?.isUppercase == true
    // `[[Row]]()`, `[[String: Int]]()`: an array or dictionary type as an element type.
    case .array(let items): return items.count == 1 && isTypeValue(items[0])
    case .dictionary(let keys, let values):
      return keys.count == 1 && isTypeValue(keys[0]) && values.count == 1 && isTypeValue(values[0])
    default: return false
    }
  }

  /// A closure, or a method used as one (`action: dismiss`, `perform: toggle`).
  func asClosure(_ value: Value) -> Closure? {
    switch value {
    case .closure(let closure): return closure
    case .method(let method):
      let env = Env(parent: nil, receiver: method.receiver, file: method.owner)
      capture(env)
      return Closure(
        parameters: method.function.parameters.map(\.localName.text), body: .function(method.function),
        env: env, file: method.owner, range: method.function.range)
    default: return nil
    }
  }

  func callClosure(_ closure: Closure, _ values: [Value], range: SourceRange) throws -> Value {
    try runClosure(closure, values, range: range, keepingFirst: false).result
  }

  /// Calls a closure whose first parameter is `inout` (`reduce(into:)`'s accumulator) and
  /// returns that parameter's final value.
  func callClosureUpdatingFirst(_ closure: Closure, _ values: [Value], range: SourceRange) throws -> Value {
    try runClosure(closure, values, range: range, keepingFirst: true).first ?? values.first ?? .void
  }

  private func runClosure(_ closure: Closure, _ values: [Value], range: SourceRange, keepingFirst: Bool)
    throws
    -> (result: Value, first: Value?)
  {
    try enter(closure.file, range)
    defer { leave() }
    let env = Env(parent: closure.env, file: closure.file)
    if watchesNextCall {
      watchesNextCall = false
      env.isWatched = true
      watchedScope = env
    }
    // `{ key, value in … }` over a dictionary's pairs: a tuple argument is spread over the
    // closure's parameters.
    var values = values
    if values.count == 1, closure.parameters.count > 1, let elements = values[0].tupleElements,
      elements.count == closure.parameters.count
    {
      values = elements
    }
    // `zip(a, b).map { "\($0)\($1)" }`: a shorthand closure naming `$1` takes a tuple's elements
    // as its arguments; naming only `$0`, the tuple itself.
    if values.count == 1, closure.parameters.isEmpty, let elements = values[0].tupleElements,
      elements.count > 1,
      case .statements = closure.body,
      module.files[closure.file]?.text(of: closure.range).contains("$1") == true
    {
      values = elements
    }
    for (index, value) in values.enumerated() {
      if index < closure.parameters.count {
        let name = closure.parameters[index]
        if name != "_" { env.locals[name] = value }
        // `{ $item in … }`: the binding, and `item`, the value it reads now.
        if name.hasPrefix("$"), case .binding(let ref) = value {
          env.locals[String(name.dropFirst())] = try readBinding(ref, file: closure.file, range: range)
        }
      } else {
        env.locals["$\(index)"] = value
      }
    }
    let firstName = closure.parameters.first ?? "$0"
    func finish(_ result: Value) -> (result: Value, first: Value?) {
      (result, keepingFirst ? env.lookup(firstName) : nil)
    }
    switch closure.body {
    case .statements(let statements) where closure.resultBuilder != nil:
      return finish(try buildResult(closure.resultBuilder ?? "", statements, env, range: closure.range))
    case .statements(let statements):
      if let type = closure.resultType {
        // `{ geometry -> Color in … return .clear }`: the implicit member it returns takes the
        // declared result type, and a body with a `return` is no view builder (SE-0289: the
        // builder transform is not applied to a closure with an explicit `return`).
        let returns = statements.contains { statement in
          if case .returnStatement = statement.kind { return true }
          return false
        }
        let result = try evalBody(
          statements, env, returnsView: closure.isBuilder && !returns, range: closure.range)
        return finish(try typedResult(result, type, file: closure.file, range: closure.range))
      }
      let result = try evalBody(statements, env, returnsView: closure.isBuilder, range: closure.range)
      return finish(closure.resultLabels.map { result.relabelled($0) } ?? result)
    case .function(let function):
      // A function used as a closure (`.onChanged(changed(value:))`) takes its arguments by
      // position: a function value's type has no argument labels.
      let labels = function.parameters.map(\.label)
      return finish(
        try callFunction(
          function, receiver: closure.env.receiver, file: closure.file,
          ArgumentList(
            arguments: values.enumerated().map { index, value in
              Argument(label: index < labels.count ? labels[index] : nil, value: value, range: range)
            }, trailing: []),
          range: range))
    case .empty:
      return (.void, nil)
    case .constant(let value):
      return (value, nil)
    case .assign(let ref, let value):
      try writeBinding(ref, value, file: closure.file, range: range)
      return (.void, nil)
    case .focus(let change):
      for leave in change.leaves
      where equal(try readBinding(leave.ref, file: closure.file, range: range), leave.focused) {
        try writeBinding(leave.ref, leave.unfocused, file: closure.file, range: range)
      }
      for enter in change.enters {
        try writeBinding(enter.ref, enter.value, file: closure.file, range: range)
      }
      return (.void, nil)
    case .keyPath(let path):
      guard var current = values.first else { return (.void, nil) }
      for component in path where component != "self" {
        current = try member(of: current, component, file: closure.file, range: range)
      }
      return (current, nil)
    case .operatorFunction(let spelling):
      guard values.count == 2 else {
        try fail(
          "semantics.type-mismatch", "the operator '\(spelling)' takes two arguments", closure.file, range)
      }
      if let op = BinaryOperator(rawValue: spelling), op != .custom {
        if let result = try userInfixOperator(
          values[0], OperatorSyntax(op, range: range), values[1], file: closure.file, range: range)
        {
          return (result, nil)
        }
        return (try binary(values[0], op, values[1], file: closure.file, range: range), nil)
      }
      if let global = module.globalFunctions[spelling], global.function.parameters.count == 2 {
        let result = try callFunction(
          global.function, receiver: nil, file: global.file,
          ArgumentList(
            arguments: zip(global.function.parameters, values).map {
              Argument(label: $0.label, value: $1, range: range)
            }, trailing: []), range: range)
        return (result, nil)
      }
      try fail(
        "semantics.unknown-identifier", "cannot find operator '\(spelling)' in scope", closure.file, range)
    }
  }

  /// Calls a user function: binds parameters by label, default values and trailing closures.
  func callFunction(
    _ function: FunctionDecl, receiver: Receiver?, file: String, _ arguments: ArgumentList,
    range: SourceRange,
    selfBox: SelfBox? = nil
  ) throws -> Value {
    try enter(file, range)
    defer { leave() }
    let env = Env(parent: nil, receiver: selfBox == nil ? receiver : nil, file: file, selfBox: selfBox)
    let inouts = try bindParameters(
      function.parameters, generics: function.genericParameters, arguments, into: env,
      callee: function.name.text,
      file: file, range: range)
    guard let body = function.body else { return .void }
    let returnsView =
      function.returnType.map(Self.isViewType) ?? false
      || function.attributes.contains { $0.name.text == "ViewBuilder" }
    let result = try typedResult(
      try evalBody(body.statements, env, returnsView: returnsView, range: body.range), function.returnType,
      context: receiverType(env), file: file, range: body.range)
    if !inouts.isEmpty, let caller = arguments.callerEnv {
      // `inout` parameters are copied back to the caller's variables when the call returns
      // (The Swift Programming Language, "Functions", "In-Out Parameters").
      for (name, target) in inouts {
        try assign(target, env.locals[name] ?? .null, caller)
      }
    }
    return result
  }

  /// Whether `function` is a `mutating` method.
  static func isMutating(_ function: FunctionDecl) -> Bool {
    function.modifiers.contains { $0.name.text == "mutating" }
  }

  /// A `mutating` method called on a struct or enum value: it runs on a copy of the value, which
  /// is written back to `baseExpr` (the variable it was called on) when it returns.
  func callMutating(
    _ function: FunctionDecl, on value: Value, type: TypeInfo?, file: String, _ arguments: ArgumentList,
    baseExpr: ExprSyntax?, env: Env, range: SourceRange
  ) throws -> Value {
    let box = SelfBox(.value(value, type))
    let result = try callFunction(function, receiver: nil, file: file, arguments, range: range, selfBox: box)
    if case .value(let updated, _) = box.receiver, updated != value {
      try writeBack(baseExpr, updated, env: env, range: range)
    }
    return result
  }

  /// Binds call arguments to parameters by label, then trailing closures to function-typed
  /// parameters, then default values; closures for `@ViewBuilder` or view-returning parameters
  /// become builders.
  @discardableResult
  func bindParameters(
    _ parameters: [ParameterSyntax], generics genericParameters: [GenericParameterSyntax],
    _ arguments: ArgumentList,
    into env: Env, callee: String, file: String, range: SourceRange
  ) throws -> [(name: String, target: ExprSyntax)] {
    var inouts: [(name: String, target: ExprSyntax)] = []
    if !genericParameters.isEmpty {
      bindGenericTypes(genericParameters, parameters, arguments, into: env)
    }
    var remaining = arguments.arguments
    var trailing = arguments.trailing
    let generics = Dictionary(
      genericParameters.map { ($0.name.text, $0.constraint.flatMap(ModuleBuilder.simpleName) ?? "") },
      uniquingKeysWith: { a, _ in a })
    for (position, parameter) in parameters.enumerated() {
      var value: Value?
      if let index = remaining.firstIndex(where: { $0.label == parameter.label }) {
        let argument = remaining.remove(at: index)
        value = argument.value
        if Self.isInout(parameter.type), let source = arguments.source(of: argument) {
          inouts.append((parameter.localName.text, source))
        }
      } else if isFunctionType(parameter.type), !trailing.isEmpty,
        !skipsTrailingClosure(parameters, at: position, labelled: remaining)
      {
        value = trailing.removeFirst().value
      } else if let defaultValue = parameter.defaultValue {
        value = try eval(defaultValue, env)
      }
      guard var bound = value else {
        try fail(
          "semantics.missing-argument",
          "missing argument for parameter '\(parameter.label ?? parameter.localName.text)' in call to '\(callee)'",
          file, range)
      }
      if case .closure(var closure) = bound, !module.resultBuilders.isEmpty,
        let builder = parameter.attributes.first(where: { module.resultBuilders.contains($0.name.text) })
      {
        closure.resultBuilder = builder.name.text
        bound = .closure(closure)
      }
      if case .closure(var closure) = bound,
        parameter.attributes.contains(where: { $0.name.text == "ViewBuilder" })
          || Self.returnsView(parameter.type, generics: generics)
      {
        closure.isBuilder = true
        bound = .closure(closure)
      } else if !isFunctionType(parameter.type) {
        bound = try coerce(bound, to: parameter.type, file: file, range: range)
      }
      env.locals[parameter.localName.text] = bound
    }
    if let extra = remaining.first ?? trailing.first {
      try fail(
        "semantics.unknown-argument",
        extra.label.map { "extra argument '\($0)' in call to '\(callee)'" }
          ?? "extra argument in call to '\(callee)'",
        file, extra.range,
        notes: Suggestions.note(for: extra.label ?? "", in: parameters.compactMap(\.label)))
    }
    return inouts
  }

  /// `func total<T: Measured>(_ value: T)`: `T` names the argument's dynamic type inside the
  /// body (`T.unit`, `T.self`), taken from the first parameter typed `T` or `T.Type` (generic
  /// parameters are erased at run time otherwise; docs/semantics.md "Generics").
  func bindGenericTypes(
    _ generics: [GenericParameterSyntax], _ parameters: [ParameterSyntax], _ arguments: ArgumentList,
    into env: Env
  ) {
    for generic in generics {
      let name = generic.name.text
      for (index, parameter) in parameters.enumerated() {
        let type = parameter.type
        var metatype = false
        switch type.kind {
        case .identifier(let id, _) where id.text == name: break
        case .metatype(let base):
          guard case .identifier(let id, _) = base.kind, id.text == name else { continue }
          metatype = true
        default: continue
        }
        let argument =
          arguments.arguments.first { $0.label == parameter.label }
          ?? (index < arguments.arguments.count ? arguments.arguments[index] : nil)
        guard let value = argument?.value else { continue }
        if metatype, case .array(let element) = value, element.count == 1, Self.isTypeValue(element[0]) {
          // `as: [Forecast].self` for `T.Type`: `T` is that array type.
          env.locals[name] = value
          break
        }
        let typeName: String?
        switch value {
        case .type(let t) where metatype: typeName = t
        case .structure(let s) where s.type != Value.tupleTypeName: typeName = s.type
        case .enumCase(let t, _, _): typeName = t
        case .object(let key): typeName = objectTypes[key]?.name
        case .int: typeName = "Int"
        case .double: typeName = "Double"
        case .string: typeName = "String"
        case .bool: typeName = "Bool"
        default: typeName = nil
        }
        if let typeName {
          env.locals[name] = .type(typeName)
          break
        }
      }
      // `func load<T: Decodable>(_ file: String) -> T`: a parameter only the call's context
      // names (the declared type of what the result initialises) stays itself, so `T.self`
      // evaluates; the result takes that type where it is stored (`coerce`).
      if env.locals[name] == nil { env.locals[name] = .type(name) }
    }
  }

  /// SE-0286's forward scan: a trailing closure passes over a function parameter that has a
  /// default when a later function parameter without one still needs an argument
  /// (`sheet(isPresented:dismiss: = {}, content:) { … }` fills `content`).
  func skipsTrailingClosure(
    _ parameters: [ParameterSyntax], at position: Int, labelled remaining: [Argument]
  ) -> Bool {
    guard parameters[position].defaultValue != nil else { return false }
    return parameters[(position + 1)...].contains { later in
      isFunctionType(later.type) && later.defaultValue == nil
        && !remaining.contains { $0.label == later.label }
    }
  }

  /// Whether `type` is a function type, spelled out or through one of the module's aliases.
  func isFunctionType(_ type: TypeSyntax) -> Bool {
    TypeInfo.isFunctionType(type, aliases: module.functionTypeAliases)
  }

  /// `inout T`: a parameter whose final value goes back to the argument.
  static func isInout(_ type: TypeSyntax?) -> Bool {
    guard case .attributed(let attributes, _)? = type?.kind else { return false }
    return attributes.contains { $0.name.text == "inout" }
  }

  /// Whether a function type returns a view (`some View`, or a generic parameter bound to View).
  static func returnsView(_ type: TypeSyntax, generics: [String: String]) -> Bool {
    switch type.kind {
    case .function(_, _, let result):
      if isViewType(result) { return true }
      if case .identifier(let id, _) = result.kind { return generics[id.text] == "View" }
      return false
    case .attributed(_, let base): return returnsView(base, generics: generics)
    default: return false
    }
  }

  // MARK: Methods on values

  /// The method `name` that exactly one extension of a control Matchcut builds from other views
  /// (`Interpreter.appViewLabels`, `Interpreter.controlLabels`) declares, with labels `call` fits.
  func appViewExtensionMethod(_ name: String, _ call: CallSyntax) -> (TypeInfo, FunctionDecl)? {
    var found: (TypeInfo, FunctionDecl)?
    for typeName in module.builtinExtensions.keys.sorted()
    where Self.appViewLabels[typeName] != nil || Self.controlLabels[typeName] != nil {
      guard let info = module.builtinExtensions[typeName],
        let function = Self.overload(info.methods[name], call)
      else { continue }
      if found != nil { return nil }
      found = (info, function)
    }
    return found
  }

  /// The built-in shapes, whose `scale(x:y:anchor:)` is a shape method.
  static let shapeViewNames: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]

  /// Sequence methods a binding to an array answers over its elements' bindings.
  static let bindingSequenceMethods: Set<String> = [
    "enumerated", "forEach", "map", "compactMap", "filter", "first", "firstIndex", "reversed", "indices",
  ]

  /// Methods of a shape value that make another shape, not a view (`.rect.inset(by: 2)`).
  static let shapeStyleMethods: Set<String> = ["inset", "offset", "rotation", "scale"]

  /// A value whose `map`/`flatMap` can only be `Optional`'s (it is no collection).
  static func wrapsOptional(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .bool, .enumCase, .object, .uuid, .color, .size, .point: true
    default: false
    }
  }

  /// Methods of a string that work on its characters as an array.
  static let stringSequenceMethods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "allSatisfy", "enumerated", "sorted",
    "firstIndex", "lastIndex", "min", "max", "randomElement", "shuffled", "first", "last", "count",
  ]

  /// Methods of a range that work on its integers as an array.
  static let rangeAsArrayMethods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reversed", "first",
  ]

  func callMethod(
    on value: Value, _ name: String, _ call: CallSyntax, env: Env, range: SourceRange,
    nameRange: SourceRange, baseExpr: ExprSyntax?, evaluated: ArgumentList? = nil
  ) throws -> Value {
    let file = env.file
    switch value {
    case .view(let ref):
      return try viewMethod(ref.view, name, call, env: env, range: range, nameRange: nameRange)
    case .structure(let s) where s.type == Self.subviewTypeName:
      // `collection[i].frame(…)`: a subview's modifiers apply to its view.
      let view = try viewContent(value, file: file, range: range)
      return try viewMethod(view, name, call, env: env, range: range, nameRange: nameRange)
    case .color(let color):
      if name == "opacity" {
        let arguments = try evaluated ?? evalArguments(call, env)
        guard let factor = arguments.arguments.first?.value.number else {
          try fail("semantics.type-mismatch", "'opacity' expects a number", file, range)
        }
        return .color(color.withOpacity(factor))
      }
      if name == "mix" {
        // `mix(with:by:in:)`, iOS 18 (swiftui-semantics §23.13).
        let arguments = try evaluated ?? evalArguments(call, env)
        return .color(try mixed(color, arguments, file: file, range: range))
      }
      if name == "callAsFunction" { return value }
      if name == "shadow", let first = call.arguments.first, first.label == nil,
        Self.isShadowStyle(first.value)
      {
        // `Color.red.shadow(.drop(radius: 4))`: the colour as a shape style with a shadow
        // style; the shadow is not drawn (swiftui-semantics §21.6).
        return value
      }
      return try viewMethod(
        colorView(color, file: file, range: range), name, call, env: env, range: range, nameRange: nameRange)
    case .symbol(let symbol)
    where symbol.base == nil && Builtins.isKnownModifier(name) && !Self.shapeStyleMethods.contains(name):
      // `shape.fill(color)` where `shape` holds `.circle`: the shape drawn as a view.
      if let shape = shapeView(symbol, file: file, range: range) {
        return try viewMethod(shape, name, call, env: env, range: range, nameRange: nameRange)
      }
      let arguments = try evaluated ?? evalArguments(call, env)
      return .symbol(
        Symbol(name: name, arguments: arguments.all, base: .symbol(symbol), typeQualifier: nil, range: range))
    case .symbol(let symbol):
      let arguments = try evaluated ?? evalArguments(call, env)
      return .symbol(
        Symbol(name: name, arguments: arguments.all, base: .symbol(symbol), typeQualifier: nil, range: range))
    case .gesture(var gesture):
      let arguments = try evaluated ?? evalArguments(call, env)
      // `.updating($offset) { … }` writes a `@GestureState`, which is back at its initial value
      // whenever the finger is up: no state at rest sees it (docs/semantics.md "Property wrappers").
      if name == "updating" { return .gesture(gesture) }
      if ["simultaneously", "sequenced", "exclusively"].contains(name) {
        // Composition: each part offers its own action, as if attached side by side; the order
        // `sequenced` imposes (a long press, then the drag) is not modelled.
        guard case .gesture(let other)? = arguments.all.first?.value else {
          try fail("semantics.type-mismatch", "'\(name)' expects a gesture", file, range)
        }
        if sink.once.insert("gesture-composition." + name).inserted {
          sink.warning(
            "semantics.gesture-composed",
            "'\(name)' gestures are explored as separate gestures, each with its own handlers",
            file: file, range: nameRange)
        }
        gesture.companions.append(other)
        return .gesture(gesture)
      }
      if !gesture.companions.isEmpty, name == "onChanged" || name == "onEnded" {
        // The composed gesture's value (`.first`/`.second`) is not made: its handlers are not run.
        sink.warning(
          "semantics.closure-not-run",
          "'\(name)' of a composed gesture is not run: Matchcut runs the parts' own handlers", file: file,
          range: nameRange)
        return .gesture(gesture)
      }
      // A closure, or a function named as one (`.onChanged(onDrag)`).
      guard let closure = arguments.all.first.flatMap({ asClosure($0.value) }) else {
        try fail("semantics.unsupported-expression", "'\(name)' expects a closure", file, range)
      }
      switch name {
      case "onChanged": gesture.onChanged = closure
      case "onEnded": gesture.onEnded = closure
      default:
        try fail(
          "semantics.unknown-member", "gesture has no member '\(name)'", file, nameRange,
          notes: Suggestions.note(for: name, in: ["onChanged", "onEnded"]))
      }
      return .gesture(gesture)
    case .type(Self.modelContextName) where module.type(named: Self.modelContextName) == nil:
      // `context.insert(note)`, `try context.save()` (`Interpreter+SwiftData`).
      let arguments = try evaluated ?? evalArguments(call, env)
      return try modelContextCall(name, arguments, file: file, range: range) ?? value
    case .type(let typeName) where isStandIn(typeName) && module.type(named: typeName) == nil:
      // A call on a skipped framework value's stand-in (`Timer.publish(…).autoconnect()`); a
      // bundled JSON file's URL and decoding (`Interpreter+BundledJSON`).
      if !options.assets.jsonResources.isEmpty, Self.bundledJSONReaders.contains(typeName),
        let info = module.builtinExtensions[typeName], let function = Self.overload(info.methods[name], call)
      {
        // `Bundle.main.decode("missions.json")` of the module's `extension Bundle`, when the
        // module bundles JSON: its own code, run with the stand-in as `self`.
        return try callFunction(
          function, receiver: .value(value, info), file: info.file, try evaluated ?? evalArguments(call, env),
          range: range)
      }
      if !options.assets.jsonResources.isEmpty, typeName == "Bundle" || typeName == "JSONDecoder" {
        let arguments = try evaluated ?? evalArguments(call, env)
        let made =
          typeName == "Bundle"
          ? bundledFile(name, arguments)
          : name == "decode"
            ? try decodeBundledJSON(arguments, file: file, range: range) : nil
        return made ?? value
      }
      return value
    case .type("Binding") where name == "constant" && module.type(named: "Binding") == nil:
      // `Binding.constant(0)`, `Binding<Int>.constant(0)`: a binding that reads the value and
      // ignores writes (https://developer.apple.com/documentation/swiftui/binding/constant(_:)).
      let arguments = try evaluated ?? evalArguments(call, env)
      return .binding(.constant(arguments.all.first?.value ?? .null))
    case .type(let typeName)
    where name == "random" && Self.randomTypes.contains(typeName) && module.type(named: typeName) == nil:
      return try randomValue(typeName, try evaluated ?? evalArguments(call, env), file: file, range: range)
    case .type(let typeName)
    where name == "init" && (module.nestedTypes[typeName] != nil || module.type(named: typeName) != nil):
      // `Outer.Config.init(…)`: the initializer written out.
      guard let type = module.nestedTypes[typeName] ?? module.type(named: typeName) else { break }
      if type.isClass {
        return try constructObject(type, try evaluated ?? evalArguments(call, env), file: file, range: range)
      }
      return try construct(type, try evaluated ?? evalArguments(call, env), file: file, range: range)
    case .type(let typeName) where module.nestedTypes[typeName + "." + name] != nil:
      // `AnimatedButton.Config(title: …)`: a type declared inside another, constructed.
      guard let nested = module.nestedTypes[typeName + "." + name] else { break }
      if nested.isCustomShape {
        return try customShape(nested, try evaluated ?? evalArguments(call, env), file: file, range: range)
      }
      return try construct(nested, try evaluated ?? evalArguments(call, env), file: file, range: range)
    case .type(let typeName)
    where module.enums[typeName]?.methods[name] != nil
      || (module.type(named: typeName) ?? module.nestedTypes[typeName])?.methods[name] != nil:
      // `Theme.make(…)`: a static method, run in the type's static context (The Swift
      // Programming Language, "Methods", "Type Methods").
      let type = module.type(named: typeName) ?? module.nestedTypes[typeName]
      guard let function = Self.overload(type?.methods[name] ?? module.enums[typeName]?.methods[name], call)
      else {
        break
      }
      return try callFunction(
        function, receiver: .value(value, type), file: type?.file ?? module.enums[typeName]?.file ?? file,
        try evaluated ?? evalArguments(call, env), range: range)
    case .type(let typeName) where module.enums[typeName]?.cases.contains(name) == true:
      // `Route.detail(3)`: a case with its associated values.
      let arguments = try evaluated ?? evalArguments(call, env)
      return .enumCase(type: typeName, name: name, payload: arguments.all.map(\.value))
    case .object(let key):
      if let type = objectTypes[key], let function = type.methods[name]?.first {
        return try callFunction(
          function, receiver: .value(value, type), file: type.file, try evaluated ?? evalArguments(call, env),
          range: range)
      }
    case .structure(let s) where s.type == Self.pathTypeName && module.type(named: s.type) == nil:
      // `path.move(to:)` changes the variable it is called on; a modifier (`.stroke`, `.fill`,
      // `.frame`) applies to the path drawn as a view.
      let elements = Self.pathElements(value) ?? []
      let arguments = try evaluated ?? evalArguments(call, env)
      if name == "trimmedPath", let trimmed = trimmedPath(elements, arguments) { return trimmed }
      if let changed = try pathMethod(elements, name, arguments, file: file, range: range) {
        guard let baseExpr else {
          try fail("semantics.type-mismatch", "'\(name)' changes a Path variable", file, range)
        }
        try assign(baseExpr, Self.pathValue(changed), env)
        return .void
      }
      return try viewMethod(
        Self.pathView(elements, file: file, range: range), name, call, env: env, range: range,
        nameRange: nameRange)
    case .structure(let s):
      if isRepresentable(s.type), module.type(orNestedNamed: s.type)?.methods[name] == nil {
        // `BlurView(style: .dark).clipShape(…)`: modifiers of the placeholder view.
        return try viewMethod(
          representablePlaceholder(s.type, file: file, range: range), name, call, env: env, range: range,
          nameRange: nameRange)
      }
      if s.type == Self.dateTypeName, module.type(named: s.type) == nil,
        let seconds = Self.dateSeconds(value),
        let result = dateMethod(seconds, name, try evaluated ?? evalArguments(call, env))
      {
        return result
      }
      if s.type == Self.numberFormatterTypeName, module.type(named: s.type) == nil,
        let result = numberFormatterMethod(s, name, try evaluated ?? evalArguments(call, env))
      {
        return result
      }
      if s.type == Self.layoutSubviewTypeName || s.type == Self.proposedSizeTypeName,
        module.type(named: s.type) == nil,
        let result = try layoutValueMethod(
          s, name, try evaluated ?? evalArguments(call, env), file: file, range: range)
      {
        return result
      }
      if s.type == "GeometryProxy", name == "bounds", let size = s.field("size").flatMap(Self.pair) {
        // `proxy.bounds(of: .scrollView)`: the named container's bounds, taken to be the
        // reader's own (docs/semantics.md "Geometry and math").
        return rect(x: 0, y: 0, width: size.0, height: size.1)
      }
      if s.type == "GeometryProxy", name == "frame", let size = s.field("size").flatMap(Self.pair) {
        // `frame(in: .local)` is the reader's bounds; any other space is taken to be the
        // window's, where the reader sits at the origin the last layout gave it.
        let space = try (evaluated ?? evalArguments(call, env)).arguments.first?.value
        if case .symbol(let local)? = space, local.name == "local" {
          return rect(x: 0, y: 0, width: size.0, height: size.1)
        }
        let origin = s.field("origin").flatMap(Self.pair) ?? (0, 0)
        return rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
      }
      if let type = module.type(named: s.type), let function = Self.overload(type.methods[name], call) {
        let arguments = try evaluated ?? evalArguments(call, env)
        if Self.isMutating(function) {
          return try callMutating(
            function, on: value, type: type, file: type.file, arguments, baseExpr: baseExpr, env: env,
            range: range)
        }
        return try callFunction(
          function, receiver: .value(value, type), file: type.file, arguments, range: range)
      }
    case .enumCase(let typeName, _, _):
      if let info = module.enums[typeName], let function = Self.overload(info.methods[name], call) {
        let arguments = try evaluated ?? evalArguments(call, env)
        if Self.isMutating(function) {
          return try callMutating(
            function, on: value, type: nil, file: info.file, arguments, baseExpr: baseExpr, env: env,
            range: range)
        }
        return try callFunction(
          function, receiver: .value(value, nil), file: info.file, arguments, range: range)
      }
    case .binding(let ref) where name == "animation" || name == "transaction":
      // `$flag.animation(.spring)` (the animation defaults to `.default`) and
      // `$flag.transaction(Transaction(animation: a))`: the same binding, whose writes animate
      // (swiftui-semantics §15.9).
      let arguments = try evaluated ?? evalArguments(call, env)
      var animation: AnimationDescription? = .default
      if let argument = arguments.all.first {
        var written = argument.value
        if name == "transaction" {
          guard case .structure(let t) = written, t.type == "Transaction" else {
            try fail("semantics.type-mismatch", "'transaction' expects a Transaction", file, argument.range)
          }
          written = t.field("disablesAnimations") == .bool(true) ? .null : (t.field("animation") ?? .null)
        }
        animation = try toAnimation(written, file: file, range: argument.range)
      }
      return .binding(.animated(ref, animation))
    case .binding(let ref) where Self.bindingSequenceMethods.contains(name):
      // `$items.enumerated()`: a binding to a collection is a collection of bindings to its
      // elements (SwiftUI: `Binding: RandomAccessCollection`, iOS 15).
      guard case .array(let items) = try readBinding(ref, file: file, range: range) else { break }
      let elements = items.indices.map { Value.binding(.member(ref, Self.elementName($0))) }
      return try callMethod(
        on: .array(elements), name, call, env: env, range: range, nameRange: nameRange, baseExpr: nil,
        evaluated: evaluated)
    case .null where name == "map" || name == "flatMap":
      // `optional.map { … }` on `nil` is `nil` (`Optional.map`).
      return .null
    case _
    where Self.wrapsOptional(value) && (name == "map" || name == "flatMap")
      && call.arguments.count + call.trailingClosures.count == 1:
      // `Optional.map`: a value that is not a collection is the optional's wrapped value.
      let arguments = try evaluated ?? evalArguments(call, env)
      if let closure = arguments.all.first.flatMap({ asClosure($0.value) }) {
        return try callClosure(closure, [value], range: range)
      }
    case .string(let text) where Self.stringSequenceMethods.contains(name):
      // A `String` is a collection of `Character`s (The Swift Programming Language, "Strings
      // and Characters"): its sequence methods see one-character strings; `filter` makes a
      // `String` again (`RangeReplaceableCollection.filter`).
      let result = try callMethod(
        on: .array(text.map { .string(String($0)) }), name, call, env: env, range: range,
        nameRange: nameRange,
        baseExpr: nil, evaluated: evaluated)
      if name == "filter", case .array(let items) = result {
        return .string(items.map { if case .string(let c) = $0 { c } else { "" } }.joined())
      }
      return result
    case .range(let lo, let hi, _) where Self.rangeAsArrayMethods.contains(name):
      // `(0..<n).map { … }`: the range's integers as an array.
      return try callMethod(
        on: .array(try rangeElements(lo, hi, file: file, range: range)), name, call, env: env, range: range,
        nameRange: nameRange, baseExpr: nil, evaluated: evaluated)
    case .array(let items):
      var arguments = try evaluated ?? evalArguments(call, env)
      if let first = arguments.arguments.first, case .keyPath(let path) = first.value {
        // `names.map(\.title)`: a key path used as the function from an element to its member
        // (SE-0249).
        arguments.arguments[0].value = .closure(
          Closure(
            parameters: ["element"], body: .keyPath(path), env: Env(parent: nil, file: file), file: file,
            range: first.range))
        return try callMethod(
          on: value, name, call, env: env, range: range, nameRange: nameRange, baseExpr: baseExpr,
          evaluated: arguments)
      }
      switch name {
      case "firstIndex":
        if case .closure(let closure)? = arguments.all.first?.value {
          for (index, item) in items.enumerated()
          where try truth(try callClosure(closure, [item], range: range), file, range) {
            return .int(index)
          }
          return .null
        }
        guard let needle = arguments.labelled("of")?.value else { break }
        return items.firstIndex { equal($0, needle) }.map { .int($0) } ?? .null
      case "contains":
        if let closure = arguments.all.first.flatMap({ arg -> Closure? in
          if case .closure(let c) = arg.value { return c }
          return nil
        }) {
          for item in items where try truth(try callClosure(closure, [item], range: range), file, range) {
            return .bool(true)
          }
          return .bool(false)
        }
        guard let needle = arguments.arguments.first?.value else { break }
        return .bool(items.contains { equal($0, needle) })
      case "filter", "map", "first":
        guard case .closure(let closure)? = arguments.all.first?.value else { break }
        var out: [Value] = []
        for item in items {
          let result = try callClosure(closure, [item], range: range)
          if name == "map" {
            out.append(result)
          } else if try truth(result, file, range) {
            if name == "first" { return item }
            out.append(item)
          }
        }
        return name == "first" ? .null : .array(out)
      case "compactMap", "flatMap":
        // `compactMap` drops `nil` results; `flatMap` joins array results (and, as the
        // deprecated optional overload, drops `nil`).
        guard case .closure(let closure)? = arguments.all.first?.value else { break }
        var out: [Value] = []
        for item in items {
          let result = try callClosure(closure, [item], range: range)
          if name == "flatMap", case .array(let inner) = result {
            out += inner
          } else if !result.isNull {
            out.append(result)
          }
        }
        return try checkValue(.array(out), file: file, range: range)
      case "reversed":
        return .array(items.reversed())
      case "enumerated":
        return .array(
          items.enumerated().map { index, item in .tuple([("offset", .int(index)), ("element", item)]) })
      case "append":
        // `append(contentsOf:)` is the standard library's (`arrayMethod`).
        guard let baseExpr, let first = arguments.arguments.first, first.label == nil else { break }
        let element = first.value
        try assign(baseExpr, try checkValue(.array(items + [element]), file: file, range: range), env)
        return .void
      default:
        break
      }
    case .double(let number) where name == "rounded" && call.arguments.isEmpty:
      // Swift's `rounded()` rounds half away from zero (`.toNearestOrAwayFromZero`).
      return .double(number.rounded())
    case .string(let text):
      switch name {
      case "uppercased": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      default: break
      }
    case .closure where name == "cancel" && call.arguments.isEmpty:
      // `task.cancel()` on a `DispatchWorkItem`: scheduled work is not cancelled in the model.
      if sink.once.insert("work-item-cancel").inserted {
        sink.warning(
          "semantics.cancel-ignored",
          "cancelling a DispatchWorkItem is not modelled: work already scheduled still runs", file: file,
          range: nameRange)
      }
      return .void
    case .closure, .method:
      if name == "callAsFunction" {
        return try callValue(value, try evaluated ?? evalArguments(call, env), file: file, range: range)
      }
    default:
      break
    }
    if let member = try extensionMember(of: value, name, file: file) {
      return try callValue(member, try evaluated ?? evalArguments(call, env), file: file, range: range)
    }
    if case .structure(let s) = value, s.type == "EnvironmentValues",
      let preset = PropertyWrappers.environmentValue(name, range: nameRange)
    {
      // `env.dismiss()` on `@Environment(\.self) var env`: the action's preview value.
      let action = try eval(preset, Env(parent: nil, file: file))
      return try callValue(action, try evaluated ?? evalArguments(call, env), file: file, range: range)
    }
    if let result = try standardMethod(
      value, name, try evaluated ?? evalArguments(call, env), baseExpr: baseExpr, env: env, range: range)
    {
      return result
    }
    // `item.action()`: a stored property holding a closure, called (The Swift Programming
    // Language, "Closures": a closure stored in a property is called like a function).
    if case .structure(let s) = value, let stored = s.field(name), asClosure(stored) != nil {
      return try callValue(stored, try evaluated ?? evalArguments(call, env), file: file, range: range)
    }
    // `windowScene.requestGeometryUpdate(…)`: a UIKit call on the canvas's window objects that
    // Matchcut does not model; it cannot change what the scene draws, so it is skipped and its
    // result is a stand-in (docs/semantics.md "Code that is not about views").
    if case .structure(let s) = value, Self.modelledUIKitTypes.contains(s.type),
      module.type(named: s.type) == nil
    {
      sink.warning(
        "semantics.skipped-effect", "'\(s.type).\(name)' is skipped: it cannot change what the scene draws",
        file: file, range: nameRange)
      return .type("UIViewController")
    }
    try fail(
      "semantics.unknown-member", "value of type '\(value.typeName)' has no member '\(name)'", file, nameRange
    )
  }

  func colorView(_ color: RGBA, file: String, range: SourceRange) -> ViewValue {
    ViewValue(
      .primitive(
        name: "Color", arguments: [Argument(label: nil, value: .color(color), range: range)], children: []),
      file: file, range: range)
  }

  /// `.modifier(…)` on a view: a built-in modifier, `modifier(_:)`, or an `extension View` helper.
  func viewMethod(
    _ view: ViewValue, _ name: String, _ call: CallSyntax, env: Env, range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    let file = env.file
    let range = SourceRange(start: nameRange.start, end: max(range.end, nameRange.end))
    if name == "modifier" {
      let arguments = try evalArguments(call, env)
      if case .structure(let s)? = arguments.all.first?.value, let type = module.type(named: s.type),
        type.decl.inheritance.contains(where: { ModuleBuilder.simpleName($0) == "GeometryEffect" })
      {
        // `.modifier(Projection(…))` of a `GeometryEffect`: its `effectValue(size:)` transforms
        // how the view is drawn, after layout; the view is drawn without it (§21.6).
        IgnoredModifierReport.undrawnEffect.report(type.name, to: sink, file: file, range: range)
        return .view(ViewRef(view))
      }
      guard case .structure(let s)? = arguments.all.first?.value, let type = module.type(named: s.type),
        type.role == .viewModifier
      else {
        try fail("semantics.type-mismatch", "'modifier(_:)' expects a ViewModifier value", file, range)
      }
      var fields: [String: Value] = [:]
      for field in s.fields { fields[field.name] = field.value }
      var application = ModifierApplication(name: type.name, arguments: [], file: file, range: range)
      application.custom = (type, fields)
      return .view(ViewRef(view.adding(application)))
    }
    if let extensions = module.viewExtensions[name],
      let function = extensions.first(where: { Self.accepts($0.function, call) })
        ?? (Builtins.modifierRoles[name] == nil ? extensions.first : nil)
    {
      // An overload the call's labels fit; a built-in modifier of the same name otherwise
      // (`extension View { func frame(_ size: CGSize) }` beside `frame(width:height:)`).
      return try callFunction(
        function.function, receiver: .value(.view(ViewRef(view)), nil), file: function.file,
        try evalArguments(call, env), range: range)
    }
    if name == "containerRelativeFrame" {
      return .view(
        ViewRef(try containerRelativeFrame(view, try evalArguments(call, env), file: file, range: range)))
    }
    if name == "safeAreaInset" {
      return .view(ViewRef(try safeAreaInset(view, try evalArguments(call, env), file: file, range: range)))
    }
    if name == "overlayPreferenceValue" || name == "backgroundPreferenceValue" {
      return .view(
        ViewRef(try preferenceLayer(view, name, try evalArguments(call, env), file: file, range: range)))
    }
    if name == "hidden", call.arguments.isEmpty {
      // `hidden()` keeps the view's layout and draws nothing: an opacity of 0 (Apple's
      // documentation of `View.hidden()`; docs/reference/swiftui-semantics.md §21.7).
      let zero = Argument(label: nil, value: .double(0), range: nameRange)
      return .view(
        ViewRef(
          view.adding(ModifierApplication(name: "opacity", arguments: [zero], file: file, range: range))))
    }
    if name == "keyframeAnimator" || name == "phaseAnimator" {
      return .view(
        ViewRef(try staticAnimator(view, name, try evalArguments(call, env), file: file, range: range)))
    }
    if name == "pickerStyle" {
      // A `Picker`'s style: `.segmented` draws the segments (`Interpreter+Controls`).
      let style = try evalArguments(call, env).arguments.first?.value
      return .view(ViewRef(pickerStyle(view, style)))
    }
    if name == "tabViewStyle" {
      // A `TabView`'s style: `.page` drops the bar (`Interpreter+Tabs`).
      let style = try evalArguments(call, env).arguments.first?.value
      return .view(ViewRef(tabViewStyle(view, style)))
    }
    let role = Builtins.modifierRoles[name]
    if role == nil {
      // `extension TextField { func menu(…) -> some View }`: a method an extension of the view's
      // built-in type declares, with `self` the view.
      var method: (TypeInfo, FunctionDecl)?
      if case .primitive(let viewName, _, _) = view.content {
        if let info = module.builtinExtensions[viewName],
          let function = Self.overload(info.methods[name], call)
        {
          method = (info, function)
        } else if name == "scale", Self.shapeViewNames.contains(viewName) {
          // `Capsule().scale(x: 0.5, anchor: .leading)`: `Shape.scale(x:y:anchor:)` scales the
          // shape without changing its bounding frame, which is how `scaleEffect` draws
          // (https://developer.apple.com/documentation/swiftui/shape/scale(x:y:anchor:)).
          return try viewMethod(view, "scaleEffect", call, env: env, range: range, nameRange: nameRange)
        } else if name == "rotation", Self.shapeViewNames.contains(viewName) {
          // `Circle().trim(…).rotation(.degrees(-90))`: `Shape.rotation(_:anchor:)` turns the
          // shape about the anchor inside its own frame, which is how `rotationEffect` draws
          // (https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:)).
          return try viewMethod(view, "rotationEffect", call, env: env, range: range, nameRange: nameRange)
        }
      }
      // The same for a control Matchcut builds out of other views (`TextField` is drawn as a
      // text in a frame, so the view no longer says which type it was): the one extension of a
      // built-in view type that declares the method — Swift accepted the call, so the view is of
      // that type.
      if let (info, function) = method ?? appViewExtensionMethod(name, call) {
        return try callFunction(
          function, receiver: .value(.view(ViewRef(view)), info), file: info.file,
          try evalArguments(call, env),
          range: range)
      }
    }
    if role == nil, externalPlaceholderType(view) != nil {
      // A method of a type from a module Matchcut cannot read (`.placeholder { … }` on a
      // package's image view): skipped, the view kept (swiftui-semantics §23.18).
      if sink.once.insert("external-modifier.\(name)|\(file)").inserted {
        sink.warning(
          "semantics.external-modifier-skipped",
          "'\(name)' on a view from another module is skipped: Matchcut cannot read its declaration",
          file: file, range: nameRange)
      }
      return .view(ViewRef(view))
    }
    guard role != nil || name.hasPrefix("accessibility") else {
      sink.error(
        "semantics.unknown-modifier", "unknown modifier '\(name)'", file: file, range: nameRange,
        notes: Suggestions.note(
          for: name,
          in: Array(Builtins.modifierNames) + Array(Builtins.ignoredModifiers)
            + Array(module.viewExtensions.keys)))
      return .view(ViewRef(view))
    }
    // `nil` here is an `accessibility…` modifier; `onDisappear` is an ignored one.
    if role == .ignored, Builtins.presentations.contains(name) || name == "navigationDestination" {
      // A presentation's content closure runs when the renderer draws it presented
      // (`Renderer+Presentations.swift`).
      let arguments = try evalArguments(call, env)
      return .view(
        ViewRef(
          view.adding(
            ModifierApplication(
              name: name, arguments: arguments.all, file: file, range: range, isIgnored: true))))
    }
    if role == nil || role == .ignored {
      // Ignored modifiers' closures are never run.
      var arguments: [Argument] = []
      for argument in call.arguments where argument.value.kind != .missing {
        if case .closure = argument.value.kind { continue }
        arguments.append(
          Argument(
            label: argument.label?.text, value: (try? eval(argument.value, env)) ?? .void,
            range: argument.range))
      }
      if name == "environmentObject" || name == "environment", arguments.count == 1,
        case .object(let key) = arguments[0].value, let type = objectTypes[key]
      {
        // The object the views below read with `@EnvironmentObject` / `@Environment(Model.self)`.
        environmentObjects[type.name] = key
      }
      return .view(
        ViewRef(
          view.adding(
            ModifierApplication(
              name: name, arguments: arguments, file: file, range: range, isIgnored: role == .ignored))))
    }
    var arguments = try evalArguments(call, env)
    if role == .content {
      arguments.arguments = try arguments.arguments.map { try contentArgument($0, env) }
      arguments.trailing = try arguments.trailing.map { try contentArgument($0, env) }
    }
    // `role` is `applied` or `content` here: not an ignored modifier.
    let application = ModifierApplication(
      name: name, arguments: arguments.all, file: file, range: range, isIgnored: false)
    return .view(ViewRef(view.adding(application)))
  }

  /// Whether a call's argument labels fit a function's parameters (in order, each parameter
  /// without a default given), as Swift's overload resolution requires before it looks at
  /// types. Trailing closures fill the remaining parameters.
  /// `Planet(rawValue: 3)`: the case with that raw value, or `nil` (the failable initializer
  /// Swift synthesises for an enum with raw values); an `init` the enum declares runs with
  /// `self` assignable, as in a `mutating` method.
  func enumInitializer(_ info: EnumInfo, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    if let raw = arguments.labelled("rawValue"), arguments.all.count == 1, !info.rawValues.isEmpty {
      let found = info.cases.first { name in info.rawValues[name].map { equal($0, raw.value) } ?? false }
      return found.map { .enumCase(type: info.name, name: $0, payload: []) } ?? .null
    }
    let labels = arguments.arguments.map(\.label)
    if let initializer = info.initializers.first(where: { initializer in
      initializer.parameters.count >= labels.count
        && labels.allSatisfy { label in initializer.parameters.contains { $0.label == label } }
    }), let body = initializer.body {
      try enter(file, range)
      defer { leave() }
      let box = SelfBox(.value(.null, nil))
      let scope = Env(parent: nil, file: info.file, selfBox: box)
      try bindParameters(
        initializer.parameters, generics: initializer.genericParameters, arguments, into: scope,
        callee: info.name, file: file, range: range)
      if try runInitializerBody(initializer, body, scope) { return .null }
      if case .value(let made, _) = box.receiver { return made }
      return .null
    }
    try fail(
      "semantics.unknown-argument", "no initializer of enum '\(info.name)' takes these arguments", file, range
    )
  }

  /// Of a name's functions, the one whose parameter labels the call's arguments fit (Swift's
  /// overloads by argument label), else the first.
  /// `method` bound to the overload of `functions` the call's labels fit: `doAnimation()`
  /// beside `doAnimation(delay:value:)`, by implicit or explicit `self`.
  static func overloaded(_ value: Value, _ functions: [FunctionDecl]?, _ call: CallSyntax) -> Value {
    guard let functions, functions.count > 1, case .method(var method) = value,
      let chosen = overload(functions, call)
    else { return value }
    method.function = chosen
    return .method(method)
  }

  static func overload(_ functions: [FunctionDecl]?, _ call: CallSyntax) -> FunctionDecl? {
    guard let functions, functions.count > 1 else { return functions?.first }
    return functions.first { accepts($0, call) } ?? functions.first
  }

  static func accepts(_ function: FunctionDecl, _ call: CallSyntax) -> Bool {
    var parameters = function.parameters[...]
    for argument in call.arguments {
      let label = argument.label?.text
      while let parameter = parameters.first, parameter.label != label {
        guard parameter.defaultValue != nil else { return false }
        parameters = parameters.dropFirst()
      }
      guard let parameter = parameters.first else { return false }
      if !parameter.isVariadic { parameters = parameters.dropFirst() }
    }
    let remaining = parameters.filter { $0.defaultValue == nil && !$0.isVariadic }
    return remaining.count <= call.trailingClosures.count
  }

  /// Evaluates a content closure (`overlay { … }`) into a view right away.
  private func contentArgument(_ argument: Argument, _ env: Env) throws -> Argument {
    guard case .closure(var closure) = argument.value else { return argument }
    closure.isBuilder = true
    var copy = argument
    copy.value = try callClosure(closure, [], range: argument.range)
    return copy
  }
}
