import MatchcutSource
import MatchcutSyntax

/// The module's own result builders (`@resultBuilder struct ActionBuilder { static func
/// buildBlock(_ components: Action...) -> [Action] }`, SE-0289): a closure or stored property
/// marked with one is built from its statements' values (The Swift Programming Language,
/// "Advanced Operators", "Result Builders").
extension Interpreter {
  /// The components of `statements` in order — an expression's value, a taken `if` branch's
  /// components (`buildEither`/`buildOptional`), each `for` iteration's (`buildArray`) — passed
  /// to the builder's `buildBlock` as its variadic argument.
  func buildResult(_ builder: String, _ statements: [StmtSyntax], _ env: Env, range: SourceRange) throws
    -> Value
  {
    let components = try builderComponents(statements, Env(parent: env, file: env.file))
    guard let type = module.type(named: builder), let buildBlock = type.methods["buildBlock"]?.first else {
      return .array(components)
    }
    let argument = Argument(
      label: buildBlock.parameters.first?.label, value: .array(components), range: range)
    return try callFunction(
      buildBlock, receiver: .value(.type(builder), type), file: type.file,
      ArgumentList(arguments: [argument], trailing: []), range: range)
  }

  private func builderComponents(_ statements: [StmtSyntax], _ env: Env) throws -> [Value] {
    var out: [Value] = []
    for statement in CompilationConditions.flatten(statements) {
      try step(env.file, statement.range)
      switch statement.kind {
      case .expression(let expr):
        out.append(try eval(expr, env))
      case .ifStatement(let stmt):
        out += try builderIf(stmt, env)
      case .forIn(let pattern, let sequence, let body):
        for element in try iterationValues(try eval(sequence, env), file: env.file, range: sequence.range) {
          try step(env.file, sequence.range)
          let scope = Env(parent: env, file: env.file)
          guard try matches(pattern, element, binding: true, into: scope) else { continue }
          out += try builderComponents(body.statements, scope)
        }
      default:
        try exec(statement, env, label: nil)
      }
    }
    return out
  }

  private func builderIf(_ stmt: IfStmtSyntax, _ env: Env) throws -> [Value] {
    let scope = Env(parent: env, file: env.file)
    if try conditionsHold(stmt.conditions, scope) {
      return try builderComponents(stmt.body.statements, scope)
    }
    switch stmt.elseBranch {
    case .block(let block): return try builderComponents(block.statements, Env(parent: env, file: env.file))
    case .ifStatement(let nested): return try builderIf(nested, env)
    case nil: return []
    }
  }
}
