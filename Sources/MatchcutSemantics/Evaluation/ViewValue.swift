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
    /// `ForEach`: one element per data item, labelled for the structural path; `memo` is the
    /// row kept for reuse in later renders, when it could be kept (`RowMemo`).
    case forEach([ForEachRow])
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
  /// Set through `adding(_:)` or `setModifiers(_:)`, which keep `modifiersHoldCallable` true to it.
  private(set) var modifiers: [ModifierApplication] = []
  var file: String
  var range: SourceRange
  /// Levels of views nested inside this one (0 for a leaf), through children and through views
  /// passed as arguments (`Button { label }`, `.overlay(Circle())`).
  private(set) var depth: Int = 0
  /// Views in this one counted along every path (a view used twice counts twice), saturating.
  /// With `depth`, what the value limits charge for a view without walking it
  /// (`Interpreter.checkValue`, docs/reliability.md).
  private(set) var size: Int = 1
  /// Whether the content's arguments or views (not this view's own modifiers) hold a closure,
  /// method or gesture (`holdsCallable`), worked out once here from the parts' own answers, so
  /// that the row memo does not walk every kept row's tree again.
  private(set) var contentHoldsCallable = false
  /// Whether an argument of one of `modifiers` holds a closure, method or gesture, kept up to date
  /// as modifiers are added: `holdsCallable` then reads two flags instead of walking the
  /// modifiers of every view below (each level asked its children again, ~4 k instructions a row).
  private(set) var modifiersHoldCallable = false

  init(_ content: Content, file: String, range: SourceRange) {
    self.content = content
    self.file = file
    self.range = range
    switch content {
    case .primitive(_, let arguments, let children):
      for argument in arguments { include(argument.value) }
      for child in children { include(child) }
      contentHoldsCallable =
        arguments.contains { $0.value.holdsCallable } || children.contains { $0.holdsCallable }
    case .component(_, let arguments):
      for value in arguments.values { include(value) }
      contentHoldsCallable = arguments.values.contains { $0.holdsCallable }
    case .forEach(let elements):
      for element in elements { include(element.content) }
      contentHoldsCallable = elements.contains { $0.content.holdsCallable }
    case .builder(let children):
      for child in children { include(child) }
      contentHoldsCallable = children.contains { $0.holdsCallable }
    case .conditional(_, let inner):
      if let inner { include(inner) }
      contentHoldsCallable = inner?.holdsCallable ?? false
    case .placeholder(let inner, _, _):
      include(inner)
      contentHoldsCallable = inner.holdsCallable
    case .empty: break
    }
  }

  func adding(_ modifier: ModifierApplication) -> ViewValue {
    var copy = self
    copy.modifiers.append(modifier)
    if !copy.modifiersHoldCallable, modifier.holdsCallable { copy.modifiersHoldCallable = true }
    for argument in modifier.arguments { copy.include(argument.value) }
    if let custom = modifier.custom {
      for value in custom.arguments.values { copy.include(value) }
    }
    return copy
  }

  /// Replaces the modifiers (a custom modifier's expansion splits them around its body) without
  /// adding their arguments to `depth` and `size`.
  mutating func setModifiers(_ modifiers: [ModifierApplication]) {
    self.modifiers = modifiers
    modifiersHoldCallable = modifiers.contains { $0.holdsCallable }
  }

  private mutating func include(_ value: Value) {
    if case .view(let ref) = value { include(ref.view) }
  }

  private mutating func include(_ view: ViewValue) {
    depth = max(depth, view.depth + 1)
    let (sum, overflow) = size.addingReportingOverflow(view.size)
    size = overflow ? Int.max : sum
  }

  /// The segment this view contributes to a structural path, `nil` when it adds none.
  /// The segment of a view whose identity is not its kind: the stack an `AnyLayout` lays out
  /// keeps the segment `AnyLayout` whichever stack it is, so switching layouts keeps identities.
  var segmentName: String?

  var segment: String? {
    if let segmentName { return segmentName }
    return switch content {
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
  /// Whether `name` is one of `Builtins.ignoredModifiers`, when the call that made the
  /// application already looked its role up (`viewMethod`); nil: ask the set.
  var isIgnored: Bool? = nil

  func argument(_ label: String?) -> Argument? { arguments.first { $0.label == label } }
}

/// One element of a `ForEach` view value: its label for the structural path, the view its
/// content closure returned, and the row kept for reuse in later renders (`RowMemo`).
///
/// A struct rather than a tuple: reading one field of a tuple in an array copied the whole
/// tuple (a retain of each field of the view value) on the renderer's hot paths.
struct ForEachRow {
  var label: String
  var content: ViewValue
  var memo: RowMemo?
}

extension ViewValue {
  /// Whether two view values draw the same: built at the same place, with equal arguments,
  /// children and modifiers. Closures inside compare by where they are written (`Closure`).
  static func same(_ a: ViewValue, _ b: ViewValue) -> Bool {
    guard a.file == b.file, a.range == b.range, a.modifiers.count == b.modifiers.count else { return false }
    for (m, n) in zip(a.modifiers, b.modifiers) {
      guard m.name == n.name, m.range == n.range, m.file == n.file, m.arguments == n.arguments,
        m.custom?.type === n.custom?.type, m.custom?.arguments == n.custom?.arguments
      else { return false }
    }
    func all(_ x: [ViewValue], _ y: [ViewValue]) -> Bool {
      x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    }
    switch (a.content, b.content) {
    case (.primitive(let an, let aa, let ac), .primitive(let bn, let ba, let bc)):
      return an == bn && aa == ba && all(ac, bc)
    case (.component(let at, let aa), .component(let bt, let ba)):
      return at === bt && aa == ba
    case (.forEach(let ar), .forEach(let br)):
      return ar.count == br.count
        && zip(ar, br).allSatisfy { $0.label == $1.label && same($0.content, $1.content) }
    case (.builder(let av), .builder(let bv)):
      return all(av, bv)
    case (.conditional(let ab, let ac), .conditional(let bb, let bc)):
      guard ab == bb else { return false }
      switch (ac, bc) {
      case (nil, nil): return true
      case (let x?, let y?): return same(x, y)
      default: return false
      }
    case (.placeholder(let av, let ap, let aslot), .placeholder(let bv, let bp, let bslot)):
      return ap == bp && aslot == bslot && same(av, bv)
    case (.empty, .empty):
      return true
    default:
      return false
    }
  }
}
