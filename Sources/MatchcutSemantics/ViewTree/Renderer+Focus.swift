import MatchcutSource

/// One `.focused($flag)` or `.focused($field, equals: value)` seen in a render: the text and
/// secure fields inside the view it modifies, and the values it writes.
struct FocusBinding {
  /// The paths of the fields inside the modified view (the view itself when it is a field).
  var fields: [String]
  var ref: BindingRef
  /// What the binding takes when focus enters the view: `true`, or the `equals:` value.
  var focused: Value
  /// What it takes when focus leaves: `false`, or `nil`.
  var unfocused: Value
  var file: String
  var range: SourceRange
}

extension Renderer {
  /// `.focused` on a view that is, or contains, a text or secure field: a tap on such a field
  /// gives it focus (swiftui-semantics §22.4), so each field inside the view becomes a tap
  /// target and the binding is recorded for `focusActions()`. Returns false where it does not
  /// apply — no field inside, which a tap does not focus on iOS, or a binding Matchcut cannot
  /// write — and the modifier is then ignored with its note.
  ///
  /// Fields are looked for in the view and its children, not in its overlays or backgrounds.
  func bindFocus(_ application: ModifierApplication, in node: inout ViewNode) -> Bool {
    guard case .binding(let ref)? = application.arguments.first(where: { $0.label == nil })?.value else {
      return false
    }
    var fields: [String] = []
    markFields(
      in: &node, tap: ResolvedModifier(.onTapGesture(count: 1), range: application.range), into: &fields)
    guard !fields.isEmpty else { return false }
    let value = application.arguments.first { $0.label == "equals" }?.value
    interpreter.rowObserved = true
    focusBindings.append(
      FocusBinding(
        fields: fields, ref: ref, focused: value ?? .bool(true),
        unfocused: value == nil ? .bool(false) : .null,
        file: application.file, range: application.range))
    return true
  }

  /// Collects the outermost text-input nodes in `node` and its children, giving each a tap the
  /// first time a binding reaches it.
  private func markFields(in node: inout ViewNode, tap: ResolvedModifier, into fields: inout [String]) {
    if interpreter.textInputSites.contains(Interpreter.siteKey(node.file, node.range)) {
      fields.append(node.path)
      if focusFields.insert(node.path).inserted { node.modifiers.append(tap) }
      return
    }
    for index in node.children.indices { markFields(in: &node.children[index], tap: tap, into: &fields) }
  }

  /// One tap per focusable field, in the order the fields were first bound: it resets the
  /// bindings of the views the field is not inside that still hold their value (focus leaves
  /// them), then sets those of the views it is inside, innermost first (focus enters them).
  func focusActions() -> [ActionRecord] {
    var order: [String] = []
    var seen: Set<String> = []
    for binding in focusBindings {
      for field in binding.fields where seen.insert(field).inserted { order.append(field) }
    }
    return order.map { field in
      var change = FocusChange()
      // The innermost binding (the first one met, as modifiers are resolved inside out) names
      // the tap in diagnostics and traces.
      var innermost: FocusBinding?
      for binding in focusBindings {
        if binding.fields.contains(field) {
          change.enters.append((binding.ref, binding.focused))
          if innermost == nil { innermost = binding }
        } else {
          change.leaves.append((binding.ref, binding.focused, binding.unfocused))
        }
      }
      let file = innermost?.file ?? ""
      let range = innermost?.range ?? SourceRange(start: 0, end: 0)
      let closure = Closure(
        parameters: [], body: .focus(change), env: Env(parent: nil, file: file), file: file, range: range)
      return ActionRecord(
        kind: .tap, nodePath: field, closure: closure, gesture: nil, pressKey: nil, file: file, range: range)
    }
  }
}

/// The writes of one focus move: bindings focus leaves (reset when they still hold their
/// value), then bindings focus enters.
struct FocusChange {
  var leaves: [(ref: BindingRef, focused: Value, unfocused: Value)] = []
  var enters: [(ref: BindingRef, value: Value)] = []
}
