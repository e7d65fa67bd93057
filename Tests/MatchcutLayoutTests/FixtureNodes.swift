import MatchcutLayout

/// Turns one fixture line (`name(arguments)`) into a layout node.
enum FixtureNodes {
  typealias Failure = FixtureTokenizer.Failure

  static func add(_ line: LayoutFixture.Line, children: [LayoutNodeID], to tree: inout LayoutArena) throws
    -> LayoutNodeID
  {
    let arguments = Arguments(line.arguments, line: line.lineNumber)
    switch line.name {
    case "hstack", "lazyhstack":
      let alignment = try arguments.word("alignment").map(verticalAlignment) ?? .center
      let spacing = try arguments.number("spacing")
      return tree.add(
        line.name == "hstack"
          ? .hStack(alignment: alignment, spacing: spacing)
          : .lazyHStack(alignment: alignment, spacing: spacing),
        children: children)
    case "vstack", "lazyvstack":
      let alignment = try arguments.word("alignment").map(horizontalAlignment) ?? .center
      let spacing = try arguments.number("spacing")
      return tree.add(
        line.name == "vstack"
          ? .vStack(alignment: alignment, spacing: spacing)
          : .lazyVStack(alignment: alignment, spacing: spacing),
        children: children)
    case "zstack":
      return tree.add(
        .zStack(alignment: try arguments.word("alignment").map(alignment) ?? .center), children: children)
    case "lazyvgrid", "lazyhgrid":
      var items: [GridItem] = []
      for argument in line.arguments where argument.label == nil {
        guard case .call(let name, let parts) = argument.value else { continue }
        items.append(try gridItem(name, Arguments(parts, line: line.lineNumber)))
      }
      let vertical = line.name == "lazyvgrid"
      var gridAlignment = Alignment.center
      if let word = try arguments.word("alignment") {
        gridAlignment =
          vertical
          ? Alignment(horizontal: try horizontalAlignment(word), vertical: .center)
          : Alignment(horizontal: .center, vertical: try verticalAlignment(word))
      }
      let spec = GridSpec(items: items, alignment: gridAlignment, spacing: try arguments.number("spacing"))
      return tree.addGrid(vertical: vertical, spec, children: children)
    case "scrollview":
      var axes = Axes.vertical
      if arguments.has("horizontal") { axes = .horizontal }
      if arguments.has("both") { axes = .both }
      return tree.add(.scrollView(axes: axes), children: children)
    case "geometryreader": return tree.add(.geometryReader, children: children)
    case "navigationstack":
      return tree.add(.navigationStack(barHeight: try arguments.number("bar") ?? 96), children: children)
    case "spacer": return tree.add(.spacer(minLength: try arguments.number("minLength")))
    case "color": return tree.add(.color)
    case "rectangle", "roundedrectangle", "capsule", "circle", "ellipse":
      return tree.add(.shape(try shape(line.name, arguments)))
    case "text":
      return tree.addText(try text(arguments))
    case "image":
      let source = ImageSpec.Source.asset(
        width: try arguments.number("width") ?? 0, height: try arguments.number("height") ?? 0)
      return tree.add(.image(ImageSpec(source, resizable: arguments.has("resizable"))))
    case "symbol":
      let size = try arguments.number("size") ?? TextStyleName.body.pointSize
      return tree.add(.image(ImageSpec(.symbol(pointSize: size), resizable: arguments.has("resizable"))))
    case "divider": return tree.add(.divider)
    case "empty": return tree.add(.empty)
    case "frame": return tree.add(try frame(arguments), children: children)
    case "padding": return tree.add(.padding(try insets(arguments)), children: children)
    case "offset":
      return tree.add(
        .offset(x: try arguments.number("x") ?? 0, y: try arguments.number("y") ?? 0), children: children)
    case "position":
      return tree.add(
        .position(x: try arguments.number("x") ?? 0, y: try arguments.number("y") ?? 0), children: children)
    case "fixedsize":
      var axes = Axes.both
      if arguments.has("horizontal") { axes = .horizontal }
      if arguments.has("vertical") { axes = .vertical }
      return tree.add(.fixedSize(axes), children: children)
    case "priority":
      return tree.add(.layoutPriority(try arguments.positionalNumber(0) ?? 0), children: children)
    case "aspectratio":
      let mode: ContentMode = arguments.has("fill") ? .fill : .fit
      return tree.add(
        .aspectRatio(ratio: try arguments.positionalNumber(0), contentMode: mode), children: children)
    case "overlay", "background":
      let alignment = try arguments.word("alignment").map(alignment) ?? .center
      return tree.add(
        line.name == "overlay" ? .overlay(alignment: alignment) : .background(alignment: alignment),
        children: children)
    case "ignoressafearea":
      var edges = EdgeSet()
      for word in arguments.positionalWords { edges.formUnion(try edgeSet(word)) }
      return tree.add(.ignoresSafeArea(edges.isEmpty ? .all : edges), children: children)
    case "clip":
      guard let first = line.arguments.first, case .call(let name, let parts) = first.value else {
        guard case .word(let name)? = line.arguments.first?.value else {
          return tree.add(.clip(.rect), children: children)
        }
        return tree.add(.clip(try shape(name, Arguments([], line: line.lineNumber))), children: children)
      }
      return tree.add(.clip(try shape(name, Arguments(parts, line: line.lineNumber))), children: children)
    default:
      throw Failure(description: "line \(line.lineNumber): unknown node '\(line.name)'")
    }
  }

  private static func shape(_ name: String, _ arguments: Arguments) throws -> ShapeKind {
    switch name {
    case "rectangle": return .rect
    case "roundedrectangle":
      let radius = try arguments.positionalNumber(0) ?? 0
      return .roundedRect(cornerWidth: radius, cornerHeight: radius)
    case "capsule": return .capsule
    case "circle": return .circle
    case "ellipse": return .ellipse
    default: throw Failure(description: "unknown shape \(name)")
    }
  }

  private static func text(_ arguments: Arguments) throws -> TextContent {
    var runs: [TextRun] = []
    for argument in arguments.all where argument.label == nil {
      switch argument.value {
      case .string(let string): runs.append(.string(string))
      case .call("symbol", let parts):
        if case .string(let name)? = parts.first?.value { runs.append(.symbol(name)) }
      default: break
      }
    }
    var font = Font.body
    if let style = try arguments.word("style") {
      guard let name = TextStyleName.allCases.first(where: { "\($0)" == style }) else {
        throw Failure(description: "unknown text style \(style)")
      }
      font = Font(name)
    }
    if let size = try arguments.number("size") { font.size = size }
    if let weight = try arguments.word("weight") {
      guard let value = FontWeight.allCases.first(where: { "\($0)" == weight }) else {
        throw Failure(description: "unknown weight \(weight)")
      }
      font.weight = value
    }
    var alignment = TextAlignment.leading
    switch try arguments.word("alignment") {
    case "center": alignment = .center
    case "trailing": alignment = .trailing
    default: break
    }
    return TextContent(
      runs, font: font, lineLimit: try arguments.number("lineLimit").map { Int($0) }, alignment: alignment)
  }

  private static func frame(_ arguments: Arguments) throws -> LayoutNodeKind {
    let alignment = try arguments.word("alignment").map(alignment) ?? .center
    let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    if flexibleLabels.contains(where: arguments.has) {
      return .flexFrame(
        FlexibleFrame(
          width: FrameBounds(
            min: try arguments.number("minWidth"), ideal: try arguments.number("idealWidth"),
            max: try arguments.number("maxWidth")),
          height: FrameBounds(
            min: try arguments.number("minHeight"), ideal: try arguments.number("idealHeight"),
            max: try arguments.number("maxHeight")),
          alignment: alignment))
    }
    return .frame(
      FixedFrame(
        width: try arguments.number("width"), height: try arguments.number("height"), alignment: alignment))
  }

  /// `padding`, `padding(8)`, `padding(horizontal)`, `padding(horizontal: 8)`,
  /// `padding(top: 1, leading: 2, bottom: 3, trailing: 4)`.
  private static func insets(_ arguments: Arguments) throws -> EdgeInsets {
    if arguments.all.isEmpty { return .defaultPadding }
    if let all = try arguments.positionalNumber(0) { return EdgeInsets(all: all) }
    var insets = EdgeInsets()
    for argument in arguments.all {
      let edges: EdgeSet
      let amount: Double
      switch (argument.label, argument.value) {
      case (let label?, .number(let number)):
        edges = try edgeSet(label)
        amount = number
      case (nil, .word(let word)):
        edges = try edgeSet(word)
        amount = 16
      default: throw Failure(description: "bad padding argument")
      }
      if edges.contains(.top) { insets.top = amount }
      if edges.contains(.leading) { insets.leading = amount }
      if edges.contains(.bottom) { insets.bottom = amount }
      if edges.contains(.trailing) { insets.trailing = amount }
    }
    return insets
  }

  private static func gridItem(_ name: String, _ arguments: Arguments) throws -> GridItem {
    let size: GridItem.Size
    switch name {
    case "fixed": size = .fixed(try arguments.positionalNumber(0) ?? 0)
    case "flexible":
      size = .flexible(
        minimum: try arguments.positionalNumber(0) ?? 10,
        maximum: try arguments.positionalNumber(1) ?? .infinity)
    case "adaptive":
      size = .adaptive(
        minimum: try arguments.positionalNumber(0) ?? 0,
        maximum: try arguments.positionalNumber(1) ?? .infinity)
    default: throw Failure(description: "unknown grid item \(name)")
    }
    return GridItem(
      size, spacing: try arguments.number("spacing"),
      alignment: try arguments.word("alignment").map(alignment))
  }

  private static func edgeSet(_ word: String) throws -> EdgeSet {
    switch word {
    case "top": return .top
    case "leading": return .leading
    case "bottom": return .bottom
    case "trailing": return .trailing
    case "horizontal": return .horizontal
    case "vertical": return .vertical
    case "all": return .all
    default: throw Failure(description: "unknown edge \(word)")
    }
  }

  private static func horizontalAlignment(_ word: String) throws -> HorizontalAlignment {
    switch word {
    case "leading": return .leading
    case "center": return .center
    case "trailing": return .trailing
    default: throw Failure(description: "unknown horizontal alignment \(word)")
    }
  }

  private static func verticalAlignment(_ word: String) throws -> VerticalAlignment {
    switch word {
    case "top": return .top
    case "center": return .center
    case "bottom": return .bottom
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    default: throw Failure(description: "unknown vertical alignment \(word)")
    }
  }

  private static func alignment(_ word: String) throws -> Alignment {
    let table: [(String, Alignment)] = [
      ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
      ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
      ("bottomTrailing", .bottomTrailing),
    ]
    guard let match = table.first(where: { $0.0 == word }) else {
      throw Failure(description: "unknown alignment \(word)")
    }
    return match.1
  }
}

/// Typed access to a fixture call's arguments.
struct Arguments {
  var all: [FixtureArgument]
  var line: Int

  init(_ all: [FixtureArgument], line: Int) {
    self.all = all
    self.line = line
  }

  func has(_ word: String) -> Bool {
    all.contains { $0.label == word || $0.value == .word(word) }
  }

  func number(_ label: String) throws -> Double? {
    guard let argument = all.first(where: { $0.label == label }) else { return nil }
    guard case .number(let value) = argument.value else {
      throw FixtureTokenizer.Failure(description: "line \(line): '\(label)' needs a number")
    }
    return value
  }

  func word(_ label: String) throws -> String? {
    guard let argument = all.first(where: { $0.label == label }) else { return nil }
    guard case .word(let value) = argument.value else {
      throw FixtureTokenizer.Failure(description: "line \(line): '\(label)' needs a word")
    }
    return value
  }

  func positionalNumber(_ index: Int) throws -> Double? {
    let positional = all.filter { $0.label == nil }.compactMap { argument -> Double? in
      if case .number(let value) = argument.value { return value }
      return nil
    }
    return index < positional.count ? positional[index] : nil
  }

  var positionalWords: [String] {
    all.compactMap { argument in
      if argument.label == nil, case .word(let word) = argument.value { return word }
      return nil
    }
  }
}
