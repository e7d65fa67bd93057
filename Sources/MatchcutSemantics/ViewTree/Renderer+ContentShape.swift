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

extension Renderer {
  /// The framework type a modifier argument stands in for (`Calendar`, `DateFormatter`, …),
  /// directly or as an argument of an implicit member (`.degrees(x)`, `.init(degrees: x)`);
  /// nil when every argument is a value. Closures and views are not looked into.
  static func standInArgument(_ arguments: [Argument], module: Module) -> String? {
    for argument in arguments {
      switch argument.value {
      case .type(let name) where Effects.isStandIn(name) && module.type(named: name) == nil:
        return name
      case .symbol(let s):
        if let inner = s.arguments, let name = standInArgument(inner, module: module) { return name }
      default:
        continue
      }
    }
    return nil
  }
}
