import MatchcutSource
import MatchcutSyntax

/// Every declaration of the files compiled together (LANGUAGE §1: one module), resolved into
/// typed tables. Built by `ModuleBuilder`; read by the evaluator.
final class Module {
  var types: [String: TypeInfo] = [:]
  /// Nested types by qualified name (`FilmCard.Metrics`).
  var nestedTypes: [String: TypeInfo] = [:]
  var enums: [String: EnumInfo] = [:]
  var globals: [String: GlobalConstant] = [:]
  var globalFunctions: [String: ExtensionFunction] = [:]
  var viewExtensions: [String: [ExtensionFunction]] = [:]
  var assets = AssetCatalog()
  /// Where each asset was declared (for duplicate diagnostics).
  var assetSites: [String: SourceRange] = [:]
  var canvases: [String: CanvasSpec] = [:]
  var previews: [PreviewInfo] = []
  var files: [String: SourceFile] = [:]

  /// A type by name, looking into nested types of `context` first.
  func type(named name: String, context: TypeInfo? = nil) -> TypeInfo? {
    // Most modules declare no nested type: skip building the qualified name (every call of a
    // built-in view asks here first).
    if nestedTypes.isEmpty { return types[name] }
    if let context, let nested = nestedTypes[context.name + "." + name] { return nested }
    return types[name] ?? nestedTypes[name]
  }

  /// Names a user might have meant when an identifier does not resolve.
  var allTypeNames: [String] {
    Array(types.keys) + Array(enums.keys)
      + nestedTypes.keys.compactMap { $0.split(separator: ".").last.map(String.init) }
  }
}
