import MatchcutSource

/// The kinds of trigger LANGUAGE §7 names, and `timer` (docs/states.md "Timers").
public enum TriggerKind: String, Sendable, Hashable, CaseIterable {
  case tap, appear, drag, longPress, press
  /// Work an action scheduled (`asyncAfter`, what follows a `Task.sleep`), run after its delay.
  case timer
}

/// An action attached to a node: what triggers it and where it was written.
public struct ActionInfo: Sendable, Hashable {
  public var kind: TriggerKind
  public var file: String
  public var range: SourceRange

  public init(kind: TriggerKind, file: String, range: SourceRange) {
    self.kind = kind
    self.file = file
    self.range = range
  }
}
