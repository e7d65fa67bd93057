import MatchcutSource

extension Renderer {
  /// `.focused($flag)` / `.focused($field, equals: value)` on a text field or secure field: a tap
  /// on the field gives it focus, so the field is a tap that writes `true` (or `value`) through
  /// the binding (swiftui-semantics §22.4). Returns false where it does not apply — another kind
  /// of view, which a tap does not focus on iOS, or a binding Matchcut cannot write — and the
  /// modifier is then ignored with its note.
  func focusOnTap(_ application: ModifierApplication, node: ViewNode) -> Bool {
    guard interpreter.textInputSites.contains(Interpreter.siteKey(node.file, node.range)),
      case .binding(let ref)? = application.arguments.first(where: { $0.label == nil })?.value
    else { return false }
    let focused = application.arguments.first { $0.label == "equals" }?.value ?? .bool(true)
    let closure = interpreter.controlClosure(
      ref, focused, at: 0, file: application.file, range: application.range)
    addAction(
      ActionRecord(
        kind: .tap, nodePath: node.path, closure: closure, gesture: nil, pressKey: nil,
        file: application.file,
        range: application.range))
    return true
  }
}
