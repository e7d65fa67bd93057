import MatchcutSource
import MatchcutSyntax

/// SwiftUI's container and control views that apps put around their heroes (issue 20), built
/// from the views Matchcut lays out — stacks, texts, images, shapes, frames — as SwiftUI lays
/// them out at rest (swiftui-semantics §22 for each rule and what is approximated).
extension Interpreter {
  /// The views this file builds, with the argument labels each accepts.
  static let appViewLabels: [String: Set<String>] = [
    "Label": ["_", "systemImage", "image", "title", "icon"],
    "Link": ["_", "destination", "label"],
    "ViewThatFits": ["in", "content"],
    "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", "content"],
    "GridRow": ["alignment", "content"],
    "UnevenRoundedRectangle": [
      "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "cornerRadii",
      "style",
    ],
    "NavigationLink": ["_", "destination", "value", "label", "isActive", "tag", "selection"],
    "Toggle": ["_", "isOn", "label", "sources"],
    "ColorPicker": ["_", "selection", "supportsOpacity", "label"],
    "Stepper": [
      "_", "value", "in", "step", "format", "onIncrement", "onDecrement", "onEditingChanged", "label",
    ],
    "DisclosureGroup": ["_", "isExpanded", "content", "label"],
    "ContentUnavailableView": ["_", "systemImage", "image", "description", "label", "actions"],
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
    func modified(_ view: ViewValue, _ name: String, _ arguments: [(String?, Value)]) -> ViewValue {
      view.adding(
        ModifierApplication(
          name: name, arguments: arguments.map { Argument(label: $0.0, value: $0.1, range: range) },
          file: file, range: range))
    }
    /// `view` answering a tap with `action` (a closure, or a method used as one); `nil` leaves
    /// it inert.
    func tappable(_ view: ViewValue, _ action: Value?) -> ViewValue {
      guard let action else { return view }
      return modified(view, "onTapGesture", [(nil, action)])
    }
    func assigning(_ ref: BindingRef, _ value: Value, at offset: Int) -> Value {
      controlAction(ref, value, at: offset, file: file, range: range)
    }
    /// The Bool a control's `label:` binding holds now, and the tap that writes its negation;
    /// nil without such a binding.
    func flipping(_ label: String) throws -> (Bool, Value?)? {
      guard case .binding(let ref)? = arguments.labelled(label)?.value,
        case .bool(let value) = try readBinding(ref, file: file, range: range)
      else { return nil }
      return (value, assigning(ref, .bool(!value), at: 0))
    }
    func filled(_ shape: String, _ color: RGBA, width: Double, height: Double) -> ViewValue {
      frame(
        modified(primitive(shape), "fill", [(nil, .color(color))]),
        [("width", .double(width)), ("height", .double(height))])
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
    case "Grid":
      // Its rows stacked, each row's cells side by side (swiftui-semantics §22.15): the columns
      // line up only where their cells are equally wide. `horizontalSpacing` reaches the rows
      // built inside the content closure (`gridRowSpacing`).
      if sink.once.insert("grid-approximated").inserted {
        sink.warning(
          "semantics.grid-approximated",
          "Grid is laid out as a column of rows: its columns line up only where their cells are equally wide",
          file: file, range: range)
      }
      let saved = gridRowSpacing
      gridRowSpacing = arguments.labelled("horizontalSpacing")?.value
      defer { gridRowSpacing = saved }
      let rows = try content(trailing(nil) ?? arguments.labelled("content"))
      var stackArguments = [
        Argument(
          label: "alignment",
          value: .symbol(
            Symbol(name: Self.gridColumnAlignment(arguments.labelled("alignment")?.value), range: range)),
          range: range)
      ]
      if let spacing = arguments.labelled("verticalSpacing")?.value {
        stackArguments.append(Argument(label: "spacing", value: spacing, range: range))
      }
      return .view(ViewRef(primitive("VStack", stackArguments, rows.map { [$0] } ?? [])))
    case "GridRow":
      var stackArguments: [Argument] = []
      if let alignment = arguments.labelled("alignment") { stackArguments.append(alignment) }
      if let spacing = gridRowSpacing {
        stackArguments.append(Argument(label: "spacing", value: spacing, range: range))
      }
      let cells = try content(trailing(nil) ?? arguments.labelled("content"))
      return .view(ViewRef(primitive("HStack", stackArguments, cells.map { [$0] } ?? [])))
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
      // Its label, and a tap that pushes its value or its destination onto the enclosing stack
      // (§22.2, `Renderer+Navigation`). The destination is built when it is pushed.
      let title = title()
      var destination = arguments.labelled("destination")?.value
      var labelArgument = trailing("label")
      if destination == nil, arguments.labelled("value") == nil,
        let first = arguments.trailing.first(where: { $0.label == nil })
      {
        // `NavigationLink("Title") { Detail() }`, `NavigationLink { Detail() } label: { … }`.
        destination = first.value
      } else if labelArgument == nil {
        labelArgument = arguments.trailing.last
      }
      let label = try title.map(text) ?? content(labelArgument)
      var linkArguments: [Argument] = []
      if let value = arguments.labelled("value") { linkArguments.append(value) }
      if let destination {
        linkArguments.append(Argument(label: "destination", value: destination, range: range))
      }
      return .view(ViewRef(primitive("NavigationLink", linkArguments, label.map { [$0] } ?? [])))
    case "Toggle":
      // A row: the label, then UIKit's 51 × 31 pt switch at the trailing edge; a tap on the
      // switch flips the binding (§22.3).
      let (on, flip) = try flipping("isOn") ?? (false, nil)
      let label = try title().map(text) ?? content(trailing("label") ?? arguments.trailing.first)
      let track = filled("Capsule", on ? Self.switchOn : Self.switchOff, width: 51, height: 31)
      return .view(
        ViewRef(primitive("HStack", [], [builder([label, primitive("Spacer"), tappable(track, flip)])])))
    case "ProgressView":
      // `ProgressView(value:total:)`: the linear bar (§22.16), the label above it and the
      // current value's label below. Without a value it is the spinner, a primitive, with its
      // label under it when it has one.
      let label =
        try title().map(text) ?? content(trailing("label") ?? arguments.trailing.first { $0.label == nil })
      guard let value = arguments.labelled("value")?.value.number else {
        guard arguments.labelled("value") != nil || label != nil else { return nil }
        let caption = label.map {
          modified($0, "foregroundStyle", [(nil, .symbol(Symbol(name: "secondary", range: range)))])
        }
        return .view(
          ViewRef(
            primitive(
              "VStack", [Argument(label: "spacing", value: .double(Self.progressLabelSpacing), range: range)],
              [builder([primitive("ProgressView"), caption])])))
      }
      let total = arguments.labelled("total")?.value.number ?? 1
      let fraction = total > 0 && value.isFinite ? min(max(value / total, 0), 1) : 0
      let filledPart = modified(
        modified(primitive("Capsule"), "fill", [(nil, .color(Self.linkTint))]), "scaleEffect",
        [
          ("x", .double(fraction)), ("y", .double(1)),
          ("anchor", .symbol(Symbol(name: "leading", range: range))),
        ])
      let bar = modified(
        frame(
          modified(primitive("Capsule"), "fill", [(nil, .color(Self.progressTrack))]),
          [("height", .double(Self.progressBarHeight))]),
        "overlay", [(nil, .view(ViewRef(filledPart)))])
      let current = try content(trailing("currentValueLabel")).map {
        modified(
          modified($0, "font", [(nil, .symbol(Symbol(name: "caption", range: range)))]), "foregroundStyle",
          [(nil, .symbol(Symbol(name: "secondary", range: range)))])
      }
      guard label != nil || current != nil else { return .view(ViewRef(bar)) }
      return .view(
        ViewRef(
          primitive(
            "VStack",
            [
              Argument(
                label: "alignment", value: .symbol(Symbol(name: "leading", range: range)), range: range),
              Argument(label: "spacing", value: .double(Self.progressLabelSpacing), range: range),
            ], [builder([label, bar, current])])))
    case "ColorPicker":
      // A row: the label, then the colour well showing the bound colour at the trailing edge
      // (§22.14). Choosing a colour opens the system picker, which is not explored.
      let label = try title().map(text) ?? content(trailing("label") ?? arguments.trailing.first)
      var well = Self.colorWellFallback
      if case .binding(let ref)? = arguments.labelled("selection")?.value,
        let chosen = try? toColor(try readBinding(ref, file: file, range: range), file: file, range: range)
      {
        well = chosen
      }
      let size = Self.colorWellDiameter
      return .view(
        ViewRef(
          primitive(
            "HStack", [],
            [builder([label, primitive("Spacer"), filled("Circle", well, width: size, height: size)])])))
    case "Stepper":
      // A row: the label, then the stepper's 94 × 32 pt pair of buttons at the trailing edge;
      // "−" and "+" are taps that move `value:` by `step:` inside `in:`, or run
      // `onDecrement`/`onIncrement` (§22.11).
      let label =
        try title().map(text) ?? content(trailing("label") ?? arguments.trailing.first { $0.label == nil })
      var decrement = trailing("onDecrement")?.value
      var increment = trailing("onIncrement")?.value
      if case .binding(let ref)? = arguments.labelled("value")?.value {
        (decrement, increment) = try stepperActions(
          ref, step: arguments.labelled("step")?.value, bounds: arguments.labelled("in")?.value, file: file,
          range: range)
      }
      let buttons = primitive(
        "HStack", [Argument(label: "spacing", value: .double(0), range: range)],
        [
          builder([
            tappable(filled("Rectangle", Self.stepperFill, width: 47, height: 32), decrement),
            tappable(filled("Rectangle", Self.stepperFill, width: 47, height: 32), increment),
          ])
        ])
      return .view(
        ViewRef(
          primitive(
            "HStack", [],
            [builder([label, primitive("Spacer"), modified(buttons, "cornerRadius", [(nil, .double(8))])])])))
    case "DisclosureGroup":
      // The label row with its chevron; the content below it while expanded. With
      // `isExpanded:` a tap on the row flips the binding; without one the group keeps its own
      // state, which Matchcut does not explore: it stays collapsed (§22.12).
      let bound = try flipping("isExpanded")
      let (expanded, flip) = bound ?? (false, nil)
      if bound == nil, sink.once.insert("disclosure-collapsed").inserted {
        sink.warning(
          "semantics.disclosure-collapsed",
          "DisclosureGroup without 'isExpanded:' is drawn collapsed: its own expansion is not explored",
          file: file, range: range)
      }
      let label = try title().map(text) ?? content(trailing("label"))
      let chevron = primitive(
        "Image",
        [
          Argument(
            label: "systemName", value: .string(expanded ? "chevron.down" : "chevron.right"), range: range)
        ])
      let row = tappable(
        modified(
          primitive("HStack", [], [builder([label, primitive("Spacer"), chevron])]), "contentShape",
          [(nil, .symbol(Symbol(name: "rect", range: range)))]),
        flip)
      let body = expanded ? try content(trailing(nil) ?? arguments.labelled("content")) : nil
      return .view(
        ViewRef(
          primitive(
            "VStack",
            [
              Argument(
                label: "alignment", value: .symbol(Symbol(name: "leading", range: range)), range: range)
            ],
            [builder([row, body])])))
    case "ContentUnavailableView":
      // Centred in the space offered: the symbol, the title, the description in the secondary
      // colour, then the actions (§22.13).
      let icon: ViewValue?
      if case .string(let symbol)? = arguments.labelled("systemImage")?.value {
        icon = modified(
          primitive("Image", [Argument(label: "systemName", value: .string(symbol), range: range)]), "font",
          [(nil, .symbol(Symbol(name: "largeTitle", range: range)))])
      } else {
        icon = nil
      }
      let heading =
        try title().map(text).map {
          modified($0, "font", [(nil, .symbol(Symbol(name: "title2", range: range)))])
        } ?? content(trailing("label") ?? arguments.trailing.first { $0.label == nil })
      let description = try content(trailing("description")).map {
        modified($0, "foregroundStyle", [(nil, .symbol(Symbol(name: "secondary", range: range)))])
      }
      let column = primitive(
        "VStack", [Argument(label: "spacing", value: .double(8), range: range)],
        [builder([icon, heading, description, try content(trailing("actions"))])])
      return .view(
        ViewRef(frame(column, [("maxWidth", .double(.infinity)), ("maxHeight", .double(.infinity))])))
    case "TextField", "SecureField":
      // One line of body text across the proposed width: the value, or the prompt while empty
      // (§22.4). A secure field shows one bullet per character.
      textInputSites.insert(Self.siteKey(file, range))
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

  /// A control's own action: `value` written through `ref`. `offset` tells several actions of
  /// one control apart (closures are compared by their source range).
  func controlAction(_ ref: BindingRef, _ value: Value, at offset: Int, file: String, range: SourceRange)
    -> Value
  {
    .closure(controlClosure(ref, value, at: offset, file: file, range: range))
  }

  /// `controlAction`'s closure, for an action recorded directly (`Renderer+Focus`).
  func controlClosure(_ ref: BindingRef, _ value: Value, at offset: Int, file: String, range: SourceRange)
    -> Closure
  {
    Closure(
      parameters: [], body: .assign(ref, value), env: Env(parent: nil, file: file), file: file,
      range: SourceRange(start: range.start + offset, end: range.start + offset))
  }

  /// A stepper's next values from its binding: `value ∓ step`, kept inside `bounds`; `nil` for a
  /// button at its bound (UIKit disables it there).
  private func stepperActions(
    _ ref: BindingRef, step: Value?, bounds: Value?, file: String, range: SourceRange
  ) throws -> (Value?, Value?) {
    let current = try readBinding(ref, file: file, range: range)
    guard let now = current.number else { return (nil, nil) }
    let by = step ?? .int(1)
    let (low, high) = Self.closedBounds(bounds) ?? (-Double.infinity, Double.infinity)
    func moved(_ op: BinaryOperator, _ limit: Double) throws -> Value? {
      let next = try binary(current, op, by, file: file, range: range)
      guard let value = next.number else { return nil }
      let clamped = op == .add ? min(value, limit) : max(value, limit)
      if clamped == now { return nil }
      if clamped == value { return next }
      if case .int = current { return .int(Int(clamped)) }
      return .double(clamped)
    }
    let down = try moved(.subtract, low).map { controlAction(ref, $0, at: 0, file: file, range: range) }
    let up = try moved(.add, high).map { controlAction(ref, $0, at: 1, file: file, range: range) }
    return (down, up)
  }

  /// `UIStepper`'s button fill: `tertiarySystemFill`, light mode, as a compact date picker's
  /// buttons (§22.11).
  static let stepperFill = datePillFill
  /// `UISwitch`'s on track (system green) and off track (system fill, light mode): §22.3.
  /// The horizontal alignment of a grid's rows from its `Alignment` (`.topLeading` → `leading`).
  static func gridColumnAlignment(_ value: Value?) -> String {
    guard case .symbol(let s)? = value, s.base == nil else { return "center" }
    let name = s.name.lowercased()
    return name.hasSuffix("leading") ? "leading" : name.hasSuffix("trailing") ? "trailing" : "center"
  }

  static let switchOn = RGBA(bytes: 0x34, 0xC7, 0x59)
  static let switchOff = RGBA(bytes: 0x78, 0x78, 0x80, alpha: 0.16)
  /// The colour well's diameter, an estimate (§22.14), and the colour it shows when the bound
  /// value is not a colour Matchcut knows (a `CGColor`): the switch's off track, a neutral fill.
  static let colorWellDiameter = 28.0
  static let colorWellFallback = switchOff
  /// The linear progress bar's height and unfilled track (`tertiarySystemFill`, light mode),
  /// and the spacing between the bar or spinner and its labels: estimates (§22.16).
  static let progressBarHeight = 4.0
  static let progressTrack = RGBA(bytes: 0x76, 0x76, 0x80, alpha: 0.12)
  static let progressLabelSpacing = 4.0
  /// A link's title colour: the accent colour, system blue in light mode (§22.9).
  static let linkTint = RGBA(bytes: 0, 122, 255)
  /// The placeholder text colour (`UIColor.placeholderText`, light mode): §22.4.
  static let placeholderText = RGBA(bytes: 0x3C, 0x3C, 0x43, alpha: 0.3)
}
