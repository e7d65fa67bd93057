import MatchcutSource
import MatchcutSyntax

/// A user `struct` after resolution: its role, stored properties in declaration order, and
/// its computed properties, methods and static members (LANGUAGE §2).
final class TypeInfo {
  /// What the struct is for, from its conformances.
  enum Role: String {
    case component, viewModifier, buttonStyle, model
  }

  let name: String
  let decl: StructDecl
  let file: String
  /// Set from the declaration's conformances, or an extension's (`extension Card: View`).
  var role: Role
  /// The protocols the type's extensions add (`extension Wave: Shape`), after the
  /// declaration's own: `conformances`.
  var extensionConformances: [String] = []
  var stored: [PropertyInfo] = []
  var computed: [String: PatternBindingSyntax] = [:]
  var methods: [String: [FunctionDecl]] = [:]
  var statics: [String: ExprSyntax] = [:]
  /// The declared types of `statics` that have one (`static let all: [Card] = [.init(…)]`):
  /// the initial value is read in that type, as a stored property's is.
  var staticTypes: [String: TypeSyntax] = [:]
  /// The `static var`s among `statics`: assignable, so state values (`Interpreter.staticValue`).
  var staticVars: Set<String> = []
  /// Explicit `init`s; when the declaration itself has one they replace the memberwise
  /// initializer, as in Swift.
  var initializers: [InitializerDecl] = []
  /// Whether the declaration (not an extension) declares an `init`. A struct whose `init`s are
  /// all in extensions keeps its memberwise initializer, and a class whose `init`s there are all
  /// `convenience` keeps its default `init()` (The Swift Programming Language, "Extensions",
  /// "Initializers").
  var declaresInitializer = false
  var staticComputed: [String: PatternBindingSyntax] = [:]
  /// `willSet`/`didSet` of stored properties and `set` of computed ones, by property name.
  var accessors: [String: PropertyAccessors] = [:]
  /// Whether a ButtonStyle's body reads `configuration.isPressed` (then presses are states).
  var readsIsPressed = false
  /// A `class`: its instances are objects with reference identity (`Interpreter+Objects`).
  var isClass = false
  /// The superclass named first in the inheritance clause, when the module declares it.
  var superclass: String?
  /// The members extensions of the protocols it conforms to add (`extension View { var rect:
  /// CGRect { … } }`, `extension Card { … }` of a user protocol), in inheritance order: Swift
  /// finds them by implicit `self` after the type's own members.
  var conformanceExtensions: [TypeInfo] = []

  init(name: String, decl: StructDecl, file: String, role: Role) {
    self.name = name
    self.decl = decl
    self.file = file
    self.role = role
  }

  func property(_ name: String) -> PropertyInfo? { stored.first { $0.name == name } }

  /// The protocols the declaration names (`SwiftUI.View` as `View`), then those its extensions
  /// add.
  var conformances: [String] { decl.inheritance.compactMap(ModuleBuilder.simpleName) + extensionConformances }

  /// A struct conforming to `Shape` (or `InsettableShape`): drawn as its frame, its
  /// `path(in:)` not evaluated (`Interpreter.customShape`).
  var isCustomShape: Bool {
    conformances.contains { $0 == "Shape" || $0 == "InsettableShape" }
  }

  /// A struct conforming to `Layout` (iOS 16): a container whose `placeSubviews` Matchcut does
  /// not run (`Interpreter.customLayoutPlaceholder`).
  var isCustomLayout: Bool { conformances.contains("Layout") }

  /// A type with the same name, declaration and members, to change one member of (a preview
  /// provider's scene per view of its `Group`).
  func copy() -> TypeInfo {
    let copy = TypeInfo(name: name, decl: decl, file: file, role: role)
    copy.stored = stored
    copy.computed = computed
    copy.methods = methods
    copy.statics = statics
    copy.staticTypes = staticTypes
    copy.staticVars = staticVars
    copy.initializers = initializers
    copy.declaresInitializer = declaresInitializer
    copy.staticComputed = staticComputed
    copy.accessors = accessors
    copy.readsIsPressed = readsIsPressed
    copy.isClass = isClass
    copy.superclass = superclass
    copy.conformanceExtensions = conformanceExtensions
    copy.extensionConformances = extensionConformances
    return copy
  }
}

/// A stored property of a user struct.
struct PropertyInfo {
  enum Wrapper: String {
    case none, state, binding, namespace
  }

  var name: String
  var wrapper: Wrapper
  var isLet: Bool
  var type: TypeSyntax?
  var initializer: ExprSyntax?
  var range: SourceRange
  /// `@EnvironmentObject var model: Model`, `@Environment(Model.self) var model`: the class
  /// whose object the environment provides.
  var environmentType: String? = nil
  /// `lazy var`: its initializer runs, with `self`, on the first read (The Swift Programming
  /// Language, "Properties", "Lazy Stored Properties"); until then the value has no such field.
  var isLazy = false
  /// The property's first attribute (`@ActionBuilder var actions: [Action]`): a result builder
  /// when the module declares one by that name.
  var builderAttribute: String? = nil

  /// Whether callers of the memberwise initializer may (or must) pass it.
  var isInitParameter: Bool {
    if environmentType != nil { return false }
    return switch wrapper {
    case .namespace: false
    case .state: initializer == nil
    case .binding: true
    case .none: !(isLet && initializer != nil)
    }
  }

  /// Whether calling the property calls its value: a function type, or no type and a closure
  /// (`@Environment(\.dismiss) var dismiss`).
  var isCallable: Bool {
    if isClosure { return true }
    if type != nil { return false }
    return initializer.map(PropertyInfo.isClosureExpression) ?? false
  }

  private static func isClosureExpression(_ expr: ExprSyntax) -> Bool {
    if case .closure = expr.kind { return true }
    // `@Environment(\.dismiss)`: the presentation's dismiss action (`PresentationHost`).
    if case .identifier(let id) = expr.kind { return id.text == PresentationHost.dismissIdentifier }
    return false
  }

  /// Whether the declared type is a function type (for trailing-closure matching).
  var isClosure: Bool {
    guard let type else { return false }
    return TypeInfo.isFunctionType(type)
  }
}

extension TypeInfo {
  /// `aliases`: the module's `typealias` names that stand for function types
  /// (`typealias Completion = (Result) -> Void`).
  static func isFunctionType(_ type: TypeSyntax, aliases: Set<String> = []) -> Bool {
    switch type.kind {
    case .function: true
    case .attributed(_, let base): isFunctionType(base, aliases: aliases)
    case .tuple(let elements) where elements.count == 1: isFunctionType(elements[0].type, aliases: aliases)
    case .optional(let base): isFunctionType(base, aliases: aliases)
    case .identifier(let id, _): !aliases.isEmpty && aliases.contains(id.text)
    default: false
    }
  }
}

/// A user `enum` (LANGUAGE §2: "enum with cases for state like tabs").
final class EnumInfo {
  let name: String
  let decl: EnumDecl
  let file: String
  var cases: [String] = []
  var rawValues: [String: Value] = [:]
  var computed: [String: PatternBindingSyntax] = [:]
  var methods: [String: [FunctionDecl]] = [:]
  /// `static let count = 3`, `static var all: [Tab] { … }`: the enum's own members.
  var statics: [String: ExprSyntax] = [:]
  /// The declared types of `statics` that have one (`static let all: [Card] = [.init(…)]`):
  /// the initial value is read in that type, as a stored property's is.
  var staticTypes: [String: TypeSyntax] = [:]
  /// The `static var`s among `statics`: assignable, so state values (`Interpreter.staticValue`).
  var staticVars: Set<String> = []
  var staticComputed: [String: PatternBindingSyntax] = [:]
  /// The `init`s the enum declares (`init?(rawValue:)` is also synthesised from `rawValues`).
  var initializers: [InitializerDecl] = []

  init(name: String, decl: EnumDecl, file: String) {
    self.name = name
    self.decl = decl
    self.file = file
  }
}

/// A function declared in `extension View { … }` (custom modifier helpers).
struct ExtensionFunction {
  var function: FunctionDecl
  var file: String
}

/// A top-level `let`/`var`: a constant with its initializer, or a computed variable whose getter
/// runs on every read.
struct GlobalConstant {
  var name: String
  var initializer: ExprSyntax?
  var type: TypeSyntax?
  /// The binding of a computed global (`var x: T { … }`), read through its getter.
  var computed: PatternBindingSyntax?
  var file: String
  var range: SourceRange
}

/// One `#Preview`: a scene to compile (LANGUAGE §1).
struct PreviewInfo {
  var name: String?
  /// The `#Preview { … }` closure; `nil` for a preview provider.
  var body: ClosureSyntax?
  /// A `PreviewProvider` shown as a component whose `body` is (one view of) its `previews`.
  var provider: TypeInfo?
  var file: String
  var range: SourceRange
}
