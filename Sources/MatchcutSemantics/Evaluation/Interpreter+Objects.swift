import MatchcutSource
import MatchcutSyntax

/// Class instances with reference identity (docs/semantics.md "Classes and view models"): an
/// object is a key (`Model`, then `Model#2` for the second object of that class the scene
/// makes), and its stored properties are state values `key.field` in the store, so two
/// references see one object, a mutation in a method an action calls is an edge like any other,
/// and a view model's published values are part of the state vector.
extension Interpreter {
  /// `Model(…)` of a class: the object this call site made before, or a new one whose stored
  /// properties start from their initializers and the `init` the arguments select.
  func constructObject(_ type: TypeInfo, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    let site = "\(uuidContext)|\(file)|\(range.start)"
    if let key = objectSites[site] { return .object(key) }
    let count = (objectCounts[type.name] ?? 0) + 1
    objectCounts[type.name] = count
    let key = count == 1 ? type.name : "\(type.name)#\(count)"
    objectSites[site] = key
    objectTypes[key] = type
    let env = Env(parent: nil, receiver: .value(.object(key), type), file: type.file)
    for property in type.stored {
      var value = try property.initializer.map { try eval($0, env) } ?? .null
      // `@Published var offset: CGSize = .zero`: the declared type resolves implicit members.
      if let declared = property.type, let initializer = property.initializer {
        value = try coerce(value, to: declared, file: type.file, range: initializer.range)
      }
      objectDefaults[key + "." + property.name] = value
    }
    if let initializer = Self.classInitializer(type, arguments), let body = initializer.body {
      try enter(file, range)
      defer { leave() }
      let scope = Env(parent: nil, receiver: .value(.object(key), type), file: type.file)
      try bindParameters(
        initializer.parameters, generics: initializer.genericParameters, arguments, into: scope,
        callee: type.name, file: file, range: range)
      let saved = initializingObject
      initializingObject = key
      defer { initializingObject = saved }
      if try runInitializerBody(initializer, body, scope) { return .null }
    } else if !arguments.all.isEmpty, type.initializers.isEmpty,
      let parent = type.superclass, module.types[parent] == nil
    {
      // `PassthroughWindow(windowScene: scene)` of `class PassthroughWindow: UIWindow`: the
      // superclass's initializer, which is the framework's and sets nothing Matchcut models.
    } else if !arguments.all.isEmpty {
      try fail(
        "semantics.unknown-argument", "no initializer of class '\(type.name)' takes these arguments", file,
        range)
    }
    return .object(key)
  }

  /// A stored property of an object: its state value, filled in from the initial value on the
  /// first read of a render (as a `@State` is).
  func readField(_ key: String, _ name: String) -> Value {
    let stateKey = key + "." + name
    touched.insert(stateKey)
    keyLabels[stateKey] = stateKey
    if store[stateKey] != nil { return readState(stateKey) }
    let value = objectDefaults[stateKey] ?? .null
    store[stateKey] = value
    rowObserved = true
    return value
  }

  /// Assigns a stored property of an object: a state write (an `init` sets the initial value).
  func writeField(_ key: String, _ name: String, _ value: Value) {
    let stateKey = key + "." + name
    if initializingObject == key {
      objectDefaults[stateKey] = value
      return
    }
    writeState(stateKey, value)
  }

  /// `object.name`: a stored property, computed property or method of its class.
  func objectMember(_ key: String, _ name: String, file: String, range: SourceRange) throws -> Value? {
    guard let type = objectTypes[key] else { return nil }
    if let property = type.property(name) {
      let field = readField(key, name)
      // `@Binding var selection` of a class set from `init(selection:)`: the property reads the
      // value the binding points to, as in a view.
      if property.wrapper == .binding, case .binding(let ref) = field {
        return try readBinding(ref, file: file, range: range)
      }
      return field
    }
    if let computed = type.computed[name] {
      return try evalComputed(computed, receiver: .value(.object(key), type), file: type.file)
    }
    if let function = type.methods[name]?.first {
      return .method(Method(receiver: .value(.object(key), type), function: function, owner: type.file))
    }
    if let parent = type.superclass, module.types[parent] == nil, isStandIn(parent) {
      // `window.isHidden` of `class PassthroughWindow: UIWindow`: a member the framework
      // superclass has, its stand-in (docs/semantics.md "Code that is not about views").
      return .type(parent)
    }
    return nil
  }

  /// The object `.environmentObject(model)` or `.environment(model)` provided for `typeName`,
  /// else one made with no arguments (a preview that forgot the modifier still renders).
  func environmentObject(_ typeName: String, file: String, range: SourceRange) throws -> Value {
    if let key = environmentObjects[typeName] { return .object(key) }
    guard let type = module.type(named: typeName), type.isClass else {
      try fail(
        "semantics.unknown-identifier", "cannot find class '\(typeName)' for the environment", file, range)
    }
    let value = try constructObject(type, ArgumentList(arguments: [], trailing: []), file: file, range: range)
    if case .object(let key) = value { environmentObjects[typeName] = key }
    return value
  }

  /// Of a type's `init`s, the one a call's arguments select: every argument label names a
  /// parameter and every parameter without a default is given (Swift's overload resolution by
  /// label), else the first whose labels the arguments fit.
  static func chooseInitializer(_ initializers: [InitializerDecl], _ arguments: ArgumentList)
    -> InitializerDecl?
  {
    fittingInitializer(initializers, arguments) ?? labelledInitializers(initializers, arguments).first
  }

  /// The `init` whose parameters take every argument's label and are all given an argument, a
  /// default or a trailing closure; nil when none does.
  static func fittingInitializer(_ initializers: [InitializerDecl], _ arguments: ArgumentList)
    -> InitializerDecl?
  {
    let labels = arguments.arguments.map(\.label)
    let trailing = arguments.trailing.count
    return labelledInitializers(initializers, arguments).first { initializer in
      let missing = initializer.parameters.filter { parameter in
        parameter.defaultValue == nil && !parameter.isVariadic && !labels.contains(parameter.label)
      }
      return missing.count <= trailing
    }
  }

  /// The `init`s that have a parameter for each argument's label.
  private static func labelledInitializers(_ initializers: [InitializerDecl], _ arguments: ArgumentList)
    -> [InitializerDecl]
  {
    let labels = arguments.arguments.map(\.label)
    return initializers.filter { initializer in
      initializer.parameters.count >= labels.count
        && labels.allSatisfy { label in initializer.parameters.contains { $0.label == label } }
    }
  }

  /// The `init` that `self.init(…)` or a construction of class `type` runs: nil for the default
  /// `init()` a class keeps when its declaration has no `init` and none of its extensions' fits
  /// (`convenience init(user:)` calling `self.init()`).
  static func classInitializer(_ type: TypeInfo, _ arguments: ArgumentList) -> InitializerDecl? {
    if !type.declaresInitializer, arguments.all.isEmpty {
      return fittingInitializer(type.initializers, arguments)
    }
    return chooseInitializer(type.initializers, arguments)
  }

  /// `self.init(…)` in an initializer (a convenience `init` delegating across, or a struct's
  /// `init` delegating to another): the selected `init` runs on the same object or instance
  /// (The Swift Programming Language, "Initialization", "Initializer Delegation").
  func delegatingInit(_ call: CallSyntax, env: Env, range: SourceRange) throws -> Value? {
    let type: TypeInfo
    switch env.receiver {
    case .value(.object, let t?): type = t
    case .instance(let instance): type = instance.type
    default: return nil
    }
    let arguments = try evalArguments(call, env)
    if case .instance(let instance) = env.receiver, !type.declaresInitializer,
      Self.fittingInitializer(type.initializers, arguments) == nil
    {
      // `init(side:) { self.init(w: side, h: side) }` in an extension: the memberwise
      // initializer the struct keeps, run on the instance being made.
      switch try construct(type, arguments, file: env.file, range: range) {
      case .structure(let made):
        for (name, value) in made.fields { instance.props[name] = value }
      case .view(let ref):
        if case .component(_, let provided) = ref.view.content {
          instance.props.merge(provided) { _, new in new }
        }
      default:
        break
      }
      return .void
    }
    guard try runInitializer(of: type, arguments, receiver: env, range: range) else { return nil }
    return .void
  }

  /// Runs the `init` of `type` that `arguments` select on `env`'s `self` (delegation across, or
  /// `super.init`); `false` when `type` has no such `init` with a body.
  private func runInitializer(
    of type: TypeInfo, _ arguments: ArgumentList, receiver env: Env, range: SourceRange
  )
    throws -> Bool
  {
    let initializer =
      type.isClass
      ? Self.classInitializer(type, arguments) : Self.chooseInitializer(type.initializers, arguments)
    guard let initializer, let body = initializer.body else {
      // A class's default `init()`: its properties already hold their initial values.
      return type.isClass && !type.declaresInitializer && arguments.all.isEmpty
    }
    try enter(env.file, range)
    defer { leave() }
    let scope = Env(parent: nil, receiver: env.receiver, file: type.file)
    try bindParameters(
      initializer.parameters, generics: initializer.genericParameters, arguments, into: scope,
      callee: type.name, file: env.file, range: range)
    _ = try runInitializerBody(initializer, body, scope)
    return true
  }

  /// `super.init(…)` and `super.method(…)` in a class: the superclass's initializer or method,
  /// run on the same object (Swift: "Inheritance"). A superclass the module does not declare
  /// (`NSObject`, `UIViewController`) draws nothing Matchcut models: its initializer and methods
  /// do nothing.
  func superCall(_ name: Identifier, _ call: CallSyntax, env: Env, range: SourceRange) throws -> Value {
    guard case .value(_, let type?) = env.receiver, type.isClass else {
      try fail("semantics.unknown-identifier", "'super' is only available in a class", env.file, range)
    }
    let arguments = try evalArguments(call, env)
    guard let parentName = type.superclass, let parent = module.types[parentName], parent.isClass else {
      return .void
    }
    if name.text == "init" {
      _ = try runInitializer(of: parent, arguments, receiver: env, range: range)
      return .void
    }
    guard let function = parent.methods[name.text]?.first else {
      try fail(
        "semantics.unknown-member", "superclass '\(parent.name)' has no method '\(name.text)'", env.file,
        name.range)
    }
    return try callFunction(function, receiver: env.receiver, file: parent.file, arguments, range: range)
  }
}
