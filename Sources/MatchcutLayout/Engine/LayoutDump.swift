/// A stable text dump of a laid-out tree: one node per line, indented two spaces per level,
/// `kind [x, y, w, h]` with numbers printed to at most 3 decimals (aesthetics-anchors item 19).
///
/// The `kind` part uses the same spelling the layout fixtures use, so a dump pastes into a
/// fixture as its expectation.
public enum LayoutDump {
  /// Dumps the subtree of `result.root`.
  public static func dump<Tree: LayoutTree>(_ tree: Tree, _ result: LayoutResult) -> String {
    var out = ""
    var pending: [(LayoutNodeID, Int)] = [(result.root, 0)]
    while let (node, depth) = pending.popLast() {
      guard node.int >= 0 && node.int < tree.nodeCount else { continue }
      out += String(repeating: "  ", count: depth) + describe(tree, node)
      if let frame = result.frame(of: node) {
        out += " [\(format(frame.x)), \(format(frame.y)), \(format(frame.width)), \(format(frame.height))]"
      }
      out += "\n"
      let count = tree.childCount(of: node)
      for index in stride(from: count - 1, through: 0, by: -1) {
        pending.append((tree.child(index, of: node), depth + 1))
      }
    }
    return out
  }

  /// The fixture spelling of one node's kind, e.g. `hstack(alignment: top, spacing: 2)`.
  public static func describe<Tree: LayoutTree>(_ tree: Tree, _ node: LayoutNodeID) -> String {
    switch tree.kind(of: node) {
    case .hStack(let alignment, let spacing):
      return call(
        "hstack",
        [alignment == .center ? nil : "alignment: \(alignment)", spacing.map { "spacing: \(format($0))" }])
    case .vStack(let alignment, let spacing):
      return call(
        "vstack",
        [alignment == .center ? nil : "alignment: \(alignment)", spacing.map { "spacing: \(format($0))" }])
    case .lazyHStack(let alignment, let spacing):
      return call(
        "lazyhstack",
        [alignment == .center ? nil : "alignment: \(alignment)", spacing.map { "spacing: \(format($0))" }])
    case .lazyVStack(let alignment, let spacing):
      return call(
        "lazyvstack",
        [alignment == .center ? nil : "alignment: \(alignment)", spacing.map { "spacing: \(format($0))" }])
    case .zStack(let alignment):
      return call("zstack", [alignment == .center ? nil : "alignment: \(name(alignment))"])
    case .lazyVGrid(let id): return "lazyvgrid(" + gridArguments(tree.grid(id)) + ")"
    case .lazyHGrid(let id): return "lazyhgrid(" + gridArguments(tree.grid(id)) + ")"
    case .scrollView(let axes):
      return call("scrollview", [axes == .vertical ? nil : axes == .horizontal ? "horizontal" : "both"])
    case .geometryReader: return "geometryreader"
    case .navigationStack(let barHeight): return "navigationstack(bar: \(format(barHeight)))"
    case .spacer(let minLength): return call("spacer", [minLength.map { "minLength: \(format($0))" }])
    case .color: return "color"
    case .shape(let shape): return shapeName(shape)
    case .text(let id): return textDescription(tree.text(id))
    case .image(let image):
      let resizable = image.resizable ? ", resizable" : ""
      switch image.source {
      case .asset(let width, let height): return "image(\(format(width))x\(format(height))\(resizable))"
      case .symbol(let size): return "symbol(size: \(format(size))\(resizable))"
      }
    case .divider: return "divider"
    case .empty: return "empty"
    case .frame(let frame):
      return call(
        "frame",
        [
          frame.width.map { "width: \(format($0))" }, frame.height.map { "height: \(format($0))" },
          frame.alignment == .center ? nil : "alignment: \(name(frame.alignment))",
        ])
    case .flexFrame(let frame):
      var parts: [String?] = []
      for (axis, bounds) in [("Width", frame.width), ("Height", frame.height)] {
        parts.append(bounds.min.map { "min\(axis): \(format($0))" })
        parts.append(bounds.ideal.map { "ideal\(axis): \(format($0))" })
        parts.append(bounds.max.map { "max\(axis): \(format($0))" })
      }
      parts.append(frame.alignment == .center ? nil : "alignment: \(name(frame.alignment))")
      return call("frame", parts)
    case .padding(let insets): return "padding(\(insetsDescription(insets)))"
    case .offset(let x, let y): return "offset(x: \(format(x)), y: \(format(y)))"
    case .position(let x, let y): return "position(x: \(format(x)), y: \(format(y)))"
    case .fixedSize(let axes):
      return axes == .both
        ? "fixedsize" : "fixedsize(\(axes.contains(.horizontal) ? "horizontal" : "vertical"))"
    case .layoutPriority(let value): return "priority(\(format(value)))"
    case .aspectRatio(let ratio, let mode): return call("aspectratio", [ratio.map { format($0) }, "\(mode)"])
    case .overlay(let alignment):
      return call("overlay", [alignment == .center ? nil : "alignment: \(name(alignment))"])
    case .background(let alignment):
      return call("background", [alignment == .center ? nil : "alignment: \(name(alignment))"])
    case .ignoresSafeArea(let edges):
      return edges == .all ? "ignoressafearea" : "ignoressafearea(\(edgeNames(edges)))"
    case .clip(let shape): return "clip(\(shapeName(shape)))"
    }
  }

  /// A number with at most 3 decimals, no trailing zeros ("20", "53.6", "43.333").
  public static func format(_ value: Double) -> String {
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    if value.isNaN { return "nan" }
    if abs(value) >= 1e15 { return "\(value)" }
    let scaled = (abs(value) * 1000).rounded()
    let negative = value < 0 && scaled != 0
    let whole = Int(scaled / 1000)
    var fraction = Int(scaled.truncatingRemainder(dividingBy: 1000))
    var out = (negative ? "-" : "") + String(whole)
    guard fraction != 0 else { return out }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    out += "." + String(repeating: "0", count: digits - text.count) + text
    return out
  }

  private static func call(_ name: String, _ arguments: [String?]) -> String {
    let present = arguments.compactMap { $0 }
    return present.isEmpty ? name : name + "(" + present.joined(separator: ", ") + ")"
  }

  static func name(_ alignment: Alignment) -> String {
    switch (alignment.horizontal, alignment.vertical) {
    case (.center, .center): return "center"
    case (.leading, .center): return "leading"
    case (.trailing, .center): return "trailing"
    case (.center, .top): return "top"
    case (.center, .bottom): return "bottom"
    case (.leading, .top): return "topLeading"
    case (.trailing, .top): return "topTrailing"
    case (.leading, .bottom): return "bottomLeading"
    case (.trailing, .bottom): return "bottomTrailing"
    case (let horizontal, let vertical): return "\(horizontal)-\(vertical)"
    }
  }

  private static func shapeName(_ shape: ShapeKind) -> String {
    switch shape {
    case .rect: "rectangle"
    case .roundedRect(let radius, _): "roundedrectangle(\(format(radius)))"
    case .capsule: "capsule"
    case .circle: "circle"
    case .ellipse: "ellipse"
    case .path(let path): "path(\(path.elements.count) elements)"
    }
  }

  private static func insetsDescription(_ insets: EdgeInsets) -> String {
    if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
      return format(insets.top)
    }
    return "top: \(format(insets.top)), leading: \(format(insets.leading)), "
      + "bottom: \(format(insets.bottom)), trailing: \(format(insets.trailing))"
  }

  private static func edgeNames(_ edges: EdgeSet) -> String {
    var names: [String] = []
    if edges.contains(.top) { names.append("top") }
    if edges.contains(.leading) { names.append("leading") }
    if edges.contains(.bottom) { names.append("bottom") }
    if edges.contains(.trailing) { names.append("trailing") }
    return names.joined(separator: ", ")
  }

  private static func textDescription(_ text: ShapedText) -> String {
    var escaped = ""
    for scalar in text.string(from: 0, to: text.scalars.count, truncated: false).unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    var parts = ["\"\(escaped)\""]
    parts.append("size: \(format(text.font.size))")
    if text.font.weight != .regular { parts.append("weight: \(text.font.weight)") }
    if let limit = text.lineLimit { parts.append("lineLimit: \(limit)") }
    if text.alignment != .leading { parts.append("alignment: \(text.alignment)") }
    return "text(" + parts.joined(separator: ", ") + ")"
  }

  private static func gridArguments(_ spec: GridSpec) -> String {
    var parts: [String] = []
    for item in spec.items {
      var text: String
      switch item.size {
      case .fixed(let size): text = "fixed(\(format(size))"
      case .flexible(let minimum, let maximum):
        text = "flexible(\(format(minimum))" + (maximum == .infinity ? "" : ", \(format(maximum))")
      case .adaptive(let minimum, let maximum):
        text = "adaptive(\(format(minimum))" + (maximum == .infinity ? "" : ", \(format(maximum))")
      }
      if let spacing = item.spacing { text += ", spacing: \(format(spacing))" }
      parts.append(text + ")")
    }
    if let spacing = spec.spacing { parts.append("spacing: \(format(spacing))") }
    return parts.joined(separator: ", ")
  }
}
