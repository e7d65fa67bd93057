import MatchcutSource
import MatchcutSyntax

/// Every declaration of the files compiled together (LANGUAGE §1: one module), resolved into
/// typed tables. Built by `ModuleBuilder`; read by the evaluator.
final class Module {
  // `@exclusivity(unchecked)` like `Interpreter`'s properties: filled by `ModuleBuilder`, then
  // only read, once per call the evaluator resolves.
  @exclusivity(unchecked) var types: [String: TypeInfo] = [:]
  /// Nested types by qualified name (`FilmCard.Metrics`).
  @exclusivity(unchecked) var nestedTypes: [String: TypeInfo] = [:]
  /// Nested types by their own name, the first qualified name in sorted order for each
  /// (`Config` → `LimitedTextField.Config`): filled once every type is collected, for a type
  /// named without its outer type outside it (`var config: Config = .init(…)` in a caller).
  @exclusivity(unchecked) var nestedBySimpleName: [String: TypeInfo] = [:]
  @exclusivity(unchecked) var enums: [String: EnumInfo] = [:]
  @exclusivity(unchecked) var globals: [String: GlobalConstant] = [:]
  @exclusivity(unchecked) var globalFunctions: [String: ExtensionFunction] = [:]
  /// Every top-level function by name, overloads in declaration order (`globalFunctions` holds
  /// the first); a call picks the one its labels fit (`Interpreter.overload`).
  @exclusivity(unchecked) var globalOverloads: [String: [ExtensionFunction]] = [:]
  /// Operator functions the extensions of built-in types declare (`extension CGSize { static
  /// func + … }`), by spelling: binary expressions on built-in values look for them only then.
  @exclusivity(unchecked) var extensionOperators: Set<String> = []
  /// `typealias` names, at top level or in a type, whose target is a function type: a
  /// parameter of such a type takes a trailing closure.
  @exclusivity(unchecked) var functionTypeAliases: Set<String> = []
  /// Types declared `@resultBuilder` (`struct ActionBuilder { static func buildBlock(…) }`).
  @exclusivity(unchecked) var resultBuilders: Set<String> = []
  /// Whether any type declares a `lazy var` (member reads look for one only then).
  @exclusivity(unchecked) var hasLazyProperties = false
  @exclusivity(unchecked) var viewExtensions: [String: [ExtensionFunction]] = [:]
  /// Members that extensions add to types the module does not declare (`Color`, `Double`,
  /// `String`, `Animation`, …), by the extended type's name (`Interpreter+Extensions`).
  @exclusivity(unchecked) var builtinExtensions: [String: TypeInfo] = [:]
  /// The module's protocols and the protocols each inherits from: conforming types find the
  /// members of their extensions (`TypeInfo.conformanceExtensions`). Requirements need no
  /// record: a conforming type declares them, and its own members are found first.
  @exclusivity(unchecked) var protocols: [String: [String]] = [:]
  /// Extensions seen while collecting, resolved once every type is known.
  @exclusivity(unchecked) var pendingExtensions: [(decl: ExtensionDecl, file: String, source: SourceFile)] =
    []
  @exclusivity(unchecked) var assets = AssetCatalog()
  /// Where each asset was declared (for duplicate diagnostics).
  @exclusivity(unchecked) var assetSites: [String: SourceRange] = [:]
  @exclusivity(unchecked) var canvases: [String: CanvasSpec] = [:]
  @exclusivity(unchecked) var previews: [PreviewInfo] = []
  /// The module's `App` structs, in source order: a scene only when there is no preview.
  @exclusivity(unchecked) var apps: [AppDeclaration] = []
  @exclusivity(unchecked) var files: [String: SourceFile] = [:]
  /// Per file, its `private`/`fileprivate` top-level types whose name a type of another file
  /// already took: the name as written → the name the module keeps it under
  /// (`ModuleBuilder.filePrivateName`). Swift scopes such a type to its file, so two files may
  /// each declare their own.
  @exclusivity(unchecked) var filePrivateNames: [String: [String: String]] = [:]
  /// Per file, the modules it imports whose declarations Matchcut cannot read (anything but
  /// the frameworks it models, `ModuleBuilder.modelledModules`), in source order.
  @exclusivity(unchecked) var unreadImports: [String: [String]] = [:]

  /// The module's name for the type written `name` in `file`: the file's own private type if it
  /// declares one under a name another file took, else `name`.
  @inline(__always)
  func typeName(_ name: String, in file: String) -> String {
    filePrivateNames.isEmpty ? name : filePrivateNames[file]?[name] ?? name
  }

  /// A type by name, looking into nested types of `context` first.
  func type(named name: String, context: TypeInfo? = nil) -> TypeInfo? {
    // Most modules declare no nested type: skip building the qualified name (every call of a
    // built-in view asks here first).
    if nestedTypes.isEmpty { return types[name] }
    if let context, let nested = nestedTypes[context.name + "." + name] { return nested }
    return types[name] ?? nestedTypes[name]
  }

  /// ``type(named:context:)``, else a nested type by its own name (`Representable` for
  /// `VisualEffectBlur.Representable`, the first in sorted order when several outer types nest one).
  func type(orNestedNamed name: String) -> TypeInfo? {
    type(named: name) ?? nestedBySimpleName[name]
  }

  /// Names a user might have meant when an identifier does not resolve.
  var allTypeNames: [String] {
    Array(types.keys) + Array(enums.keys)
      + nestedTypes.keys.compactMap { $0.split(separator: ".").last.map(String.init) }
  }
}
