import MatchcutSource
import MatchcutSyntax

/// Turns view values into the resolved `ViewNode` tree of one state: evaluates component
/// bodies per instance, expands custom modifiers and button styles inline, resolves modifier
/// arguments to typed values and records actions (LANGUAGE §4–5, §7).
final class Renderer {
  // `@exclusivity(unchecked)` like `Interpreter`'s properties.
  /// Deepest chain of components inside components (`semantics.view-nesting-limit`).
  static let maxComponentDepth = 256
  let interpreter: Interpreter
  @exclusivity(unchecked) private(set) var actions: [String: [ActionRecord]] = [:]
  @exclusivity(unchecked) private(set) var scopes: [AnimationScope] = []
  @exclusivity(unchecked) private(set) var reactions: [Reaction] = []
  /// The `.focused` bindings of this render and the fields they reach (`Renderer+Focus`).
  @exclusivity(unchecked) var focusBindings: [FocusBinding] = []
  @exclusivity(unchecked) var focusFields: Set<String> = []
  /// `navigationTitle` / display mode seen below the current NavigationStack.
  @exclusivity(unchecked) var navigationTitle: String?
  @exclusivity(unchecked) var navigationMode = NavigationDisplayMode.default
  /// The sheets and full-screen covers presented in this render, outermost first.
  @exclusivity(unchecked) var presented: [PresentedLayer] = []
  /// Whether this render met a presentation modifier, presented or not.
  @exclusivity(unchecked) var hasPresentations = false
  /// How many presentations and pushes enclose the content being rendered.
  @exclusivity(unchecked) var presentationLevel = 0
  /// The zoom source (`"NAMESPACE|ID"`) a `navigationTransition(.zoom(…))` in the pushed view
  /// being rendered names (`Renderer+Navigation`).
  @exclusivity(unchecked) var pushedZoomSource: String?
  /// The `NavigationStack`s around the content being rendered, innermost last.
  @exclusivity(unchecked) var navigationFrames: [NavigationFrame] = []
  /// The preference values each view published, by view path (`Renderer+Preferences`).
  @exclusivity(unchecked) var preferences: [String: [PublishedPreference]] = [:]

  struct Context {
    var buttonStyle: (type: TypeInfo, arguments: [String: Value])?
    /// The component types being rendered around this view, by identity: a preview provider's
    /// scene is a copy of its type, so a provider that is also a view can show `Self()`.
    var componentStack: [ObjectIdentifier] = []
    /// Custom `ViewModifier` bodies being expanded around this point.
    var modifierDepth = 0
  }

  init(interpreter: Interpreter) {
    self.interpreter = interpreter
  }

  var sink: DiagnosticSink { interpreter.sink }

  func addAction(_ record: ActionRecord) {
    interpreter.rowObserved = true
    actions[record.nodePath, default: []].append(record)
  }

  func addReaction(_ reaction: Reaction) {
    interpreter.rowObserved = true
    reactions.append(reaction)
  }

  func addScope(_ scope: AnimationScope) {
    interpreter.rowObserved = true
    scopes.append(scope)
  }

  /// Renders one `ForEach` row, or reuses the nodes an earlier render made of the same row
  /// (`RowMemo`), moved to this row's path when it was rendered at another. A row is kept only
  /// when its rendering observed nothing but the view value and the path: no component, custom
  /// modifier or button style (the only users of the context and the store), no action,
  /// animation scope or navigation title. The path then only ever prefixes the paths of the
  /// row's nodes (`join` of a non-empty parent and a segment), so moving the nodes to another
  /// path is replacing that prefix.
  ///
  /// `kept`: whether the nodes are the memo's (reused, or rendered and kept).
  private func renderRow(_ content: ViewValue, memo: RowMemo?, path: String, context: Context) throws
    -> (nodes: [ViewNode], kept: Bool)
  {
    guard let memo, !interpreter.recordingRow else {
      return (try renderSlot(content, parent: path, context: context), false)
    }
    if let renderedPath = memo.renderedPath,
      interpreter.steps <= interpreter.options.maxEvaluationSteps - memo.renderSteps
    {
      // The path it was first rendered at (every row of a later render of distinct rows) is
      // one comparison of bytes instead of a hash of the path.
      if path == renderedPath {
        interpreter.steps += memo.renderSteps
        return (memo.renderedNodes, true)
      }
      let key = RowPathKey(path)
      if let nodes = memo.moved[key] {
        interpreter.steps += memo.renderSteps
        return (nodes, true)
      }
      if let nodes = ViewNode.rebased(memo.renderedNodes, from: renderedPath, to: path) {
        interpreter.steps += memo.renderSteps
        memo.moved[key] = nodes
        return (nodes, true)
      }
    }
    let start = interpreter.steps
    interpreter.recordingRow = true
    interpreter.rowObserved = false
    defer { interpreter.recordingRow = false }
    let nodes = try renderSlot(content, parent: path, context: context)
    guard !interpreter.rowObserved else { return (nodes, false) }
    memo.renderedPath = path
    memo.renderedNodes = nodes
    memo.moved = [:]
    memo.renderSteps = interpreter.steps - start
    memo.generation += 1
    return (nodes, true)
  }

  /// The rows of a `ForEach` at `path`: the nodes of the last render at that path when it was
  /// made of the same row memos (`ForEachRender`), else each row (`renderRow`).
  private func renderRows(
    _ elements: [ForEachRow], path: String, segment: String,
    context: Context
  ) throws -> [ViewNode] {
    // While a row is rendered for its memo, rows inside it are rendered afresh (`renderRow`).
    let reusable = interpreter.memoizesRows && !interpreter.recordingRow && !elements.isEmpty
    let key = ForEachRender.Key(path: path, segment: segment)
    if reusable, let last = interpreter.forEachRenders[key], last.matches(elements),
      interpreter.steps <= interpreter.options.maxEvaluationSteps - last.steps
    {
      // Each row's reuse would charge its steps after checking they fit; they all fit.
      interpreter.steps += last.steps
      return last.nodes
    }
    let start = interpreter.steps
    var nodes: [ViewNode] = []
    var allKept = reusable
    for element in elements {
      let (rows, kept) = try renderRow(
        element.content, memo: element.memo, path: Self.rowPath(path, segment, element.label),
        context: context)
      nodes += rows
      allKept = allKept && kept
    }
    guard reusable else { return nodes }
    if allKept {
      interpreter.forEachRenders[key] = ForEachRender(
        labels: elements.map(\.label), memos: elements.compactMap(\.memo), nodes: nodes,
        steps: interpreter.steps - start)
    } else {
      interpreter.forEachRenders[key] = nil
    }
    return nodes
  }

  /// Renders a slot: adds the view's own path segment, then renders it.
  func renderSlot(_ view: ViewValue, parent: String, context: Context, segment: String? = nil) throws
    -> [ViewNode]
  {
    if case .builder = view.content, view.modifiers.isEmpty {
      return try renderChildren(view, parent: parent, context: context)
    }
    if case .forEach = view.content {
      return try render(view, path: parent, context: context, forEachSegment: segment ?? "ForEach")
    }
    guard let own = segment ?? view.segment else { return try render(view, path: parent, context: context) }
    return try render(view, path: join(parent, own), context: context)
  }

  private func join(_ parent: String, _ segment: String) -> String {
    guard !parent.isEmpty else { return segment }
    // The bytes copied once into a string of the final size (`parent + "/" + segment` made an
    // intermediate string, and each append re-checked both strings' representations).
    let total = parent.utf8.count + 1 + segment.utf8.count
    return String(unsafeUninitializedCapacity: total) { buffer in
      let (_, slash) = UnsafeMutableBufferPointer(rebasing: buffer[0...]).initialize(from: parent.utf8)
      buffer[slash] = UInt8(ascii: "/")
      let (_, written) = UnsafeMutableBufferPointer(rebasing: buffer[(slash + 1)...]).initialize(
        from: segment.utf8)
      return slash + 1 + written
    }
  }

  /// `join(parent, "\(segment)[\(label)]")`, the path of a `ForEach` row, written once into a
  /// string of its final size: the interpolation made the segment first (three appends, ~500
  /// instructions a row) and `join` copied it again.
  static func rowPath(_ parent: String, _ segment: String, _ label: String) -> String {
    let separator = parent.isEmpty ? 0 : 1
    let total = parent.utf8.count + separator + segment.utf8.count + 1 + label.utf8.count + 1
    return String(unsafeUninitializedCapacity: total) { buffer in
      var at = Self.write(parent, into: buffer, at: 0)
      if separator == 1 {
        buffer[at] = UInt8(ascii: "/")
        at += 1
      }
      at = Self.write(segment, into: buffer, at: at)
      buffer[at] = UInt8(ascii: "[")
      at = Self.write(label, into: buffer, at: at + 1)
      buffer[at] = UInt8(ascii: "]")
      return at + 1
    }
  }

  /// Copies `text`'s bytes into `buffer` from `start`; returns the index after them.
  private static func write(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int)
    -> Int
  {
    let (_, written) = UnsafeMutableBufferPointer(rebasing: buffer[start...]).initialize(from: text.utf8)
    return start + written
  }

  /// The children of a builder, each with a segment that is unique among its siblings
  /// (`Text`, or `Text#2` when several statements of the block make a `Text`).
  func renderChildren(_ view: ViewValue, parent: String, context: Context) throws -> [ViewNode] {
    let slots: [ViewValue]
    if case .builder(let items) = view.content { slots = items } else { slots = [view] }
    var keys: [String?] = []
    keys.reserveCapacity(slots.count)
    for slot in slots { keys.append(slot.slotKey ?? (isForEach(slot) ? "ForEach" : nil)) }
    // A few slots (the usual block) compare their keys pairwise instead of hashing each twice.
    var counts: [String: Int] = [:]
    let pairwise = slots.count <= 16
    if !pairwise {
      for key in keys { if let key { counts[key, default: 0] += 1 } }
    }
    var nodes: [ViewNode] = []
    for (index, slot) in slots.enumerated() {
      let key = keys[index]
      var segment = isForEach(slot) ? "ForEach" : slot.segment
      if let key, let base = segment {
        let repeated =
          pairwise
          ? keys.indices.contains { $0 != index && keys[$0] == key } : (counts[key] ?? 0) > 1
        if repeated { segment = base + ":\(index)" }
      }
      nodes += try renderSlot(slot, parent: parent, context: context, segment: segment)
    }
    return nodes
  }

  private func isForEach(_ view: ViewValue) -> Bool {
    if case .forEach = view.content { return true }
    return false
  }

  /// Renders a view whose path already includes its own segment.
  func render(_ view: ViewValue, path: String, context: Context, forEachSegment: String = "ForEach") throws
    -> [ViewNode]
  {
    if let index = view.modifiers.firstIndex(where: { $0.custom != nil }) {
      return try expandCustomModifier(view, at: index, path: path, context: context)
    }
    var inner = context
    if let style = view.modifiers.first(where: { $0.name == "buttonStyle" }) {
      inner.buttonStyle = buttonStyle(style)
    }
    var nodes: [ViewNode]
    switch view.content {
    case .primitive(let name, let arguments, let children):
      nodes = [try renderPrimitive(name, arguments, children, view: view, path: path, context: inner)]
    case .component(let type, let arguments):
      nodes = try renderComponent(type, arguments, view: view, path: path, context: inner)
    case .forEach(let elements):
      nodes = try renderRows(elements, path: path, segment: forEachSegment, context: inner)
    case .builder:
      nodes = try renderChildren(view, parent: path, context: inner)
    case .conditional(_, let content):
      nodes = try content.map { try renderSlot($0, parent: path, context: inner) } ?? []
    case .placeholder(let wrapped, let basePath, let asSlot):
      nodes =
        asSlot
        ? try renderSlot(wrapped, parent: basePath, context: inner)
        : try render(wrapped, path: basePath, context: inner)
    case .empty:
      nodes = []
    }
    for index in nodes.indices where !view.modifiers.isEmpty {
      nodes[index].modifiers.reserveCapacity(nodes[index].modifiers.count + view.modifiers.count)
      for application in view.modifiers {
        if application.name == "focused", bindFocus(application, in: &nodes[index]) { continue }
        if let resolved = resolveModifier(application, node: nodes[index], context: inner) {
          nodes[index].modifiers.append(resolved)
        }
      }
    }
    return nodes
  }

  private func buttonStyle(_ application: ModifierApplication) -> (
    type: TypeInfo, arguments: [String: Value]
  )? {
    guard case .structure(let s)? = application.arguments.first?.value,
      let type = interpreter.module.type(named: s.type), type.role == .buttonStyle
    else { return nil }
    var fields: [String: Value] = [:]
    for field in s.fields { fields[field.name] = field.value }
    return (type, fields)
  }

  // MARK: Components and custom modifiers

  /// A readable instance label: the type plus the `ForEach` labels on its path.
  func instanceLabel(_ type: TypeInfo, path: String) -> String {
    var label = type.name
    var brackets: [String] = []
    var depth = 0
    var current = ""
    for character in path {
      if character == "[" {
        depth += 1
        if depth == 1 {
          current = ""
          continue
        }
      }
      if character == "]" {
        depth -= 1
        if depth == 0 {
          brackets.append(current)
          continue
        }
      }
      if depth > 0 { current.append(character) }
    }
    if !brackets.isEmpty { label += "[" + brackets.joined(separator: ",") + "]" }
    return label
  }

  /// Creates the instance at `path`: stored properties from arguments or defaults, `@State`
  /// from the store (initial values on first appearance), `@Namespace` ids from the path.
  func makeInstance(_ type: TypeInfo, path: String, arguments: [String: Value], range: SourceRange) throws
    -> Instance
  {
    interpreter.rowObserved = true
    let instance = Instance(type: type, path: path, label: instanceLabel(type, path: path))
    let savedContext = interpreter.uuidContext
    let savedCounters = interpreter.uuidCounters
    interpreter.uuidContext = path
    interpreter.uuidCounters = [:]
    defer {
      interpreter.uuidContext = savedContext
      interpreter.uuidCounters = savedCounters
    }
    let env = Env(parent: nil, receiver: .instance(instance), file: type.file)
    for property in type.stored {
      switch property.wrapper {
      case .namespace:
        instance.props[property.name] = .namespace(instance.label + "." + property.name)
      case .state:
        let key = instance.stateKey(property.name)
        interpreter.touched.insert(key)
        interpreter.keyLabels[key] = instance.label + "." + property.name
        if interpreter.store[key] == nil {
          var initial = arguments[property.name] ?? .null
          if arguments[property.name] == nil, let initializer = property.initializer {
            initial = try interpreter.eval(initializer, env)
          }
          if let declared = property.type {
            initial = try interpreter.coerce(initial, to: declared, file: type.file, range: property.range)
            interpreter.stateTypes[key] = (declared, type.file)
          }
          interpreter.store[key] = initial
        }
      case .binding:
        instance.props[property.name] = arguments[property.name] ?? .null
      case .none:
        if let typeName = property.environmentType {
          instance.props[property.name] = try interpreter.environmentObject(
            typeName, file: type.file, range: property.range)
        } else if let value = arguments[property.name] {
          // `_notes = Query(…)` in the view's `init`: the query's current result.
          instance.props[property.name] =
            try interpreter.resolvedQuery(value, file: type.file, range: property.range) ?? value
        } else if let initializer = property.initializer,
          let object = interpreter.effectObject(initializer, env)
        {
          instance.props[property.name] = object
        } else if let initializer = property.initializer {
          var value = try interpreter.eval(initializer, env)
          if let declared = property.type {
            value = try interpreter.coerce(value, to: declared, file: type.file, range: initializer.range)
          }
          instance.props[property.name] = value
        } else {
          instance.props[property.name] = .null
        }
      }
    }
    return instance
  }

  private func renderComponent(
    _ type: TypeInfo, _ arguments: [String: Value], view: ViewValue, path: String, context: Context
  ) throws -> [ViewNode] {
    interpreter.rowObserved = true
    if context.componentStack.contains(ObjectIdentifier(type)) {
      sink.error(
        "semantics.recursive-view", "recursive view definition: '\(type.name)' contains itself",
        file: view.file, range: view.range)
      return []
    }
    // Each component level costs several stack frames of this recursive renderer: a chain of
    // ~2000 distinct components overflowed the stack (SIGSEGV) before this limit.
    if context.componentStack.count >= Renderer.maxComponentDepth {
      sink.error(
        "semantics.view-nesting-limit",
        "views nested deeper than \(Renderer.maxComponentDepth) components", file: view.file,
        range: view.range)
      return []
    }
    guard let body = type.computed["body"] else { return [] }
    let instance = try makeInstance(type, path: path, arguments: arguments, range: view.range)
    let savedContext = interpreter.uuidContext
    let savedCounters = interpreter.uuidCounters
    interpreter.uuidContext = path + "#body"
    interpreter.uuidCounters = [:]
    defer {
      interpreter.uuidContext = savedContext
      interpreter.uuidCounters = savedCounters
    }
    let value = try interpreter.evalComputed(body, receiver: .instance(instance), file: type.file)
    let content = try interpreter.viewContent(value, file: type.file, range: body.range)
    var inner = context
    inner.componentStack.append(ObjectIdentifier(type))
    return try renderSlot(content, parent: path, context: inner)
  }

  private func expandCustomModifier(_ view: ViewValue, at index: Int, path: String, context: Context) throws
    -> [ViewNode]
  {
    interpreter.rowObserved = true
    let application = view.modifiers[index]
    guard let (type, arguments) = application.custom, let body = type.methods["body"]?.first else {
      return []
    }
    // A modifier whose body applies itself (or a long chain of them) recursed until the stack
    // overflowed (SIGSEGV) before this limit.
    if context.modifierDepth >= Renderer.maxComponentDepth {
      sink.error(
        "semantics.view-nesting-limit",
        "view modifiers nested deeper than \(Renderer.maxComponentDepth) levels", file: view.file,
        range: application.range)
      return []
    }
    var deeper = context
    deeper.modifierDepth += 1
    var inner = view
    inner.setModifiers(Array(view.modifiers[..<index]))
    let sameBefore = view.modifiers[..<index].filter { $0.custom?.type.name == type.name }.count
    let instancePath = path + "/" + type.name + (sameBefore > 0 ? ":\(sameBefore)" : "")
    let instance = try makeInstance(type, path: instancePath, arguments: arguments, range: application.range)
    let placeholder = ViewValue(
      .placeholder(inner, basePath: path, asSlot: false), file: view.file, range: view.range)
    let result = try interpreter.callFunction(
      body, receiver: .instance(instance), file: type.file,
      ArgumentList(
        arguments: [Argument(label: "content", value: .view(ViewRef(placeholder)), range: application.range)],
        trailing: []),
      range: application.range)
    var expanded = try interpreter.viewContent(result, file: type.file, range: application.range)
    expanded.setModifiers(expanded.modifiers + view.modifiers[(index + 1)...])
    return try renderSlot(expanded, parent: instancePath, context: deeper)
  }
}
