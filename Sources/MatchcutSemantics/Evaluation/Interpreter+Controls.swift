import MatchcutSource

/// `Picker` and `Slider`, built from the views Matchcut lays out, at rest as iOS draws them
/// (swiftui-semantics §22.7–22.8 for each rule and what is approximated), and the wrappers
/// that draw their content as it is: `AnyView`, `ScrollViewReader` (§23.1), and `safeAreaInset` (§23.4).
extension Interpreter {
  /// The argument labels of the controls this file builds.
  static let controlLabels: [String: Set<String>] = [
    "Picker": ["_", "selection", "content", "label", "sources", "currentValueLabel"],
    "Slider": [
      "_", "value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged",
    ],
    "AnyView": ["_", "erasing"],
    "ScrollViewReader": ["content"],
    "PageTabViewStyle": ["indexDisplayMode"],
    "PageIndexViewStyle": ["backgroundDisplayMode"],
    "Canvas": ["_", "opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"],
    "Menu": ["_", "content", "label", "primaryAction"],
    "EditButton": [],
    "TimelineView": ["_", "content"],
    "DatePicker": ["_", "selection", "in", "displayedComponents", "label"],
    "StrokeStyle": ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"],
  ]

  /// Marks the `VStack` a `Picker` builds; its `_pickerSegments` argument holds the segmented
  /// rendering that `.pickerStyle(.segmented)` swaps in.
  static let pickerMarker = "_picker"
  static let pickerSegments = "_pickerSegments"

  /// The lowest and highest values of a control's `in:` range: an integer range's first and last
  /// (`0...10`), or a range of numbers' bounds (`0.5...2`); nil without one.
  static func closedBounds(_ value: Value?) -> (lower: Double, upper: Double)? {
    switch value {
    case .range(let lo, let hi, _)?:
      return (Double(lo), Double(hi &- 1))
    case .structure(let s)?:
      guard let lo = s.field("lowerBound")?.number, let hi = s.field("upperBound")?.number else { return nil }
      return (lo, hi)
    default:
      return nil
    }
  }

  /// `UISegmentedControl`'s height and corner radius, its track and selected-segment colours
  /// (light mode): §22.7.
  static let segmentedHeight = 32.0
  static let segmentedCornerRadius = 8.0
  static let segmentedTrack = RGBA(bytes: 0x76, 0x76, 0x80, alpha: 0.12)
  static let segmentedThumbInset = 2.0
  /// `UISlider`'s track height, thumb diameter and track colour (light mode): §22.8.
  static let sliderTrackHeight = 4.0
  static let sliderThumb = 28.0
  static let sliderTrack = RGBA(bytes: 0x78, 0x78, 0x80, alpha: 0.2)
  /// A compact date picker's button: its text inset 11 pt sideways and 6 pt vertically, on
  /// `tertiarySystemFill` (§22.10, measured by eye).
  static let datePillPadding = (h: 11.0, v: 6.0)
  static let datePillFill = RGBA(bytes: 0x76, 0x76, 0x80, alpha: 0.12)

  func control(_ name: String, _ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value? {
    func view(_ content: ViewValue.Content) -> ViewValue { ViewValue(content, file: file, range: range) }
    func primitive(_ name: String, _ arguments: [Argument] = [], _ children: [ViewValue] = []) -> ViewValue {
      view(.primitive(name: name, arguments: arguments, children: children))
    }
    func modifier(_ view: ViewValue, _ name: String, _ labels: [(String?, Value)]) -> ViewValue {
      view.adding(
        ModifierApplication(
          name: name, arguments: labels.map { Argument(label: $0.0, value: $0.1, range: range) }, file: file,
          range: range))
    }
    func symbol(_ name: String) -> Value { .symbol(Symbol(name: name, range: range)) }
    func binding(_ label: String) throws -> Value? {
      guard case .binding(let ref)? = arguments.labelled(label)?.value else { return nil }
      return try readBinding(ref, file: file, range: range)
    }

    switch name {
    case "AnyView":
      // Type erasure changes no geometry: the wrapped view itself.
      guard let wrapped = arguments.all.first else {
        try fail("semantics.missing-argument", "'AnyView' needs the view it wraps", file, range)
      }
      return .view(ViewRef(try viewContent(wrapped.value, file: file, range: wrapped.range)))
    case "ScrollViewReader":
      // Its content, given a proxy whose `scrollTo` is not explored (`standardMethod`).
      guard let content = arguments.trailing.first ?? arguments.labelled("content"),
        case .closure(var closure) = content.value
      else {
        try fail(
          "semantics.missing-argument", "'ScrollViewReader' needs its content as a closure", file, range)
      }
      closure.isBuilder = true
      let proxy = Value.structure(StructValue(type: "ScrollViewProxy", fields: []))
      return .view(
        ViewRef(
          try viewContent(try callClosure(closure, [proxy], range: content.range), file: file, range: range)))
    case "Canvas":
      // Takes the space it is offered, as a shape does; its drawing closure is not run (§23.3).
      if sink.once.insert("canvas." + file).inserted {
        sink.warning(
          "semantics.canvas-not-drawn",
          "'Canvas' takes the space it is offered but its drawing is not run (swiftui-semantics §23.3)",
          file: file, range: range)
      }
      return .view(
        ViewRef(modifier(primitive("Rectangle"), "fill", [(nil, .color(.clear))])))
    case "Menu":
      // A closed menu is its label, drawn as a button's, in the accent colour (§23.6).
      let label: ViewValue
      if case .string(let title)? = arguments.unlabelled.first?.value {
        label = primitive("Text", [Argument(label: nil, value: .string(title), range: range)])
      } else if let labelArgument = arguments.trailing.first(where: { $0.label == "label" })
        ?? arguments.labelled("label"), case .closure(var closure) = labelArgument.value
      {
        closure.isBuilder = true
        label = try viewContent(
          try callClosure(closure, [], range: labelArgument.range), file: file, range: range)
      } else {
        label = view(.empty)
      }
      return .view(ViewRef(modifier(label, "foregroundColor", [(nil, symbol("blue"))])))
    case "EditButton":
      // The button that toggles the edit mode, labelled "Edit" while it is inactive, as it is
      // in a preview; drawn as a button's label, in the accent colour (§23.6).
      let label = primitive("Text", [Argument(label: nil, value: .string("Edit"), range: range)])
      return .view(ViewRef(modifier(label, "foregroundColor", [(nil, symbol("blue"))])))
    case "TimelineView":
      // Its content at the preview's one instant (docs/semantics.md "Dates"); the schedule's
      // later updates are not explored.
      guard let content = arguments.trailing.first ?? arguments.labelled("content"),
        case .closure(var closure) = content.value
      else {
        try fail("semantics.missing-argument", "'TimelineView' needs its content as a closure", file, range)
      }
      closure.isBuilder = true
      let context = Value.structure(
        StructValue(
          type: "TimelineView.Context",
          fields: [("date", Self.date(Self.previewInstant)), ("cadence", symbol("live"))]))
      return .view(
        ViewRef(
          try viewContent(try callClosure(closure, [context], range: content.range), file: file, range: range)
        ))
    case "StrokeStyle":
      // A stroke's style (strokes are drawn as the shape's outline width only where modelled).
      return .structure(
        StructValue(
          type: "StrokeStyle",
          fields: [("lineWidth", arguments.labelled("lineWidth")?.value ?? .double(1))]))
    case "PageTabViewStyle":
      // The style value `.tabViewStyle(PageTabViewStyle())` reads, as `.page`.
      return symbol("page")
    case "PageIndexViewStyle":
      // `.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))`: the page dots'
      // backdrop, which `indexViewStyle` ignores (swiftui-semantics §23.1).
      return symbol("page")
    case "Picker":
      guard
        let contentArgument = arguments.trailing.first(where: { $0.label == nil })
          ?? arguments.labelled("content"),
        case .closure(var closure) = contentArgument.value
      else {
        try fail("semantics.missing-argument", "'Picker' needs its options as a closure", file, range)
      }
      closure.isBuilder = true
      let options = try viewContent(
        try callClosure(closure, [], range: contentArgument.range), file: file, range: range)
      var tagged: [(tag: Value?, view: ViewValue)] = []
      Self.collectOptions(options, into: &tagged)
      let selection = try binding("selection")
      let chosen = tagged.first { option in option.tag.map { equal($0, selection ?? .null) } ?? false }
      // The menu style iOS uses by default: the chosen option's label in the accent colour, then
      // the up-and-down chevron (§22.7).
      let chevron = primitive(
        "Image", [Argument(label: "systemName", value: .string("chevron.up.chevron.down"), range: range)])
      let menu = modifier(
        primitive(
          "HStack", [Argument(label: "spacing", value: .double(4), range: range)],
          [
            view(.builder([chosen?.view ?? view(.empty), chevron]))
          ]), "foregroundColor", [(nil, symbol("blue"))])
      // The segmented style: equal segments across the proposed width, 32 pt high, the chosen
      // one on a white thumb inset 2 pt in the grey track (§22.7).
      // A tap on a segment selects its option (§22.7): each other segment is a tap that writes
      // its tag through the selection binding.
      var selectionRef: BindingRef?
      if case .binding(let ref)? = arguments.labelled("selection")?.value { selectionRef = ref }
      var segments: [ViewValue] = []
      for (index, option) in tagged.enumerated() {
        var segment = modifier(
          modifier(option.view, "font", [(nil, symbol("subheadline"))]), "frame",
          [("maxWidth", .double(.infinity)), ("maxHeight", .double(.infinity))])
        let isChosen = option.tag.map { tag in selection.map { equal(tag, $0) } ?? false } ?? false
        if isChosen {
          let thumb = modifier(
            modifier(
              primitive(
                "RoundedRectangle", [Argument(label: "cornerRadius", value: .double(7), range: range)]),
              "fill", [(nil, .color(RGBA(bytes: 0xFF, 0xFF, 0xFF)))]), "padding",
            [(nil, .double(Self.segmentedThumbInset))])
          segment = modifier(segment, "background", [(nil, .view(ViewRef(thumb)))])
        } else if let tag = option.tag, let selectionRef,
          // A tag of another type than the selection never matches it, so its segment selects
          // nothing (Apple, `Picker`: the tags must have the selection's type).
          selection.map({ $0.isNull || $0.typeName == tag.typeName }) ?? true
        {
          segment = modifier(
            modifier(segment, "contentShape", [(nil, symbol("rect"))]), "onTapGesture",
            [(nil, controlAction(selectionRef, tag, at: index, file: file, range: range))])
        }
        segments.append(segment)
      }
      let track = modifier(
        primitive(
          "RoundedRectangle",
          [Argument(label: "cornerRadius", value: .double(Self.segmentedCornerRadius), range: range)]),
        "fill", [(nil, .color(Self.segmentedTrack))])
      let segmented = modifier(
        modifier(
          primitive(
            "HStack", [Argument(label: "spacing", value: .double(0), range: range)],
            [view(.builder(segments))]),
          "frame", [("height", .double(Self.segmentedHeight))]),
        "background", [(nil, .view(ViewRef(track)))]
      )
      .adding(
        ModifierApplication(
          name: "frame", arguments: [Argument(label: "maxWidth", value: .double(.infinity), range: range)],
          file: file, range: range))
      return .view(
        ViewRef(
          primitive(
            "VStack",
            [
              Argument(label: Self.pickerMarker, value: .bool(true), range: range),
              Argument(label: Self.pickerSegments, value: .view(ViewRef(segmented)), range: range),
            ], [menu])))
    case "DatePicker":
      // The compact style: the label, then the date (and time) in grey rounded buttons at the
      // trailing edge, each its text in 11 × 6 pt of padding (§22.10).
      let seconds = Self.dateSeconds(try binding("selection") ?? .null) ?? Self.previewInstant
      var components = ["date", "hourAndMinute"]
      switch arguments.labelled("displayedComponents")?.value {
      case .symbol(let s)?: components = [s.name]
      case .array(let items)?:
        components = items.compactMap { if case .symbol(let s) = $0 { s.name } else { nil } }
      default: break
      }
      var pills: [ViewValue] = []
      for component in components {
        let string =
          component == "hourAndMinute"
          ? Self.formatted(seconds, date: "omitted", time: "shortened")
          : Self.formatted(seconds, date: "abbreviated", time: "omitted")
        let text = primitive("Text", [Argument(label: nil, value: .string(string), range: range)])
        let padded = modifier(
          modifier(text, "padding", [(nil, symbol("horizontal")), (nil, .double(Self.datePillPadding.h))]),
          "padding", [(nil, symbol("vertical")), (nil, .double(Self.datePillPadding.v))])
        let pill = modifier(
          primitive("RoundedRectangle", [Argument(label: "cornerRadius", value: .double(6), range: range)]),
          "fill", [(nil, .color(Self.datePillFill))])
        pills.append(modifier(padded, "background", [(nil, .view(ViewRef(pill)))]))
      }
      var label: ViewValue?
      if case .string(let title)? = arguments.unlabelled.first?.value {
        label = primitive("Text", [Argument(label: nil, value: .string(title), range: range)])
      } else if case .closure(var closure)? = (arguments.trailing.first ?? arguments.labelled("label"))?.value
      {
        closure.isBuilder = true
        label = try viewContent(try callClosure(closure, [], range: range), file: file, range: range)
      }
      let buttons = primitive(
        "HStack", [Argument(label: "spacing", value: .double(6), range: range)], [view(.builder(pills))])
      return .view(
        ViewRef(
          primitive("HStack", [], [view(.builder([label, primitive("Spacer"), buttons].compactMap { $0 }))])))
    case "Slider":
      // A 4 pt track across the proposed width and a 28 pt thumb over it: at the leading end
      // for the lowest value, the trailing end for the highest, centred between (§22.8).
      var place = "center"
      if let value = try binding("value")?.number {
        let (lower, upper) = Self.closedBounds(arguments.labelled("in")?.value) ?? (0, 1)
        if value <= lower { place = "leading" } else if value >= upper { place = "trailing" }
      }
      let track = modifier(
        modifier(primitive("Capsule"), "fill", [(nil, .color(Self.sliderTrack))]), "frame",
        [("height", .double(Self.sliderTrackHeight))])
      let thumb = modifier(
        modifier(primitive("Circle"), "fill", [(nil, .color(RGBA(bytes: 0xFF, 0xFF, 0xFF)))]), "frame",
        [("width", .double(Self.sliderThumb)), ("height", .double(Self.sliderThumb))])
      let bar = primitive(
        "ZStack", [Argument(label: "alignment", value: symbol(place), range: range)],
        [view(.builder([track, thumb]))])
      return .view(
        ViewRef(
          modifier(
            modifier(bar, "frame", [("height", .double(Self.sliderThumb))]), "frame",
            [("maxWidth", .double(.infinity))])))
    default:
      return nil
    }
  }

  /// A picker's options: each view carrying a `.tag(_:)`, found through builders, `ForEach`
  /// rows and taken branches, in order.
  static func collectOptions(_ view: ViewValue, into options: inout [(tag: Value?, view: ViewValue)]) {
    if let tag = view.modifiers.last(where: { $0.name == "tag" }) {
      options.append((tag.arguments.first?.value, view))
      return
    }
    switch view.content {
    case .builder(let slots): for slot in slots { collectOptions(slot, into: &options) }
    case .forEach(let rows): for row in rows { collectOptions(row.content, into: &options) }
    case .conditional(_, let content?): collectOptions(content, into: &options)
    case .primitive("Text", _, _), .primitive("Label", _, _), .primitive("HStack", _, _),
      .primitive("Image", _, _),
      .component:
      options.append((nil, view))
    default: break
    }
  }

  /// `.pickerStyle(.segmented)` on a `Picker`: its segmented rendering, with the picker's
  /// modifiers. Other styles keep the menu (`.wheel`, `.inline` are drawn as the menu: §22.7).
  func pickerStyle(_ view: ViewValue, _ style: Value?) -> ViewValue {
    guard case .primitive("VStack", let arguments, _) = view.content,
      arguments.contains(where: { $0.label == Self.pickerMarker }),
      case .view(let segmented)? = arguments.first(where: { $0.label == Self.pickerSegments })?.value,
      case .symbol(let s)? = style, s.name == "segmented"
    else { return view }
    var result = segmented.view
    result.setModifiers(segmented.view.modifiers + view.modifiers)
    return result
  }

  /// `.safeAreaInset(edge:alignment:spacing:content:)`: the content at that edge of the view's
  /// frame, and the view inset by it and the spacing (§23.4): a stack of the two, the view
  /// first for `.bottom`/`.trailing`.
  func safeAreaInset(_ view: ViewValue, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> ViewValue
  {
    guard let contentArgument = arguments.trailing.first ?? arguments.labelled("content"),
      case .closure(var closure) = contentArgument.value
    else {
      try fail("semantics.missing-argument", "'safeAreaInset' needs its content as a closure", file, range)
    }
    closure.isBuilder = true
    let inset = try viewContent(
      try callClosure(closure, [], range: contentArgument.range), file: file, range: range)
    guard case .symbol(let edge)? = arguments.labelled("edge")?.value,
      ["top", "bottom", "leading", "trailing"].contains(edge.name)
    else {
      try fail(
        "semantics.missing-argument", "'safeAreaInset' needs 'edge:' (.top, .bottom, .leading or .trailing)",
        file,
        range)
    }
    let vertical = edge.name == "top" || edge.name == "bottom"
    var stackArguments: [Argument] = []
    if let alignment = arguments.labelled("alignment") {
      stackArguments.append(Argument(label: "alignment", value: alignment.value, range: alignment.range))
    }
    if let spacing = arguments.labelled("spacing") {
      stackArguments.append(Argument(label: "spacing", value: spacing.value, range: spacing.range))
    }
    let first = edge.name == "top" || edge.name == "leading"
    let children = first ? [inset, view] : [view, inset]
    return ViewValue(
      .primitive(
        name: vertical ? "VStack" : "HStack", arguments: stackArguments,
        children: [ViewValue(.builder(children), file: file, range: range)]), file: file, range: range)
  }

  /// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form: a frame
  /// of a share of the container's length along each axis (§23.5). The container is taken to be
  /// the canvas's safe area, with a warning: the nearest scroll view's own size is not known
  /// before layout.
  func containerRelativeFrame(_ view: ViewValue, _ arguments: ArgumentList, file: String, range: SourceRange)
    throws -> ViewValue
  {
    var horizontal = false
    var vertical = false
    func axes(_ value: Value) {
      switch value {
      case .symbol(let s) where s.name == "horizontal": horizontal = true
      case .symbol(let s) where s.name == "vertical": vertical = true
      case .array(let items): items.forEach(axes)
      default: break
      }
    }
    if let first = arguments.arguments.first { axes(first.value) }
    // `containerRelativeFrame(isWide ? [.horizontal] : [])`: an empty set frames no axis.
    if case .array(let items)? = arguments.arguments.first?.value, items.isEmpty { return view }
    guard horizontal || vertical else {
      try fail(
        "semantics.missing-argument", "'containerRelativeFrame' needs its axes (.horizontal, .vertical)",
        file,
        range)
    }
    if sink.once.insert("container-relative." + file).inserted {
      sink.warning(
        "semantics.container-approximated",
        "'containerRelativeFrame' is measured against the screen's safe area, not the nearest scroll view "
          + "(swiftui-semantics §23.5)", file: file, range: range)
    }
    func length(_ available: Double, axis: String) throws -> Double {
      if let closure = arguments.trailing.first.flatMap({ asClosure($0.value) }) {
        let axisValue = Value.symbol(Symbol(name: axis, range: range))
        guard let result = try callClosure(closure, [.double(available), axisValue], range: range).number
        else {
          try fail(
            "semantics.type-mismatch", "the 'containerRelativeFrame' closure must return a length", file,
            range)
        }
        return result
      }
      let count = Double(arguments.labelled("count")?.value.number ?? 1)
      let span = Double(arguments.labelled("span")?.value.number ?? 1)
      let spacing = arguments.labelled("spacing")?.value.number ?? 0
      guard count >= 1 else { return available }
      let cell = (available - spacing * (count - 1)) / count
      return cell * span + spacing * (span - 1)
    }
    var labels: [Argument] = []
    if horizontal {
      let width = canvas.width - canvas.safeLeading - canvas.safeTrailing
      labels.append(
        Argument(label: "width", value: .double(try length(width, axis: "horizontal")), range: range))
    }
    if vertical {
      let height = canvas.height - canvas.safeTop - canvas.safeBottom
      labels.append(
        Argument(label: "height", value: .double(try length(height, axis: "vertical")), range: range))
    }
    if let alignment = arguments.labelled("alignment") {
      labels.append(Argument(label: "alignment", value: alignment.value, range: alignment.range))
    }
    return view.adding(ModifierApplication(name: "frame", arguments: labels, file: file, range: range))
  }
}
