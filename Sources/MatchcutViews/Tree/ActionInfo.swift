import MatchcutSource

/// The kinds of trigger LANGUAGE §7 names.
public enum TriggerKind: String, Sendable, Hashable, CaseIterable {
  case tap, appear, drag, longPress, press
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
