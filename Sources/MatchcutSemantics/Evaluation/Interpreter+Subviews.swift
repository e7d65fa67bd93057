import MatchcutSource

/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` (iOS 18): a custom container
/// reads the views its content declares one by one (docs/semantics.md "Subviews").
///
/// SwiftUI resolves the content into its subviews — each view a `@ViewBuilder` statement makes,
/// each row of a `ForEach`, the taken branch of an `if`, the children of a plain `Group`, nothing
/// for `EmptyView` — and hands them over as a `SubviewsCollection` [A]
/// https://developer.apple.com/documentation/swiftui/group/init(subviews:transform:). Matchcut
/// hands over an array of `Subview` values: `count`, `indices`, `first`, `last`, subscripts and
/// `ForEach` work as on any array, a subview is drawn as the view it is and takes modifiers, and
/// its `id` is its structural identity in the content (slot, row id, branch), so a `ForEach`
/// over the collection keeps each subview's identity when another is inserted before it.
extension Interpreter {
  static let subviewTypeName = "Subview"

  /// The subviews of `view`, in order, each with its identity in the content.
  func subviews(of view: ViewValue, identity: String = "") -> [(id: String, view: ViewValue)] {
    guard view.modifiers.isEmpty else { return [(identity, view)] }
    func child(_ label: String) -> String { identity.isEmpty ? label : identity + "." + label }
    switch view.content {
    case .builder(let children):
      return children.enumerated().flatMap { subviews(of: $1, identity: child(String($0))) }
    case .forEach(let rows): return rows.flatMap { subviews(of: $0.content, identity: child($0.label)) }
    case .conditional(let branch, let content):
      return content.map { subviews(of: $0, identity: child(branch)) } ?? []
    case .primitive("Group", _, let children):
      return children.enumerated().flatMap { subviews(of: $1, identity: child(String($0))) }
    case .primitive("EmptyView", _, _), .empty: return []
    default: return [(identity.isEmpty ? "0" : identity, view)]
    }
  }

  /// `Group(subviews: content) { collection in … }`: the transform's view, given the subviews.
  func groupOfSubviews(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    guard let source = arguments.labelled("subviews") else {
      try fail("semantics.missing-argument", "Group(subviews:) needs the content", file, range)
    }
    guard case .closure(var transform)? = (arguments.trailing.first ?? arguments.labelled("transform"))?.value
    else {
      try fail("semantics.missing-argument", "Group(subviews:) needs a transform closure", file, range)
    }
    let collection = try subviewValues(source.value, file: file, range: source.range)
    transform.isBuilder = true
    return .view(
      ViewRef(
        try viewContent(try callClosure(transform, [collection], range: range), file: file, range: range)))
  }

  /// The subviews of a view value as an array of views.
  func subviewValues(_ value: Value, file: String, range: SourceRange) throws -> Value {
    var content = value
    if case .closure(var closure) = value {
      // `let content: () -> Content`, passed uncalled.
      closure.isBuilder = true
      content = try callClosure(closure, [], range: range)
    }
    let view = try viewContent(content, file: file, range: range)
    return .array(
      subviews(of: view).map { subview in
        .structure(
          StructValue(
            type: Self.subviewTypeName,
            fields: [("id", .string(subview.id)), ("view", .view(ViewRef(subview.view)))]))
      })
  }
}

/// Container values (iOS 18): `.containerValue(\.key, value)` on a subview's view, read by the
/// custom container through `subview.containerValues.key`; a key the view does not set reads
/// the default its `extension ContainerValues { @Entry var key … = default }` gives
/// (https://developer.apple.com/documentation/swiftui/containervalues).
extension Interpreter {
  static let containerValuesTypeName = "ContainerValues"

  /// The values a subview's view sets with `containerValue(_:_:)`, outermost last.
  func containerValues(of subview: StructValue) -> Value {
    var fields: [(name: String, value: Value)] = []
    if case .view(let ref)? = subview.field("view") {
      for application in ref.view.modifiers where application.name == "containerValue" {
        guard application.arguments.count == 2, case .keyPath(let path) = application.arguments[0].value,
          path.count == 1
        else { continue }
        fields.removeAll { $0.name == path[0] }
        fields.append((path[0], application.arguments[1].value))
      }
    }
    return .structure(StructValue(type: Self.containerValuesTypeName, fields: fields))
  }

  /// The default of a container value key the module declares, or `nil`.
  func containerValueDefault(_ name: String) throws -> Value? {
    guard let info = module.builtinExtensions[Self.containerValuesTypeName] else { return nil }
    if let property = info.property(name) {
      guard let initializer = property.initializer else { return .null }
      var value = try eval(initializer, Env(parent: nil, file: info.file))
      if let declared = property.type {
        value = try coerce(value, to: declared, file: info.file, range: initializer.range)
      }
      return value
    }
    if let computed = info.computed[name] {
      return try evalComputed(
        computed,
        receiver: .value(.structure(StructValue(type: Self.containerValuesTypeName, fields: [])), info),
        file: info.file)
    }
    return nil
  }
}
