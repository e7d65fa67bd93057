import MatchcutSource

/// A view as the evaluator builds it from an expression, before rendering: built-in views
/// with evaluated arguments, component invocations (bodies not yet evaluated), `ForEach`
/// elements, builder slots and conditional branches, each with its modifier applications.
struct ViewValue {
  indirect enum Content {
    /// A built-in view (`Text`, `VStack`, `Circle`, …) with evaluated arguments and children.
    case primitive(name: String, arguments: [Argument], children: [ViewValue])
    /// A user component with its memberwise arguments.
    case component(TypeInfo, arguments: [String: Value])
    /// `ForEach`: one element per data item, labelled for the structural path.
    case forEach([(label: String, content: ViewValue)])
    /// The statements of a `@ViewBuilder` block, one slot per statement.
    case builder([ViewValue])
    /// One branch of an `if` in a builder (`if`, `else`, `elseif1`, …), or none taken.
    case conditional(branch: String, content: ViewValue?)
    /// `content` in a ViewModifier body or `configuration.label` in a ButtonStyle: the wrapped
    /// view, rendered at its own structural path (`asSlot`: the path still lacks its segment).
    case placeholder(ViewValue, basePath: String, asSlot: Bool)
    case empty
  }

  var content: Content
  var modifiers: [ModifierApplication] = []
  var file: String
  var range: SourceRange

  init(_ content: Content, file: String, range: SourceRange) {
    self.content = content
    self.file = file
    self.range = range
  }

  func adding(_ modifier: ModifierApplication) -> ViewValue {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// The segment this view contributes to a structural path, `nil` when it adds none.
  var segment: String? {
    switch content {
    case .primitive(let name, _, _): name
    case .component(let type, _): type.name
    case .forEach: nil
    case .builder: "Group"
    case .conditional(let branch, _): branch
    case .placeholder: nil
    case .empty: nil
    }
  }

  /// The segment used to detect duplicates among siblings (branches of one `if` share it).
  var slotKey: String? {
    if case .conditional = content { return "if" }
    return segment
  }
}

/// One `.name(arguments)` applied to a view, or a custom `ViewModifier` via `modifier(_:)`.
struct ModifierApplication {
  var name: String
  var arguments: [Argument]
  /// For `modifier(X(…))` and extension helpers: the modifier struct and its arguments.
  var custom: (type: TypeInfo, arguments: [String: Value])?
  var file: String
  var range: SourceRange

  func argument(_ label: String?) -> Argument? { arguments.first { $0.label == label } }
}
