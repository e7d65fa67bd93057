import MatchcutSource
import MatchcutViews

/// The reactions a state's views run after an update (`onChange(of:)`, `onPreferenceChange`,
/// `onGeometryChange`; docs/states.md, docs/semantics.md "Preferences").
extension Explorer {
  /// The store of the initial state after the reactions its views run when they appear
  /// (`onGeometryChange`'s first value, `onChange(of:initial: true)`), which SwiftUI runs after
  /// the first update, before anything is drawn; nil when there are none or they change nothing.
  func initialReactions(_ reactions: [Reaction], values: [String: Value]) -> [String: Value]? {
    guard reactions.contains(where: \.initial) else { return nil }
    interpreter.steps = 0
    interpreter.writes = [:]
    interpreter.scheduled = []
    let store = react([], after: values, file: preview.file, range: preview.range)
    interpreter.writes = [:]
    return store == values ? nil : store
  }

  /// The most rounds of `onChange` reactions one action may set off.
  static let maxReactionRounds = 8

  /// Runs the `onChange` closures whose watched value the action changed, after it and in the
  /// same step, as SwiftUI runs them in the update the change causes
  /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)). A
  /// closure with two parameters gets the old and new values, one gets the new value. Their
  /// writes are in no transaction of the action's (`withAnimation` covers only its own body), so
  /// they animate only by their own `withAnimation` or an `.animation(_:value:)`. Changes they
  /// make can fire more reactions, for at most `maxReactionRounds` rounds.
  ///
  /// A reaction that also runs when its view appears (`Reaction.initial`) runs when no earlier
  /// render had it, with the value it first sees as both old and new value.
  func react(_ watched: [Reaction], after store: [String: Value], file: String, range: SourceRange)
    -> [String: Value]
  {
    var previous: [String: Value] = [:]
    for reaction in watched where previous[reaction.key] == nil { previous[reaction.key] = reaction.value }
    var store = store
    var dispatched: [String: [Value]] = [:]
    for _ in 0..<Self.maxReactionRounds {
      let writes = interpreter.writes
      guard let (scene, live, _) = try? render(store) else { return store }
      // Views the action inserted bring their `@State` with its initial values: their
      // reactions read and write it.
      store.merge(live) { current, _ in current }
      interpreter.writes = writes
      var fired = false
      var seen: [String: Value] = [:]
      for reaction in scene.reactions where seen[reaction.key] == nil {
        seen[reaction.key] = reaction.value
        // The value the last render saw; for a new view with an initial reaction, none.
        let earlier: Value?
        if let seenBefore = previous[reaction.key] {
          earlier = seenBefore
        } else if reaction.initial {
          earlier = nil
        } else {
          continue
        }
        guard let closure = reaction.closure else { continue }
        let old = earlier ?? reaction.value
        guard earlier == nil || !interpreter.equal(old, reaction.value) else { continue }
        if reaction.isMeasurement {
          // A value this reaction already ran with in this step is not run again: a geometry
          // action cycling between values stops (OpenSwiftUI `ValueCycleDetector`).
          guard !(dispatched[reaction.key] ?? []).contains(reaction.value) else { continue }
          dispatched[reaction.key, default: []].append(reaction.value)
        }
        interpreter.store = store
        interpreter.transaction = nil
        interpreter.inTransaction = false
        // No named parameter: the new value, for a closure that reads it as `$0`.
        let arguments: [Value] =
          switch closure.parameters.count {
          case 0, 1: [reaction.value]
          default: [old, reaction.value]
          }
        let checkpoint = interpreter.sink.checkpoint()
        do {
          _ = try interpreter.callClosure(closure, arguments, range: reaction.range)
        } catch {
          guard reaction.isMeasurement else { return store }
          // A measurement callback whose code Matchcut cannot run (it loads a file, drives
          // UIKit) is skipped with a warning naming the first error; the state stays as it was.
          let first = interpreter.sink.errors(since: checkpoint).first?.message ?? "\(error)"
          interpreter.sink.restore(checkpoint)
          interpreter.sink.warning(
            "semantics.reaction-skipped", "this action could not be evaluated (\(first)); it is skipped",
            file: reaction.file, range: reaction.range)
          continue
        }
        store = interpreter.store
        fired = true
      }
      guard fired else { return store }
      previous.merge(seen) { _, new in new }
    }
    interpreter.sink.warning(
      "semantics.reaction-limit",
      "'onChange' reactions were still changing state after \(Self.maxReactionRounds) rounds; the rest are not run",
      file: file, range: range)
    return store
  }
}
