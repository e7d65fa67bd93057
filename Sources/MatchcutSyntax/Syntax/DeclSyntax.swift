import MatchcutSource

/// A declaration, at file scope, as a type member or as a local statement (LANGUAGE §2).
public indirect enum DeclSyntax: Sendable, Hashable {
  /// `struct`, and also `class`/`actor`/`protocol` (see `StructDecl.keyword`) so that the
  /// semantic pass can say precisely what is unsupported.
  case structDecl(StructDecl)
  case enumDecl(EnumDecl)
  case extensionDecl(ExtensionDecl)
  case variable(VariableDecl)
  case function(FunctionDecl)
  case initializer(InitializerDecl)
  /// `case a, b` inside an enum.
  case enumCase(EnumCaseDecl)
  /// `typealias Name = Type`.
  case typeAlias(TypeAliasDecl)
  /// `#if … #endif` around members.
  case ifConfig(IfConfigSyntax<DeclSyntax>)
  /// `associatedtype Item: Identifiable = Default where …` in a protocol.
  case associatedType(AssociatedTypeDecl)
  /// `infix operator <>: AdditionPrecedence`, `prefix operator √`.
  case operatorDecl(OperatorDecl)
  /// `precedencegroup PowerPrecedence { higherThan: … associativity: right }`.
  case precedenceGroup(PrecedenceGroupDecl)

  public var range: SourceRange {
    switch self {
    case .ifConfig(let c): c.range
    case .structDecl(let d): d.range
    case .enumDecl(let d): d.range
    case .extensionDecl(let d): d.range
    case .variable(let d): d.range
    case .function(let d): d.range
    case .initializer(let d): d.range
    case .enumCase(let d): d.range
    case .typeAlias(let d): d.range
    case .associatedType(let d): d.range
    case .operatorDecl(let d): d.range
    case .precedenceGroup(let d): d.range
    }
  }
}

/// `@State`, `@Binding`, `@ViewBuilder`, `@escaping`, `@available(iOS 17, *)`.
///
/// Arguments are parsed as a call's argument list when they are expressions; otherwise only
/// their range is kept (`argumentsRange`), and `arguments` is empty.
public struct AttributeSyntax: Sendable, Hashable {
  /// The name without `@`; its range covers the `@`.
  public var name: Identifier
  public var arguments: [ArgumentSyntax]
  /// The range of `( … )` when present.
  public var argumentsRange: SourceRange?
  public var range: SourceRange

  public init(
    name: Identifier, arguments: [ArgumentSyntax], argumentsRange: SourceRange?,
    range: SourceRange
  ) {
    self.name = name
    self.arguments = arguments
    self.argumentsRange = argumentsRange
    self.range = range
  }
}

/// A declaration modifier: `private`, `static`, `private(set)`, `mutating`, `override`.
public struct ModifierSyntax: Sendable, Hashable {
  public var name: Identifier
  /// The word in parentheses (`set` in `private(set)`).
  public var detail: Identifier?
  public var range: SourceRange

  public init(name: Identifier, detail: Identifier?, range: SourceRange) {
    self.name = name
    self.detail = detail
    self.range = range
  }
}

/// The keyword that introduced a nominal type declaration.
public enum NominalKeyword: String, Sendable, Hashable {
  case `struct`, `class`, `actor`, `protocol`
}

/// `struct Name<T: View>: View, Hashable where … { members }`.
public struct StructDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var keyword: NominalKeyword
  public var name: Identifier
  public var genericParameters: [GenericParameterSyntax]
  public var inheritance: [TypeSyntax]
  public var whereClause: [GenericRequirementSyntax]
  public var members: [DeclSyntax]
  /// The range of `{ … }`.
  public var bodyRange: SourceRange
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], keyword: NominalKeyword,
    name: Identifier, genericParameters: [GenericParameterSyntax], inheritance: [TypeSyntax],
    whereClause: [GenericRequirementSyntax], members: [DeclSyntax], bodyRange: SourceRange,
    range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.keyword = keyword
    self.name = name
    self.genericParameters = genericParameters
    self.inheritance = inheritance
    self.whereClause = whereClause
    self.members = members
    self.bodyRange = bodyRange
    self.range = range
  }
}

/// `enum Tab: String, CaseIterable { case home, search; case profile }`.
public struct EnumDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var name: Identifier
  public var genericParameters: [GenericParameterSyntax]
  /// Raw type first if any, then protocols, as written.
  public var inheritance: [TypeSyntax]
  public var whereClause: [GenericRequirementSyntax]
  /// `.enumCase` members plus any other members.
  public var members: [DeclSyntax]
  public var bodyRange: SourceRange
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], name: Identifier,
    genericParameters: [GenericParameterSyntax], inheritance: [TypeSyntax],
    whereClause: [GenericRequirementSyntax], members: [DeclSyntax], bodyRange: SourceRange,
    range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.name = name
    self.genericParameters = genericParameters
    self.inheritance = inheritance
    self.whereClause = whereClause
    self.members = members
    self.bodyRange = bodyRange
    self.range = range
  }
}

/// `case a, b(Int), c = "c"`.
public struct EnumCaseDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var elements: [EnumCaseElementSyntax]
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax],
    elements: [EnumCaseElementSyntax], range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.elements = elements
    self.range = range
  }
}

/// One element of a `case` declaration.
public struct EnumCaseElementSyntax: Sendable, Hashable {
  public var name: Identifier
  /// `(Int, label: String)` when present.
  public var associatedValues: [TupleTypeElementSyntax]?
  /// The default values of the associated values (`case loaded(count: Int = 0)`, SE-0155),
  /// one per element of `associatedValues` (`nil` where none is written); empty when no
  /// element has one. Kept here rather than in `TupleTypeElementSyntax`: a type never holds an
  /// expression.
  public var associatedDefaults: [ExprSyntax?]
  /// `= "raw"` when present.
  public var rawValue: ExprSyntax?
  public var range: SourceRange

  public init(
    name: Identifier, associatedValues: [TupleTypeElementSyntax]?,
    associatedDefaults: [ExprSyntax?] = [], rawValue: ExprSyntax?, range: SourceRange
  ) {
    self.name = name
    self.associatedValues = associatedValues
    self.associatedDefaults = associatedDefaults
    self.rawValue = rawValue
    self.range = range
  }
}

/// `extension View where … { members }`.
public struct ExtensionDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var extendedType: TypeSyntax
  public var inheritance: [TypeSyntax]
  public var whereClause: [GenericRequirementSyntax]
  public var members: [DeclSyntax]
  public var bodyRange: SourceRange
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], extendedType: TypeSyntax,
    inheritance: [TypeSyntax], whereClause: [GenericRequirementSyntax], members: [DeclSyntax],
    bodyRange: SourceRange, range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.extendedType = extendedType
    self.inheritance = inheritance
    self.whereClause = whereClause
    self.members = members
    self.bodyRange = bodyRange
    self.range = range
  }
}

/// `let` or `var`.
public enum BindingKeyword: String, Sendable, Hashable {
  case `let`, `var`
}

/// `@State private var a: Int = 0`, `let title, subtitle: String`, `var body: some View { … }`.
public struct VariableDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var keyword: BindingKeyword
  public var keywordRange: SourceRange
  /// One or more comma-separated bindings. In `let a, b: String` both bindings carry the
  /// type (`b`'s `typeAnnotation` is also copied into `a`, as Swift does).
  public var bindings: [PatternBindingSyntax]
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], keyword: BindingKeyword,
    keywordRange: SourceRange, bindings: [PatternBindingSyntax], range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.keyword = keyword
    self.keywordRange = keywordRange
    self.bindings = bindings
    self.range = range
  }
}

/// One `name: Type = value` or `name: Type { accessors }` binding.
public struct PatternBindingSyntax: Sendable, Hashable {
  /// The bound name; `_` is kept as text `_`.
  public var name: Identifier
  public var typeAnnotation: TypeSyntax?
  public var initializer: ExprSyntax?
  public var accessors: AccessorBlockSyntax?
  /// `let (data, response) = …`: the tuple pattern (then `name` is `_` at its range).
  public var tuplePattern: ExprSyntax?
  public var range: SourceRange

  public init(
    name: Identifier, typeAnnotation: TypeSyntax?, initializer: ExprSyntax?,
    accessors: AccessorBlockSyntax?, tuplePattern: ExprSyntax? = nil, range: SourceRange
  ) {
    self.tuplePattern = tuplePattern
    self.name = name
    self.typeAnnotation = typeAnnotation
    self.initializer = initializer
    self.accessors = accessors
    self.range = range
  }
}

/// The braces after a computed or observed property.
public enum AccessorBlockSyntax: Sendable, Hashable {
  /// `var body: some View { … }`: the braces hold the getter directly.
  case getter(CodeBlockSyntax)
  /// `{ get { … } set { … } }`, `{ didSet { … } }`.
  case accessors([AccessorSyntax], range: SourceRange)

  public var range: SourceRange {
    switch self {
    case .getter(let block): block.range
    case .accessors(_, let range): range
    }
  }
}

/// One explicit accessor: `get`, `set(newValue)`, `willSet`, `didSet`.
public struct AccessorSyntax: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var kind: Identifier
  public var parameter: Identifier?
  /// `get async throws` (SE-0310).
  public var effects: EffectsSyntax
  public var body: CodeBlockSyntax?
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], kind: Identifier, parameter: Identifier?,
    effects: EffectsSyntax = EffectsSyntax(), body: CodeBlockSyntax?, range: SourceRange
  ) {
    self.attributes = attributes
    self.kind = kind
    self.parameter = parameter
    self.effects = effects
    self.body = body
    self.range = range
  }
}

/// `async`, `throws` and friends written after a parameter list.
public struct EffectsSyntax: Sendable, Hashable {
  public var isAsync: Bool
  public var isThrowing: Bool
  /// The range of `(MyError)` in typed `throws(MyError)` (SE-0413); the type is not kept.
  public var thrownTypeRange: SourceRange?

  public init(isAsync: Bool = false, isThrowing: Bool = false, thrownTypeRange: SourceRange? = nil) {
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.thrownTypeRange = thrownTypeRange
  }
}

/// `@ViewBuilder private func row<T>(_ item: T, label text: String = "") -> some View { … }`.
public struct FunctionDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var name: Identifier
  public var genericParameters: [GenericParameterSyntax]
  public var parameters: [ParameterSyntax]
  public var effects: EffectsSyntax
  public var returnType: TypeSyntax?
  public var whereClause: [GenericRequirementSyntax]
  /// `nil` for a requirement without a body (protocols), and for a subscript with explicit
  /// accessors.
  public var body: CodeBlockSyntax?
  /// A subscript's `{ get { … } set { … } }` or `{ get }` (a subscript whose braces hold
  /// statements has them as `body`, like a read-only computed property).
  public var accessors: AccessorBlockSyntax?
  /// A `macro` declaration (SE-0382, SE-0389): `macro name(…) -> T = #externalMacro(…)`. It has
  /// no body; `macroDefinition` is the expression after `=`, when written.
  public var isMacro: Bool
  public var macroDefinition: ExprSyntax?
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], name: Identifier,
    genericParameters: [GenericParameterSyntax], parameters: [ParameterSyntax],
    effects: EffectsSyntax, returnType: TypeSyntax?, whereClause: [GenericRequirementSyntax],
    body: CodeBlockSyntax?, accessors: AccessorBlockSyntax? = nil, isMacro: Bool = false,
    macroDefinition: ExprSyntax? = nil, range: SourceRange
  ) {
    self.accessors = accessors
    self.isMacro = isMacro
    self.macroDefinition = macroDefinition
    self.attributes = attributes
    self.modifiers = modifiers
    self.name = name
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.effects = effects
    self.returnType = returnType
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }

  /// A freestanding macro expanded among members, `#warning("…")`/`#error("…")` (SE-0196,
  /// SE-0397): a macro (`isMacro`) named by its `#` spelling, the expansion's call expression
  /// its `macroDefinition`. (A macro declaration's name is an identifier, never `#…`.)
  public var isMacroExpansion: Bool { isMacro && name.text.hasPrefix("#") }
}

/// `init(item: Item) { … }` and `init?(…)`.
public struct InitializerDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var isFailable: Bool
  public var genericParameters: [GenericParameterSyntax]
  public var parameters: [ParameterSyntax]
  public var effects: EffectsSyntax
  public var whereClause: [GenericRequirementSyntax]
  public var body: CodeBlockSyntax?
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], isFailable: Bool,
    genericParameters: [GenericParameterSyntax], parameters: [ParameterSyntax],
    effects: EffectsSyntax, whereClause: [GenericRequirementSyntax], body: CodeBlockSyntax?,
    range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.isFailable = isFailable
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.effects = effects
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }
}

/// `typealias Name<T> = Type`.
public struct TypeAliasDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var name: Identifier
  public var genericParameters: [GenericParameterSyntax]
  public var type: TypeSyntax
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], name: Identifier,
    genericParameters: [GenericParameterSyntax], type: TypeSyntax, range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.name = name
    self.genericParameters = genericParameters
    self.type = type
    self.range = range
  }
}

/// A function or initializer parameter: `_ x: T`, `label y: U = default`, `z: Int...`.
public struct ParameterSyntax: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  /// The first name as written (`_`, the label, or the only name).
  public var firstName: Identifier
  /// The local name when two names are written.
  public var secondName: Identifier?
  public var type: TypeSyntax
  public var isVariadic: Bool
  public var defaultValue: ExprSyntax?
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], firstName: Identifier, secondName: Identifier?,
    type: TypeSyntax, isVariadic: Bool, defaultValue: ExprSyntax?, range: SourceRange
  ) {
    self.attributes = attributes
    self.firstName = firstName
    self.secondName = secondName
    self.type = type
    self.isVariadic = isVariadic
    self.defaultValue = defaultValue
    self.range = range
  }

  /// The argument label callers write, `nil` for `_`.
  public var label: String? { firstName.text == "_" ? nil : firstName.text }
  /// The name the body uses.
  public var localName: Identifier { secondName ?? firstName }
}

/// `T`, `Destination: View`.
public struct GenericParameterSyntax: Sendable, Hashable {
  public var name: Identifier
  public var constraint: TypeSyntax?
  /// `each T`: a type parameter pack (SE-0393).
  public var isPack: Bool
  public var range: SourceRange

  public init(name: Identifier, constraint: TypeSyntax?, isPack: Bool = false, range: SourceRange) {
    self.name = name
    self.constraint = constraint
    self.isPack = isPack
    self.range = range
  }
}

/// One `where` requirement: `T: View` or `T == Int`.
public struct GenericRequirementSyntax: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case conformance, sameType
  }

  public var left: TypeSyntax
  public var kind: Kind
  public var right: TypeSyntax
  public var range: SourceRange

  public init(left: TypeSyntax, kind: Kind, right: TypeSyntax, range: SourceRange) {
    self.left = left
    self.kind = kind
    self.right = right
    self.range = range
  }
}
