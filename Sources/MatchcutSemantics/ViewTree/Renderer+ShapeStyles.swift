import MatchcutSource

extension Renderer {
  /// `stroke(_:lineWidth:)`, `stroke(_:style:)`, `stroke(lineWidth:)` and the same forms of
  /// `strokeBorder`: the paint (the foreground colour when none is given) and the line width,
  /// 1 point by default (swiftui-semantics §23.6). A dash pattern is drawn as a solid line.
  func stroke(_ arguments: [Argument], inset: Bool, file: String, range: SourceRange) throws -> ModifierKind {
    var paint: Fill?
    var lineWidth = 1.0
    for argument in arguments {
      switch argument.label {
      case nil:
        paint = try self.paint(argument, file: file)
      case "lineWidth":
        lineWidth = try interpreter.toLength(argument.value, file: file, range: argument.range)
      case "style":
        if case .structure(let style) = argument.value, let width = style.field("lineWidth") {
          lineWidth = try interpreter.toLength(width, file: file, range: argument.range)
        }
      default:
        break
      }
    }
    if !lineWidth.isFinite || lineWidth < 0 {
      sink.warning(
        "semantics.invalid-number",
        "invalid line width '\(Renderer.spelled(lineWidth))' (negative or non-finite) is ignored", file: file,
        range: range)
      lineWidth = 1
    }
    return .stroke(paint, StrokeOutline(lineWidth: lineWidth, inset: inset))
  }

  /// A shape style argument (`fill`, `foregroundStyle`, `stroke`): a material, or a colour
  /// (gradients as their colours' mean, `toColor`).
  func paint(_ argument: Argument, file: String) throws -> Fill {
    if case .symbol(let s) = argument.value, Material.isMaterial(s.name) {
      return .material(Material(named: s.name))
    }
    return .color(try interpreter.toColor(argument.value, file: file, range: argument.range))
  }
}
