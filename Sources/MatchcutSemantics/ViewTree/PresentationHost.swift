import MatchcutSource

/// Draws the presentations of one render above the scene, as UIKit shows a presented hosting
/// controller above the presenting one (swiftui-semantics §21.4).
///
/// The scene's root and each presented layer become the children of one `ZStack`, so the root
/// keeps its own layout and paths. A layer fills the safe area like a root view, on the system
/// background that reaches under the safe area; a sheet starts `sheetTopGap` below the top
/// safe-area inset and rounds its corners. A layer comes in from below the screen and leaves
/// the same way, with `animation`.
enum PresentationHost {
  /// The identifier `@Environment(\.dismiss)` reads (`Interpreter.presentationDismiss`); no
  /// Swift identifier can be spelled so.
  static let dismissIdentifier = "#dismiss"
  /// The path of the `ZStack` that holds the scene and its presentations.
  static let hostPath = "#presentations"
  /// Gap between the top safe-area inset and a sheet's top edge on an iPhone [C] (§21.4).
  static let sheetTopGap = 10.0
  /// A sheet's corner radius on an iPhone [C] (§21.4).
  static let sheetCornerRadius = 10.0
  /// UIKit's presentation curve, which SwiftUI's presentations use whatever the transaction
  /// that presents them [C] (§21.4): a critically damped spring settling in about half a second.
  static let animation = AnimationDescription(
    .spring,
    arguments: [
      AnimationDescription.Argument(label: "response", value: 0.5),
      AnimationDescription.Argument(label: "dampingFraction", value: 1),
    ])

  /// `root` under `layers` when the render met a presentation modifier (`hosts`), or `root`
  /// itself. The stack stands in every state of such a scene, so what a presentation inserts
  /// or removes is its layer alone, with the layer's animation.
  static func wrap(_ root: ViewNode, layers: [PresentedLayer], hosts: Bool, canvas: CanvasSpec) -> ViewNode {
    guard hosts else { return root }
    var base = root
    if case .group = base.kind {
      // Several root views stand in a column (`StateLowering`); in the stack they keep it.
      base.kind = .vStack(alignment: .center, spacing: nil)
    }
    return ViewNode(
      kind: .zStack(alignment: .center), children: [base] + layers.map { layer($0, canvas: canvas) },
      path: hostPath, file: root.file, range: root.range)
  }

  /// A view pushed onto a navigation stack: it covers the stack on the system background, under
  /// a bar of its own (`title`, `mode`) with the back button's nodes at its top leading corner,
  /// and slides in from beyond the trailing edge and back out there, with `animation`, as UIKit's
  /// push and pop do whatever the transaction; with a zoom source it grows from that view and
  /// shrinks back into it (swiftui-semantics §22.2).
  static func pushedLayer(
    _ content: [ViewNode], back: [ViewNode], title: String, mode: NavigationDisplayMode, zoomSource: String?,
    path: String,
    file: String, range: SourceRange, canvas: CanvasSpec
  ) -> ViewNode {
    func modifier(_ kind: ModifierKind) -> ResolvedModifier { ResolvedModifier(kind, range: range) }
    return ViewNode(
      kind: .navigationStack(title: title, displayMode: mode),
      modifiers: [
        modifier(fillsAvailableSpace),
        modifier(.overlay(back, alignment: .topLeading)),
        modifier(.background([screenSurface(path: path, file: file, range: range)], alignment: .center)),
        // iOS 18's zoom grows the view from its source instead (`TransitionDescription.zoom`).
        modifier(.transition(zoomSource.map { .zoom(source: $0) } ?? .offset(x: canvas.width, y: 0))),
        modifier(.animation(animation, value: "pushed")),
      ], children: content, path: path, file: file, range: range)
  }

  /// `frame(maxWidth: .infinity, maxHeight: .infinity)`: a layer takes the space it is offered.
  private static let fillsAvailableSpace = ModifierKind.flexibleFrame(
    minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
    maxHeight: .infinity, alignment: .center)

  /// The system background a full-screen layer stands on (a cover, a pushed view).
  private static var systemBackground: RGBA { RGBA.uiKit["systemBackground"] ?? RGBA(bytes: 255, 255, 255) }

  /// A full-screen layer's surface: the system background, reaching under the safe area.
  private static func screenSurface(path: String, file: String, range: SourceRange) -> ViewNode {
    ViewNode(
      kind: .color(systemBackground), modifiers: [ResolvedModifier(.ignoresSafeArea(.all), range: range)],
      path: path + "/background", file: file, range: range)
  }

  private static func layer(_ layer: PresentedLayer, canvas: CanvasSpec) -> ViewNode {
    let range = layer.range
    func modifier(_ kind: ModifierKind) -> ResolvedModifier { ResolvedModifier(kind, range: range) }
    var modifiers = [modifier(fillsAvailableSpace)]
    switch layer.style {
    case .fullScreenCover:
      let surface = screenSurface(path: layer.path, file: layer.file, range: range)
      modifiers.append(modifier(.background([surface], alignment: .center)))
    case .sheet:
      let surface = ViewNode(
        kind: .shape(.roundedRect(cornerWidth: sheetCornerRadius, cornerHeight: sheetCornerRadius)),
        modifiers: [modifier(.fill(.color(systemBackground))), modifier(.ignoresSafeArea(.bottom))],
        path: layer.path + "/background", file: layer.file, range: range)
      modifiers.append(modifier(.background([surface], alignment: .center)))
      modifiers.append(modifier(.padding(.top, sheetTopGap)))
    }
    // UIKit's cover-vertical transition starts and ends wholly below the screen; iOS 18's zoom
    // grows the content from its source instead (`TransitionDescription.zoom`).
    modifiers.append(
      modifier(.transition(layer.zoomSource.map { .zoom(source: $0) } ?? .offset(x: 0, y: canvas.height))))
    modifiers.append(modifier(.animation(animation, value: "presented")))
    return ViewNode(
      kind: .zStack(alignment: .center), modifiers: modifiers, children: layer.nodes, path: layer.path,
      file: layer.file, range: range)
  }
}
