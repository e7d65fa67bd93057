import MatchcutSource

/// SwiftUI's container and control views that apps put around their heroes (issue 20), built
/// from the views Matchcut lays out — stacks, texts, images, shapes, frames — as SwiftUI lays
/// them out at rest (swiftui-semantics §21 for each rule and what is approximated).
extension Interpreter {
  /// The views this file builds, with the argument labels each accepts.
  static let appViewLabels: [String: Set<String>] = [
    "Label": ["_", "systemImage", "image", "title", "icon"],
    "NavigationLink": ["_", "destination", "value", "label", "isActive", "tag", "selection"],
    "Toggle": ["_", "isOn", "label", "sources"],
    "TextField": [
      "_", "text", "prompt", "axis", "value", "format", "formatter", "onEditingChanged", "onCommit", "label",
    ],
    "SecureField": ["_", "text", "prompt", "label", "onCommit"],
    "Section": ["_", "header", "footer", "content", "isExpanded"],
    "List": ["_", "id", "selection", "content", "rowContent"],
    "Form": ["content"],
    "TabView": ["selection", "content"],
    "Tab": ["_", "systemImage", "image", "value", "role", "content", "label"],
  ]

  /// Builds `name` from `arguments`; nil when `name` is not one of ``appViewLabels``.
  func appView(_ name: String, _ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value? {
    func primitive(_ name: String, _ arguments: [Argument] = [], _ children: [ViewValue] = []) -> ViewValue {
      ViewValue(.primitive(name: name, arguments: arguments, children: children), file: file, range: range)
    }
    func text(_ string: String) -> ViewValue {
      primitive("Text", [Argument(label: nil, value: .string(string), range: range)])
    }
    /// A closure argument's views, or a string's `Text`, or a view value itself.
    func content(_ argument: Argument?) throws -> ViewValue? {
      guard let argument else { return nil }
      switch argument.value {
      case .closure(var closure):
        closure.isBuilder = true
        return try viewContent(
          try callClosure(closure, [], range: argument.range), file: file, range: argument.range)
      case .string(let s): return text(s)
      default: return try viewContent(argument.value, file: file, range: argument.range)
      }
    }
    func trailing(_ label: String?) -> Argument? {
      arguments.trailing.first { $0.label == label } ?? label.flatMap { arguments.labelled($0) }
    }
    func title() -> String? {
      if case .string(let s)? = arguments.unlabelled.first?.value { return s }
      return nil
    }
    func frame(_ view: ViewValue, _ labels: [(String, Value)]) -> ViewValue {
      view.adding(
        ModifierApplication(
          name: "frame", arguments: labels.map { Argument(label: $0.0, value: $0.1, range: range) },
          file: file,
          range: range))
    }
    func builder(_ views: [ViewValue?]) -> ViewValue {
      ViewValue(.builder(views.compactMap { $0 }), file: file, range: range)
    }

    switch name {
    case "Label":
      // The title-and-icon style: the icon, then the title, side by side (§21.1).
      let icon: ViewValue?
      if case .string(let symbol)? = arguments.labelled("systemImage")?.value {
        icon = primitive("Image", [Argument(label: "systemName", value: .string(symbol), range: range)])
      } else if case .string(let asset)? = arguments.labelled("image")?.value {
        icon = primitive("Image", [Argument(label: nil, value: .string(asset), range: range)])
      } else {
        icon = try content(trailing("icon"))
      }
      let label = try title().map(text) ?? content(trailing("title") ?? arguments.trailing.first)
      return .view(ViewRef(primitive("HStack", [], [builder([icon, label])])))
    case "NavigationLink":
      // The link is its label; the push it starts is not explored (§21.2).
      if sink.once.insert("push-not-explored").inserted {
        sink.warning(
          "semantics.push-not-explored", "NavigationLink's destination is not explored; its label is drawn",
          file: file, range: range)
      }
      let label = try title().map(text) ?? content(trailing("label") ?? arguments.trailing.last)
      return .view(ViewRef(label ?? ViewValue(.empty, file: file, range: range)))
    case "Toggle":
      // A row: the label, then UIKit's 51 × 31 pt switch at the trailing edge (§21.3).
      var on = false
      if case .binding(let ref)? = arguments.labelled("isOn")?.value,
        case .bool(let value) = try readBinding(ref, file: file, range: range)
      {
        on = value
      }
      let label = try title().map(text) ?? content(trailing("label") ?? arguments.trailing.first)
      let track = frame(
        primitive("Capsule").adding(
          ModifierApplication(
            name: "fill",
            arguments: [
              Argument(label: nil, value: .color(on ? Self.switchOn : Self.switchOff), range: range)
            ],
            file: file, range: range)),
        [("width", .double(51)), ("height", .double(31))])
      return .view(ViewRef(primitive("HStack", [], [builder([label, primitive("Spacer"), track])])))
    case "TextField", "SecureField":
      // One line of body text across the proposed width: the value, or the prompt while empty
      // (§21.4). A secure field shows one bullet per character.
      var value = ""
      if case .binding(let ref)? = arguments.labelled("text")?.value,
        case .string(let s) = try readBinding(ref, file: file, range: range)
      {
        value = s
      }
      let shown =
        value.isEmpty
        ? (title() ?? "") : name == "SecureField" ? String(repeating: "•", count: value.count) : value
      var line = text(shown)
      if value.isEmpty {
        line = line.adding(
          ModifierApplication(
            name: "foregroundColor",
            arguments: [Argument(label: nil, value: .color(Self.placeholderText), range: range)],
            file: file, range: range))
      }
      return .view(
        ViewRef(
          frame(
            line,
            [("maxWidth", .double(.infinity)), ("alignment", .symbol(Symbol(name: "leading", range: range)))])
        ))
    case "Section":
      // Outside a styled list a section is its header, its content and its footer in turn (§21.5).
      let header = try title().map(text) ?? content(trailing("header"))
      let body = try content(trailing(nil) ?? arguments.labelled("content"))
      return .view(ViewRef(builder([header, body, try content(trailing("footer"))])))
    case "List", "Form":
      // A scrolling column of the rows, leading-aligned, without the grouped style (§21.6).
      let rows = try content(trailing(nil) ?? arguments.labelled("content"))
      let column = primitive(
        "LazyVStack",
        [
          Argument(label: "alignment", value: .symbol(Symbol(name: "leading", range: range)), range: range),
          Argument(label: "spacing", value: .double(0), range: range),
        ],
        rows.map { [$0] } ?? [])
      return .view(ViewRef(primitive("ScrollView", [], [frame(column, [("maxWidth", .double(.infinity))])])))
    case "Tab":
      // iOS 18's tab: its content, remembered with its value for the TabView's selection.
      let body =
        try content(trailing(nil) ?? arguments.labelled("content"))
        ?? ViewValue(.empty, file: file, range: range)
      guard let value = arguments.labelled("value") else { return .view(ViewRef(body)) }
      return .view(
        ViewRef(
          body.adding(
            ModifierApplication(
              name: "tag", arguments: [Argument(label: nil, value: value.value, range: range)], file: file,
              range: range,
              isIgnored: true))))
    case "TabView":
      return try tabView(arguments, file: file, range: range)
    default:
      return nil
    }
  }

  /// `TabView`: the selected tab's content fills the view (§21.7; the tab bar is not drawn).
  /// The selection is the tab whose `.tag` (or `Tab`'s `value:`) equals the bound value, else
  /// the first tab.
  private func tabView(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    var tabs: [ViewValue] = []
    if let argument = arguments.trailing.first ?? arguments.labelled("content"),
      case .closure(var closure) = argument.value
    {
      closure.isBuilder = true
      let root = try viewContent(
        try callClosure(closure, [], range: argument.range), file: file, range: range)
      Self.collectTabs(root, into: &tabs)
    }
    var selected: Value?
    if case .binding(let ref)? = arguments.labelled("selection")?.value {
      selected = try readBinding(ref, file: file, range: range)
    }
    var index = 0
    if let selected, let match = tabs.firstIndex(where: { Self.tag(of: $0) == selected }) { index = match }
    let content = tabs.isEmpty ? ViewValue(.empty, file: file, range: range) : tabs[index]
    let filled = content.adding(
      ModifierApplication(
        name: "frame",
        arguments: [
          Argument(label: "maxWidth", value: .double(.infinity), range: range),
          Argument(label: "maxHeight", value: .double(.infinity), range: range),
        ], file: file, range: range))
    return .view(
      ViewRef(
        ViewValue(.primitive(name: "ZStack", arguments: [], children: [filled]), file: file, range: range)))
  }

  /// The tabs of a `TabView`'s content: its statements, `ForEach` rows and taken branches.
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

  /// The value of the outermost `.tag(_:)` of `view`.
  private static func tag(of view: ViewValue) -> Value? {
    view.modifiers.last { $0.name == "tag" }?.arguments.first?.value
  }

  /// `UISwitch`'s on track (system green) and off track (system fill, light mode): §21.3.
  static let switchOn = RGBA(bytes: 0x34, 0xC7, 0x59)
  static let switchOff = RGBA(bytes: 0x78, 0x78, 0x80, alpha: 0.16)
  /// The placeholder text colour (`UIColor.placeholderText`, light mode): §21.4.
  static let placeholderText = RGBA(bytes: 0x3C, 0x3C, 0x43, alpha: 0.3)
}
