import MatchcutSource

/// How an accepted modifier that Matchcut does not apply is reported, once per name per scene
/// (docs/semantics.md "Accepted and ignored"; docs/reference/swiftui-semantics.md §21).
enum IgnoredModifierReport {
  /// A drawing effect that leaves layout unchanged.
  case undrawnEffect
  /// A modifier whose closure runs on events Matchcut does not model.
  case unrunClosure
  /// A modifier that can change sizes a little (text design, insets, margins).
  case approximated
  /// No effect on the geometry Matchcut draws: a note.
  case ignored

  init(_ name: String) {
    self =
      if Builtins.undrawnEffects.contains(name) {
        .undrawnEffect
      } else if Builtins.unrunClosureModifiers.contains(name) {
        .unrunClosure
      } else if Builtins.approximatedModifiers.contains(name) {
        .approximated
      } else {
        .ignored
      }
  }

  /// Reports `name` unless this scene reported it already.
  func report(_ name: String, to sink: DiagnosticSink, file: String, range: SourceRange) {
    switch self {
    case .undrawnEffect:
      guard sink.once.insert("undrawn." + name).inserted else { return }
      sink.warning(
        "semantics.effect-not-drawn",
        "'\(name)' leaves layout unchanged and is not drawn: the view is drawn without it "
          + "(swiftui-semantics §21.6)", file: file, range: range)
    case .unrunClosure:
      guard sink.once.insert("unrun." + name).inserted else { return }
      sink.warning(
        "semantics.closure-not-run",
        "'\(name)' is accepted but its closure is not run: Matchcut does not model what calls it "
          + "(swiftui-semantics §21.5)", file: file, range: range)
    case .approximated:
      guard sink.once.insert("approximated." + name).inserted else { return }
      sink.warning(
        "semantics.modifier-approximated",
        "'\(name)' is not applied: the views are laid out without it, so their sizes can differ "
          + "slightly from SwiftUI's", file: file, range: range)
    case .ignored:
      guard sink.once.insert("ignored." + name).inserted else { return }
      sink.note(
        "semantics.ignored-modifier", "'\(name)' has no effect on geometry and is ignored", file: file,
        range: range)
    }
  }
}
