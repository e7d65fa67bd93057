import MatchcutSource

/// Preferences: values views publish to their ancestors (`.preference(key:value:)`,
/// `.anchorPreference(key:value:transform:)`) and the overlays and backgrounds that read them
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`; docs/semantics.md "Preferences").
///
/// SwiftUI combines the values of a key set in a subtree in view order, starting from the key's
/// `defaultValue` and folding each next value in with the key's `reduce(value:nextValue:)`
/// [A] https://developer.apple.com/documentation/swiftui/preferencekey. A value set by a view
/// is kept in `preferences` under the view's path while the view renders, so a reader collects
/// the values of the paths in its subtree in tree order (`ViewNode.visit`).
extension Renderer {
  /// Keeps the value a `.preference` or `.anchorPreference` on `node` publishes.
  func recordPreference(_ application: ModifierApplication, node: ViewNode) throws {
    let ip = interpreter
    let file = application.file
    guard let keyArgument = application.argument("key"), case .type(let key) = keyArgument.value else {
      try ip.fail(
        "semantics.missing-argument", "'\(application.name)' needs its preference key, as 'key: Key.self'",
        file, application.range)
    }
    guard let valueArgument = application.argument("value") else {
      try ip.fail(
        "semantics.missing-argument",
        "missing argument for parameter 'value' in call to '\(application.name)'",
        file, application.range)
    }
    var value = valueArgument.value
    if application.name == "anchorPreference" || application.name == "transformAnchorPreference" {
      // `transform:` written out or as a trailing closure.
      let written = application.argument("transform") ?? application.arguments.last { $0.label == nil }
      guard let transform = written.flatMap({ ip.asClosure($0.value) }) else {
        try ip.fail(
          "semantics.missing-argument", "'\(application.name)' needs its 'transform' closure", file,
          application.range)
      }
      let anchor = ip.anchor(of: node.path, source: value)
      if application.name == "anchorPreference" {
        value = try ip.callClosure(transform, [anchor], range: application.range)
      } else {
        // `{ value, anchor in value[id] = anchor }` changes the key's value in place. Matchcut
        // runs it on the key's default value and publishes the result, which the key's `reduce`
        // then folds with what the views inside publish: the same value when the transform adds
        // to it, as apps' do (swiftui-semantics §23.17).
        let initial = try preferenceDefault(key, file: file, range: application.range)
        value = try ip.callClosureUpdatingFirst(transform, [initial, anchor], range: application.range)
      }
    }
    // A row that publishes a value is rendered afresh each time: the memo would skip the record.
    interpreter.rowObserved = true
    preferences[node.path, default: []].append(PublishedPreference(key: key, value: value))
  }

  /// The overlay or background that `overlayPreferenceValue` / `backgroundPreferenceValue` on
  /// `node` draws: its content closure called with the key's value collected from `node`.
  func preferenceLayer(_ application: ModifierApplication, node: ViewNode, context: Context) throws
    -> ModifierKind
  {
    let ip = interpreter
    let file = application.file
    guard case .type(let key)? = application.arguments.first?.value,
      let content = application.argument("content").flatMap({ ip.asClosure($0.value) })
    else {
      try ip.fail(
        "semantics.missing-argument", "'\(application.name)' needs a key and content", file, application.range
      )
    }
    let value = try collectedPreference(key, in: node, file: file, range: application.range)
    var closure = content
    closure.isBuilder = true
    let view = try ip.viewContent(
      try ip.callClosure(closure, [value], range: application.range), file: file, range: application.range)
    let isOverlay = application.name == "overlayPreferenceValue"
    let layer = isOverlay ? "overlay" : "background"
    let alignment =
      try application.argument("alignment").map {
        try ip.toAlignment($0.value, allowed: AlignmentName.twoD, file: file, range: $0.range)
      } ?? .center
    let nodes = try renderSlot(
      view, parent: node.path + "/" + Self.layerSegment(layer, of: node), context: context)
    return isOverlay ? .overlay(nodes, alignment: alignment) : .background(nodes, alignment: alignment)
  }

  /// The `defaultValue` of the preference `key`. A key's `static var defaultValue` is storage the
  /// evaluator tracks as state; reading it here is SwiftUI's doing, not the view's, so it does not
  /// make it a state of the scene.
  func preferenceDefault(_ key: String, file: String, range: SourceRange) throws -> Value {
    let touched = interpreter.touched
    defer { interpreter.touched = touched }
    return try interpreter.typeMember(key, "defaultValue", file: file, range: range)
  }

  /// The value of the preference `key` for `node`: the values `node` and the views inside it
  /// published, in tree order, folded by the key's `reduce(value:nextValue:)` from its
  /// `defaultValue`.
  func collectedPreference(_ key: String, in node: ViewNode, file: String, range: SourceRange) throws -> Value
  {
    let ip = interpreter
    var value = try preferenceDefault(key, file: file, range: range)
    let keyType = ip.module.type(named: key)
    let reduce = keyType?.methods["reduce"]?.first
    var published: [PublishedPreference] = []
    node.visit { view in
      guard let values = preferences[view.path] else { return }
      published += values.filter { $0.key == key }
    }
    for next in published {
      if let reduce, let keyType {
        value = try ip.reducePreference(reduce, in: keyType, value, next: next.value, range: range)
      } else {
        value = next.value
      }
    }
    return value
  }

  /// `onPreferenceChange(Key.self) { value in … }`: the closure runs with the value collected
  /// from `node` when the view appears and whenever an action changes it, after the update, as an
  /// `onChange(of:initial: true)` of that value does (`Explorer.react`).
  func preferenceReaction(_ application: ModifierApplication, node: ViewNode) throws {
    let ip = interpreter
    guard case .type(let key)? = application.arguments.first?.value else {
      try ip.fail(
        "semantics.missing-argument", "'onPreferenceChange' needs its preference key, as 'Key.self'",
        application.file, application.range)
    }
    let closure = application.arguments.last { ip.asClosure($0.value) != nil }.flatMap {
      ip.asClosure($0.value)
    }
    let value = try collectedPreference(key, in: node, file: application.file, range: application.range)
    addReaction(
      Reaction(
        key: node.path + "|" + String(application.range.start), value: value, closure: closure,
        file: application.file, range: application.range, initial: true, isMeasurement: true))
  }
}

extension Renderer {
  /// `onGeometryChange(for:of:action:)`: `of` runs with a proxy of the view's frame in the
  /// state's layout, and `action` runs with its result when the view appears and whenever an
  /// action changes it, after the update (OpenSwiftUI `GeometryActionBinder`: the last value
  /// starts empty, so the first one counts as a change; swiftui-semantics §23.17). The frame is
  /// the layout's, so the state is laid out and rendered again with it (`geometryPaths`).
  func geometryReaction(_ application: ModifierApplication, node: ViewNode) throws {
    let ip = interpreter
    let closures = application.arguments.compactMap { argument in
      ip.asClosure(argument.value).map { (label: argument.label, closure: $0) }
    }
    guard
      let transform = (closures.first { $0.label == "of" } ?? closures.first { $0.label == nil })?.closure,
      let action = closures.first(where: { $0.label == "action" })?.closure ?? closures.last?.closure,
      closures.count >= 2
    else {
      try ip.fail(
        "semantics.missing-argument", "'onGeometryChange' needs 'of:' and 'action:' closures",
        application.file,
        application.range)
    }
    ip.geometryPaths.insert(node.path)
    let proxy = ip.geometryProxy(frame: ip.laidOutFrames[node.path])
    let value = try ip.callClosure(transform, [.structure(proxy)], range: application.range)
    addReaction(
      Reaction(
        key: node.path + "|" + String(application.range.start), value: value, closure: action,
        file: application.file, range: application.range, initial: true, isMeasurement: true))
  }
}

/// A value a view published for a preference key.
struct PublishedPreference {
  var key: String
  var value: Value
}
