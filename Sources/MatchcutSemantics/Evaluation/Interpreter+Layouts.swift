import MatchcutSource

/// `AnyLayout(HStackLayout(spacing: 8))` and its kin, and the type erasers around shapes and
/// styles (docs/semantics.md "Layouts and erasers").
///
/// `HStackLayout`, `VStackLayout` and `ZStackLayout` are the stacks' layouts as values; a
/// layout value called with a view builder (`layout { … }`) lays its content out as the stack
/// of the same name with the same arguments [A]
/// https://developer.apple.com/documentation/swiftui/anylayout. `AnyLayout(x)`, `AnyShape(x)`
/// and `AnyShapeStyle(x)` erase the type only, so they are `x`.
extension Interpreter {
  static let layoutTypeName = "AnyLayout"

  /// The stack each layout value stands for.
  static let stackLayouts: [String: String] = [
    "HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack",
  ]

  /// Type erasers whose value is their argument.
  static let erasers: Set<String> = ["AnyLayout", "AnyShape", "AnyShapeStyle"]

  /// `HStackLayout(alignment: .top, spacing: 4)`: the layout, holding the stack's arguments.
  func stackLayout(_ name: String, _ arguments: ArgumentList) -> Value? {
    guard let stack = Self.stackLayouts[name] else { return nil }
    return .structure(
      StructValue(
        type: Self.layoutTypeName,
        fields: [("stack", .string(stack))]
          + arguments.arguments.compactMap { argument in
            argument.label.map { ($0, argument.value) }
          }))
  }

  /// `layout { … }`: the stack the layout stands for, around the builder's content.
  func callLayout(_ layout: StructValue, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    guard case .string(let stack)? = layout.field("stack"),
      case .closure(var closure)? = (arguments.trailing.first ?? arguments.arguments.first)?.value
    else {
      try fail(
        "semantics.missing-argument", "a layout is called with its content, as 'layout { … }'", file, range)
    }
    closure.isBuilder = true
    let content = try viewContent(try callClosure(closure, [], range: range), file: file, range: range)
    let stackArguments = layout.fields.filter { $0.name != "stack" }.map {
      Argument(label: $0.name, value: $0.value, range: range)
    }
    var view = ViewValue(
      .primitive(name: stack, arguments: stackArguments, children: [content]), file: file, range: range)
    // "Changing the type of layout preserves the state and identity of the subviews" (the page
    // above): one segment whichever stack.
    view.segmentName = Self.layoutTypeName
    return .view(ViewRef(view))
  }
}
