import MatchcutSource
import MatchcutSyntax

/// Code an action leaves for later: the body of `DispatchQueue.main.asyncAfter(deadline: .now()
/// + t)`, or what follows `try await Task.sleep(…)` in a `Task { }` or `.task { }` body. The
/// explorer runs it as its own edge, with a `timer` trigger and the delay (docs/states.md
/// "Timers").
struct ScheduledWork {
  /// Seconds after the action that scheduled it.
  var delay: Double
  var statements: [StmtSyntax]
  /// The scope the statements run in: the task body's, so locals declared before a sleep are
  /// seen after it.
  var env: Env
  var file: String
  /// The scheduling call or the sleep: its start names the work in the state's key.
  var range: SourceRange

  /// Names the work in a state's key: where it resumes and how long it still waits (to the
  /// millisecond, so `0.3 - 0.1` and `0.2` are one delay).
  var signature: String {
    "\(file)|\(range.start)@\((delay * 1000).rounded())"
  }
}

extension Interpreter {
  /// Runs an action's or a task's statements. A `Task.sleep` among the top-level statements
  /// ends the run: the statements after it are scheduled (`scheduled`) with its delay when
  /// actions schedule work (`schedulesWork`), or run at once with a warning otherwise.
  func runSuspending(_ statements: [StmtSyntax], _ scope: Env, file: String) throws {
    let statements = CompilationConditions.flatten(statements)
    for (index, statement) in statements.enumerated() {
      if let delay = try sleepDelay(statement, scope) {
        if schedulesWork {
          capture(scope)
          scheduled.append(
            ScheduledWork(
              delay: delay, statements: Array(statements[(index + 1)...]), env: scope, file: file,
              range: statement.range))
          return
        }
        continue
      }
      do {
        try exec(statement, scope, label: nil)
      } catch is ReturnSignal {
        returnValue = .void
        return
      }
    }
  }

  /// Whether `statements` suspend at their top level: only such bodies take `runSuspending`
  /// (a body with `defer` keeps the plain run, whose `defer` handling it needs).
  static func suspends(_ statements: [StmtSyntax]) -> Bool {
    var sleeps = false
    for statement in CompilationConditions.flatten(statements) {
      if case .deferStatement = statement.kind { return false }
      if sleepCall(statement) != nil { sleeps = true }
    }
    return sleeps
  }

  /// Runs an action's closure: a body that sleeps at its top level through `runSuspending`,
  /// any other through `callClosure`.
  func runAction(_ closure: Closure, range: SourceRange, argument: Value? = nil) throws {
    if !closure.parameters.isEmpty, let argument {
      // `.onTapGesture { location in … }`, `LongPressGesture().onEnded { finished in … }`.
      _ = try callClosure(closure, [argument], range: range)
      return
    }
    guard case .statements(let statements) = closure.body, closure.parameters.isEmpty,
      Self.suspends(statements)
    else {
      _ = try callClosure(closure, [], range: range)
      return
    }
    try enter(closure.file, range)
    defer { leave() }
    try runSuspending(statements, Env(parent: closure.env, file: closure.file), file: closure.file)
  }

  /// Schedules `closure` (an `asyncAfter` body) `delay` seconds from now, or runs it at once
  /// with a warning when actions do not schedule work (a render).
  func schedule(_ closure: Closure, delay: Double, name: String, file: String, range: SourceRange) throws {
    guard schedulesWork, case .statements(let statements) = closure.body else {
      sink.warning(
        "semantics.delay-ignored",
        "the delay of '\(name)' is not modelled here; its closure runs at once, in the same action",
        file: file, range: range)
      _ = try callClosure(closure, [], range: closure.range)
      return
    }
    capture(closure.env)
    scheduled.append(
      ScheduledWork(
        delay: delay, statements: statements, env: Env(parent: closure.env, file: closure.file),
        file: closure.file, range: range))
  }

  /// Schedules a `withAnimation` completion (`completion:`) for when `animation` is logically
  /// complete, by the motion stage's clock (`SemanticOptions.animationClock`; swiftui-semantics
  /// §23.9, docs/states.md "Animation completions"). `withAnimation(nil)` animates nothing, so
  /// its completion follows at once; so does every completion without a clock.
  func scheduleCompletion(
    _ closure: Closure, of animation: AnimationDescription?, criteria: Argument?, file: String,
    range: SourceRange
  ) throws {
    var delay = 0.0
    if let animation, let clock = options.animationClock {
      guard let completes = clock.logicalCompletion(animation) else {
        sink.warning(
          "semantics.completion-not-run",
          "this animation never completes (it repeats forever), so its completion never runs", file: file,
          range: range)
        return
      }
      delay = completes
      if case .symbol(let given)? = criteria?.value, given.name == "removed", animation.curve.isSpring,
        sink.once.insert("completion-removed").inserted
      {
        sink.warning(
          "semantics.completion-approximated",
          "'.removed' waits until the spring settles; the completion runs at its logical completion, "
            + "\(formatNumber(delay)) s after it starts", file: file, range: criteria?.range ?? range)
      }
    }
    try schedule(closure, delay: delay, name: "withAnimation completion", file: file, range: range)
  }

  /// Runs scheduled work whose delay has passed.
  func resume(_ work: ScheduledWork) throws {
    try enter(work.file, work.range)
    defer { leave() }
    try runSuspending(work.statements, Env(parent: work.env, file: work.file), file: work.file)
  }

  /// The delay of a `Task.sleep` statement (`try await Task.sleep(nanoseconds: n)`,
  /// `try? await Task.sleep(for: .seconds(s))`, `_ = try? await …`); nil for any other.
  func sleepDelay(_ statement: StmtSyntax, _ env: Env) throws -> Double? {
    guard let call = Self.sleepCall(statement) else { return nil }
    guard let argument = call.arguments.first else { return 0 }
    switch argument.label?.text {
    case "nanoseconds":
      return try seconds(argument.value, env, unit: 1e-9)
    default:
      return try seconds(argument.value, env, unit: 1)
    }
  }

  /// The `Task.sleep(…)` call a statement makes, through `try`, `await` and `_ =`.
  static func sleepCall(_ statement: StmtSyntax) -> CallSyntax? {
    var expr: ExprSyntax
    switch statement.kind {
    case .expression(let e): expr = e
    case .assignment(let target, _, let value):
      guard case .discard = target.kind else { return nil }
      expr = value
    default: return nil
    }
    while true {
      switch expr.kind {
      case .tryExpr(let inner, _), .awaitExpr(let inner), .parenthesized(let inner): expr = inner
      case .call(let call):
        guard case .memberAccess(let base, let member) = call.callee.kind, member.text == "sleep",
          case .identifier(let task) = base.kind, task.text == "Task"
        else { return nil }
        return call
      default: return nil
      }
    }
  }

  /// A deadline's distance from now: `.now() + 0.3`, `DispatchTime.now() + .milliseconds(300)`,
  /// `.now()`; nil when the deadline is not written from now.
  func secondsFromNow(_ expr: ExprSyntax, _ env: Env) throws -> Double? {
    if Self.isNow(expr) { return 0 }
    guard case .binary(let lhs, let op, let rhs) = expr.kind, Self.isNow(lhs) else {
      // `asyncAfter(deadline: delay)` with `delay: DispatchTime` made by the caller as
      // `.now() + 0.3`: the deadline value (`Interpreter.dispatchTime`).
      return Self.dispatchSeconds(try eval(expr, env))
    }
    switch op.op {
    case .add: return try seconds(rhs, env, unit: 1)
    default: return nil
    }
  }

  /// The type name of a deadline value: `.now() + 0.3` evaluated outside `asyncAfter`.
  static let dispatchTimeTypeName = "DispatchTime"

  /// `.now() + seconds` as a value, kept as its distance from now.
  static func dispatchTime(_ seconds: Double) -> Value {
    .structure(StructValue(type: dispatchTimeTypeName, fields: [("secondsFromNow", .double(seconds))]))
  }

  /// A deadline value's distance from now; `.now()` is 0.
  static func dispatchSeconds(_ value: Value) -> Double? {
    switch value {
    case .structure(let s) where s.type == dispatchTimeTypeName: s.field("secondsFromNow")?.number
    case .symbol(let s) where s.name == "now" && s.base == nil: 0
    default: nil
    }
  }

  /// `.now()`, `DispatchTime.now()`, `.now` (a clock's instant).
  private static func isNow(_ expr: ExprSyntax) -> Bool {
    var callee = expr
    if case .call(let call) = expr.kind, call.arguments.isEmpty, call.trailingClosures.isEmpty {
      callee = call.callee
    }
    switch callee.kind {
    case .implicitMember(let name): return name.text == "now"
    case .memberAccess(_, let name): return name.text == "now"
    default: return false
    }
  }

  /// A duration in seconds: a number of `unit`s, or `.seconds(x)`, `.milliseconds(x)`,
  /// `.microseconds(x)`, `.nanoseconds(x)` (`Duration`, `DispatchTimeInterval`).
  private func seconds(_ expr: ExprSyntax, _ env: Env, unit: Double) throws -> Double? {
    if case .call(let call) = expr.kind, call.arguments.count == 1 {
      let name: String? =
        switch call.callee.kind {
        case .implicitMember(let id): id.text
        case .memberAccess(_, let id): id.text
        default: nil
        }
      let scale: Double? =
        switch name {
        case "seconds": 1
        case "milliseconds": 1e-3
        case "microseconds": 1e-6
        case "nanoseconds": 1e-9
        default: nil
        }
      if let scale, let value = try eval(call.arguments[0].value, env).number {
        return Self.validDelay(value * scale)
      }
    }
    guard let value = try eval(expr, env).number else { return nil }
    return Self.validDelay(value * unit)
  }

  private static func validDelay(_ seconds: Double) -> Double? {
    seconds.isFinite ? max(0, seconds) : nil
  }
}
