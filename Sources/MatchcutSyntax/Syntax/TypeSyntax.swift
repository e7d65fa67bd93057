import MatchcutSource

/// A written type: `Binding<Bool>`, `Namespace.ID`, `[K: V]`, `(_ value: T) -> U`, `some View`.
public struct TypeSyntax: Sendable, Hashable {
  public var kind: TypeKind
  public var range: SourceRange

  public init(_ kind: TypeKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The shapes a type can take.
public indirect enum TypeKind: Sendable, Hashable {
  /// `View`, `Binding<Bool>`, `Self`, `Any`.
  case identifier(Identifier, genericArguments: [TypeSyntax])
  /// `Namespace.ID`, `Foo<Int>.Bar`.
  case member(base: TypeSyntax, name: Identifier, genericArguments: [TypeSyntax])
  /// `T?`
  case optional(TypeSyntax)
  /// `T!`
  case implicitlyUnwrappedOptional(TypeSyntax)
  /// `[T]`
  case array(TypeSyntax)
  /// `[K: V]`
  case dictionary(key: TypeSyntax, value: TypeSyntax)
  /// `(A, label: B)`; `()` is the empty tuple (`Void`); `(T)` is kept as a one-element tuple.
  case tuple([TupleTypeElementSyntax])
  /// `(_ value: T) async throws -> U`
  case function(parameters: [TupleTypeElementSyntax], effects: EffectsSyntax, result: TypeSyntax)
  /// `some View`
  case opaque(TypeSyntax)
  /// `any View`
  case existential(TypeSyntax)
  /// `A & B`
  case composition([TypeSyntax])
  /// `T.Type`
  case metatype(TypeSyntax)
  /// `@escaping () -> Void`, `inout T` (the specifier is stored as an attribute named `inout`).
  case attributed(attributes: [AttributeSyntax], base: TypeSyntax)
  /// A type the parser could not read (an error was reported).
  case missing
}

/// One element of a tuple type or function-type parameter list: `_ value: T`, `label: T`, `T`.
public struct TupleTypeElementSyntax: Sendable, Hashable {
  public var firstName: Identifier?
  public var secondName: Identifier?
  public var type: TypeSyntax
  public var isVariadic: Bool
  public var range: SourceRange

  public init(
    firstName: Identifier?, secondName: Identifier?, type: TypeSyntax, isVariadic: Bool,
    range: SourceRange
  ) {
    self.firstName = firstName
    self.secondName = secondName
    self.type = type
    self.isVariadic = isVariadic
    self.range = range
  }
}
