extension Renderer {
  /// The path segment of the next `overlay` or `background` layer of `node`: the name, then
  /// `:1`, `:2`, … for the later ones (a `border` is an overlay layer too).
  static func layerSegment(_ name: String, of node: ViewNode) -> String {
    let existing = node.modifiers.filter { $0.kind.name == name }.count
    return name + (existing > 0 ? ":\(existing)" : "")
  }
}
