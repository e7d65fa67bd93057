import MatchcutSource

/// `overlayPreferenceValue(_:_:)` and `backgroundPreferenceValue(_:_:)`: an overlay or background
/// made from a preference the views below set (docs/semantics.md "Preferences").
///
/// SwiftUI collects the key's value from the views below (`.preference`, `.anchorPreference`)
/// and passes it to the content closure [A]
/// https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:_:). Matchcut
/// does not collect preferences (layout does not feed back into evaluation), so the closure gets
/// the key's `defaultValue`, as when no view below sets it, with a warning; the content is then
/// an ordinary `overlay`/`background`.
extension Interpreter {
  func preferenceLayer(
    _ view: ViewValue, _ name: String, _ arguments: ArgumentList, file: String, range: SourceRange
  ) throws -> ViewValue {
    guard case .type(let key)? = arguments.unlabelled.first?.value else {
      try fail("semantics.missing-argument", "'\(name)' needs its preference key, as 'Key.self'", file, range)
    }
    let contentArgument = arguments.trailing.first ?? arguments.all.last { asClosure($0.value) != nil }
    guard var closure = contentArgument.flatMap({ asClosure($0.value) }) else {
      try fail("semantics.missing-argument", "'\(name)' needs a content closure", file, range)
    }
    if sink.once.insert("preference-default." + name).inserted {
      sink.warning(
        "semantics.preference-default",
        "preferences are not collected: '\(name)' draws its content with the key's default value", file: file,
        range: range)
    }
    let initial = try typeMember(key, "defaultValue", file: file, range: range)
    closure.isBuilder = true
    let content = try viewContent(try callClosure(closure, [initial], range: range), file: file, range: range)
    var layer = [Argument(label: nil, value: .view(ViewRef(content)), range: range)]
    if let alignment = arguments.labelled("alignment") { layer.append(alignment) }
    return view.adding(
      ModifierApplication(
        name: name == "overlayPreferenceValue" ? "overlay" : "background", arguments: layer, file: file,
        range: range))
  }
}
