import MatchcutSource
import MatchcutSyntax

/// `TabView` and iOS 18's `Tab` (docs/semantics.md "Tab views"), built out of views the
/// renderer knows: the selected tab's content fills the space above a tab bar 49 points high
/// (swiftui-semantics §20.1); with `.tabViewStyle(.page)` the selected page fills the whole
/// space and there is no bar.
extension Interpreter {
  /// The argument label that marks the stack a `TabView` became, for `.tabViewStyle`.
  static let tabBarMarker = "_tabBar"

  /// The tab bar's fill: the bar's material is a blur Matchcut cannot render, drawn as white
  /// at 94 % opacity (a modelling choice, like the materials of swiftui-semantics §19).
  static let tabBarFill = RGBA(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

  /// The tab bar's height above the bottom safe area (swiftui-semantics §20.1).
  static let tabBarHeight = 49.0

  func tabView(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> ViewValue {
    let content = arguments.trailing.first(where: { $0.label == nil }) ?? arguments.labelled("content")
    var tabs: [ViewValue] = []
    if let content {
      guard case .closure(var closure) = content.value else {
        try fail("semantics.type-mismatch", "'TabView' expects its content as a closure", file, content.range)
      }
      closure.isBuilder = true
      let root = try viewContent(
        try callClosure(closure, [], range: content.range), file: file, range: content.range)
      Self.collectTabs(root, into: &tabs)
    }
    var selection: Value?
    if let argument = arguments.labelled("selection") {
      if case .binding(let ref) = argument.value {
        selection = try readBinding(ref, file: file, range: argument.range)
      } else {
        selection = argument.value
      }
    }
    let selected =
      selection.flatMap { value in tabs.first { Self.tag(of: $0).map { Self.sameTag($0, value) } ?? false } }
      ?? tabs.first ?? ViewValue(.empty, file: file, range: range)
    let filled = selected.adding(
      ModifierApplication(
        name: "frame",
        arguments: [
          Argument(label: "maxWidth", value: .double(.infinity), range: range),
          Argument(label: "maxHeight", value: .double(.infinity), range: range),
        ],
        file: file, range: range, isIgnored: false))
    let bar = colorView(Self.tabBarFill, file: file, range: range).adding(
      ModifierApplication(
        name: "frame",
        arguments: [Argument(label: "height", value: .double(Self.tabBarHeight), range: range)],
        file: file, range: range, isIgnored: false))
    return ViewValue(
      .primitive(
        name: "VStack",
        arguments: [
          Argument(label: "spacing", value: .double(0), range: range),
          Argument(label: Self.tabBarMarker, value: .bool(true), range: range),
        ],
        children: [ViewValue(.builder([filled, bar]), file: file, range: range)]),
      file: file, range: range)
  }

  /// `.tabViewStyle(.page)` on a `TabView`: the selected page alone, filling the space. Any
  /// other style keeps the bar; on any other view the modifier changes nothing.
  func tabViewStyle(_ view: ViewValue, _ style: Value?) -> ViewValue {
    guard case .primitive("VStack", let arguments, let children) = view.content,
      arguments.contains(where: { $0.label == Self.tabBarMarker }),
      case .builder(let slots)? = children.first?.content, let page = slots.first
    else { return view }
    let isPage: Bool
    switch style {
    case .symbol(let s)?: isPage = s.name == "page"
    default: isPage = false
    }
    guard isPage else { return view }
    var result = page
    result.setModifiers(page.modifiers + view.modifiers)
    return result
  }

  /// `Tab("Home", systemImage: "house", value: .home) { … }`: its content, tagged with its
  /// value so that the `TabView`'s selection finds it. The title and image belong to the tab
  /// bar's item.
  func tab(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> ViewValue {
    var view = ViewValue(.empty, file: file, range: range)
    if let content = arguments.trailing.first(where: { $0.label == nil }) ?? arguments.labelled("content") {
      guard case .closure(var closure) = content.value else {
        try fail("semantics.type-mismatch", "'Tab' expects its content as a closure", file, content.range)
      }
      closure.isBuilder = true
      view = try viewContent(
        try callClosure(closure, [], range: content.range), file: file, range: content.range)
    }
    if let value = arguments.labelled("value") {
      view = view.adding(
        ModifierApplication(name: "tag", arguments: [value], file: file, range: range, isIgnored: true))
    }
    return view
  }

  /// The tabs of a `TabView`'s content: each view of its builder, each row of a `ForEach`.
  private static func collectTabs(_ view: ViewValue, into tabs: inout [ViewValue]) {
    guard view.modifiers.isEmpty else {
      tabs.append(view)
      return
    }
    switch view.content {
    case .builder(let children): for child in children { collectTabs(child, into: &tabs) }
    case .forEach(let rows): for row in rows { collectTabs(row.content, into: &tabs) }
    case .conditional(_, let inner): if let inner { collectTabs(inner, into: &tabs) }
    case .empty: break
    default: tabs.append(view)
    }
  }

  /// The value of a tab's `.tag(_:)`.
  private static func tag(of view: ViewValue) -> Value? {
    view.modifiers.last { $0.name == "tag" }?.arguments.first?.value
  }

  /// A tag matches the selection when the values are equal, or an implicit member
  /// (`.tag(.home)`) names the selection's enum case.
  private static func sameTag(_ tag: Value, _ selection: Value) -> Bool {
    if tag == selection { return true }
    switch (tag, selection) {
    case (.symbol(let s), .enumCase(_, let name, let payload)): return s.name == name && payload.isEmpty
    case (.enumCase(_, let name, let payload), .symbol(let s)): return s.name == name && payload.isEmpty
    case (.int(let i), .double(let d)), (.double(let d), .int(let i)): return Double(i) == d
    default: return false
    }
  }
}

/// Gradients (docs/semantics.md "Gradients"): no layout node draws one, so a gradient is drawn
/// as the mean of its colours, with a warning naming it. As a view it is as flexible as a
/// `Color` (it fills its proposal, as every shape style does), so the geometry is SwiftUI's.
extension Interpreter {
  static let gradientNames: Set<String> = [
    "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
  ]

  /// `Gradient(colors:)` / `Gradient(stops:)`: a structure holding its colours.
  func gradientValue(_ arguments: ArgumentList, file: String) throws -> Value {
    .structure(
      StructValue(type: "Gradient", fields: [("colors", .array(try gradientColors(arguments, file: file)))]))
  }

  /// A gradient's colours from `colors:`, `stops:` (`Gradient.Stop(color:location:)` or
  /// `.init(color:location:)`) or a `Gradient` (`gradient:` or unlabelled).
  private func gradientColors(_ arguments: ArgumentList, file: String) throws -> [Value] {
    if case .array(let colors)? = arguments.labelled("colors")?.value { return colors }
    if case .array(let stops)? = arguments.labelled("stops")?.value {
      return stops.compactMap { stop in
        switch stop {
        case .structure(let s): s.field("color")
        case .symbol(let s): s.arguments?.first { $0.label == "color" }?.value
        default: nil
        }
      }
    }
    // `gradient:`, or the unlabelled first argument of `.linearGradient(_:startPoint:endPoint:)`
    // and `LinearGradient(_:startPoint:endPoint:)`.
    let gradient = arguments.labelled("gradient")?.value ?? arguments.unlabelled.first?.value
    if case .structure(let s)? = gradient, case .array(let colors)? = s.field("colors") {
      return colors
    }
    // `gradient: .init(colors: […])`: the implicit member is the Gradient.
    if case .symbol(let s)? = gradient, s.name == "init", s.base == nil {
      return try gradientColors(ArgumentList(arguments: s.arguments ?? [], trailing: []), file: file)
    }
    return []
  }

  /// `LinearGradient(colors:startPoint:endPoint:)` and the other gradients: the mean colour.
  func gradient(_ name: String, _ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    let colors = try gradientColors(arguments, file: file).map { try toColor($0, file: file, range: range) }
    guard !colors.isEmpty else {
      try fail("semantics.missing-argument", "'\(name)' needs colors:, stops: or gradient:", file, range)
    }
    if sink.once.insert("gradient." + file + "." + name).inserted {
      sink.warning(
        "semantics.gradient-approximated",
        "'\(name)' is drawn as the mean of its colours: gradients are not drawn yet", file: file, range: range
      )
    }
    let n = Double(colors.count)
    return .color(
      RGBA(
        red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
        blue: colors.map(\.blue).reduce(0, +) / n, alpha: colors.map(\.alpha).reduce(0, +) / n))
  }
}
