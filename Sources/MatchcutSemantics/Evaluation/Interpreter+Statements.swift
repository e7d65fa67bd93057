import MatchcutSource
import MatchcutSyntax

/// Signals a `return` out of a function or closure body.
/// The returned value itself waits in `Interpreter.returnValue` (errors must be Sendable).
struct ReturnSignal: Error {}

/// Statements in closures and functions, and `@ViewBuilder` blocks (LANGUAGE §3).
extension Interpreter {
  /// A function, getter or closure body: a view builder when it produces a view, otherwise
  /// statements with an implicit return of a single expression.
  func evalBody(_ statements: [StmtSyntax], _ env: Env, returnsView: Bool, range: SourceRange) throws -> Value
  {
    let statements = CompilationConditions.flatten(statements)
    let hasReturn = statements.contains { if case .returnStatement = $0.kind { true } else { false } }
    if statements.count == 1, case .expression(let expr) = statements[0].kind {
      // `{ Calendar.current.component(.hour, from: date) }` returns its stand-in.
      let returnsStandIn = Effects.root(expr).map { FrameworkStandIns.set.contains($0.text) } ?? false
      if !returnsView, !returnsStandIn, try execEffect(expr, env) { return .void }
      let value = try eval(expr, env)
      return returnsView ? .view(ViewRef(try viewContent(value, file: env.file, range: expr.range))) : value
    }
    if !returnsView, statements.count == 1, let value = try implicitReturn(statements[0], env) {
      return value
    }
    if returnsView && !hasReturn {
      return .view(ViewRef(try evalBuilder(statements, env, range: range)))
    }
    do {
      try exec(statements, env)
    } catch is ReturnSignal {
      let value = returnValue
      returnValue = .void
      return returnsView ? .view(ViewRef(try viewContent(value, file: env.file, range: range))) : value
    }
    return .void
  }

  /// Runs statements in order; the `defer` blocks among them run, last first, however the
  /// statements end.
  func exec(_ statements: [StmtSyntax], _ env: Env) throws {
    var deferred: [CodeBlockSyntax] = []
    do {
      for statement in statements {
        if case .deferStatement(let block) = statement.kind {
          deferred.append(block)
          continue
        }
        try exec(statement, env, label: nil)
      }
    } catch {
      if !deferred.isEmpty { try runDeferred(deferred, env) }
      throw error
    }
    if !deferred.isEmpty { try runDeferred(deferred, env) }
  }

  /// One statement; `label` is the label written before it (`outer: for …`).
  func exec(_ statement: StmtSyntax, _ env: Env, label: String?) throws {
    try step(env.file, statement.range)
    switch statement.kind {
    case .expression(let expr):
      if try execEffect(expr, env) { return }
      _ = try eval(expr, env)
    case .declaration(let decl):
      try declareLocal(decl, env)
    case .assignment(let target, let op, let valueExpr):
      // `UITabBar.appearance().isHidden = true`: setting up UIKit, skipped with a warning.
      if try execEffect(target, env) { return }
      let value = try eval(valueExpr, env)
      if op.op == .assign {
        try assign(target, value, env)
      } else {
        let current = try eval(target, env)
        let binaryOp: BinaryOperator =
          switch op.op {
          case .addAssign: .add
          case .subtractAssign: .subtract
          case .multiplyAssign: .multiply
          case .divideAssign: .divide
          default: .remainder
          }
        if Self.mayDeclareOperators(current),
          try userCompoundAssignment(
            op.op.rawValue, target: target, current, value, env: env, range: op.range)
        {
          return
        }
        if let result = try userInfixOperator(
          current, OperatorSyntax(binaryOp, range: op.range), value, file: env.file, range: op.range)
        {
          try assign(target, result, env)
          return
        }
        try assign(target, try binary(current, binaryOp, value, file: env.file, range: op.range), env)
      }
    case .ifStatement(let stmt):
      do {
        try execIf(stmt, env)
      } catch let jump as JumpSignal where jump.kind == .breakOut && label != nil && jump.label == label {
        return
      }
    case .guardStatement(let conditions, let elseBody):
      try execGuard(conditions, elseBody, env)
    case .switchStatement(let stmt):
      try execSwitch(stmt, env, label: label)
    case .forIn(let pattern, let sequence, let body):
      try execFor(
        pattern: pattern, isCasePattern: false, sequence: sequence, whereClause: nil, body: body, env,
        label: label)
    case .forInFiltered(let loop):
      try execFor(
        pattern: loop.pattern, isCasePattern: loop.isCasePattern, sequence: loop.sequence,
        whereClause: loop.whereClause, body: loop.body, env, label: label)
    case .whileStatement(let conditions, let body):
      try execWhile(conditions, body, env, label: label)
    case .repeatWhile(let body, let condition):
      try execRepeat(body, condition, env, label: label)
    case .returnStatement(let expr):
      returnValue = try expr.map { try eval($0, env) } ?? .void
      throw ReturnSignal()
    case .control(let word):
      switch word.text {
      case "break": throw JumpSignal(kind: .breakOut, label: nil)
      case "continue": throw JumpSignal(kind: .continueLoop, label: nil)
      default: throw FallthroughSignal()
      }
    case .labeledJump(let keyword, let target):
      throw JumpSignal(kind: keyword.text == "continue" ? .continueLoop : .breakOut, label: target.text)
    case .labeled(let name, let inner):
      try exec(inner, env, label: name.text)
    case .doStatement(let body, let catches):
      try execDo(body, catches, env, label: label)
    case .deferStatement(let block):
      // Only reached for a `defer` that is a labelled statement's body; it ends at once.
      try runDeferred([block], env)
    case .throwStatement(let expr):
      thrownValue = try eval(expr, env)
      throw ThrowSignal()
    case .ifConfig(let config):
      try exec(CompilationConditions.active(config), env)
    }
  }

  /// `Int` and its sized kin, the annotations that type integer literals as integers.
  static func isIntegerType(_ type: TypeSyntax) -> Bool {
    guard case .identifier(let id, _) = type.kind else { return false }
    return ModuleBuilder.integerRawTypes.contains(id.text)
  }

  private func declareLocal(_ decl: DeclSyntax, _ env: Env) throws {
    if case .function(let function) = decl, let body = function.body {
      // A nested function: a closure over the scope it is declared in, visible to itself, so
      // it can recurse (Swift: "Nested Functions").
      var closure = Closure(
        parameters: function.parameters.map(\.localName.text), body: .statements(body.statements), env: env,
        file: env.file, range: function.name.range)
      closure.isBuilder = function.returnType.map(Self.isViewType) ?? false
      capture(env)
      env.locals[function.name.text] = .closure(closure)
      return
    }
    guard case .variable(let variable) = decl else {
      try fail(
        "semantics.unsupported-statement", "only local 'let' and 'var' declarations are supported", env.file,
        decl.range)
    }
    for binding in variable.bindings {
      if let pattern = binding.tuplePattern {
        // `let (width, height) = (size.width, size.height)`
        let value = try binding.initializer.map { try eval($0, env) } ?? .null
        guard try matches(pattern, value, binding: true, into: env) else {
          try fail(
            "semantics.type-mismatch",
            "cannot destructure a value of type '\(value.typeName)' with this pattern",
            env.file, binding.range)
        }
        continue
      }
      if let initializer = binding.initializer, let object = effectObject(initializer, env) {
        env.locals[binding.name.text] = object
        continue
      }
      var value: Value
      if let initializer = binding.initializer, let type = binding.typeAnnotation, Self.isIntegerType(type) {
        // `let half: Int = 7 / 2`: the annotation makes the literals integers, so `/` truncates.
        let saved = integerLiteralContext
        integerLiteralContext = true
        defer { integerLiteralContext = saved }
        value = try eval(initializer, env)
      } else {
        value = try binding.initializer.map { try eval($0, env) } ?? .null
      }
      if let type = binding.typeAnnotation, let initializer = binding.initializer {
        value = try coerce(value, to: type, file: env.file, range: initializer.range)
      }
      env.locals[binding.name.text] = value
      if variable.attributes.contains(where: { $0.name.text == "Bindable" }), case .object = value {
        // `@Bindable var model = model` in a body: `$model.field` binds to the object's field.
        env.locals["$" + binding.name.text] = value
      }
    }
  }

  private func execIf(_ stmt: IfStmtSyntax, _ env: Env) throws {
    let scope = Env(parent: env, file: env.file)
    if try conditionsHold(stmt.conditions, scope) {
      try exec(stmt.body.statements, scope)
      return
    }
    switch stmt.elseBranch {
    case .block(let block): try exec(block.statements, Env(parent: env, file: env.file))
    case .ifStatement(let nested): try execIf(nested, env)
    case nil: return
    }
  }

  /// Evaluates `if` conditions, binding `if let` names into `scope`.
  func conditionsHold(_ conditions: [ConditionSyntax], _ scope: Env) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        if !(try truth(try eval(expr, scope), scope.file, expr.range)) { return false }
      case .optionalBinding(_, let name, let type, let initializer, _):
        var value = try initializer.map { try eval($0, scope) } ?? (try lookup(name, scope))
        if value.isNull { return false }
        // `if let forecasts: [Forecast] = load(…)`: the declared type, as a `let`'s.
        if let type { value = try coerce(value, to: type, file: scope.file, range: name.range) }
        scope.locals[name.text] = value
      case .casePattern(let pattern, let valueExpr, _):
        if !(try matches(pattern, try eval(valueExpr, scope), into: scope)) { return false }
      }
    }
    return true
  }

  // MARK: Assignment

  /// Assigns to a local, a `@State` (recording the write's animation), through a `@Binding`,
  /// or to a member of one of those.
  /// Whether `expr` is a member or subscript chain with a `?` in it (`a?.b`, `a?.b.c`, `a?[0].b`).
  static func isOptionalChain(_ expr: ExprSyntax) -> Bool {
    var current = expr
    while true {
      switch current.kind {
      case .optionalChain: return true
      case .memberAccess(let base, _), .subscriptAccess(let base, _): current = base
      default: return false
      }
    }
  }

  func assign(_ target: ExprSyntax, _ value: Value, _ env: Env) throws {
    switch target.kind {
    case .identifier(let id):
      noteRowAssignment(id.text)
      // `item` of a `{ $item in … }` parameter writes through its binding.
      if case .binding(let ref)? = env.lookup("$" + id.text) {
        try writeBinding(ref, value, file: env.file, range: id.range)
        _ = env.assign(id.text, value)
        return
      }
      if env.assign(id.text, value) { return }
      try assignMember(id.text, value, env, range: id.range)
    case .memberAccess(let base, let name):
      if case .selfExpr = base.kind {
        try assignMember(name.text, value, env, range: name.range)
        return
      }
      let current = try eval(base, env)
      // `selection?.title = …` on nil: nothing is written. Further down a chain
      // (`controller?.view.backgroundColor = …`) a nil can only be a framework value Matchcut
      // does not model (Swift's `view` is never nil): nothing is written either.
      if current.isNull, Self.isOptionalChain(base) { return }
      if case .object(let key) = current {
        // A reference: the object changes, the reference to it does not.
        try writeObjectMember(key, name.text, value, range: name.range)
        return
      }
      if case .binding(let ref) = current, name.text == "wrappedValue" {
        try writeBinding(ref, value, file: env.file, range: name.range)
        return
      }
      let updated = try setMember(of: current, name.text, to: value, file: env.file, range: name.range)
      // A type's static (or a stand-in's member): written in place, no variable to update.
      if case .type = current { return }
      try assign(base, try checkValue(updated, file: env.file, range: target.range), env)
    case .discard:
      return
    case .shorthandArgument(let n):
      // `$0[word, default: 0] += 1` in a closure whose first parameter is `inout`.
      guard env.assign("$\(n)", value) else {
        try fail("semantics.not-assignable", "cannot assign to '$\(n)'", env.file, target.range)
      }
    case .selfExpr:
      // `self = .off` in a `mutating` method of an enum or struct.
      guard let box = env.selfBox, case .value(let current, let type) = box.receiver else {
        try fail(
          "semantics.not-assignable", "cannot assign to value: 'self' is immutable", env.file, target.range)
      }
      // `self = .on`: the member is a case of the enum `self` is.
      if case .enumCase(let enumName, _, _) = current, case .symbol(let s) = value,
        let resolved = enumCase(s, of: enumName)
      {
        box.receiver = .value(resolved, type)
      } else {
        box.receiver = .value(value, type)
      }
    case .parenthesized(let inner):
      try assign(inner, value, env)
    case .forceUnwrap(let inner):
      // `self.activeID! += 2`: the optional is written through; nil traps in Swift.
      if try eval(inner, env).isNull {
        try fail(
          "semantics.nil-unwrap", "unexpectedly found nil while unwrapping an optional value", env.file,
          target.range)
      }
      try assign(inner, value, env)
    case .optionalChain(let inner):
      // `activeIntro?.text = …`: written when the optional holds a value, skipped when nil.
      if try eval(inner, env).isNull { return }
      try assign(inner, value, env)
    case .subscriptAccess(let base, let arguments)
    where arguments.count == 1 || (arguments.count == 2 && arguments[1].label?.text == "default"):
      // `cards[index].offset = 0`, `scores[name] = 3`: the container with one element replaced,
      // written back to where it came from.
      let container = try eval(base, env)
      let index = try eval(arguments[0].value, env)
      let updated: Value
      switch (container, index) {
      case (.array(var items), .int(let i)):
        guard i >= 0, i < items.count else {
          try fail(
            "semantics.index-out-of-range",
            "index \(i) is out of range for an array of \(items.count) elements",
            env.file, arguments[0].range)
        }
        items[i] = value
        updated = .array(items)
      case (.dictionary(var keys, var values), let written):
        let key = dictionaryKey(written, in: keys)
        if let position = keys.firstIndex(where: { equal($0, key) }) {
          if value.isNull {
            keys.remove(at: position)
            values.remove(at: position)
          } else {
            values[position] = value
          }
        } else if !value.isNull {
          keys.append(key)
          values.append(value)
        }
        updated = .dictionary(keys, values)
      case (.binding(let ref), .int(let i)):
        try writeBinding(.member(ref, Self.elementName(i)), value, file: env.file, range: target.range)
        return
      default:
        try fail(
          "semantics.not-assignable",
          "cannot assign through a subscript of a value of type '\(container.typeName)'", env.file,
          target.range)
      }
      try assign(base, try checkValue(updated, file: env.file, range: target.range), env)
    default:
      try fail("semantics.not-assignable", "cannot assign to this expression", env.file, target.range)
    }
  }

  /// Whether `property` is declared `@Query`: its initializer is the `Query(…)` call that
  /// `PropertyWrappers` made of the attribute.
  static func isSwiftDataQuery(_ property: PropertyInfo) -> Bool {
    guard let initializer = property.initializer, case .call(let call) = initializer.kind,
      case .identifier(let callee) = call.callee.kind
    else { return false }
    return callee.text == queryTypeName
  }

  /// A property wrapper value made for a store query: `FetchRequest(…)`, or `.init(…)` of any.
  static func isQueryWrapper(_ value: Value) -> Bool {
    switch value {
    case .type(let name): FrameworkStandIns.queries.contains(name)
    case .symbol(let s): s.name == "init" && s.base == nil
    default: false
    }
  }

  private func assignMember(_ written: String, _ value: Value, _ env: Env, range: SourceRange) throws {
    if let box = env.selfBox, case .value(.structure(var s), let type?) = box.receiver,
      let property = type.property(written)
    {
      // A stored property of `self` in a `mutating` method: the method's copy changes.
      var stored = value
      if let declared = property.type {
        stored = try coerce(value, to: declared, file: env.file, range: range)
      }
      s.set(written, stored)
      box.receiver = .value(.structure(s), type)
      return
    }
    var name = written
    if case .instance(let instance) = env.receiver, written.hasPrefix("_"),
      instance.type.property(written) == nil,
      instance.type.property(String(written.dropFirst())) != nil
    {
      name = String(written.dropFirst())
    }
    if case .value(.object, let type?) = env.receiver, written.hasPrefix("_"), type.property(written) == nil,
      type.property(String(written.dropFirst()))?.wrapper != nil
    {
      // `self._selection = selection` in a class's `init`: the wrapper's storage, which holds
      // the binding (or the initial value) the wrapped property then reads.
      name = String(written.dropFirst())
    }
    if case .instance(let instance) = env.receiver, let initializing, instance === initializing,
      let property = instance.type.property(name)
    {
      // `_notes = Query(filter: …)` / `.init(filter: …)` in an `init`: a store query. A SwiftData
      // query selects from the model context (`Interpreter+SwiftData`); a Core Data request has no
      // store in a preview and stays empty (docs/semantics.md "Property wrappers").
      var value = value
      if written != name, case .array(let element)? = property.type?.kind,
        case .identifier(let model, _) = element.kind, Self.isSwiftDataQuery(property),
        Self.isQueryDescriptor(value) || Self.isQueryWrapper(value)
      {
        // The view reads the query each time it is made (`Renderer.makeInstance`), not once here:
        // a preview's root view is built once, and its query must follow the context.
        instance.props[name] = queryDescriptor(value, model: model.text)
        return
      }
      if written != name, case .symbol(let s) = value, s.name == "init", s.base == nil,
        let initial = s.argument("initialValue") ?? s.argument("wrappedValue")
      {
        // `_states = .init(initialValue: states)`: the wrapper made with its initial value.
        value = initial
      }
      if written != name, case .array? = property.type?.kind, Self.isQueryWrapper(value) { return }
      var stored = value
      if property.wrapper != .binding, let declared = property.type {
        stored = try coerce(value, to: declared, file: env.file, range: range)
      }
      instance.props[name] = stored
      return
    }
    if case .value(.object(let key), let type?) = env.receiver,
      type.property(name) != nil || type.accessors[name]?.setter != nil
    {
      try writeObjectMember(key, name, value, range: range)
      return
    }
    if case .instance(let instance) = env.receiver,
      try runSetter(name, of: instance.type, receiver: .instance(instance), value: value, range: range)
    {
      return
    }
    if case .value(.binding(let ref), _) = env.receiver, name == "wrappedValue" {
      // `self.wrappedValue = …` in `extension Binding`.
      try writeBinding(ref, value, file: env.file, range: range)
      return
    }
    guard case .instance(let instance) = env.receiver, let property = instance.type.property(name) else {
      if case .value(_, let type) = env.receiver, type?.property(name) != nil {
        try fail(
          "semantics.not-assignable", "cannot assign to property '\(name)': 'self' is immutable", env.file,
          range)
      }
      if module.globals[name] != nil {
        try writeGlobal(name, value, file: env.file, range: range)
        return
      }
      try fail(
        "semantics.unknown-identifier", "cannot find '\(name)' in scope", env.file, range,
        notes: Suggestions.note(for: name, in: visibleNames(env)))
    }
    switch property.wrapper {
    case .state:
      let key = instance.stateKey(name)
      var converted = value
      if let declared = property.type {
        converted = try coerce(value, to: declared, file: env.file, range: range)
      }
      let current = readState(key)
      converted = conform(converted, toExample: current)
      converted = try standInWrite(converted, current, name: name, file: env.file, range: range)
      try checkSameType(converted, current, name: name, file: env.file, range: range)
      try observedWrite(name, key: key, of: instance.type, receiver: .instance(instance), value: converted) {
        writeState(key, $0)
      }
    case .binding:
      guard case .binding(let ref)? = instance.props[name] else { return }
      let current = try readBinding(ref, file: env.file, range: range)
      // `likes.append(.init(id: id))` through `@Binding var likes: [Like]`: the declared type
      // resolves the implicit members, as for a state.
      var typed = value
      if let declared = property.type {
        typed = try coerce(value, to: declared, file: env.file, range: range)
      }
      let converted = try standInWrite(
        conform(typed, toExample: current), current, name: name, file: env.file, range: range)
      try checkSameType(converted, current, name: name, file: env.file, range: range)
      try writeBinding(ref, converted, file: env.file, range: range)
    case .namespace, .none:
      try fail(
        "semantics.not-assignable",
        "cannot assign to property '\(name)': views are immutable; mark it @State", env.file, range)
    }
  }

  /// A skipped framework value's stand-in written to a state: a `Bool` state gets the stand-in's
  /// answer as a condition (false, with that warning); any other keeps its value, with a
  /// warning once per name (docs/semantics.md "Code that is not about views").
  private func standInWrite(_ new: Value, _ old: Value, name: String, file: String, range: SourceRange) throws
    -> Value
  {
    guard let standIn = standInName(new) else { return new }
    if case .type = old { return new }
    if case .bool = old { return .bool(try truth(new, file, range)) }
    if sink.once.insert("stand-in-value." + name).inserted {
      sink.warning(
        "semantics.stand-in-value",
        "'\(name)' keeps its value: what is assigned comes from '\(standIn)', which is not evaluated",
        file: file,
        range: range)
    }
    return old
  }

  /// Whether `value`'s enum has a case `name`, or its struct a static `name`.
  private func isMember(_ name: String, of value: Value) -> Bool {
    switch value {
    case .enumCase(let type, _, _): module.enums[type]?.cases.contains(name) == true
    case .structure(let s): module.type(named: s.type)?.statics[name] != nil
    default: false
    }
  }

  /// A state keeps its type: assigning a `String` to an `Int` state is an error (optionals may
  /// become `nil` and back).
  private func checkSameType(_ new: Value, _ old: Value, name: String, file: String, range: SourceRange)
    throws
  {
    if new.isNull || old.isNull { return }
    if new.number != nil, old.number != nil { return }
    switch (new, old) {
    case (.structure(let a), .structure(let b)) where a.type == b.type: return
    case (.enumCase(let a, _, _), .enumCase(let b, _, _)) where a == b: return
    case (.structure(let a), .range) where a.type == "ClosedRange" || a.type == "Range":
      // An integer range and a range of numbers: Matchcut keeps them differently, Swift's
      // `ClosedRange<CGFloat>` state takes both literals.
      return
    case (.range, .structure(let b)) where b.type == "ClosedRange" || b.type == "Range":
      return
    case (.structure(let a), .structure(let b))
    where (a.type == "ClosedRange" || a.type == "Range") && (b.type == "ClosedRange" || b.type == "Range"):
      return
    default: break
    }
    if new.typeName == old.typeName { return }
    if case .symbol(let s) = old, s.base == nil, s.arguments == nil, isMember(s.name, of: new) {
      // `.constant(.home)` passed for a generic `@Binding var selected: T`: the implicit member
      // could not be resolved without `T`, and the value assigned is of a type that has it.
      return
    }
    if case .symbol(let s) = new {
      try fail(
        "semantics.unknown-member", "'.\(s.name)' is not a value of type '\(old.typeName)'", file, s.range)
    }
    try fail(
      "semantics.type-mismatch",
      "cannot assign a value of type '\(new.typeName)' to '\(name)' of type '\(old.typeName)'",
      file, range)
  }

  /// Gives a symbolic value the shape of the value it replaces (`.zero` for a CGSize).
  func conform(_ value: Value, toExample example: Value) -> Value {
    if case .symbol(let e) = example, e.name == "degrees",
      let degrees = try? angleDegrees(value, file: "", range: e.range)
    {
      return Self.degrees(degrees, range: e.range)
    }
    guard case .symbol(let s) = value, s.base == nil else {
      if case .int(let i) = value, case .double = example { return .double(Double(i)) }
      return value
    }
    switch example {
    case .size where s.name == "zero": return .size(0, 0)
    case .point where s.name == "zero": return .point(0, 0)
    case .enumCase(let type, _, _):
      if module.enums[type]?.cases.contains(s.name) == true {
        return .enumCase(type: type, name: s.name, payload: s.arguments?.map(\.value) ?? [])
      }
      return value
    case .color:
      return RGBA.system[s.name].map(Value.color) ?? value
    default: return value
    }
  }

  // MARK: View builders

  /// A `@ViewBuilder` block: one slot per view-producing statement; `if` becomes a
  /// conditional slot naming its branch.
  func evalBuilder(_ statements: [StmtSyntax], _ env: Env, range: SourceRange) throws -> ViewValue {
    let statements = CompilationConditions.flatten(statements)
    var slots: [ViewValue] = []
    let scope = Env(parent: env, file: env.file)
    for statement in statements {
      try step(env.file, statement.range)
      switch statement.kind {
      case .expression(let expr):
        let value = try eval(expr, scope)
        slots.append(try viewContent(value, file: env.file, range: expr.range))
      case .declaration(let decl):
        try declareLocal(decl, scope)
      case .ifStatement(let stmt):
        slots.append(try builderIf(stmt, scope, index: 0))
      case .switchStatement(let stmt):
        let subject = try eval(stmt.subject, scope)
        var chosen = ViewValue(
          .conditional(branch: "switch", content: nil), file: env.file, range: stmt.range)
        for (index, clause) in CompilationConditions.flatten(stmt.cases).enumerated() {
          let clauseScope = Env(parent: scope, file: scope.file)
          if try clauseMatches(clause, subject, clauseScope) {
            let body = try evalBuilder(clause.statements, clauseScope, range: clause.range)
            chosen = ViewValue(
              .conditional(branch: "case\(index)", content: body), file: env.file, range: stmt.range)
            break
          }
        }
        slots.append(chosen)
      case .returnStatement(let expr):
        if let expr {
          slots.append(try viewContent(try eval(expr, scope), file: env.file, range: expr.range))
        }
      default:
        try fail(
          "semantics.unsupported-statement", "this statement is not allowed in a view builder", env.file,
          statement.range)
      }
    }
    if slots.count == 1, case .builder = slots[0].content { return slots[0] }
    return ViewValue(.builder(slots), file: env.file, range: range)
  }

  private func builderIf(_ stmt: IfStmtSyntax, _ env: Env, index: Int) throws -> ViewValue {
    let scope = Env(parent: env, file: env.file)
    let branch = index == 0 ? "if" : "elseif\(index)"
    coverage.register(file: env.file, range: stmt.body.range)
    if case .block(let block) = stmt.elseBranch { coverage.register(file: env.file, range: block.range) }
    if try conditionsHold(stmt.conditions, scope) {
      coverage.taken(file: env.file, range: stmt.body.range)
      let body = try evalBuilder(stmt.body.statements, scope, range: stmt.body.range)
      return ViewValue(.conditional(branch: branch, content: body), file: env.file, range: stmt.range)
    }
    switch stmt.elseBranch {
    case .block(let block):
      coverage.taken(file: env.file, range: block.range)
      let body = try evalBuilder(block.statements, Env(parent: env, file: env.file), range: block.range)
      return ViewValue(.conditional(branch: "else", content: body), file: env.file, range: stmt.range)
    case .ifStatement(let nested):
      return try builderIf(nested, env, index: index + 1)
    case nil:
      return ViewValue(.conditional(branch: branch, content: nil), file: env.file, range: stmt.range)
    }
  }
}
