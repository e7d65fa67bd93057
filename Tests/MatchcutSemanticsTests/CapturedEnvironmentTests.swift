import MatchcutSource
import Testing

@testable import MatchcutSemantics

/// A closure stored in the scope it captures is a reference cycle (scope → closure → scope) that
/// Swift never frees; the interpreter lists captured scopes and breaks the cycles when analysis
/// ends (`Interpreter+Environments.swift`, docs/reliability.md). Found by LeakSanitizer on
/// `hostile/cross/closure_chain` (~52 MB never freed).
@Suite struct CapturedEnvironmentTests {
  static func interpreter() -> Interpreter {
    let sink = DiagnosticSink()
    return Interpreter(module: ModuleBuilder(sink: sink).build([]), sink: sink, options: .default)
  }

  /// `var f = { … }` inside the scope `f` lives in.
  static func selfCapturingScope(_ interpreter: Interpreter) -> Env {
    let scope = Env(parent: nil, file: "t.mcut")
    let closure = Closure(
      parameters: [], body: .statements([]), env: scope, file: "t.mcut",
      range: SourceRange(start: 0, end: 0))
    interpreter.capture(scope)
    scope.locals["f"] = .closure(closure)
    return scope
  }

  @Test func releaseBreaksTheCycle() {
    let interpreter = Self.interpreter()
    weak var probe: Env?
    do {
      let scope = Self.selfCapturingScope(interpreter)
      probe = scope
    }
    // Still alive: the cycle (and the interpreter's list) hold it.
    #expect(probe != nil)
    interpreter.releaseCapturedEnvironments()
    #expect(probe == nil)
    #expect(interpreter.capturedEnvironments.isEmpty)
  }

  /// A scope captured twice is listed once.
  @Test func aScopeIsListedOnce() {
    let interpreter = Self.interpreter()
    let scope = Env(parent: nil, file: "t.mcut")
    interpreter.capture(scope)
    interpreter.capture(scope)
    #expect(interpreter.capturedEnvironments.count == 1)
  }

  /// Scopes whose closures are gone are dropped when the list reaches its threshold (1024),
  /// so a loop that makes and discards closures does not keep every scope until the end.
  @Test func unreferencedScopesAreForgotten() {
    let interpreter = Self.interpreter()
    let kept = Env(parent: nil, file: "t.mcut")
    interpreter.capture(kept)
    for _ in 0..<1023 { interpreter.capture(Env(parent: nil, file: "t.mcut")) }
    // The 1024th capture compacts: `kept`, still held here, and the scope being captured
    // (its caller still holds it) survive; the 1022 others are freed.
    #expect(interpreter.capturedEnvironments.count == 2)
    #expect(interpreter.capturedEnvironments.first === kept)
    #expect(interpreter.capturedEnvironmentsCompaction == 1024)
  }

  /// A chain of 200000 scopes, each holding the closure of the one before (`let g = f;
  /// f = { g() }` in a loop), is freed without recursing down the chain.
  @Test func longChainsAreFreedWithoutRecursion() {
    let interpreter = Self.interpreter()
    weak var head: Env?
    do {
      var previous: Value = .void
      for index in 0..<200_000 {
        let scope = Env(parent: nil, file: "t.mcut")
        scope.locals["g"] = previous
        interpreter.capture(scope)
        previous = .closure(
          Closure(
            parameters: [], body: .statements([]), env: scope, file: "t.mcut",
            range: SourceRange(start: 0, end: 0)))
        if index == 0 { head = scope }
      }
    }
    interpreter.releaseCapturedEnvironments()
    #expect(head == nil)
  }
}
