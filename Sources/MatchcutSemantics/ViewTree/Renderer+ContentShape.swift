extension Renderer {
  /// Whether a `ContentShapeKinds` value (`.interaction`, `[.interaction, .dragPreview]`)
  /// includes the kind hit testing uses.
  static func includesInteraction(_ kinds: Value) -> Bool {
    switch kinds {
    case .symbol(let s): return s.name == "interaction"
    case .array(let items): return items.contains(where: includesInteraction)
    default: return false
    }
  }
}
