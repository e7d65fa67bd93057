import MatchcutSource
import MatchcutSyntax

/// Containers of the module conforming to `Layout` (iOS 16): `TagLayout(spacing: 8) { … }`
/// (docs/semantics.md "Custom layouts", swiftui-semantics §23.10).
///
/// SwiftUI asks the layout for its size with `sizeThatFits(proposal:subviews:cache:)`, then has
/// it place each subview with `placeSubviews(in:proposal:subviews:cache:)`, whose
/// `subview.place(at:anchor:proposal:)` calls set the subviews' positions; a subview it does not
/// place sits at the centre of the bounds [A]
/// https://developer.apple.com/documentation/swiftui/layout. Both run inside layout, with the
/// size the parent offers and the sizes the subviews answer. Semantics runs before layout, so a
/// custom layout is rendered twice (`Explorer.renderUncached`): first as a container that
/// takes the space it is offered with each subview at its ideal size in a corner, which the
/// geometry oracle measures; then, with those sizes, the module's own `sizeThatFits` and
/// `placeSubviews` run, and the container is framed at the size they return, each subview moved
/// to its place.
extension Interpreter {
  static let customLayoutArgument = "customLayout"
  static let layoutSubviewTypeName = "LayoutSubview"
  static let proposedSizeTypeName = "ProposedViewSize"

  /// The view of `Layout(…) { content }`: a primitive named after the layout type, holding the
  /// layout value and its content.
  func customLayout(_ type: TypeInfo, _ call: CallSyntax, env: Env, file: String, range: SourceRange) throws
    -> ViewValue
  {
    var arguments = try evalArguments(call, env)
    guard let last = arguments.trailing.last, var content = asClosure(last.value) else {
      return customLayoutPlaceholder(type.name, file: file, range: range)
    }
    arguments.trailing.removeLast()
    let layout = try construct(type, arguments, file: file, range: range)
    content.isBuilder = true
    let children = try viewContent(try callClosure(content, [], range: range), file: file, range: range)
    return ViewValue(
      .primitive(
        name: type.name, arguments: [Argument(label: Self.customLayoutArgument, value: layout, range: range)],
        children: [children]), file: file, range: range)
  }

  /// Runs the layout's `sizeThatFits` and `placeSubviews` for subviews of the given sizes, in
  /// the offered `proposal`: the container's size and each subview's top-leading corner in it.
  func runCustomLayout(
    _ layout: Value, subviewSizes: [(Double, Double)], proposal: Rect, file: String, range: SourceRange
  ) throws -> (size: (Double, Double), origins: [(Double, Double)]) {
    guard case .structure(let s) = layout, let type = module.type(named: s.type) else {
      return ((proposal.width, proposal.height), subviewSizes.map { _ in (0, 0) })
    }
    let subviews = Value.array(
      subviewSizes.enumerated().map { index, size in
        .structure(
          StructValue(
            type: Self.layoutSubviewTypeName,
            fields: [("index", .int(index)), ("size", .size(size.0, size.1))]))
      })
    let proposed = Value.structure(
      StructValue(
        type: Self.proposedSizeTypeName,
        fields: [("width", .double(proposal.width)), ("height", .double(proposal.height))]))
    /// Calls the layout's method `name` with these labelled arguments; nil when it has none.
    func call(_ name: String, _ labelled: [(String, Value)]) throws -> Value? {
      guard let method = type.methods[name]?.first else { return nil }
      let arguments = labelled.map { Argument(label: $0.0, value: $0.1, range: range) }
      return try callFunction(
        method, receiver: .value(layout, type), file: type.file,
        ArgumentList(arguments: arguments, trailing: []), range: range)
    }
    let cache = try call("makeCache", [("subviews", subviews)]) ?? .void
    let shared = [("proposal", proposed), ("subviews", subviews), ("cache", cache)]
    let size = try call("sizeThatFits", shared).flatMap(Self.pair) ?? (proposal.width, proposal.height)
    let saved = layoutPlacements
    layoutPlacements = [:]
    defer { layoutPlacements = saved }
    _ = try call("placeSubviews", [("in", rect(x: 0, y: 0, width: size.0, height: size.1))] + shared)
    // A subview the layout does not place sits at the centre of its bounds.
    let origins = subviewSizes.enumerated().map { index, sub in
      layoutPlacements[index] ?? ((size.0 - sub.0) / 2, (size.1 - sub.1) / 2)
    }
    return (size, origins)
  }

  /// A method of a `LayoutSubview` or `ProposedViewSize` value; nil for any other.
  func layoutValueMethod(
    _ s: StructValue, _ name: String, _ arguments: ArgumentList, file: String, range: SourceRange
  ) throws -> Value? {
    switch (s.type, name) {
    case (Self.layoutSubviewTypeName, "sizeThatFits"):
      // The subview's ideal size, whatever the proposal (docs/semantics.md "Custom layouts").
      return s.field("size")
    case (Self.layoutSubviewTypeName, "dimensions"):
      let (w, h) = s.field("size").flatMap(Self.pair) ?? (0, 0)
      return .structure(
        StructValue(type: "ViewDimensions", fields: [("width", .double(w)), ("height", .double(h))]))
    case (Self.layoutSubviewTypeName, "place"):
      guard case .int(let index)? = s.field("index"),
        let at = arguments.labelled("at").flatMap({ Self.pair($0.value) })
      else { return .void }
      let (w, h) = s.field("size").flatMap(Self.pair) ?? (0, 0)
      let anchor = try arguments.labelled("anchor").map {
        try toUnitPoint($0.value, file: file, range: $0.range)
      }
      layoutPlacements[index] = (at.0 - (anchor?.x ?? 0) * w, at.1 - (anchor?.y ?? 0) * h)
      return .void
    case (Self.proposedSizeTypeName, "replacingUnspecifiedDimensions"):
      // An unspecified dimension becomes 10 points, the method's default.
      let w = s.field("width")?.number ?? 10
      let h = s.field("height")?.number ?? 10
      return .size(w, h)
    default:
      return nil
    }
  }
}
