import MatchcutSource

/// An action found while rendering, with what it needs to run (LANGUAGE §7 triggers).
struct ActionRecord {
  var kind: TriggerKind
  var nodePath: String
  var closure: Closure?
  var gesture: Gesture?
  /// For `press`: the `isPressed` key of the pressed button.
  var pressKey: String?
  var file: String
  var range: SourceRange
  /// For `timer`: the scheduled work it runs.
  var work: ScheduledWork? = nil
}

/// An `.animation(_:value:)` scope seen in one render: which value it watches.
struct AnimationScope {
  var path: String
  var animation: AnimationDescription?
  /// The watched value's description, or `nil` for the deprecated `.animation(_:)`, which
  /// animates every change below it (swiftui-semantics §15.7).
  var value: String?
  var range: SourceRange
}

/// An `.onChange(of:)` seen in one render: the value it watches and the closure it runs when
/// the value differs from the one the previous render saw at the same place (`key`).
struct Reaction {
  var key: String
  var value: Value
  var closure: Closure?
  var file: String
  var range: SourceRange
  /// Whether the closure also runs when the view appears, with the value it first sees
  /// (`onChange(of:initial: true)`, `onGeometryChange`).
  var initial = false
  /// Whether the closure answers a value layout measures (`onGeometryChange`,
  /// `onPreferenceChange`): a value it already ran with in one step is skipped (a layout that
  /// moves with the state it sets can cycle between two values), and code it cannot run skips
  /// it with a warning instead of failing the build (such callbacks often drive UIKit or load
  /// files).
  var isMeasurement = false
}

/// The result of rendering one state: the tree, the actions by node path, the animation
/// scopes, the `onChange` reactions in render order, and the labels of live `@State` keys.
struct RenderedScene {
  var root: ViewNode
  var actions: [String: [ActionRecord]]
  var scopes: [AnimationScope]
  var reactions: [Reaction] = []
  var liveKeys: Set<String>
}
