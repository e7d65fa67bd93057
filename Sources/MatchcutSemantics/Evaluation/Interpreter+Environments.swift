/// The scopes closures capture, kept so that their reference cycles can be broken.
///
/// A closure holds its scope (`Closure.env`); when that scope, an enclosing one or the receiver
/// instance stores the closure (`var f = { … }` in a loop, an action kept in `@State`), the
/// objects keep each other alive and Swift never frees them. Only captured scopes can be part of
/// such a cycle, so the interpreter lists them as closures are made: now and then it forgets the
/// ones nothing else holds any more, and at the end of analysis it clears every one. Clearing
/// them one at a time also frees long chains of closures without recursion, which a single
/// release of the chain's head would need (docs/reliability.md).
extension Interpreter {
  /// The closure made in `env` keeps it: remember `env` once.
  func capture(_ env: Env) {
    guard !env.isCaptured else { return }
    env.isCaptured = true
    capturedEnvironments.append(env)
    if capturedEnvironments.count >= capturedEnvironmentsCompaction {
      forgetUnreferencedEnvironments()
      capturedEnvironmentsCompaction = max(1024, capturedEnvironments.count * 2)
    }
  }

  /// Drops the scopes only this list still holds. Each is freed on its own: what it holds is
  /// either not a scope, a parent (bounded by the evaluator's depth limits) or another captured
  /// scope, which this list still holds, so the release never cascades down a long chain.
  func forgetUnreferencedEnvironments() {
    var kept = 0
    for index in capturedEnvironments.indices
    where !isKnownUniquelyReferenced(&capturedEnvironments[index]) {
      capturedEnvironments.swapAt(kept, index)
      kept += 1
    }
    capturedEnvironments.removeSubrange(kept...)
  }

  /// Breaks every cycle through a captured scope. Evaluation is over: nothing may call a
  /// closure of this interpreter afterwards.
  func releaseCapturedEnvironments() {
    for env in capturedEnvironments { env.dropReferences() }
    capturedEnvironments = []
  }
}
