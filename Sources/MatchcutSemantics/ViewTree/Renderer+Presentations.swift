import MatchcutSource

/// The content one `sheet`, `fullScreenCover`, `popover` or `inspector` presents in one render
/// (swiftui-semantics §21.4).
struct PresentedLayer {
  /// How the content is shown on an iPhone.
  enum Style {
    /// A card from just below the top safe-area inset to the bottom of the screen; `popover`
    /// and `inspector` adapt to it in a compact size class.
    case sheet
    /// The whole screen.
    case fullScreenCover
  }

  var style: Style
  /// The presenting view's path plus the modifier's name: stable across states.
  var path: String
  var nodes: [ViewNode]
  /// The `navigationTransition(.zoom(…))` its content names: it grows from that source.
  var zoomSource: String? = nil
  var file: String
  var range: SourceRange
}

extension Renderer {
  /// Renders what a presentation modifier shows while its binding presents it, and records it
  /// in `presented` for `PresentationHost` to draw above the scene. The modifier changes nothing
  /// where it is written.
  ///
  /// `isPresented:` presents while true; `item:` while not nil, calling the content closure
  /// with the item. Inside the content `@Environment(\.dismiss)` is the action that writes
  /// `false` (or `nil`) back, as SwiftUI's dismiss ends the presentation (§21.4).
  func present(_ application: ModifierApplication, node: ViewNode, context: Context) throws {
    let ip = interpreter
    let file = application.file
    let range = application.range
    // A row that presents is rendered again each time: its layer is recorded as it renders.
    ip.rowObserved = true
    hasPresentations = true
    let path = node.path + "/" + application.name
    let style: PresentedLayer.Style = application.name == "fullScreenCover" ? .fullScreenCover : .sheet
    // Each render names the presentation's state, so an edge that presents or dismisses gets the
    // presentation's own animation (`PresentationHost.animation`), whatever the action used.
    func scope(_ presented: Bool) {
      addScope(
        AnimationScope(
          path: path, animation: PresentationHost.animation, value: presented ? "presented" : "dismissed",
          range: range))
    }
    let content = application.arguments.last { argument in
      guard case .closure = argument.value else { return false }
      return argument.label == nil || argument.label == "content"
    }
    guard case .closure(var closure)? = content?.value else {
      try ip.fail("semantics.missing-argument", "'\(application.name)' needs content", file, range)
    }
    closure.isBuilder = true
    /// `$flag`, or `.constant(x)`, which presents as long as `x` does (its dismiss writes nothing).
    func binding(_ label: String) -> BindingRef? {
      guard let value = application.argument(label)?.value else { return nil }
      if case .binding(let ref) = value { return ref }
      return Interpreter.constantBinding(value)
    }
    let ref: BindingRef
    let parameters: [Value]
    let dismissed: Value
    if let isPresented = binding("isPresented") {
      guard case .bool(true) = try ip.readBinding(isPresented, file: file, range: range) else {
        return scope(false)
      }
      ref = isPresented
      parameters = []
      dismissed = .bool(false)
    } else if let item = binding("item") {
      let value = try ip.readBinding(item, file: file, range: range)
      if case .null = value { return scope(false) }
      ref = item
      parameters = [value]
      dismissed = .null
    } else {
      try ip.fail(
        "semantics.missing-argument", "'\(application.name)' needs an 'isPresented:' or 'item:' binding",
        file,
        range)
    }
    scope(true)
    let slot = presented.count
    let savedDismiss = ip.presentationDismiss
    ip.presentationDismiss = ip.controlAction(ref, dismissed, at: 0, file: file, range: range)
    presentationLevel += 1
    defer {
      ip.presentationDismiss = savedDismiss
      presentationLevel -= 1
    }
    let savedZoom = pushedZoomSource
    pushedZoomSource = nil
    defer { pushedZoomSource = savedZoom }
    let view = try ip.viewContent(
      try ip.callClosure(closure, parameters, range: content?.range ?? range), file: file, range: range)
    let nodes = try renderSlot(view, parent: path, context: context)
    // Presentations inside the content were recorded while it rendered; this one lies under them.
    presented.insert(
      PresentedLayer(
        style: style, path: path, nodes: nodes, zoomSource: pushedZoomSource, file: file, range: range),
      at: slot)
  }
}
