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
      guard case .implicitMember(let name) = call.callee.kind, call.trailingClosures.isEmpty,
        case .enumCase(_, let caseName, let payload) = subject
      else { break }
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
    default:
      break
    }
    return equal(try eval(pattern, scope), subject)
  }

  /// The names a pattern binds (for the name checker).
  static func boundNames(_ pattern: ExprSyntax, binding: Bool = false) -> [String] {
    switch pattern.kind {
    case .bindingPattern(_, let inner): return boundNames(inner, binding: true)
    case .identifier(let id) where binding: return [id.text]
    case .parenthesized(let inner): return boundNames(inner, binding: binding)
    case .call(let call): return call.arguments.flatMap { boundNames($0.value, binding: binding) }
    default: return []
    }
  }
}
