import MatchcutSource

/// The rendering side of custom layouts (`Interpreter+CustomLayout.swift`): a `ZStack` aligned
/// top-leading whose subviews each keep their ideal size (`fixedSize`) and are moved to their
/// places by offsets, inside a frame of the size the layout returns. Before the offered space
/// and the subviews' sizes are measured, the container takes all the space it is offered.
extension Renderer {
  /// Places `children` for the custom layout `layout` at `path` and returns the container's
  /// frame modifier.
  func placeCustomLayout(
    _ layout: Value, _ children: inout [ViewNode], path: String, file: String, range: SourceRange
  ) throws -> ResolvedModifier {
    interpreter.rowObserved = true
    interpreter.geometryPaths.insert(path)
    for index in children.indices {
      interpreter.geometryPaths.insert(children[index].path)
      children[index].modifiers.append(
        ResolvedModifier(.fixedSize(horizontal: true, vertical: true), range: range))
    }
    guard let proposal = interpreter.layoutProposals[path] else {
      interpreter.pendingProposals.insert(path)
      return ResolvedModifier(
        .flexibleFrame(
          minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
          maxHeight: .infinity, alignment: .topLeading), range: range)
    }
    let sizes = children.map { child -> (Double, Double) in
      let frame = interpreter.laidOutFrames[child.path] ?? .zero
      return (frame.width, frame.height)
    }
    let (size, origins) = try interpreter.runCustomLayout(
      layout, subviewSizes: sizes, proposal: proposal, file: file, range: range)
    for index in children.indices where origins[index] != (0, 0) {
      children[index].modifiers.append(
        ResolvedModifier(.offset(x: origins[index].0, y: origins[index].1), range: range))
    }
    return ResolvedModifier(.frame(width: size.0, height: size.1, alignment: .topLeading), range: range)
  }
}
