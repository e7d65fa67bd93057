import MatchcutSource

/// `associatedtype Name: Constraint = Default where Requirements` in a protocol.
public struct AssociatedTypeDecl: Sendable, Hashable {
  public var attributes: [AttributeSyntax]
  public var modifiers: [ModifierSyntax]
  public var name: Identifier
  public var inheritance: [TypeSyntax]
  /// The type after `=`, if any.
  public var defaultType: TypeSyntax?
  public var whereClause: [GenericRequirementSyntax]
  public var range: SourceRange

  public init(
    attributes: [AttributeSyntax], modifiers: [ModifierSyntax], name: Identifier,
    inheritance: [TypeSyntax], defaultType: TypeSyntax?, whereClause: [GenericRequirementSyntax],
    range: SourceRange
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.name = name
    self.inheritance = inheritance
    self.defaultType = defaultType
    self.whereClause = whereClause
    self.range = range
  }
}

/// `infix operator <>: AdditionPrecedence`, `prefix operator √`, `postfix operator ++`.
public struct OperatorDecl: Sendable, Hashable {
  /// `infix`, `prefix` or `postfix`.
  public var fixity: Identifier
  /// The operator's spelling.
  public var name: Identifier
  /// The precedence group after `:` (infix operators only).
  public var precedenceGroup: Identifier?
  public var range: SourceRange

  public init(fixity: Identifier, name: Identifier, precedenceGroup: Identifier?, range: SourceRange) {
    self.fixity = fixity
    self.name = name
    self.precedenceGroup = precedenceGroup
    self.range = range
  }
}

/// `precedencegroup Name { higherThan: A lowerThan: B associativity: right assignment: true }`.
public struct PrecedenceGroupDecl: Sendable, Hashable {
  public var name: Identifier
  /// Each `attribute: value, value` line in source order (`higherThan`, `lowerThan`,
  /// `associativity`, `assignment`).
  public var attributes: [PrecedenceGroupAttributeSyntax]
  public var range: SourceRange

  public init(name: Identifier, attributes: [PrecedenceGroupAttributeSyntax], range: SourceRange) {
    self.name = name
    self.attributes = attributes
    self.range = range
  }
}

/// One `higherThan: A, B` line of a precedence group.
public struct PrecedenceGroupAttributeSyntax: Sendable, Hashable {
  public var name: Identifier
  public var values: [Identifier]
  public var range: SourceRange

  public init(name: Identifier, values: [Identifier], range: SourceRange) {
    self.name = name
    self.values = values
    self.range = range
  }
}
