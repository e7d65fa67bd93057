import MatchcutSource
import MatchcutSyntax

/// `overlayPreferenceValue(_:_:)` and `backgroundPreferenceValue(_:_:)`: an overlay or background
/// made from a preference the views below set (docs/semantics.md "Preferences").
///
/// The key's value comes from the views the modifier applies to, so the content closure runs
/// when those views have been rendered: here the call only checks its arguments and keeps them
/// for the renderer (`Renderer+Preferences.swift`).
extension Interpreter {
  func preferenceLayer(
    _ view: ViewValue, _ name: String, _ arguments: ArgumentList, file: String, range: SourceRange
  ) throws -> ViewValue {
    guard let key = arguments.unlabelled.first, case .type = key.value else {
      try fail("semantics.missing-argument", "'\(name)' needs its preference key, as 'Key.self'", file, range)
    }
    let contentArgument = arguments.trailing.first ?? arguments.all.last { asClosure($0.value) != nil }
    guard let content = contentArgument, asClosure(content.value) != nil else {
      try fail("semantics.missing-argument", "'\(name)' needs a content closure", file, range)
    }
    var kept = [key, Argument(label: "content", value: content.value, range: content.range)]
    if let alignment = arguments.labelled("alignment") { kept.append(alignment) }
    return view.adding(ModifierApplication(name: name, arguments: kept, file: file, range: range))
  }
}

extension Interpreter {
  /// `Key.reduce(value: &value, nextValue: { next })`: the key's own fold of one more value into
  /// the collected one (`PreferenceKey.reduce(value:nextValue:)`); its first parameter is
  /// `inout`, and its final value is the result.
  func reducePreference(
    _ reduce: FunctionDecl, in type: TypeInfo, _ value: Value, next: Value, range: SourceRange
  )
    throws -> Value
  {
    guard reduce.parameters.count == 2, let body = reduce.body else { return next }
    try enter(type.file, range)
    defer { leave() }
    let env = Env(parent: nil, file: type.file)
    let nextValue = Closure(parameters: [], body: .constant(next), env: env, file: type.file, range: range)
    try bindParameters(
      reduce.parameters, generics: reduce.genericParameters,
      ArgumentList(
        arguments: [
          Argument(label: reduce.parameters[0].label, value: value, range: range),
          Argument(label: reduce.parameters[1].label, value: .closure(nextValue), range: range),
        ], trailing: []), into: env, callee: "reduce", file: type.file, range: range)
    _ = try evalBody(body.statements, env, returnsView: false, range: body.range)
    return env.locals[reduce.parameters[0].localName.text] ?? value
  }
}
