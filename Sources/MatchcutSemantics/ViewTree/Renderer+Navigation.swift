import MatchcutSource

/// One `NavigationStack` while its content renders: the views pushed onto it and what its content
/// declares (swiftui-semantics §22.2, docs/semantics.md "Navigation").
final class NavigationFrame {
  /// The stack's path as state: the `path:` binding, or the stack's own state value.
  let pathRef: BindingRef
  /// Pushes of view-destination links, which a typed path cannot hold: the stack's own state.
  let linkRef: BindingRef
  /// The values in `pathRef`, then the link markers in `linkRef`, bottom first.
  let pathEntries: [Value]
  let linkEntries: [Value]
  /// `navigationDestination(for: T.self) { … }` met so far: the type's name and its closure.
  var destinations: [(type: String, closure: Closure)] = []
  /// Each view-destination link met so far, by its node path: its destination.
  var linkDestinations: [String: Value] = [:]
  /// `navigationDestination(isPresented:)` / `(item:)` presenting now: content and its pop.
  var presentedDestinations: [(view: ViewValue, pop: Value, path: String)] = []
  /// Links met so far, whose taps are recorded once every destination is known.
  var links: [(entry: Value, path: String, view: ViewValue)] = []
  /// Whether the content can push at all: a link or a destination was met.
  var canPush = false

  init(pathRef: BindingRef, linkRef: BindingRef, pathEntries: [Value], linkEntries: [Value]) {
    self.pathRef = pathRef
    self.linkRef = linkRef
    self.pathEntries = pathEntries
    self.linkEntries = linkEntries
  }

  var entries: [Value] { pathEntries + linkEntries }
}

extension Renderer {
  /// The enum type of the values that stand for a pushed view-destination link; no Swift type
  /// can be spelled so.
  static let linkMarkerType = "#NavigationLink"
  /// Levels of a stack whose push and pop animate in every render, so that popping several at
  /// once animates each; deeper ones animate while they are pushed.
  static let animatedPushLevels = 4

  /// The state key of the stack at `path`'s own path.
  static func ownPathKey(_ path: String) -> String { path + "#path" }

  /// Starts a `NavigationStack` at `path`: its path from `path:` or from the stack's own state.
  func beginNavigationStack(path: String, pathArgument: Value?, file: String, range: SourceRange) throws
    -> NavigationFrame
  {
    let ip = interpreter
    ip.rowObserved = true
    // The stack's own state is part of the scene's state only where the stack can push
    // (`endNavigationStack`): a stack without links keeps the state vector as it was.
    let own = BindingRef.state(Self.ownPathKey(path))
    var pathRef = own
    if case .binding(let ref)? = pathArgument { pathRef = ref }
    var linkEntries: [Value] = []
    if case .array(let items)? = ip.store[Self.ownPathKey(path)] { linkEntries = items }
    var pathEntries: [Value] = []
    if pathRef != own, case .array(let items) = try ip.readBinding(pathRef, file: file, range: range) {
      pathEntries = items
    }
    let frame = NavigationFrame(
      pathRef: pathRef, linkRef: own, pathEntries: pathEntries, linkEntries: linkEntries)
    navigationFrames.append(frame)
    return frame
  }

  /// A `NavigationLink` at `path`: its label, and a tap that pushes its value or destination onto
  /// the enclosing stack (recorded when the stack ends, once its destinations are known).
  func renderNavigationLink(
    _ arguments: [Argument], label: ViewValue?, view: ViewValue, path: String, context: Context
  ) throws -> [ViewNode] {
    interpreter.rowObserved = true
    if let frame = navigationFrames.last {
      frame.canPush = true
      if let value = arguments.first(where: { $0.label == "value" })?.value {
        frame.links.append((value, path, view))
      } else if let destination = arguments.first(where: { $0.label == "destination" })?.value {
        frame.linkDestinations[path] = destination
        frame.links.append((.enumCase(type: Self.linkMarkerType, name: path, payload: []), path, view))
      }
    } else if sink.once.insert("link-outside-stack.\(view.file)|\(view.range.start)").inserted {
      sink.warning(
        "semantics.push-not-explored",
        "this NavigationLink is not inside a NavigationStack: it pushes nothing",
        file: view.file, range: view.range)
    }
    guard let label else { return [] }
    return try renderSlot(label, parent: path, context: context)
  }

  /// `navigationDestination(for:destination:)`, `(isPresented:destination:)` and
  /// `(item:destination:)` on a view inside a stack.
  func declareNavigationDestination(_ application: ModifierApplication, node: ViewNode) throws {
    let ip = interpreter
    let file = application.file
    let range = application.range
    ip.rowObserved = true
    guard let frame = navigationFrames.last else { return }
    frame.canPush = true
    let given =
      application.argument("destination")
      ?? application.arguments.last(where: { argument in
        if case .closure = argument.value { return true } else { return false }
      })
    // `navigationDestination(for: Card.self, destination: destination)` names a method of the
    // view: a function reference is a closure (The Swift Programming Language, "Closures").
    guard let given, var closure = ip.asClosure(given.value) else {
      try ip.fail("semantics.missing-argument", "'navigationDestination' needs its destination", file, range)
    }
    if case .closure = given.value { closure.isBuilder = true }
    if case .type(let type)? = application.argument("for")?.value {
      frame.destinations.append((type, closure))
      return
    }
    // One layer per modifier: a view may carry an `isPresented:` and an `item:` destination.
    let kind = application.argument("isPresented") == nil ? "item" : "isPresented"
    let layerPath = node.path + "/navigationDestination(\(kind))"
    func scope(_ pushed: Bool) {
      addScope(
        AnimationScope(
          path: layerPath, animation: PresentationHost.animation, value: pushed ? "pushed" : "popped",
          range: range))
    }
    if case .binding(let ref)? = application.argument("isPresented")?.value {
      guard case .bool(true) = try ip.readBinding(ref, file: file, range: range) else { return scope(false) }
      scope(true)
      let view = try ip.viewContent(try ip.callClosure(closure, [], range: range), file: file, range: range)
      frame.presentedDestinations.append(
        (view, ip.controlAction(ref, .bool(false), at: 0, file: file, range: range), layerPath))
      return
    }
    if case .binding(let ref)? = application.argument("item")?.value {
      let item = try ip.readBinding(ref, file: file, range: range)
      if item.isNull { return scope(false) }
      scope(true)
      let view = try ip.viewContent(
        try ip.callClosure(closure, [item], range: range), file: file, range: range)
      frame.presentedDestinations.append(
        (view, ip.controlAction(ref, .null, at: 0, file: file, range: range), layerPath))
      return
    }
    try ip.fail(
      "semantics.missing-argument", "'navigationDestination' needs 'for:', 'isPresented:' or 'item:'", file,
      range)
  }

  /// Ends the stack `frame` began: records its links' taps and renders what is pushed, each a
  /// layer above the stack. Returns the node to draw in the stack's place.
  func endNavigationStack(_ frame: NavigationFrame, stack: ViewNode, path: String, context: Context) throws
    -> ViewNode
  {
    let ip = interpreter
    defer { navigationFrames.removeLast() }
    var layers: [ViewNode] = []
    // A layer may declare destinations that the layers above it use: each is looked up as its
    // entry is reached.
    for (index, entry) in frame.entries.enumerated() {
      guard let view = try pushedView(entry, frame: frame, file: stack.file, range: stack.range) else {
        if sink.once.insert("unpushed.\(path)").inserted {
          sink.warning(
            "semantics.push-not-explored",
            "a value on this NavigationStack's path has no 'navigationDestination' for its type: nothing is pushed",
            file: stack.file, range: stack.range)
        }
        break
      }
      let pop = popAction(frame, to: index, file: stack.file, range: stack.range)
      layers.append(try pushedLayer(view, pop: pop, path: path + "/#push\(index)", context: context))
    }
    let pushed = layers.count
    for presented in frame.presentedDestinations {
      layers.append(
        try pushedLayer(presented.view, pop: presented.pop, path: presented.path, context: context))
    }
    if frame.canPush || !layers.isEmpty {
      // Each render names which levels are pushed, so an edge that pushes or pops (several at
      // once, back to the root) gets the push's own animation whatever the action used, as
      // `present` does for sheets. A layer's scope is its path.
      for level in 0..<max(pushed + 1, Self.animatedPushLevels) {
        addScope(
          AnimationScope(
            path: path + "/#push\(level)", animation: PresentationHost.animation,
            value: level < pushed ? "pushed" : "popped", range: stack.range))
      }
    }
    var taps: [String: ActionInfo] = [:]
    for link in frame.links {
      // A value link pushes only where a destination for its type is visible (SwiftUI logs that
      // such a link "cannot be activated" otherwise, and the tap does nothing).
      let isMarker = if case .enumCase(Self.linkMarkerType, _, _) = link.entry { true } else { false }
      if !isMarker, destination(for: link.entry, in: frame) == nil {
        if sink.once.insert("inactive-link.\(link.view.file)|\(link.view.range.start)").inserted {
          sink.warning(
            "semantics.push-not-explored",
            "this NavigationLink's value of type '\(link.entry.typeName)' has no 'navigationDestination' "
              + "in its stack: it cannot be activated", file: link.view.file, range: link.view.range)
        }
        continue
      }
      // Without `path:` both kinds share the stack's own state.
      let ref = isMarker ? frame.linkRef : frame.pathRef
      let current = isMarker || frame.pathRef == frame.linkRef ? frame.linkEntries : frame.pathEntries
      let file = link.view.file
      let range = link.view.range
      addAction(
        ActionRecord(
          kind: .tap, nodePath: link.path,
          closure: ip.controlClosure(ref, .array(current + [link.entry]), at: 0, file: file, range: range),
          gesture: nil, pressKey: nil, file: file, range: range))
      taps[link.path] = ActionInfo(kind: .tap, file: file, range: range)
    }
    guard frame.canPush || !layers.isEmpty || !frame.linkEntries.isEmpty else { return stack }
    let ownKey = Self.ownPathKey(path)
    ip.touched.insert(ownKey)
    ip.keyLabels[ownKey] = path + ".path"
    if ip.store[ownKey] == nil { ip.store[ownKey] = .array([]) }
    var root = taps.isEmpty ? stack : Self.adding(taps, to: stack)
    layers = taps.isEmpty ? layers : layers.map { Self.adding(taps, to: $0) }
    root.path = path + "/#root"
    return ViewNode(
      kind: .zStack(alignment: .center), children: [root] + layers, path: path, file: stack.file,
      range: stack.range)
  }

  /// `node` with each tap of `taps` added to the node at its path, overlays and backgrounds
  /// included: a link's tap is known only once the stack's destinations are.
  private static func adding(_ taps: [String: ActionInfo], to node: ViewNode) -> ViewNode {
    var node = node
    if let tap = taps[node.path] { node.actions.append(tap) }
    node.children = node.children.map { adding(taps, to: $0) }
    for index in node.modifiers.indices {
      switch node.modifiers[index].kind {
      case .overlay(let nodes, let alignment):
        node.modifiers[index].kind = .overlay(nodes.map { adding(taps, to: $0) }, alignment: alignment)
      case .background(let nodes, let alignment):
        node.modifiers[index].kind = .background(nodes.map { adding(taps, to: $0) }, alignment: alignment)
      default: break
      }
    }
    return node
  }

  /// The view pushed for one entry of the path: a link's destination, or the destination its
  /// value's type declares.
  private func pushedView(_ entry: Value, frame: NavigationFrame, file: String, range: SourceRange) throws
    -> ViewValue?
  {
    let ip = interpreter
    if case .enumCase(Self.linkMarkerType, let linkPath, _) = entry {
      guard let destination = frame.linkDestinations[linkPath] else { return nil }
      if case .closure(var closure) = destination {
        closure.isBuilder = true
        return try ip.viewContent(try ip.callClosure(closure, [], range: range), file: file, range: range)
      }
      return try ip.viewContent(destination, file: file, range: range)
    }
    guard let closure = destination(for: entry, in: frame) else { return nil }
    return try ip.viewContent(try ip.callClosure(closure, [entry], range: range), file: file, range: range)
  }

  /// The `navigationDestination(for:)` closure of `value`'s type.
  private func destination(for value: Value, in frame: NavigationFrame) -> Closure? {
    let type = value.typeName
    return frame.destinations.first { $0.type == type }?.closure
  }

  /// The action that pops every view above the `index`th pushed one, and it.
  private func popAction(_ frame: NavigationFrame, to index: Int, file: String, range: SourceRange) -> Value {
    if index < frame.pathEntries.count {
      return interpreter.controlAction(
        frame.pathRef, .array(Array(frame.pathEntries.prefix(index))), at: 0, file: file, range: range)
    }
    let kept = index - frame.pathEntries.count
    return interpreter.controlAction(
      frame.linkRef, .array(Array(frame.linkEntries.prefix(kept))), at: 0, file: file, range: range)
  }

  /// A pushed view as UIKit shows it: the whole stack's area on the system background, under a
  /// bar of its own with a back button at its leading edge, sliding in from the trailing edge.
  private func pushedLayer(_ view: ViewValue, pop: Value, path: String, context: Context) throws -> ViewNode {
    let ip = interpreter
    let savedTitle = navigationTitle
    let savedMode = navigationMode
    let savedDismiss = ip.presentationDismiss
    navigationTitle = nil
    navigationMode = .default
    ip.presentationDismiss = pop
    presentationLevel += 1
    defer {
      navigationTitle = savedTitle
      navigationMode = savedMode
      ip.presentationDismiss = savedDismiss
      presentationLevel -= 1
    }
    let savedZoom = pushedZoomSource
    pushedZoomSource = nil
    defer { pushedZoomSource = savedZoom }
    let content = try renderSlot(view, parent: path, context: context)
    let zoom = pushedZoomSource
    let back = Self.backButton(pop: pop, file: view.file, range: view.range)
    let backNodes = try renderSlot(back, parent: path, context: context, segment: "#back")
    let title = navigationTitle
    let mode = title == nil ? NavigationDisplayMode.inline : navigationMode
    return PresentationHost.pushedLayer(
      content, back: backNodes, title: title ?? "", mode: mode, zoomSource: zoom, path: path, file: view.file,
      range: view.range,
      canvas: ip.canvas)
  }

  /// The key of `matchedTransitionSource(id:in:)` or of `navigationTransition(.zoom(sourceID:in:))`:
  /// the namespace and the id; nil for another navigation transition (`.automatic`).
  func zoomKey(_ name: String, _ arguments: [Argument], file: String, range: SourceRange) throws -> String? {
    var labelled = arguments
    if name == "navigationTransition" {
      guard case .symbol(let zoom)? = arguments.first?.value, zoom.name == "zoom" else { return nil }
      labelled = (zoom.arguments ?? []).map { argument in
        var argument = argument
        if argument.label == "sourceID" { argument.label = "id" }
        return argument
      }
    }
    guard let id = labelled.first(where: { $0.label == "id" }),
      case .namespace(let namespace)? = labelled.first(where: { $0.label == "in" })?.value
    else {
      try interpreter.fail(
        "semantics.missing-argument", "'\(name)' needs an id and a namespace ('in:')", file, range)
    }
    return namespace + "|" + (try interpreter.describe(id.value, file: file, range: id.range))
  }

  /// The bar's back button: a clear square of `NavigationBar.backButtonSide` that takes taps
  /// (its content shape) and pops. Neither the chevron nor the title is drawn, as the bar's
  /// title is not.
  private static func backButton(pop: Value, file: String, range: SourceRange) -> ViewValue {
    func modifier(_ name: String, _ arguments: [(String?, Value)]) -> ModifierApplication {
      ModifierApplication(
        name: name, arguments: arguments.map { Argument(label: $0.0, value: $0.1, range: range) }, file: file,
        range: range)
    }
    let side = Value.double(NavigationBar.backButtonSide)
    let rect = Value.symbol(Symbol(name: "rect", arguments: nil, base: nil, typeQualifier: nil, range: range))
    return ViewValue(.primitive(name: "Rectangle", arguments: [], children: []), file: file, range: range)
      .adding(modifier("fill", [(nil, .color(RGBA.clear))]))
      .adding(modifier("frame", [("width", side), ("height", side)]))
      .adding(modifier("contentShape", [(nil, rect)]))
      .adding(modifier("onTapGesture", [(nil, pop)]))
  }
}

/// UIKit's navigation bar as far as a push needs it.
enum NavigationBar {
  /// The back button's tap target: 44 pt square, the minimum hit region of the HIG [A].
  static let backButtonSide = 44.0
}
