import MatchcutSource
import MatchcutSyntax

/// `break` and `continue` unwinding to the innermost loop (or `switch`, for `break`), or to
/// the statement that carries `label` (The Swift Programming Language, "Control Flow:
/// Labeled Statements"; LANGUAGE §3).
struct JumpSignal: Error {
  enum Kind { case breakOut, continueLoop }
  let kind: Kind
  let label: String?
}

/// `fallthrough`: the `switch` runs the next clause's statements without matching it.
struct FallthroughSignal: Error {}

/// `throw`: the error value waits in `Interpreter.thrownValue` (errors must be Sendable).
struct ThrowSignal: Error {}

/// Loops, `guard`, `defer`, `do`/`catch`/`throw` and labelled statements, with Swift's rules
/// (LANGUAGE §3). Every iteration runs statements, so the step limit bounds every loop.
extension Interpreter {
  /// Runs one loop iteration's body; `false` when a `break` aimed at this loop ended it.
  func runIteration(_ body: CodeBlockSyntax, _ scope: Env, label: String?) throws -> Bool {
    do {
      try exec(body.statements, scope)
    } catch let jump as JumpSignal where jump.label == nil || jump.label == label {
      return jump.kind == .continueLoop
    }
    return true
  }

  /// `guard conditions else { … }`: the names the conditions bind stay visible after it; the
  /// `else` block must leave the scope (Swift rejects one that falls through).
  func execGuard(_ conditions: [ConditionSyntax], _ elseBody: CodeBlockSyntax, _ env: Env) throws {
    if try conditionsHold(conditions, env) { return }
    try exec(elseBody.statements, Env(parent: env, file: env.file))
    try fail(
      "semantics.guard-falls-through",
      "'guard' body must not fall through; end it with 'return', 'throw', 'break' or 'continue'",
      env.file, elseBody.range)
  }

  func execWhile(_ conditions: [ConditionSyntax], _ body: CodeBlockSyntax, _ env: Env, label: String?) throws
  {
    while true {
      let scope = Env(parent: env, file: env.file)
      guard try conditionsHold(conditions, scope) else { return }
      guard try runIteration(body, scope, label: label) else { return }
    }
  }

  func execRepeat(_ body: CodeBlockSyntax, _ condition: ExprSyntax, _ env: Env, label: String?) throws {
    while true {
      let scope = Env(parent: env, file: env.file)
      guard try runIteration(body, scope, label: label) else { return }
      guard try truth(try eval(condition, env), env.file, condition.range) else { return }
    }
  }

  /// `for pattern in sequence where condition`, and `for case pattern in …`.
  func execFor(
    pattern: ExprSyntax, isCasePattern: Bool, sequence: ExprSyntax, whereClause: ExprSyntax?,
    body: CodeBlockSyntax, _ env: Env, label: String?
  ) throws {
    let items = try iterationValues(try eval(sequence, env), file: env.file, range: sequence.range)
    for item in items {
      // Each iteration is a step, so a loop whose body does nothing still meets the limit.
      try step(env.file, sequence.range)
      let scope = Env(parent: env, file: env.file)
      if case .identifier(let id) = pattern.kind, !isCasePattern {
        scope.locals[id.text] = item
      } else if !(try matches(pattern, item, binding: !isCasePattern, into: scope)) {
        continue
      }
      if let whereClause, !(try truth(try eval(whereClause, scope), env.file, whereClause.range)) {
        continue
      }
      guard try runIteration(body, scope, label: label) else { return }
    }
  }

  /// A loop (`for`-`in`, `ForEach`) over a framework stand-in runs no time: warned once per type.
  func reportStandInLoop(_ standIn: String, file: String, range: SourceRange) {
    guard sink.once.insert("stand-in-loop." + standIn).inserted else { return }
    sink.warning(
      "semantics.stand-in-loop",
      "this loop runs over a value from '\(standIn)', which is not evaluated; it runs no time", file: file,
      range: range)
  }

  /// The elements a `for`-`in` visits: an array's, a range's integers, a dictionary's
  /// `(key, value)` pairs in its order, a string's characters.
  func iterationValues(_ sequence: Value, file: String, range: SourceRange) throws -> AnySequence<Value> {
    switch sequence {
    case .array(let values): return AnySequence(values)
    case .range(let lo, let hi, _):
      return lo < hi ? AnySequence((lo..<hi).lazy.map { Value.int($0) }) : AnySequence([])
    case .dictionary(let keys, let values):
      return AnySequence(zip(keys, values).map { Value.tuple([("key", $0), ("value", $1)]) })
    case .string(let text):
      return AnySequence(text.map { Value.string(String($0)) })
    case .type(let standIn) where isStandIn(standIn) && module.type(named: standIn) == nil:
      // `for row in 0...rows` with `rows` from an image's size: the loop runs no time, as a
      // condition on the stand-in is false (docs/semantics.md "Code that is not about views").
      reportStandInLoop(standIn, file: file, range: range)
      return AnySequence([])
    default:
      try fail(
        "semantics.type-mismatch", "for-in needs an array, a range, a dictionary or a string", file, range)
    }
  }

  /// `switch subject { … }`: the first clause whose pattern matches (and whose `where` holds)
  /// runs; `fallthrough` runs the next clause's statements; an unlabelled `break` ends the
  /// switch.
  func execSwitch(_ stmt: SwitchStmtSyntax, _ env: Env, label: String?) throws {
    let subject = try eval(stmt.subject, env)
    let clauses = CompilationConditions.flatten(stmt.cases)
    var index = 0
    var entered = false
    while index < clauses.count {
      let clause = clauses[index]
      let scope = Env(parent: env, file: env.file)
      if !entered {
        entered = try clauseMatches(clause, subject, scope)
      }
      if entered {
        do {
          try exec(clause.statements, scope)
          return
        } catch is FallthroughSignal {
          index += 1
          continue
        } catch let jump as JumpSignal
          where jump.kind == .breakOut && (jump.label == nil || jump.label == label)
        {
          return
        }
      }
      index += 1
    }
  }

  func clauseMatches(_ clause: SwitchCaseSyntax, _ subject: Value, _ scope: Env) throws -> Bool {
    if clause.isDefault { return true }
    for pattern in clause.patterns where try matches(pattern, subject, into: scope) {
      guard let whereClause = clause.whereClause else { return true }
      if try truth(try eval(whereClause, scope), scope.file, whereClause.range) { return true }
    }
    return false
  }

  /// `do { … } catch pattern where condition { … }`: a thrown error runs the first clause that
  /// matches it (a bare `catch` binds `error`); no match rethrows it.
  func execDo(_ body: CodeBlockSyntax, _ catches: [CatchClauseSyntax], _ env: Env, label: String?) throws {
    do {
      try exec(body.statements, Env(parent: env, file: env.file))
    } catch is ThrowSignal {
      let error = thrownValue
      for clause in catches {
        let scope = Env(parent: env, file: env.file)
        if let pattern = clause.pattern {
          guard try matches(pattern, error, into: scope) else { continue }
        } else {
          scope.locals["error"] = error
        }
        if let condition = clause.whereClause,
          !(try truth(try eval(condition, scope), env.file, condition.range))
        {
          continue
        }
        thrownValue = .void
        try exec(clause.body.statements, scope)
        return
      }
      throw ThrowSignal()
    } catch let jump as JumpSignal where jump.kind == .breakOut && label != nil && jump.label == label {
      return
    }
  }

  /// `try`, `try?` and `try!` around an expression (Swift: "Error Handling").
  func evalTry(_ inner: ExprSyntax, _ kind: TryKind, _ env: Env, range: SourceRange) throws -> Value {
    switch kind {
    case .plain:
      return try eval(inner, env)
    case .optional:
      do {
        return try eval(inner, env)
      } catch is ThrowSignal {
        thrownValue = .void
        return .null
      }
    case .forced:
      do {
        return try eval(inner, env)
      } catch is ThrowSignal {
        try fail(
          "semantics.uncaught-error",
          "'try!' expression unexpectedly raised an error: \(thrownValue.typeName)", env.file, range)
      }
    }
  }

  /// Runs a block's `defer`s, last first, when it ends in any way (Swift: "Specifying Cleanup
  /// Actions").
  func runDeferred(_ blocks: [CodeBlockSyntax], _ env: Env) throws {
    for block in blocks.reversed() {
      try exec(block.statements, Env(parent: env, file: env.file))
    }
  }

  /// `switch subject { … }` as a value (SE-0380): the first matching clause's branch value.
  func evalSwitchExpression(_ stmt: SwitchStmtSyntax, _ env: Env) throws -> Value {
    let subject = try eval(stmt.subject, env)
    for clause in CompilationConditions.flatten(stmt.cases) {
      let scope = Env(parent: env, file: env.file)
      if try clauseMatches(clause, subject, scope) {
        return try branchValue(clause.statements, scope, stmt.range)
      }
    }
    try fail("semantics.no-matching-case", "no case of this 'switch' matches", env.file, stmt.subject.range)
  }

  /// `if c { a } else { b }` as a value (SE-0380): the branch's last statement is its value.
  func evalIfExpression(_ stmt: IfStmtSyntax, _ env: Env) throws -> Value {
    let scope = Env(parent: env, file: env.file)
    if try conditionsHold(stmt.conditions, scope) {
      return try branchValue(stmt.body.statements, scope, stmt.range)
    }
    switch stmt.elseBranch {
    case .block(let block):
      return try branchValue(block.statements, Env(parent: env, file: env.file), block.range)
    case .ifStatement(let nested): return try evalIfExpression(nested, env)
    case nil:
      try fail("semantics.type-mismatch", "an 'if' expression needs an 'else'", env.file, stmt.range)
    }
  }

  /// The value of an `if`/`switch` expression's branch: its statements run, the last one (an
  /// expression, or a `throw`) gives the value.
  func branchValue(_ statements: [StmtSyntax], _ env: Env, _ range: SourceRange) throws -> Value {
    let statements = CompilationConditions.flatten(statements)
    guard let last = statements.last else {
      try fail("semantics.type-mismatch", "this branch gives no value", env.file, range)
    }
    try exec(Array(statements.dropLast()), env)
    if case .expression(let value) = last.kind {
      if try execEffect(value, env) { return .void }
      return try eval(value, env)
    }
    try exec([last], env)
    try fail("semantics.type-mismatch", "this branch must end in a value", env.file, last.range)
  }

  /// A body that is one `switch` or `if` whose every branch ends in an expression is that
  /// statement used as a value (SE-0380's implicit return: `var title: String { switch self {
  /// case .home: "Home" … } }`); nil for any other body.
  func implicitReturn(_ statement: StmtSyntax, _ env: Env) throws -> Value? {
    func endsInValue(_ statements: [StmtSyntax]) -> Bool {
      guard let last = CompilationConditions.flatten(statements).last else { return false }
      switch last.kind {
      case .expression, .throwStatement: return true
      default: return false
      }
    }
    func ifEndsInValues(_ stmt: IfStmtSyntax) -> Bool {
      guard endsInValue(stmt.body.statements) else { return false }
      switch stmt.elseBranch {
      case .block(let block): return endsInValue(block.statements)
      case .ifStatement(let nested): return ifEndsInValues(nested)
      case nil: return false
      }
    }
    switch statement.kind {
    case .switchStatement(let stmt)
    where CompilationConditions.flatten(stmt.cases).allSatisfy({ endsInValue($0.statements) }):
      return try evalSwitchExpression(stmt, env)
    case .ifStatement(let stmt) where ifEndsInValues(stmt):
      return try evalIfExpression(stmt, env)
    default:
      return nil
    }
  }
}
