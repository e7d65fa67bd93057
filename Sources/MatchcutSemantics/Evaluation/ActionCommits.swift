/// Where an action's writes split into two of SwiftUI's updates.
///
/// SwiftUI queues each state write with the transaction it was made in and, when it flushes the
/// queue, applies each run of writes sharing a transaction and updates the view graph before the
/// next run (OpenSwiftUI `GraphHost.asyncTransaction` / `flushTransactions`; docs/reference/
/// swiftui-semantics.md §15.8). So in `selected = item; withAnimation { progress = 1 }` the view
/// that `selected` inserts exists, at `progress` 0, when the animated update starts: it animates
/// to 1 instead of appearing there.
///
/// The explorer watches the action's own code (not its `onChange` reactions, not a render) and
/// keeps the store and writes as they stood before the first animated write that follows a
/// write outside any animation: the state SwiftUI's first update shows.
struct ActionCommits {
  /// The store and writes of the first update, once found.
  var first: (store: [String: Value], writes: [String: AnimationDescription?])?
  /// Set while the action's own code runs.
  var isWatching = false
  /// A write outside any animation happened.
  private var wrotePlain = false

  /// Starts watching a new action.
  mutating func watch() {
    self = ActionCommits()
    isWatching = true
  }

  /// Records a write about to happen; `store` and `writes` are as they stand before it.
  mutating func note(animated: Bool, _ store: [String: Value], _ writes: [String: AnimationDescription?]) {
    guard first == nil else { return }
    if !animated {
      wrotePlain = true
    } else if wrotePlain {
      first = (store, writes)
      isWatching = false
    }
  }
}
