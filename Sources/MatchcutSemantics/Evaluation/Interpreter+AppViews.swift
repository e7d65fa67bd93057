import MatchcutSource

/// SwiftUI's container and control views that apps put around their heroes (issue 20), built
/// from the views Matchcut lays out — stacks, texts, images, shapes, frames — as SwiftUI lays
/// them out at rest (swiftui-semantics §22 for each rule and what is approximated).
extension Interpreter {
  /// The views this file builds, with the argument labels each accepts.
  static let appViewLabels: [String: Set<String>] = [
    "Label": ["_", "systemImage", "image", "title", "icon"],
    "Link": ["_", "destination", "label"],
    "ViewThatFits": ["in", "content"],
    "UnevenRoundedRectangle": [
      "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "cornerRadii",
      "style",
    ],
    "NavigationLink": ["_", "destination", "value", "label", "isActive", "tag", "selection"],
    "Toggle": ["_", "isOn", "label", "sources"],
    "TextField": [
      "_", "text", "prompt", "axis", "value", "format", "formatter", "onEditingChanged", "onCommit", "label",
      "selection",
    ],
    "SecureField": ["_", "text", "prompt", "label", "onCommit"],
    "Section": ["_", "header", "footer", "content", "isExpanded"],
    "List": ["_", "id", "selection", "content", "rowContent"],
    "Form": ["content"],
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
      // The title-and-icon style: the icon, then the title, side by side (§22.1).
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
    case "Link":
      // A link is its label, a title drawn in the accent colour; opening the URL is not an
      // event Matchcut explores (swiftui-semantics §22.9).
      if let title = title() {
        return .view(
          ViewRef(
            text(title).adding(
              ModifierApplication(
                name: "foregroundColor",
                arguments: [Argument(label: nil, value: .color(Self.linkTint), range: range)],
                file: file, range: range))))
      }
      let label = try content(trailing("label") ?? arguments.trailing.last)
      return .view(ViewRef(label ?? ViewValue(.empty, file: file, range: range)))
    case "ViewThatFits":
      // The first child that fits the proposal; Matchcut does not measure the children before
      // choosing, so it draws the first, as at full width (swiftui-semantics §22.9).
      if sink.once.insert("view-that-fits").inserted {
        sink.warning(
          "semantics.view-that-fits-first",
          "ViewThatFits draws its first child: the children are not measured to choose one", file: file,
          range: range)
      }
      guard let all = try content(trailing(nil) ?? arguments.labelled("content")) else {
        return .view(ViewRef(ViewValue(.empty, file: file, range: range)))
      }
      return .view(ViewRef(subviews(of: all).first?.view ?? ViewValue(.empty, file: file, range: range)))
    case "UnevenRoundedRectangle":
      // One radius for the four corners, the largest (swiftui-semantics §22.9).
      let radii = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
        .compactMap { arguments.labelled($0)?.value.number }
      if sink.once.insert("uneven-rounded").inserted {
        sink.warning(
          "semantics.shape-approximated",
          "UnevenRoundedRectangle is drawn with one corner radius, its largest", file: file, range: range)
      }
      return .view(
        ViewRef(
          primitive(
            "RoundedRectangle",
            [Argument(label: "cornerRadius", value: .double(radii.max() ?? 0), range: range)])))
    case "NavigationLink":
      // The link is its label; the push it starts is not explored (§22.2).
      if sink.once.insert("push-not-explored").inserted {
        sink.warning(
          "semantics.push-not-explored", "NavigationLink's destination is not explored; its label is drawn",
          file: file, range: range)
      }
      let label = try title().map(text) ?? content(trailing("label") ?? arguments.trailing.last)
      return .view(ViewRef(label ?? ViewValue(.empty, file: file, range: range)))
    case "Toggle":
      // A row: the label, then UIKit's 51 × 31 pt switch at the trailing edge (§22.3).
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
      // (§22.4). A secure field shows one bullet per character.
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
      // Outside a styled list a section is its header, its content and its footer in turn (§22.5).
      let header = try title().map(text) ?? content(trailing("header"))
      let body = try content(trailing(nil) ?? arguments.labelled("content"))
      return .view(ViewRef(builder([header, body, try content(trailing("footer"))])))
    case "List", "Form":
      // A scrolling column of the rows, leading-aligned, without the grouped style (§22.6).
      // `List(items) { item in … }`, `List(items, id: \.name) { … }`: a `ForEach` of the rows.
      let rows: ViewValue?
      if name == "List", let data = arguments.unlabelled.first,
        let rowContent = trailing(nil) ?? arguments.labelled("rowContent")
      {
        var forEachArguments = [data]
        if let id = arguments.labelled("id") { forEachArguments.append(id) }
        rows = try forEach(
          ArgumentList(arguments: forEachArguments, trailing: [rowContent]), file: file, range: range)
      } else {
        rows = try content(trailing(nil) ?? arguments.labelled("content"))
      }
      let column = primitive(
        "LazyVStack",
        [
          Argument(label: "alignment", value: .symbol(Symbol(name: "leading", range: range)), range: range),
          Argument(label: "spacing", value: .double(0), range: range),
        ],
        rows.map { [$0] } ?? [])
      return .view(ViewRef(primitive("ScrollView", [], [frame(column, [("maxWidth", .double(.infinity))])])))
    default:
      return nil
    }
  }

  /// `UISwitch`'s on track (system green) and off track (system fill, light mode): §22.3.
  static let switchOn = RGBA(bytes: 0x34, 0xC7, 0x59)
  static let switchOff = RGBA(bytes: 0x78, 0x78, 0x80, alpha: 0.16)
  /// A link's title colour: the accent colour, system blue in light mode (§22.9).
  static let linkTint = RGBA(bytes: 0, 122, 255)
  /// The placeholder text colour (`UIColor.placeholderText`, light mode): §22.4.
  static let placeholderText = RGBA(bytes: 0x3C, 0x3C, 0x43, alpha: 0.3)
}
