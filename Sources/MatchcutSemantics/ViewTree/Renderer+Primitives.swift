import MatchcutSource

/// Built-in views: typed kinds from evaluated arguments, children, Button styles and actions
/// (LANGUAGE §4).
extension Renderer {
  func renderPrimitive(
    _ name: String, _ arguments: [Argument], _ children: [ViewValue], view: ViewValue, path: String,
    context: Context
  ) throws -> ViewNode {
    let file = view.file
    let ip = interpreter
    func arg(_ label: String?) -> Argument? { arguments.first { $0.label == label } }
    func length(_ label: String?) throws -> Double? {
      guard let a = arg(label) else { return nil }
      if a.value.isNull { return nil }
      return try ip.toLength(a.value, file: file, range: a.range)
    }
    func alignment(_ allowed: Set<String>) throws -> AlignmentName {
      guard let a = arg("alignment") else { return .center }
      return try ip.toAlignment(a.value, allowed: allowed, file: file, range: a.range)
    }
    func grid(_ label: String) throws -> [GridItemSpec] {
      guard let a = arg(label) else {
        try ip.fail(
          "semantics.missing-argument", "missing argument for parameter '\(label)' in call to '\(name)'",
          file, view.range)
      }
      guard case .array(let items) = a.value else {
        try ip.fail("semantics.type-mismatch", "'\(label):' expects an array of GridItem", file, a.range)
      }
      return try items.map { try gridItem($0, file: file, range: a.range) }
    }

    var kind: ViewKind
    var childNodes: [ViewNode] = []
    var ownActions: [ActionRecord] = []
    var navigation: NavigationFrame?
    let savedTitle = navigationTitle
    let savedMode = navigationMode
    switch PrimitiveName.named[name] {
    case .vStack?:
      kind = .vStack(alignment: try alignment(AlignmentName.horizontal), spacing: try length("spacing"))
    case .hStack?:
      kind = .hStack(alignment: try alignment(AlignmentName.vertical), spacing: try length("spacing"))
    case .zStack?: kind = .zStack(alignment: try alignment(AlignmentName.twoD))
    case .lazyVStack?:
      kind = .lazyVStack(alignment: try alignment(AlignmentName.horizontal), spacing: try length("spacing"))
    case .lazyHStack?:
      kind = .lazyHStack(alignment: try alignment(AlignmentName.vertical), spacing: try length("spacing"))
    case .lazyVGrid?:
      kind = .lazyVGrid(
        columns: try grid("columns"), alignment: try alignment(AlignmentName.horizontal),
        spacing: try length("spacing"))
    case .lazyHGrid?:
      kind = .lazyHGrid(
        rows: try grid("rows"), alignment: try alignment(AlignmentName.vertical),
        spacing: try length("spacing"))
    case .spacer?: kind = .spacer(minLength: try length("minLength"))
    case .scrollView?:
      var axes = Axes.vertical
      if let a = arg(nil) {
        let set = try ip.toAxisSet(a.value, file: file, range: a.range)
        axes = set
      }
      var shows = true
      if let a = arg("showsIndicators") { shows = try ip.truth(a.value, file, a.range) }
      kind = .scrollView(axes: axes, showsIndicators: shows)
    case .geometryReader?:
      kind = .geometryReader
      if case .string(let key)? = arg("reader")?.value {
        // Its content read its size: the state is laid out and rendered again with it.
        interpreter.readerPaths[key] = path
        interpreter.geometryPaths.insert(path)
      }
    case .navigationView?, .navigationStack?:
      interpreter.rowObserved = true
      navigationTitle = nil
      navigationMode = .default
      kind = .navigationStack(title: nil, displayMode: .default)
      navigation = try beginNavigationStack(
        path: path, pathArgument: arg("path")?.value, file: file, range: view.range)
    case .navigationLink?:
      kind = .button
      childNodes = try renderNavigationLink(
        arguments, label: children.first, view: view, path: path, context: context)
    case .text?:
      if let first = arg(nil), let seconds = Interpreter.dateSeconds(first.value) {
        // `Text(date, style: .time)`: the date as that style prints it (docs/semantics.md "Dates").
        var style = "date"
        if case .symbol(let s)? = arg("style")?.value { style = s.name }
        kind = .text(Interpreter.textStyle(seconds, style), inlineImages: [])
        break
      }
      guard case .string(let raw)? = (arg(nil) ?? arg("verbatim"))?.value else {
        try ip.fail("semantics.type-mismatch", "Text needs a string", file, view.range)
      }
      let (text, images) = Self.splitInlineImages(raw)
      kind = .text(text, inlineImages: images)
    case .image?:
      if case .string(let system)? = arg("systemName")?.value {
        kind = .image(name: system, systemName: true, intrinsicWidth: nil, intrinsicHeight: nil)
      } else if case .string(let asset)? = arg(nil)?.value {
        let size = ip.module.assets.images[asset] ?? AssetPlaceholder.imageSize
        kind = .image(
          name: asset, systemName: false, intrinsicWidth: size.width, intrinsicHeight: size.height)
      } else if let platform = arg("uiImage") ?? arg("nsImage") ?? arg("cgImage") {
        // A platform image made at run time (a photo the user picked, a rendered snapshot):
        // the asset placeholder's size, as for a missing asset (docs/semantics.md "Assets").
        if sink.once.insert("platform-image").inserted {
          sink.warning(
            "semantics.missing-asset",
            "an image made at run time ('\(platform.label ?? "")') is drawn as a \(Int(AssetPlaceholder.imageSize.width))×\(Int(AssetPlaceholder.imageSize.height)) placeholder",
            file: file, range: view.range)
        }
        let size = AssetPlaceholder.imageSize
        kind = .image(
          name: platform.label ?? "uiImage", systemName: false, intrinsicWidth: size.width,
          intrinsicHeight: size.height)
      } else {
        try ip.fail("semantics.missing-argument", "Image needs a name or 'systemName:'", file, view.range)
      }
    case .asyncImage?:
      let url: String
      if case .string(let s)? = arg("url")?.value { url = s } else { url = "" }
      let size = ip.module.assets.images[url]
      kind = .asyncImage(url: url, intrinsicWidth: size?.width ?? 1, intrinsicHeight: size?.height ?? 1)
    case .color?:
      guard case .color(let c)? = arg(nil)?.value else {
        try ip.fail("semantics.type-mismatch", "Color needs a colour", file, view.range)
      }
      kind = .color(c)
    case .rectangle?: kind = .shape(.rect)
    case .circle?: kind = .shape(.circle)
    case .capsule?: kind = .shape(.capsule)
    case .ellipse?: kind = .shape(.ellipse)
    case .path?:
      let template = arg("outline").flatMap { Interpreter.pathTemplate(fromArgument: $0.value) }
      kind = .shape(.path(template ?? PathTemplate(elements: [])))
    case .roundedRectangle?:
      if let radius = try length("cornerRadius") {
        kind = .shape(.roundedRect(cornerWidth: radius, cornerHeight: radius))
      } else if let a = arg("cornerSize"), let (w, h) = Value.sizeLiteral(a.value) {
        kind = .shape(.roundedRect(cornerWidth: w, cornerHeight: h))
      } else {
        try ip.fail(
          "semantics.missing-argument", "RoundedRectangle needs 'cornerRadius:' or 'cornerSize:'", file,
          view.range)
      }
    case .button?:
      kind = .button
      guard let action = (arg("action")?.value ?? arguments.first?.value).flatMap(interpreter.asClosure)
      else {
        try ip.fail("semantics.type-mismatch", "Button's action must be a closure", file, view.range)
      }
      ownActions.append(
        ActionRecord(
          kind: .tap, nodePath: path, closure: action, gesture: nil, pressKey: nil, file: file,
          range: view.range))
      if let label = children.first {
        if let style = context.buttonStyle {
          childNodes = try renderStyledLabel(
            label, style: style, path: path, context: context, view: view, actions: &ownActions)
        } else {
          childNodes = try renderSlot(label, parent: path, context: context)
        }
      }
    case .divider?: kind = .divider
    case .progressView?:
      // The indeterminate circular ProgressView is UIKit's medium activity indicator: a fixed
      // 20 × 20 pt spinner (UIActivityIndicatorView.Style.medium). Laid out as an image of that
      // size that ignores proposals; docs/semantics.md.
      kind = .image(name: "ProgressView", systemName: false, intrinsicWidth: 20, intrinsicHeight: 20)
    case .emptyView?: kind = .emptyView
    case .group?: kind = .group
    case nil:
      kind = .group
    }
    if name != "Button", name != "NavigationLink", let content = children.first {
      childNodes = try renderSlot(content, parent: path, context: context)
    }
    var ownModifiers: [ResolvedModifier] = []
    if PrimitiveName.named[name] == nil, let layout = arg(Interpreter.customLayoutArgument) {
      kind = .zStack(alignment: .topLeading)
      ownModifiers = [
        try placeCustomLayout(layout.value, &childNodes, path: path, file: file, range: view.range)
      ]
    }
    if case .navigationStack = kind {
      kind = .navigationStack(title: navigationTitle, displayMode: navigationMode)
      navigationTitle = savedTitle
      navigationMode = savedMode
    }
    for record in ownActions { addAction(record) }
    let node = ViewNode(
      kind: kind, modifiers: ownModifiers, children: childNodes, path: path, file: file, range: view.range,
      actions: ownActions.map { ActionInfo(kind: $0.kind, file: $0.file, range: $0.range) })
    if let navigation {
      // What the stack's content pushed, above it (`Renderer+Navigation`).
      return try endNavigationStack(navigation, stack: node, path: path, context: context)
    }
    return node
  }

  /// A ButtonStyle's `makeBody` with `configuration.label` standing for the label; when the
  /// style reads `isPressed`, the press is a state of its own (LANGUAGE §7).
  private func renderStyledLabel(
    _ label: ViewValue, style: (type: TypeInfo, arguments: [String: Value]), path: String, context: Context,
    view: ViewValue, actions: inout [ActionRecord]
  ) throws -> [ViewNode] {
    interpreter.rowObserved = true
    guard let makeBody = style.type.methods["makeBody"]?.first else {
      return try renderSlot(label, parent: path, context: context)
    }
    let pressKey = path + ".isPressed"
    var pressed = false
    if case .bool(true)? = interpreter.store[pressKey] {
      pressed = true
      interpreter.touched.insert(pressKey)
      interpreter.keyLabels[pressKey] = instanceLabel(style.type, path: path) + ".isPressed"
    }
    if style.type.readsIsPressed, !pressed {
      actions.append(
        ActionRecord(
          kind: .press, nodePath: path, closure: nil, gesture: nil, pressKey: pressKey, file: view.file,
          range: view.range))
    }
    let instance = try makeInstance(
      style.type, path: path + "/" + style.type.name, arguments: style.arguments, range: view.range)
    let placeholder = ViewValue(
      .placeholder(label, basePath: path, asSlot: true), file: view.file, range: view.range)
    let configuration = StructValue(
      type: "ButtonStyleConfiguration",
      fields: [("label", .view(ViewRef(placeholder))), ("isPressed", .bool(pressed))])
    let result = try interpreter.callFunction(
      makeBody, receiver: .instance(instance), file: style.type.file,
      ArgumentList(
        arguments: [Argument(label: "configuration", value: .structure(configuration), range: view.range)],
        trailing: []),
      range: view.range)
    let body = try interpreter.viewContent(result, file: style.type.file, range: view.range)
    return try renderSlot(body, parent: path + "/" + style.type.name, context: context)
  }

  static func splitInlineImages(_ raw: String) -> (String, [String]) {
    guard raw.contains("\u{FFFC}") else { return (raw, []) }
    var text = ""
    var images: [String] = []
    var inImage = false
    var current = ""
    for character in raw {
      if character == "\u{FFFC}" {
        if inImage {
          images.append(current)
          text.append("\u{FFFC}")
          current = ""
        }
        inImage.toggle()
        continue
      }
      if inImage { current.append(character) } else { text.append(character) }
    }
    return (text, images)
  }

  func gridItem(_ value: Value, file: String, range: SourceRange) throws -> GridItemSpec {
    // `Array(repeating: .init(.flexible(), spacing: 5), count: 3)`: the element's `.init(…)`
    // never met its declared type, so it is read as `GridItem(…)` here.
    if case .symbol(let initializer) = value, initializer.name == "init", initializer.base == nil {
      let arguments = initializer.arguments ?? []
      let size =
        arguments.first { $0.label == nil }?.value
        ?? .symbol(Symbol(name: "flexible", arguments: [], base: nil, typeQualifier: nil, range: range))
      let item = StructValue(
        type: "GridItem",
        fields: [
          ("size", size), ("spacing", arguments.first { $0.label == "spacing" }?.value ?? .null),
          ("alignment", arguments.first { $0.label == "alignment" }?.value ?? .null),
        ])
      return try gridItem(.structure(item), file: file, range: range)
    }
    guard case .structure(let s) = value, s.type == "GridItem" else {
      try interpreter.fail(
        "semantics.type-mismatch", "expected a GridItem, found '\(value.typeName)'", file, range)
    }
    let size: GridItemSpec.Size
    guard case .symbol(let sym)? = s.field("size") else {
      try interpreter.fail(
        "semantics.type-mismatch", "GridItem needs a size such as .flexible()", file, range)
    }
    func number(_ label: String?, _ fallback: Double) throws -> Double {
      guard let v = sym.argument(label) else { return fallback }
      return try interpreter.toLength(v, file: file, range: range)
    }
    switch sym.name {
    case "fixed": size = .fixed(try number(nil, 0))
    case "flexible":
      size = .flexible(minimum: try number("minimum", 10), maximum: try number("maximum", .infinity))
    case "adaptive":
      size = .adaptive(minimum: try number("minimum", 10), maximum: try number("maximum", .infinity))
    default:
      try interpreter.fail(
        "semantics.unknown-member", "type 'GridItem.Size' has no member '\(sym.name)'", file, sym.range,
        notes: Suggestions.note(for: sym.name, in: ["fixed", "flexible", "adaptive"]))
    }
    var spacing: Double?
    if let v = s.field("spacing"), !v.isNull {
      spacing = try interpreter.toLength(v, file: file, range: range)
    }
    var alignment: AlignmentName?
    if let v = s.field("alignment"), !v.isNull {
      alignment = try interpreter.toAlignment(v, allowed: AlignmentName.twoD, file: file, range: range)
    }
    return GridItemSpec(size: size, spacing: spacing, alignment: alignment)
  }
}

extension Interpreter {
  /// `.vertical`, `.horizontal`, `[.horizontal, .vertical]`.
  func toAxisSet(_ value: Value, file: String, range: SourceRange) throws -> Axes {
    switch value {
    case .array(let items):
      var axes: Axes = []
      for item in items { axes.formUnion(try toAxisSet(item, file: file, range: range)) }
      return axes
    case .symbol(let s) where s.name == "vertical": return .vertical
    case .symbol(let s) where s.name == "horizontal": return .horizontal
    case .symbol(let s) where s.name == "init" && (s.arguments ?? []).isEmpty && s.base == nil:
      return []  // `.init()`: no axis, a scroll view that does not scroll
    default:
      try fail("semantics.type-mismatch", "expected scroll axes such as .vertical", file, range)
    }
  }
}
