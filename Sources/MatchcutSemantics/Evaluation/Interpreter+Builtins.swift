import MatchcutSource
import MatchcutSyntax

/// Built-in views, functions and user-type construction (LANGUAGE §2–4).
extension Interpreter {
  /// A built-in view; `allowed` are its labels (`Builtins.viewLabels[name]`, looked up by the caller).
  func builtinView(
    _ name: String, allowed: Set<String>, _ call: CallSyntax, env: Env, range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    try builtinView(name, allowed: allowed, try evalArguments(call, env), file: env.file, range: range)
  }

  /// A built-in view made of evaluated arguments: a call, or an implicit `.init(…)` where the
  /// context names the view's type (`var image: Image` given `.init("cover")`).
  func builtinView(
    _ name: String, allowed: Set<String>, _ evaluated: ArgumentList, file: String, range: SourceRange
  ) throws -> Value {
    var arguments = evaluated
    if name == "Color" { return try colorInitializer(arguments, file: file, range: range) }
    for argument in arguments.arguments {
      let label = argument.label ?? "_"
      if !allowed.contains(label) {
        sink.error(
          "semantics.unknown-argument",
          argument.label.map { "extra argument '\($0)' in call to '\(name)'" }
            ?? "extra argument in call to '\(name)'",
          file: file, range: argument.range,
          notes: Suggestions.note(for: label, in: allowed.filter { $0 != "_" }.sorted()))
      }
    }
    if Self.controlLabels[name] != nil, let view = try control(name, arguments, file: file, range: range) {
      return view
    }
    if Self.appViewLabels[name] != nil || name == "ProgressView",
      let view = try appView(name, arguments, file: file, range: range)
    {
      return view
    }
    var children: [ViewValue] = []
    switch name {
    case "AsyncImage":
      if let loaded = try asyncImageContent(arguments, file: file, range: range) { return loaded }
    case "ForEach":
      return .view(ViewRef(try forEach(arguments, file: file, range: range)))
    case "Group" where arguments.labelled("subviews") != nil || arguments.labelled("subviewsOf") != nil:
      return try groupOfSubviews(Self.subviewsLabelled(arguments), file: file, range: range)
    case "TabView":
      return .view(ViewRef(try tabView(arguments, file: file, range: range)))
    case "Tab":
      return .view(ViewRef(try tab(arguments, file: file, range: range)))
    case "Button":
      var action: Argument?
      var label: Value?
      if let explicit = arguments.labelled("action") { action = explicit }
      if let explicit = arguments.labelled("label") { label = explicit.value }
      var trailing = arguments.trailing
      if let titled = arguments.unlabelled.first {
        label = .view(
          ViewRef(
            ViewValue(
              .primitive(name: "Text", arguments: [titled], children: []), file: file, range: titled.range)))
        if let symbol = arguments.labelled("systemImage") ?? arguments.labelled("image") {
          // `Button("Add", systemImage: "plus")`: a label of the icon and the title (§22.1); an
          // empty title leaves the icon alone.
          let icon = ViewValue(
            .primitive(
              name: "Image",
              arguments: [
                Argument(
                  label: symbol.label == "image" ? nil : "systemName", value: symbol.value,
                  range: symbol.range)
              ],
              children: []), file: file, range: symbol.range)
          if case .string("")? = Optional(titled.value) {
            label = .view(ViewRef(icon))
          } else if case .view(let text)? = label {
            label = .view(
              ViewRef(
                ViewValue(
                  .primitive(
                    name: "HStack", arguments: [],
                    children: [ViewValue(.builder([icon, text.view]), file: file, range: range)]), file: file,
                  range: range)))
          }
        }
      }
      if action == nil, !trailing.isEmpty, trailing[0].label == nil { action = trailing.removeFirst() }
      if label == nil, let closure = trailing.first(where: { $0.label == nil || $0.label == "label" }) {
        label = closure.value
      }
      guard let action, var label else {
        try fail("semantics.missing-argument", "Button needs an action and a label", file, range)
      }
      if case .closure(var closure) = label {
        closure.isBuilder = true
        label = try callClosure(closure, [], range: range)
      }
      children = [try viewContent(label, file: file, range: range)]
      arguments.arguments = [action]
      arguments.arguments[0].label = "action"
      arguments.trailing = []
    case "GeometryReader":
      guard case .closure(var closure)? = (arguments.trailing.first ?? arguments.labelled("content"))?.value
      else {
        try fail("semantics.missing-argument", "GeometryReader needs a content closure", file, range)
      }
      closure.isBuilder = true
      // The reader's frame in the last layout of the state, found by its key; the canvas
      // before the state is laid out (`Interpreter+Anchors.swift`).
      let key = readerKey(file, range)
      let proxy = geometryProxy(frame: readerPaths[key].flatMap { laidOutFrames[$0] })
      children = [
        try viewContent(try callClosure(closure, [.structure(proxy)], range: range), file: file, range: range)
      ]
      arguments.trailing = []
      arguments.arguments = [Argument(label: "reader", value: .string(key), range: range)]
    case "Image":
      if let index = arguments.arguments.firstIndex(where: { $0.label == nil }),
        case .symbol(let s) = arguments.arguments[index].value, s.base == nil, s.arguments == nil
      {
        // `Image(.card1)`: a generated asset symbol (§18.6).
        arguments.arguments[index].value = .string(
          AssetSymbols.asset(named: s.name, in: module.assets.images.keys, suffix: "Image"))
      }
      if let nameArg = arguments.unlabelled.first {
        guard case .string(let asset) = nameArg.value else {
          try fail(
            "semantics.type-mismatch",
            "cannot convert value of type '\(nameArg.value.typeName)' to expected argument type 'String'",
            file, nameArg.range)
        }
        if module.assets.images[asset] == nil {
          // Tutorial code names assets it never ships: a warning and a placeholder of
          // `AssetPlaceholder.imageSize`, not an error (docs/semantics.md "Assets").
          let size = AssetPlaceholder.imageSize
          sink.warning(
            "semantics.missing-asset",
            "no image asset named '\(asset)'; using a \(Renderer.spelled(size.width))×\(Renderer.spelled(size.height)) placeholder",
            file: file, range: nameArg.range,
            notes: [
              DiagnosticNote(
                "add it to an .xcassets catalog next to the sources (or --assets DIR), or declare it with #Asset(image: \"\(asset)\", width: …, height: …)"
              )
            ]
              + Suggestions.note(for: asset, in: Array(module.assets.images.keys)))
        }
      }
    case "Text":
      if let text = arguments.unlabelled.first ?? arguments.labelled("verbatim") {
        guard case .string = text.value else {
          if Self.dateSeconds(text.value) != nil { break }  // `Text(date, style:)`
          if case .view(let ref) = text.value, case .primitive("Image", _, _) = ref.view.content,
            let index = arguments.arguments.firstIndex(where: { $0.range == text.range })
          {
            // `Text(Image(systemName: "house"))` (iOS 14): a text of the one inline image, as
            // `Text("\(image)")` (Apple, `Text.init(_: Image)`).
            arguments.arguments[index].value = .string(
              try describe(text.value, file: file, range: text.range))
            break
          }
          if case .type(let standIn) = text.value, isStandIn(standIn),
            let index = arguments.arguments.firstIndex(where: { $0.range == text.range })
          {
            // `Text(formatter.string(from: date))`: the text is not evaluated; its width is
            // the stand-in's name's (docs/semantics.md "Code that is not about views").
            sink.warning(
              "semantics.stand-in-text",
              "this text comes from '\(standIn)', which is not evaluated; it is drawn as '\(standIn)'",
              file: file, range: text.range)
            arguments.arguments[index].value = .string(standIn)
            break
          }
          try fail(
            "semantics.type-mismatch",
            "cannot convert value of type '\(text.value.typeName)' to expected argument type 'String'", file,
            text.range)
        }
      } else {
        try fail("semantics.missing-argument", "Text needs a string", file, range)
      }
    default:
      let content = arguments.trailing.first(where: { $0.label == nil }) ?? arguments.labelled("content")
      if let content {
        guard case .closure(var closure) = content.value else {
          try fail(
            "semantics.type-mismatch", "'\(name)' expects its content as a closure", file, content.range)
        }
        closure.isBuilder = true
        children = [
          try viewContent(
            try callClosure(closure, [], range: content.range), file: file, range: content.range)
        ]
        arguments.arguments.removeAll { $0.label == "content" }
        arguments.trailing = []
      }
    }
    let view = ViewValue(
      .primitive(name: name, arguments: arguments.all, children: children), file: file, range: range)
    return .view(ViewRef(view))
  }

  /// `AsyncImage(url:) { image in … } placeholder: { … }` and `AsyncImage(url:) { phase in … }`:
  /// the view the content closure makes once the image has loaded, which is what the author
  /// wants to see (docs/semantics.md "Choices where SwiftUI needs a device"). The loaded image
  /// is `Image(urlString)`: the `#Asset(image:)` named by the URL, else the 100 × 100
  /// placeholder (`AssetPlaceholder`). The closure gets that image, or with no `placeholder:`
  /// the phase `.success(image)`; the placeholder closure is never shown. `nil` without a
  /// content closure (the plain `AsyncImage(url:)`).
  private func asyncImageContent(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value?
  {
    let content =
      arguments.trailing.first { $0.label == nil || $0.label == "content" } ?? arguments.labelled("content")
    guard let content else { return nil }
    guard case .closure(var closure) = content.value else {
      try fail(
        "semantics.type-mismatch", "'AsyncImage' expects its content as a closure", file, content.range)
    }
    closure.isBuilder = true
    let placeholder =
      arguments.trailing.first { $0.label == "placeholder" } ?? arguments.labelled("placeholder")
    if let placeholder, interpreterClosure(placeholder.value) == nil {
      try fail("semantics.type-mismatch", "'placeholder' expects a closure", file, placeholder.range)
    }
    var url = ""
    if case .string(let s)? = arguments.labelled("url")?.value { url = s }
    let image = Value.view(
      ViewRef(
        ViewValue(
          .primitive(
            name: "Image", arguments: [Argument(label: nil, value: .string(url), range: content.range)],
            children: []),
          file: file, range: range)))
    let parameter: Value =
      placeholder == nil ? .enumCase(type: "AsyncImagePhase", name: "success", payload: [image]) : image
    // Its other phases are not states the user can reach: no "branch never shown" for them.
    coverage.exclude(file: file, range: content.range)
    let loaded = try callClosure(closure, [parameter], range: content.range)
    return .view(ViewRef(try viewContent(loaded, file: file, range: range)))
  }

  private func interpreterClosure(_ value: Value) -> Closure? {
    if case .closure(let closure) = value { return closure }
    return nil
  }

  /// A `UIColor` made from numbers — `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)` —
  /// is that sRGB colour (swiftui-semantics §23.8); nil for any other `UIColor` initializer,
  /// which stays a stand-in.
  func uiColorComponents(_ arguments: ArgumentList) throws -> Value? {
    func number(_ label: String) -> Double? { arguments.labelled(label)?.value.number }
    let labels = arguments.arguments.map { $0.label ?? "_" }
    let alpha = number("alpha") ?? 1
    if Set(labels).isSubset(of: ["red", "green", "blue", "alpha"]), let r = number("red"),
      let g = number("green"),
      let b = number("blue")
    {
      return .color(RGBA(red: r, green: g, blue: b, alpha: alpha))
    }
    if Set(labels).isSubset(of: ["white", "alpha"]), let w = number("white") {
      return .color(RGBA(red: w, green: w, blue: w, alpha: alpha))
    }
    return nil
  }

  /// `Color("Name")` (an `#Asset`), `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`.
  private func colorInitializer(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    // `Color(uiColor: .systemGray6)`, `Color(.secondarySystemBackground)`, `Color(UIColor.label)`.
    if let cgColor = arguments.labelled("cgColor"), case .color = cgColor.value { return cgColor.value }
    if let platform = arguments.labelled("uiColor") ?? arguments.unlabelled.first {
      if case .color = platform.value { return platform.value }
      // Labelled, `.purple` is UIKit's fixed purple; unlabelled, a SwiftUI colour name stays
      // SwiftUI's.
      if case .symbol(let s) = platform.value, s.base == nil, s.arguments == nil,
        platform.label == "uiColor" || RGBA.system[s.name] == nil,
        let rgba = RGBA.uiKit[s.name]
      {
        return .color(rgba)
      }
    }
    if let platform = arguments.labelled("uiColor") {
      try fail(
        "semantics.type-mismatch", "'uiColor:' expects a UIKit system colour such as .systemGray6", file,
        platform.range)
    }
    if var nameArg = arguments.unlabelled.first {
      // `Color(.brandBlue)`: a generated asset symbol (§18.6); `Color(.red)` stays a system colour.
      if case .symbol(let s) = nameArg.value, s.base == nil, s.arguments == nil, RGBA.system[s.name] == nil {
        nameArg.value = .string(
          AssetSymbols.asset(named: s.name, in: module.assets.colors.keys, suffix: "Color"))
      }
      if case .symbol = nameArg.value {
        return .color(try toColor(nameArg.value, file: file, range: nameArg.range))
      }
      guard case .string(let name) = nameArg.value else {
        try fail(
          "semantics.type-mismatch",
          "cannot convert value of type '\(nameArg.value.typeName)' to expected argument type 'String'", file,
          nameArg.range)
      }
      guard let rgba = module.assets.colors[name] else {
        // A warning and a colour derived from the name, not an error (docs/semantics.md "Assets").
        let placeholder = AssetPlaceholder.color(named: name)
        let hex = String(placeholder.hex.dropLast(2))
        sink.warning(
          "semantics.missing-asset", "no colour asset named '\(name)'; using the placeholder \(hex)",
          file: file, range: nameArg.range,
          notes: [
            DiagnosticNote(
              "add it to an .xcassets catalog next to the sources (or --assets DIR), or declare it with #Asset(color: \"\(name)\", hex: \"#RRGGBB\")"
            )
          ]
            + Suggestions.note(for: name, in: Array(module.assets.colors.keys)))
        return .color(placeholder)
      }
      return .color(rgba)
    }
    func channel(_ label: String, _ fallback: Double) throws -> Double {
      guard let argument = arguments.labelled(label) else { return fallback }
      if case .symbol = argument.value {
        // `Color(red: .random(in: 0...1), …)`, `.zero`, a `Double` extension's static.
        return try toLength(argument.value, file: file, range: argument.range)
      }
      guard let number = argument.value.number else {
        try fail("semantics.type-mismatch", "'\(label)' expects a number", file, argument.range)
      }
      return number
    }
    if arguments.labelled("white") != nil {
      let white = try channel("white", 0)
      return .color(RGBA(red: white, green: white, blue: white, alpha: try channel("opacity", 1)))
    }
    return .color(
      RGBA(
        red: try channel("red", 0), green: try channel("green", 0), blue: try channel("blue", 0),
        alpha: try channel("opacity", 1)))
  }

  /// `ForEach(data, id: \.key) { element in … }` with one labelled element per item.
  /// `Group(subviewsOf:)`, `ForEach(subviewOf:)`: the spellings of the first iOS 18 betas, as
  /// `subviews:`.
  static func subviewsLabelled(_ arguments: ArgumentList) -> ArgumentList {
    var list = arguments
    for index in list.arguments.indices
    where ["subviewsOf", "subviewOf"].contains(list.arguments[index].label) {
      list.arguments[index].label = "subviews"
    }
    return list
  }

  func forEach(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> ViewValue {
    var arguments = Self.subviewsLabelled(arguments)
    if let source = arguments.labelled("subviews"), arguments.unlabelled.isEmpty {
      // `ForEach(subviews: content) { subview in … }`: over the content's subviews.
      let collection = try subviewValues(source.value, file: file, range: source.range)
      arguments.arguments = [Argument(label: nil, value: collection, range: source.range)]
    }
    guard let data = arguments.unlabelled.first else {
      try fail("semantics.missing-argument", "ForEach needs a collection", file, range)
    }
    guard case .closure(var closure)? = (arguments.trailing.first ?? arguments.labelled("content"))?.value
    else {
      try fail("semantics.missing-argument", "ForEach needs a content closure", file, range)
    }
    closure.isBuilder = true
    var elements: [Value]
    /// `ForEach($items) { $item in … }`: each row gets a binding to its element.
    var elementBindings: [Value]?
    switch data.value {
    case .array(let items): elements = items
    case .binding(let ref):
      guard case .array(let items) = try readBinding(ref, file: file, range: data.range) else {
        try fail(
          "semantics.type-mismatch", "ForEach over a binding needs a binding to an array", file, data.range)
      }
      elements = items
      elementBindings = items.indices.map { .binding(.member(ref, Self.elementName($0))) }
    case .range(let lo, let hi, _):
      let span = hi.subtractingReportingOverflow(lo)
      guard hi < lo || (!span.overflow && span.partialValue <= options.maxForEachElements) else {
        try fail(
          "semantics.collection-too-large",
          "ForEach over more than \(options.maxForEachElements) elements is not supported", file, data.range)
      }
      elements = lo < hi ? (lo..<hi).map { .int($0) } : []
    case .type(let standIn) where isStandIn(standIn) && module.type(named: standIn) == nil:
      // `ForEach(calendar.weekdaySymbols, …)`: rows from a framework value Matchcut does not
      // evaluate; none are drawn (as a loop over one runs no time).
      reportStandInLoop(standIn, file: file, range: data.range)
      elements = []
    default:
      try fail(
        "semantics.type-mismatch", "ForEach cannot iterate a value of type '\(data.value.typeName)'", file,
        data.range)
    }
    let keyPath: [String]?
    if let idArg = arguments.labelled("id") {
      guard case .keyPath(let path) = idArg.value else {
        try fail("semantics.type-mismatch", "'id:' expects a key path such as \\.id", file, idArg.range)
      }
      keyPath = path
    } else {
      keyPath = nil
    }
    var out: [ForEachRow] = []
    let memo = forEachMemo(for: closure)
    let enclosingMemo = rowMemo
    if let memo { rowMemo = memo.memo }
    defer { rowMemo = enclosingMemo }
    // A range's elements are distinct integers: their ids never repeat, and their labels
    // (`String(i)`, digits and `-` only) are distinct and path-safe, so no set is consulted.
    var distinctIntegers = false
    if case .range = data.value { distinctIntegers = keyPath?.allSatisfy { $0 == "self" } ?? true }
    if distinctIntegers, let memo, case .range(let lo, let hi, _) = data.value,
      let repeated = memo.memo.repeatedRows(lo: lo, hi: hi, file: file, range: range),
      steps <= options.maxEvaluationSteps - repeated.steps
    {
      // Each element's reuse would charge the row's steps after checking they fit; they all fit.
      steps += repeated.steps
      return repeated.view
    }
    var seen: Set<Value> = []
    var labels: Set<String> = []
    seen.reserveCapacity(elements.count)
    labels.reserveCapacity(elements.count)
    out.reserveCapacity(elements.count)
    for (position, element) in elements.enumerated() {
      if distinctIntegers, case .int(let i) = element {
        let (content, row) = try forEachRow(closure, element, memo: memo, file: file, range: range)
        out.append(ForEachRow(label: String(i), content: content, memo: row))
        continue
      }
      let key: Value
      if let keyPath {
        var current = element
        for component in keyPath where component != "self" {
          current = try member(of: current, component, file: file, range: range)
        }
        key = current
      } else if case .range = data.value {
        key = element

      } else if case .structure(let s) = element, let id = s.field("id") {
        key = id
      } else if case .structure(let s) = element, module.type(named: s.type)?.computed["id"] != nil {
        // `var id: String { title }`: Identifiable through a computed property.
        key = try member(of: element, "id", file: file, range: range)
      } else if case .structure(let s) = element {
        try fail(
          "semantics.not-identifiable",
          "ForEach over '\(s.type)' needs 'id:' or an 'id' property (Identifiable)", file, data.range)
      } else {
        key = element
      }
      if !seen.insert(key).inserted {
        sink.warning(
          "semantics.duplicate-id",
          "the ForEach id \(shortDescription(key)) occurs more than once; SwiftUI's results are undefined",
          file: file, range: data.range)
      }
      var label = Self.pathSafe(elementLabel(element, key: key))
      if !labels.insert(label).inserted {
        label += ":\(out.count)"
        labels.insert(label)
      }
      let (content, row) = try forEachRow(
        closure, elementBindings?[position] ?? element, memo: memo, file: file, range: range)
      out.append(ForEachRow(label: label, content: content, memo: row))
    }
    let view = ViewValue(.forEach(out), file: file, range: range)
    if distinctIntegers, let memo, case .range(let lo, let hi, _) = data.value {
      memo.memo.keepRepeatedRows(view, rows: out, lo: lo, hi: hi, file: file, range: range)
    }
    return view
  }

  /// A label that cannot be mistaken for path syntax: `/`, `#`, `[` and `]` become look-alikes
  /// (∕ ＃ ( )).
  static func pathSafe(_ label: String) -> String {
    // The usual label has none of the four (all ASCII, so a byte test finds them): kept as is.
    let special: (UInt8) -> Bool = { $0 == 0x2F || $0 == 0x23 || $0 == 0x5B || $0 == 0x5D }
    if !label.utf8.contains(where: special) { return label }
    var out = ""
    for character in label {
      switch character {
      case "/": out.append("∕")
      case "#": out.append("＃")
      case "[": out.append("(")
      case "]": out.append(")")
      default: out.append(character)
      }
    }
    return out
  }

  /// A readable label for a `ForEach` element: its first string property, else its id.
  func elementLabel(_ element: Value, key: Value) -> String {
    if case .structure(let s) = element {
      for field in s.fields {
        if case .string(let text) = field.value { return text }
      }
    }
    switch key {
    case .string(let s): return s
    case .int(let i): return String(i)
    case .uuid(let u): return u
    case .enumCase(_, let name, _): return name
    default: return shortDescription(key)
    }
  }

  /// Turns a builder result into a view value (`Color` values become color views).
  func viewContent(_ value: Value, file: String, range: SourceRange) throws -> ViewValue {
    switch value {
    case .view(let ref): return ref.view
    case .color(let c): return colorView(c, file: file, range: range)
    case .void, .null: return ViewValue(.empty, file: file, range: range)
    case .structure(let s) where isRepresentable(s.type):
      return representablePlaceholder(s.type, file: file, range: range)
    case .structure(let s) where s.type == Self.pathTypeName && module.type(named: s.type) == nil:
      return Self.pathView(Self.pathElements(value) ?? [], file: file, range: range)
    case .structure(let s) where s.type == Self.subviewTypeName:
      if case .view(let ref)? = s.field("view") { return ref.view }
      return ViewValue(.empty, file: file, range: range)
    case .symbol(let s) where s.base == nil:
      if let shape = shapeView(s, file: file, range: range) { return shape }
      try fail("semantics.not-a-view", "a value of type '\(value.typeName)' is not a view", file, range)
    default:
      try fail("semantics.not-a-view", "a value of type '\(value.typeName)' is not a view", file, range)
    }
  }

  /// `.circle`, `.capsule`, `.rect(cornerRadius: 12)` where a view is expected: the shape they
  /// name (`Shape`'s static members, iOS 17), e.g. a `shape: S` property given `.circle`.
  func shapeView(_ symbol: Symbol, file: String, range: SourceRange) -> ViewValue? {
    let name: String
    var arguments: [Argument] = []
    switch symbol.name {
    case "circle": name = "Circle"
    case "capsule": name = "Capsule"
    case "ellipse": name = "Ellipse"
    case "rect":
      if let radius = symbol.argument("cornerRadius") {
        name = "RoundedRectangle"
        arguments = [Argument(label: "cornerRadius", value: radius, range: range)]
      } else {
        name = "Rectangle"
      }
    default: return nil
    }
    return ViewValue(.primitive(name: name, arguments: arguments, children: []), file: file, range: range)
  }

  /// The UIKit and AppKit wrappers SwiftUI shows as views.
  static let representableProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  /// Whether the module's type `name` wraps a UIKit or AppKit view.
  /// Whether a module type wraps a UIKit gesture recognizer (`UIGestureRecognizerRepresentable`).
  func isGestureRecognizer(_ name: String) -> Bool {
    module.type(named: name)?.conformances.contains("UIGestureRecognizerRepresentable") ?? false
  }

  func isRepresentable(_ name: String) -> Bool {
    // A nested one (`VisualEffectBlur.Representable`) by its qualified or its own name.
    guard let type = module.type(orNestedNamed: name) else { return false }
    return type.conformances.contains(where: Self.representableProtocols.contains)
  }

  /// A `UIViewRepresentable` drawn as a clear view of the size it is offered, as a UIKit view
  /// with no intrinsic size takes it (swiftui-semantics §23.7); its `makeUIView` is not run.
  func representablePlaceholder(_ name: String, file: String, range: SourceRange) -> ViewValue {
    if sink.once.insert("representable." + name).inserted {
      sink.warning(
        "semantics.representable-placeholder",
        "'\(name)' wraps a UIKit view, which Matchcut cannot draw: it takes the space it is offered, drawn clear "
          + "(swiftui-semantics §23.7)", file: file, range: range)
    }
    return clearPlaceholder(file: file, range: range)
  }

  /// A view of another framework (`FrameworkViews`): a clear view of the size it is offered, as
  /// a `UIViewRepresentable` without an intrinsic size (swiftui-semantics §23.7).
  func frameworkViewPlaceholder(_ name: String, file: String, range: SourceRange) -> ViewValue {
    if sink.once.insert("framework-view." + name).inserted {
      sink.warning(
        "semantics.framework-view-placeholder",
        "'\(name)' is drawn by another framework, which Matchcut cannot draw: it takes the space it is offered, "
          + "drawn clear (swiftui-semantics §23.7)", file: file, range: range)
    }
    return clearPlaceholder(file: file, range: range)
  }

  /// A clear rectangle, which takes the space it is offered: what Matchcut draws for a view it
  /// cannot draw (swiftui-semantics §23.7, §23.10).
  func clearPlaceholder(file: String, range: SourceRange) -> ViewValue {
    let shape = ViewValue(
      .primitive(name: "Rectangle", arguments: [], children: []), file: file, range: range)
    return shape.adding(
      ModifierApplication(
        name: "fill",
        arguments: [Argument(label: nil, value: .color(.clear), range: range)],
        file: file, range: range))
  }

  /// `TagLayout { … }` of a module type conforming to `Layout`: its `sizeThatFits` and
  /// `placeSubviews` would run inside layout, which Matchcut's layout pass does not call back
  /// into, so the container takes the space it is offered, drawn clear, its content not drawn
  /// (swiftui-semantics §23.10).
  func customLayoutPlaceholder(_ name: String, file: String, range: SourceRange) -> ViewValue {
    if sink.once.insert("custom-layout." + name).inserted {
      sink.warning(
        "semantics.custom-layout-placeholder",
        "the custom layout '\(name)' is not run: it takes the space it is offered, drawn clear, without its "
          + "content (swiftui-semantics §23.10)", file: file, range: range)
    }
    return clearPlaceholder(file: file, range: range)
  }

  // MARK: Functions

  func builtinFunction(_ name: String, _ call: CallSyntax, env: Env, range: SourceRange) throws -> Value? {
    let file = env.file
    if Self.gradientNames.contains(name) {
      return try gradient(name, try evalArguments(call, env), file: file, range: range)
    }
    switch name {
    case "Gradient":
      return try gradientValue(try evalArguments(call, env), file: file)
    case "Date":
      return makeDate(try evalArguments(call, env))
    case "NumberFormatter":
      return Self.makeNumberFormatter()
    case "Path":
      return try constructPath(try evalArguments(call, env), file: file, range: range)
    case "NSNumber":
      // `NSNumber(value: n)`: the number itself.
      return try evalArguments(call, env).all.first?.value ?? .int(0)
    case "Angle":
      // `Angle(degrees: 90)`, `Angle(radians: .pi)`: the angle as `.degrees(…)`/`.radians(…)`.
      let arguments = try evalArguments(call, env)
      guard let amount = arguments.labelled("degrees") ?? arguments.labelled("radians") else {
        return .symbol(Symbol(name: "zero", arguments: nil, base: nil, typeQualifier: nil, range: range))
      }
      return .symbol(
        Symbol(
          name: amount.label ?? "degrees",
          arguments: [Argument(label: nil, value: amount.value, range: amount.range)],
          base: nil, typeQualifier: nil, range: range))
    case "EnvironmentValues":
      // The preview's environment: every key of the module's reads its `defaultValue`.
      return .structure(StructValue(type: "EnvironmentValues", fields: []))
    case "Alignment":
      return try alignmentValue(try evalArguments(call, env), file: file, range: range)
    case "Transaction":
      // `Transaction(animation: .spring)`: the animation a `withTransaction` body's writes take.
      let arguments = try evalArguments(call, env)
      return .structure(
        StructValue(
          type: "Transaction",
          fields: [
            ("animation", arguments.labelled("animation")?.value ?? .null),
            ("disablesAnimations", .bool(false)),
          ]))
    case "withTransaction":
      // `withTransaction(transaction) { … }` and `withTransaction(\.disablesAnimations, true) { … }`:
      // the body's writes take the transaction's animation, none when it disables animations
      // (https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)).
      let arguments = try evalArguments(call, env)
      guard case .closure(let body)? = (arguments.trailing.first ?? arguments.arguments.last)?.value else {
        try fail("semantics.missing-argument", "withTransaction needs a closure", file, range)
      }
      var animation: AnimationDescription?
      switch arguments.arguments.first?.value {
      case .structure(let t)? where t.type == "Transaction":
        if t.field("disablesAnimations") != .bool(true), let value = t.field("animation") {
          animation = try toAnimation(value, file: file, range: range)
        }
      case .keyPath(let path)? where path == ["animation"]:
        if let value = arguments.arguments.dropFirst().first?.value {
          animation = try toAnimation(value, file: file, range: range)
        }
      default:
        animation = nil
      }
      return try runInTransaction(animation, body, range: range)
    case "withAnimation":
      // `withAnimation(_:_:)` and `withAnimation(_:completionCriteria:_:completion:)` (iOS 17):
      // the body is the first closure without a label (or `body:`), the completion is labelled.
      let arguments = try evalArguments(call, env)
      let closures = arguments.all.filter { if case .closure = $0.value { true } else { false } }
      guard
        case .closure(let body)? = (closures.first { $0.label == nil } ?? arguments.labelled("body"))?.value
      else {
        try fail("semantics.missing-argument", "withAnimation needs a closure", file, range)
      }
      var animation: AnimationDescription? = .default
      if let first = arguments.arguments.first, first.label == nil, case .closure = first.value {
        animation = .default
      } else if let first = arguments.arguments.first, first.label == nil {
        animation = try toAnimation(first.value, file: file, range: first.range)
      }
      let result = try runInTransaction(animation, body, range: range)
      if let completion = closures.first(where: { $0.label == "completion" }),
        case .closure(let closure) = completion.value
      {
        try scheduleCompletion(
          closure, of: animation, criteria: arguments.labelled("completionCriteria"), file: file,
          range: completion.range)
      }
      return result
    case "abs", "min", "max":
      var arguments = try evalArguments(call, env).all
      if let standIn = arguments.first(where: {
        if case .type(let n) = $0.value { isStandIn(n) } else { false }
      }) {
        // `min(scroll.offset / scroll.height, 1)` with a framework value: still its stand-in.
        return standIn.value
      }
      // `max(progress, .zero)`: an implicit member takes the other operands' numeric type.
      for index in arguments.indices {
        if let constant = Self.numericMember(arguments[index].value) { arguments[index].value = constant }
      }
      guard !arguments.isEmpty, let numbers = Optional(arguments.compactMap(\.value.number)),
        numbers.count == arguments.count
      else {
        try fail("semantics.type-mismatch", "'\(name)' expects numbers", file, range)
      }
      let allInts = arguments.allSatisfy { if case .int = $0.value { return true } else { return false } }
      let result: Double
      switch name {
      case "abs": result = abs(numbers[0])
      case "min": result = numbers.min() ?? 0
      default: result = numbers.max() ?? 0
      }
      if allInts, let exact = Int(exactly: result) { return .int(exact) }
      return .double(result)
    case "CGFloat", "Double", "Float", "TimeInterval":
      // `TimeInterval` is Foundation's `typealias TimeInterval = Double`.
      let name = name == "TimeInterval" ? "Double" : name
      let arguments = try evalArguments(call, env).all
      if let converted = try numericConversion(name, arguments, file: file, range: range) { return converted }
      guard let number = arguments.first?.value.number else {
        try fail("semantics.type-mismatch", "'\(name)(_:)' expects a number", file, range)
      }
      return .double(number)
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
      let arguments = try evalArguments(call, env).all
      if let converted = try numericConversion(name, arguments, file: file, range: range) { return converted }
      guard let number = arguments.first?.value.number else {
        try fail("semantics.type-mismatch", "'\(name)(_:)' expects a number", file, range)
      }
      guard let exact = Int(exactly: number.rounded(.towardZero)), !(name.hasPrefix("U") && exact < 0) else {
        try fail(
          "semantics.type-mismatch",
          "\(formatNumber(number)) cannot be represented as \(name == "Int" ? "an" : "a") \(name)",
          file, range)
      }
      return .int(exact)
    case "LocalizedStringKey":
      // `Text(LocalizedStringKey(name))`: the key, which is the text a preview without a
      // strings table shows (Apple, `LocalizedStringKey`).
      let list = try evalArguments(call, env)
      guard let key = list.all.first else {
        try fail("semantics.missing-argument", "'LocalizedStringKey' needs a string", file, range)
      }
      return .string(try describe(key.value, file: file, range: key.range))
    case "String":
      let list = try evalArguments(call, env)
      let arguments = list.all
      if let repeated = list.labelled("repeating"), case .int(let count)? = list.labelled("count")?.value {
        // `String(repeating: "ab", count: 3)`.
        guard count >= 0 else {
          try fail(
            "semantics.type-mismatch", "'String(repeating:count:)' needs a non-negative count", file, range)
        }
        let unit = try describe(repeated.value, file: file, range: repeated.range)
        let total = unit.utf8.count.multipliedReportingOverflow(by: count)
        try checkStringSize(total.overflow ? Int.max : total.partialValue, file: file, range: range)
        return .string(String(repeating: unit, count: count))
      }
      if let format = list.labelled("format") {
        // `String(format: "%.1f", value)` (Foundation): printf's rules (`FormatSpecifier`).
        guard case .string(let pattern) = format.value else {
          try fail("semantics.type-mismatch", "'String(format:)' expects a format string", file, format.range)
        }
        let values = list.arguments.filter { $0.label == nil }.map(\.value)
        guard
          let text = try FormatSpecifier.format(
            pattern, values, describe: { try describe($0, file: file, range: range) })
        else {
          try fail(
            "semantics.unsupported-expression",
            "the format '\(pattern)' has a conversion Matchcut does not know, or too few arguments", file,
            format.range)
        }
        return .string(text)
      }
      guard let first = arguments.first else { return .string("") }
      return .string(try describe(first.value, file: file, range: first.range))
    case "UUID", "NSUUID":
      // `NSUUID().uuidString`: Foundation's class form of the same identifier.
      return makeUUID(file: file, range: range)
    case "CGRect":
      return constructRect(try evalArguments(call, env))
    case "sin", "cos", "tan", "atan2", "sqrt", "pow", "floor", "ceil", "round", "trunc", "atan", "asin",
      "acos",
      "exp", "log", "log2", "log10", "hypot":
      return try mathFunction(name, try evalArguments(call, env).all, file: file, range: range)
    case _ where Self.floatMathFunctions.contains(name):
      // `hypotf`, `sqrtf`: C's `Float` versions, computed as the `Double` ones.
      return try mathFunction(
        String(name.dropLast()), try evalArguments(call, env).all, file: file, range: range)
    case "CGVector":
      // `CGVector(dx:dy:)`: a vector, read by its `dx` and `dy`.
      let a = try evalArguments(call, env)
      return .structure(
        StructValue(
          type: "CGVector",
          fields: [
            ("dx", a.labelled("dx")?.value ?? .double(0)), ("dy", a.labelled("dy")?.value ?? .double(0)),
          ]))
    case "CGSize":
      let a = try evalArguments(call, env)
      return .size(a.labelled("width")?.value.number ?? 0, a.labelled("height")?.value.number ?? 0)
    case "CGPoint", "UnitPoint":
      // A `UnitPoint(x:y:)` is a point in unit coordinates (`toUnitPoint` reads it back).
      let a = try evalArguments(call, env)
      return .point(a.labelled("x")?.value.number ?? 0, a.labelled("y")?.value.number ?? 0)
    case "EdgeInsets":
      return Self.edgeInsets(try evalArguments(call, env))
    case "GridItem":
      let a = try evalArguments(call, env)
      let size =
        a.unlabelled.first?.value
        ?? .symbol(Symbol(name: "flexible", arguments: [], base: nil, typeQualifier: nil, range: range))
      return .structure(
        StructValue(
          type: "GridItem",
          fields: [
            ("size", size), ("spacing", a.labelled("spacing")?.value ?? .null),
            ("alignment", a.labelled("alignment")?.value ?? .null),
          ]))
    case "DragGesture", "LongPressGesture", "TapGesture", "MagnificationGesture", "MagnifyGesture",
      "RotationGesture", "RotateGesture":
      _ = try evalArguments(call, env)
      let kind =
        switch name {
        case "DragGesture": "drag"
        case "LongPressGesture": "longPress"
        case "TapGesture": "tap"
        default: "unexplored"
        }
      return .gesture(Gesture(kind: kind, onChanged: nil, onEnded: nil, range: range))
    case "URL":
      let a = try evalArguments(call, env)
      return a.labelled("string")?.value ?? .null
    case "type" where call.arguments.first?.label?.text == "of":
      // `type(of: pet)`: the value's dynamic type (The Swift Standard Library, `type(of:)`).
      let arguments = try evalArguments(call, env)
      guard let value = arguments.labelled("of")?.value else { return nil }
      switch value {
      case .structure(let s) where s.type != Value.tupleTypeName: return .type(s.type)
      case .enumCase(let type, _, _): return .type(type)
      case .object(let key): return objectTypes[key].map { .type($0.name) } ?? .type("AnyObject")
      default: return .type(value.typeName)
      }
    case "Set":
      // `Set(items)`, `Set<Int>()`: the distinct elements.
      let arguments = try evalArguments(call, env)
      switch arguments.arguments.first?.value {
      case nil: return .array([])
      case .array(let items)?: return .array(uniqued(items))
      case .range(let lo, let hi, _)?: return .array(try rangeElements(lo, hi, file: file, range: range))
      case .string(let text)?: return .array(uniqued(text.map { .string(String($0)) }))
      default:
        try fail("semantics.type-mismatch", "'Set(_:)' expects a sequence", file, range)
      }
    case "Dictionary":
      return try dictionaryInitializer(try evalArguments(call, env), file: file, range: range)
    case "stride":
      return try strideValues(try evalArguments(call, env), file: file, range: range)
    case "zip":
      return try zipValues(try evalArguments(call, env), file: file, range: range)
    case "Array":
      let a = try evalArguments(call, env)
      if let repeated = try arrayRepeating(a, file: file, range: range) { return repeated }
      switch a.all.first?.value {
      case .array(let items)?: return .array(items)
      case .string(let text)?:
        // A string is a sequence of its characters.
        return .array(text.map { .string(String($0)) })
      case .range(let lo, let hi, _)?:
        return .array(try rangeElements(lo, hi, file: file, range: range))
      default:
        try fail("semantics.type-mismatch", "'Array(_:)' expects an array or a range", file, range)
      }
    case "State", "Binding", "StateObject", "ObservedObject":
      // `_model = StateObject(wrappedValue: Model(id))` in an `init`: the wrapper made with its
      // value, which the property then holds, as `State(initialValue:)` does
      // (https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)).
      let a = try evalArguments(call, env)
      if name == "Binding", case .closure(let get)? = a.labelled("get")?.value,
        case .closure(let set)? = a.labelled("set")?.value
      {
        return .binding(.computed(get: get, set: set))
      }
      guard
        let value =
          (a.labelled("initialValue") ?? a.labelled("wrappedValue") ?? a.labelled("projectedValue"))?.value
      else {
        try fail("semantics.missing-argument", "'\(name)' needs 'initialValue:'", file, range)
      }
      return value
    case "print", "debugPrint":
      _ = try evalArguments(call, env)
      return .void
    case "fatalError":
      // Reached only when the code traps at run time (most often `init(coder:)`, never called).
      let arguments = try evalArguments(call, env)
      var message = "fatalError() was called"
      if case .string(let text)? = arguments.arguments.first?.value { message += ": " + text }
      try fail("semantics.fatal-error", message, file, range)
    default:
      return nil
    }
  }

  // MARK: User types

  /// `let title: Binding<String>`: a plain property that holds a binding, as `@Binding` does.
  static func isBindingType(_ type: TypeSyntax?) -> Bool {
    guard let type else { return false }
    switch type.kind {
    case .identifier(let id, _): return id.text == "Binding"
    case .member(_, let name, _): return name.text == "Binding"
    case .optional(let base): return isBindingType(base)
    default: return false
    }
  }

  /// `Array(repeating:count:)` and `[Double](repeating:count:)`: `count` copies of the element
  /// (a negative count traps in Swift; here it is a diagnostic). Nil without those labels.
  func arrayRepeating(_ a: ArgumentList, file: String, range: SourceRange) throws -> Value? {
    guard let element = a.labelled("repeating")?.value, let countArgument = a.labelled("count") else {
      return nil
    }
    guard case .int(let count) = countArgument.value, count >= 0 else {
      try fail(
        "semantics.type-mismatch", "'Array(repeating:count:)' needs a non-negative Int count", file,
        countArgument.range)
    }
    guard count <= options.maxForEachElements else {
      try fail(
        "semantics.collection-too-large",
        "arrays of more than \(options.maxForEachElements) elements are not supported", file, range)
    }
    return .array(Array(repeating: element, count: count))
  }

  /// The memberwise initializer of a user struct (LANGUAGE §2).
  func construct(_ type: TypeInfo, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    if type.isClass { return try constructObject(type, arguments, file: file, range: range) }
    if !type.initializers.isEmpty,
      type.declaresInitializer || Self.fittingInitializer(type.initializers, arguments) != nil
    {
      return try constructWithInitializer(type, arguments, file: file, range: range)
    }
    let parameters = type.stored.filter {
      $0.isInitParameter || ($0.wrapper == .state && $0.initializer != nil)
    }
    var provided: [String: Value] = [:]
    var failed = false
    for argument in arguments.arguments {
      guard let label = argument.label else {
        sink.error(
          "semantics.unknown-argument", "missing argument label in call to '\(type.name)'", file: file,
          range: argument.range)
        failed = true
        continue
      }
      guard let parameter = parameters.first(where: { $0.name == label }) else {
        sink.error(
          "semantics.unknown-argument", "extra argument '\(label)' in call to '\(type.name)'", file: file,
          range: argument.range, notes: Suggestions.note(for: label, in: parameters.map(\.name)))
        failed = true
        continue
      }
      provided[label] = try bindParameter(
        parameter, argument.value, of: type, file: file, range: argument.range)
    }
    for closure in arguments.trailing {
      if let label = closure.label, let parameter = parameters.first(where: { $0.name == label }) {
        provided[label] = try bindParameter(
          parameter, closure.value, of: type, file: file, range: closure.range)
        continue
      }
      // SE-0286's forward scan: the closure goes to the first parameter that takes one, passing
      // over those with a default while one without a default is still unfilled
      // (`var forgotPin: () -> Void = {}` before `@ViewBuilder var content: Content`).
      let candidates = parameters.filter { parameter in
        ((parameter.type.map { isFunctionType($0) } ?? false)
          || Self.holdsView(parameter, of: type)
          || parameter.builderAttribute.map { module.resultBuilders.contains($0) } == true)
          && provided[parameter.name] == nil
          && !arguments.trailing.contains { $0.label == parameter.name }
      }
      guard let parameter = candidates.first(where: { $0.initializer == nil }) ?? candidates.first
      else {
        sink.error(
          "semantics.unknown-argument", "extra trailing closure passed in call to '\(type.name)'", file: file,
          range: closure.range)
        failed = true
        continue
      }
      provided[parameter.name] = try bindParameter(
        parameter, closure.value, of: type, file: file, range: closure.range)
    }
    for parameter in parameters where provided[parameter.name] == nil && parameter.initializer == nil {
      // A `var` of optional type (`T?` or `T!`, also under `@State`) starts as nil, so the
      // memberwise initializer gives it a default (The Swift Programming Language, "Memberwise
      // Initializers for Structure Types" and "Default Property Values").
      let isOptional: Bool
      switch parameter.type?.kind {
      case .optional?, .implicitlyUnwrappedOptional?: isOptional = true
      default: isOptional = false
      }
      if isOptional, !parameter.isLet || parameter.wrapper == .state { continue }
      sink.error(
        "semantics.missing-argument",
        "missing argument for parameter '\(parameter.name)' in call to '\(type.name)'",
        file: file, range: range)
      failed = true
    }
    if failed { throw EvalAbort(reason: .error) }
    return try finishConstruction(type, provided, file: file, range: range)
  }

  /// Runs an explicit `init`: its assignments (`self.x = …`, `_state = State(initialValue: …)`)
  /// become the instance's arguments.
  private func constructWithInitializer(
    _ type: TypeInfo, _ arguments: ArgumentList, file: String, range: SourceRange
  ) throws -> Value {
    guard let initializer = Self.chooseInitializer(type.initializers, arguments) ?? type.initializers.first,
      let body = initializer.body
    else {
      try fail("semantics.missing-argument", "'\(type.name)' has no usable initializer", file, range)
    }
    try enter(file, range)
    defer { leave() }
    let target = Instance(type: type, path: "init", label: type.name)
    let env = Env(parent: nil, receiver: .instance(target), file: type.file)
    try bindParameters(
      initializer.parameters, generics: initializer.genericParameters, arguments, into: env,
      callee: type.name,
      file: file, range: range)
    let saved = initializing
    initializing = target
    defer { initializing = saved }
    if try runInitializerBody(initializer, body, env) { return .null }
    return try finishConstruction(type, target.props, file: file, range: range)
  }

  /// Runs an `init`'s body; `true` when a failable `init?` returned `nil` (Swift: "Failable
  /// Initializers"), so the construction is `nil`. A plain `return` ends the body early.
  func runInitializerBody(_ initializer: InitializerDecl, _ body: CodeBlockSyntax, _ env: Env) throws -> Bool
  {
    do {
      try exec(body.statements, env)
    } catch is ReturnSignal {
      let value = returnValue
      returnValue = .void
      return initializer.isFailable && value.isNull
    }
    return false
  }

  func finishConstruction(
    _ type: TypeInfo, _ provided: [String: Value], file: String, range: SourceRange
  ) throws -> Value {
    if type.role == .component {
      return .view(ViewRef(ViewValue(.component(type, arguments: provided), file: file, range: range)))
    }
    var fields: [(name: String, value: Value)] = []
    for property in type.stored where property.wrapper != .namespace && property.wrapper != .state {
      if let value = provided[property.name] {
        fields.append((property.name, value))
      } else if property.isLazy {
        continue
      } else if let initializer = property.initializer {
        var value = try eval(initializer, Env(parent: nil, file: type.file))
        if let declared = property.type {
          value = try coerce(value, to: declared, file: type.file, range: initializer.range)
        }
        fields.append((property.name, value))
      } else {
        fields.append((property.name, .null))
      }
    }
    for property in type.stored where property.wrapper == .state {
      if let value = provided[property.name] { fields.append((property.name, value)) }
    }
    return .structure(StructValue(type: type.name, fields: fields))
  }

  private func bindParameter(
    _ parameter: PropertyInfo, _ value: Value, of type: TypeInfo, file: String, range: SourceRange
  ) throws -> Value {
    if parameter.wrapper == .binding {
      switch value {
      case .binding: return value
      case .symbol(let s) where s.name == "constant":
        // `.constant(.home)` for `@Binding var tab: Tab`: the value takes the declared type.
        var constant = s.arguments?.first?.value ?? .null
        if let declared = parameter.type {
          constant = try coerce(constant, to: declared, file: file, range: range)
        }
        return .binding(.constant(constant))
      case .symbol:
        // `.mock(false)`: a static the module's `extension Binding` declares.
        if let made = try resolveImplicitMember(value, in: ["Binding"]), case .binding = made { return made }
        fallthrough
      default:
        try fail(
          "semantics.type-mismatch",
          "'\(parameter.name)' is a @Binding; pass a binding such as '$\(parameter.name)', not a value of type '\(value.typeName)'",
          file, range)
      }
    }
    if case .binding = value, !Self.isBindingType(parameter.type) {
      try fail(
        "semantics.type-mismatch", "'\(parameter.name)' is not a @Binding; remove the '$'", file, range)
    }
    if case .closure(var closure) = value, let builder = parameter.builderAttribute,
      module.resultBuilders.contains(builder)
    {
      // `@ActionBuilder var actions: [Action]` given a trailing closure: the memberwise
      // initializer builds the value with the result builder (SE-0289).
      closure.resultBuilder = builder
      return try callClosure(closure, [], range: range)
    }
    if case .closure(var closure) = value, Self.holdsView(parameter, of: type) {
      // `@ViewBuilder var content: Content` (or `let content: Content`, `Content: View`) given
      // a trailing closure: the memberwise initializer takes a view builder and stores its views
      // (SE-0289; docs/semantics.md "Components").
      closure.isBuilder = true
      return .view(
        ViewRef(try viewContent(try callClosure(closure, [], range: range), file: file, range: range)))
    }
    if case .closure(var closure) = value {
      let generics = Dictionary(
        type.decl.genericParameters.map {
          ($0.name.text, $0.constraint.flatMap(ModuleBuilder.simpleName) ?? "")
        },
        uniquingKeysWith: { a, _ in a })
      if let declared = parameter.type, Self.returnsView(declared, generics: generics) {
        closure.isBuilder = true
      }
      return .closure(closure)
    }
    if let declared = parameter.type { return try coerce(value, to: declared, file: file, range: range) }
    return value
  }

  /// Whether a stored property holds a view: its declared type is a generic parameter
  /// constrained to `View`, `AnyView`, or `some View`.
  static func holdsView(_ property: PropertyInfo, of type: TypeInfo) -> Bool {
    guard let declared = property.type, !property.isClosure else { return false }
    switch declared.kind {
    case .identifier(let id, _):
      if id.text == "AnyView" { return true }
      return type.decl.genericParameters.contains {
        $0.name.text == id.text && $0.constraint.flatMap(ModuleBuilder.simpleName) == "View"
      }
    case .opaque: return true
    default: return false
    }
  }

  /// `Alignment(horizontal: .leading, vertical: .center)`: the named alignment with those two
  /// guides (`.leading`), since SwiftUI's nine named alignments are exactly these pairs
  /// (swiftui-semantics §3).
  func alignmentValue(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    func guide(_ label: String, _ allowed: [String]) throws -> String {
      guard case .symbol(let s)? = arguments.labelled(label)?.value, s.base == nil, allowed.contains(s.name)
      else {
        try fail(
          "semantics.type-mismatch",
          "'Alignment(horizontal:vertical:)' takes a built-in \(label) alignment (\(allowed.map { "." + $0 }.joined(separator: ", ")))",
          file, arguments.labelled(label)?.range ?? range)
      }
      return s.name
    }
    let horizontal = try guide("horizontal", ["leading", "center", "trailing"])
    let vertical = try guide("vertical", ["top", "center", "bottom"])
    let name: String
    switch (horizontal, vertical) {
    case ("center", "center"): name = "center"
    case ("center", _): name = vertical
    case (_, "center"): name = horizontal
    default: name = vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
    }
    return .symbol(Symbol(name: name, arguments: nil, base: nil, typeQualifier: nil, range: range))
  }

  /// Runs `body` with its writes in a transaction of `animation` (`withAnimation`,
  /// `withTransaction`), restoring the enclosing one after.
  func runInTransaction(_ animation: AnimationDescription?, _ body: Closure, range: SourceRange) throws
    -> Value
  {
    try runningInTransaction(animation) { _ = try callClosure(body, [], range: range) }
    return .void
  }

  /// Runs `body` with its writes in a transaction of `animation`, then restores the one before.
  func runningInTransaction(_ animation: AnimationDescription?, _ body: () throws -> Void) rethrows {
    let savedTransaction = transaction
    let savedIn = inTransaction
    transaction = animation
    inTransaction = true
    defer {
      transaction = savedTransaction
      inTransaction = savedIn
    }
    try body()
  }

  /// `EdgeInsets(top:leading:bottom:trailing:)`, each inset 0 when not given.
  static func edgeInsets(_ a: ArgumentList) -> Value {
    .structure(
      StructValue(
        type: "EdgeInsets",
        fields: ["top", "leading", "bottom", "trailing"].map {
          ($0, .double(a.labelled($0)?.value.number ?? 0))
        }))
  }
}
