import MatchcutSource
import MatchcutSyntax

/// `case` patterns of `switch` clauses and `if case` conditions (LANGUAGE §3), as Swift matches
/// them: an enum-case pattern `.success(let image)` matches a case of that name and binds its
/// payload, `let x` binds the whole value, `_` matches anything, `.failure` without a payload
/// list matches the case whatever its payload; any other pattern is an expression compared with
/// `==` (`equal`).
extension Interpreter {
  /// Whether `pattern` matches `subject`; the names it binds go into `scope`. `binding` is set
  /// below a `let`/`var` (`case let .success(image)`), where a bare name binds.
  func matches(_ pattern: ExprSyntax, _ subject: Value, binding: Bool = false, into scope: Env) throws -> Bool
  {
    switch pattern.kind {
    case .discard:
      return true
    case .bindingPattern(_, let inner):
      return try matches(inner, subject, binding: true, into: scope)
    case .identifier(let id) where binding:
      scope.locals[id.text] = subject
      return true
    case .parenthesized(let inner):
      return try matches(inner, subject, binding: binding, into: scope)
    case .implicitMember(let name):
      if case .enumCase(_, let caseName, let payload) = subject, !payload.isEmpty {
        return caseName == name.text
      }
    case .call(let call):
      // `.detail(let id)` or `Route.detail(let id)`: a case with its associated values.
      let caseIdentifier: Identifier
      switch call.callee.kind {
      case .implicitMember(let name): caseIdentifier = name
      case .memberAccess(_, let name): caseIdentifier = name
      default: return equal(try eval(pattern, scope), subject)
      }
      let name = caseIdentifier
      guard call.trailingClosures.isEmpty else { break }
      let caseName: String
      let payload: [Value]
      switch subject {
      case .enumCase(_, let n, let p):
        (caseName, payload) = (n, p)
      case .symbol(let s) where s.base == nil:
        // A case whose enum the value was never coerced to (`let status = await action()`).
        (caseName, payload) = (s.name, s.arguments?.map(\.value) ?? [])
      default:
        // Not a case: a pattern with bindings cannot equal it.
        if call.arguments.contains(where: { Self.hasBinding($0.value) }) { return false }
        return equal(try eval(pattern, scope), subject)
      }
      guard caseName == name.text else { return false }
      guard payload.count == call.arguments.count else {
        try fail(
          "semantics.type-mismatch",
          "pattern '.\(name.text)' has \(call.arguments.count) values, the case has \(payload.count)",
          scope.file, pattern.range)
      }
      for (argument, value) in zip(call.arguments, payload)
      where !(try matches(argument.value, value, binding: binding, into: scope)) {
        return false
      }
      return true
    case .tuple(let elements) where elements.count > 1:
      if binding, case .type(let standIn) = subject, isStandIn(standIn) {
        // `let (data, _) = try await URLSession.shared.data(from: url)`: each part of a
        // framework call's result is its stand-in too (docs/semantics.md "Code that is not
        // about views").
        for element in elements where !(try matches(element.value, subject, binding: true, into: scope)) {
          return false
        }
        return true
      }
      guard let values = subject.tupleElements, values.count == elements.count else { return false }
      for (element, value) in zip(elements, values)
      where !(try matches(element.value, value, binding: binding, into: scope)) {
        return false
      }
      return true
    case .typeCheck(let inner, let type):
      // `case is T:` (the parser puts `_` for the missing subject).
      guard valueIs(subject, typeName(type)) else { return false }
      return try matches(inner, subject, binding: binding, into: scope)
    case .cast(let inner, _, let type):
      // `case let x as T:`
      guard valueIs(subject, typeName(type)) else { return false }
      return try matches(inner, subject, binding: binding, into: scope)
    case .optionalChain(let inner):
      // `case let x?:` matches a value that is not nil.
      guard !subject.isNull else { return false }
      return try matches(inner, subject, binding: binding, into: scope)
    default:
      break
    }
    let value = try eval(pattern, scope)
    // `case 1...5:`: an expression pattern is matched with `~=`, which for a range is `contains`.
    if case .range(let lo, let hi, _) = value, case .int(let n) = subject { return lo <= n && n < hi }
    return equal(value, subject)
  }

  /// Whether a pattern binds a name (`let x`, `var x`).
  static func hasBinding(_ pattern: ExprSyntax) -> Bool {
    switch pattern.kind {
    case .bindingPattern: true
    case .parenthesized(let inner), .optionalChain(let inner): hasBinding(inner)
    case .tuple(let elements): elements.contains { hasBinding($0.value) }
    case .call(let call): call.arguments.contains { hasBinding($0.value) }
    default: false
    }
  }

  /// `value is T`: its own type, a superclass the module declares, a protocol it conforms to,
  /// or `Any`.
  func valueIs(_ value: Value, _ type: String) -> Bool {
    if type == "Any" || type == "AnyObject" { return !value.isNull }
    if value.isNull { return false }
    let own: String
    switch value {
    case .object(let key): own = objectTypes[key]?.name ?? value.typeName
    case .double: return type == "Double" || type == "CGFloat" || type == "Float"
    default: own = value.typeName
    }
    if own == type { return true }
    var info = module.type(named: own)
    var visited = 0
    while let current = info, visited < 64 {
      visited += 1
      if current.decl.inheritance.contains(where: { typeName($0) == type })
        || current.extensionConformances.contains(type)
      {
        return true
      }
      guard let superclass = current.superclass else { break }
      if superclass == type { return true }
      info = module.type(named: superclass)
    }
    if let info = module.enums[own] { return info.decl.inheritance.contains { typeName($0) == type } }
    return false
  }

  /// The names a pattern binds (for the name checker).
  static func boundNames(_ pattern: ExprSyntax, binding: Bool = false) -> [String] {
    switch pattern.kind {
    case .bindingPattern(_, let inner): return boundNames(inner, binding: true)
    case .identifier(let id) where binding: return [id.text]
    case .parenthesized(let inner): return boundNames(inner, binding: binding)
    case .call(let call): return call.arguments.flatMap { boundNames($0.value, binding: binding) }
    case .tuple(let elements): return elements.flatMap { boundNames($0.value, binding: binding) }
    case .typeCheck(let inner, _), .cast(let inner, _, _), .optionalChain(let inner):
      return boundNames(inner, binding: binding)
    default: return []
    }
  }
}
