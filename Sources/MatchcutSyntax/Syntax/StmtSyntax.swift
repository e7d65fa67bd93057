import MatchcutSource

/// A statement in a body, closure or view builder (LANGUAGE §3).
public struct StmtSyntax: Sendable, Hashable {
  public var kind: StmtKind
  /// Stored in 32 bits (`CompactRange`): the parser copies this node often.
  @usableFromInline var compactRange: CompactRange
  public var range: SourceRange {
    @inlinable get { compactRange.range }
    @inlinable set { compactRange = CompactRange(newValue) }
  }

  public init(_ kind: StmtKind, range: SourceRange) {
    self.kind = kind
    self.compactRange = CompactRange(range)
  }
}

/// The shapes a statement can take.
///
/// An expression statement (most of a view builder) is stored inline; the other statements,
/// which hold declarations, blocks or several expressions, are boxed.
public enum StmtKind: Sendable, Hashable {
  /// An expression on its own: a view in a builder, a call like `onDismiss()`.
  case expression(ExprSyntax)
  /// A local `let`/`var`/`func`/`struct`.
  indirect case declaration(DeclSyntax)
  /// `target = value`, `target += value`.
  indirect case assignment(target: ExprSyntax, op: OperatorSyntax<AssignmentOperator>, value: ExprSyntax)
  indirect case ifStatement(IfStmtSyntax)
  /// `guard conditions else { … }`
  indirect case guardStatement(conditions: [ConditionSyntax], elseBody: CodeBlockSyntax)
  indirect case switchStatement(SwitchStmtSyntax)
  /// `for name in sequence { … }`
  indirect case forIn(pattern: ExprSyntax, sequence: ExprSyntax, body: CodeBlockSyntax)
  /// `return`, `return value`
  case returnStatement(ExprSyntax?)
  /// `break`, `continue`, `fallthrough`
  case control(Identifier)
  /// `do { … } catch pattern where condition { … }`
  indirect case doStatement(body: CodeBlockSyntax, catches: [CatchClauseSyntax])
  /// `while conditions { … }`
  indirect case whileStatement(conditions: [ConditionSyntax], body: CodeBlockSyntax)
  /// `repeat { … } while condition`
  indirect case repeatWhile(body: CodeBlockSyntax, condition: ExprSyntax)
  /// `defer { … }`
  indirect case deferStatement(CodeBlockSyntax)
  /// `throw error`
  indirect case throwStatement(ExprSyntax)
  /// `#if condition … #elseif … #else … #endif` among statements.
  indirect case ifConfig(IfConfigSyntax<StmtSyntax>)
  /// `outer: for … { … }`: a loop, `if`, `switch` or `do` with a label.
  indirect case labeled(label: Identifier, StmtSyntax)
  /// `for case pattern in sequence where condition { … }`: a loop with `case` or `where`.
  indirect case forInFiltered(ForInStmtSyntax)
  /// `break outer`, `continue outer`: a jump to a labelled statement.
  case labeledJump(keyword: Identifier, label: Identifier)
}

/// `catch`, `catch pattern`, `catch pattern where condition` with its block.
public struct CatchClauseSyntax: Sendable, Hashable {
  public var pattern: ExprSyntax?
  public var whereClause: ExprSyntax?
  public var body: CodeBlockSyntax
  public var range: SourceRange

  public init(pattern: ExprSyntax?, whereClause: ExprSyntax?, body: CodeBlockSyntax, range: SourceRange) {
    self.pattern = pattern
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }
}

/// Conditional compilation: `#if a … #elseif b … #else … #endif`, between statements,
/// members or top-level items. The conditions are kept for the semantic pass to evaluate.
public struct IfConfigSyntax<Element: Sendable & Hashable>: Sendable, Hashable {
  public var clauses: [IfConfigClauseSyntax<Element>]
  /// From `#if` through `#endif`.
  public var range: SourceRange

  public init(clauses: [IfConfigClauseSyntax<Element>], range: SourceRange) {
    self.clauses = clauses
    self.range = range
  }
}

/// One `#if`/`#elseif`/`#else` clause and what it holds.
public struct IfConfigClauseSyntax<Element: Sendable & Hashable>: Sendable, Hashable {
  /// `#if`, `#elseif` or `#else` (the text without `#`; the range covers it).
  public var keyword: Identifier
  /// `nil` for `#else`. Identifiers (`DEBUG`), calls (`os(iOS)`, `canImport(UIKit)`; the
  /// arguments of `swift(>=5.9)` are dropped), `!`, `&&`, `||` and parentheses.
  public var condition: ExprSyntax?
  public var elements: [Element]
  public var range: SourceRange

  public init(keyword: Identifier, condition: ExprSyntax?, elements: [Element], range: SourceRange) {
    self.keyword = keyword
    self.condition = condition
    self.elements = elements
    self.range = range
  }
}

/// `=`, `+=`, `-=`, `*=`, `/=`, `%=`.
public enum AssignmentOperator: String, Sendable, Hashable {
  case assign = "="
  case addAssign = "+="
  case subtractAssign = "-="
  case multiplyAssign = "*="
  case divideAssign = "/="
  case remainderAssign = "%="
  case shiftLeftAssign = "<<="
  case shiftRightAssign = ">>="
  case andAssign = "&="
  case orAssign = "|="
  case xorAssign = "^="
  /// Any other compound assignment (`&+=`, a custom operator in AssignmentPrecedence); the
  /// spelling is the operator's source range.
  case custom = "assignment operator"
}

/// `{ statements }` with the range of its braces.
public struct CodeBlockSyntax: Sendable, Hashable {
  public var statements: [StmtSyntax]
  public var range: SourceRange

  public init(statements: [StmtSyntax], range: SourceRange) {
    self.statements = statements
    self.range = range
  }
}

/// `if conditions { … } else if … { … } else { … }`.
public struct IfStmtSyntax: Sendable, Hashable {
  public var conditions: [ConditionSyntax]
  public var body: CodeBlockSyntax
  public var elseBranch: ElseBranchSyntax?
  public var range: SourceRange

  public init(
    conditions: [ConditionSyntax], body: CodeBlockSyntax, elseBranch: ElseBranchSyntax?,
    range: SourceRange
  ) {
    self.conditions = conditions
    self.body = body
    self.elseBranch = elseBranch
    self.range = range
  }
}

/// What follows `else`.
public indirect enum ElseBranchSyntax: Sendable, Hashable {
  case block(CodeBlockSyntax)
  case ifStatement(IfStmtSyntax)

  public var range: SourceRange {
    switch self {
    case .block(let b): b.range
    case .ifStatement(let s): s.range
    }
  }
}

/// One comma-separated condition of `if`/`guard`.
public enum ConditionSyntax: Sendable, Hashable {
  /// A Boolean expression.
  case expression(ExprSyntax)
  /// `let name`, `let name: T = value`, `var name = value` (`initializer` is `nil` for the
  /// `if let name` shorthand).
  case optionalBinding(
    BindingKeyword, name: Identifier, type: TypeSyntax?, initializer: ExprSyntax?,
    range: SourceRange)
  /// `case pattern = value`; also `let (a, b) = value`, an optional binding of a tuple, whose
  /// pattern is `let (a, b)` (a nil value matches no tuple).
  case casePattern(pattern: ExprSyntax, value: ExprSyntax, range: SourceRange)

  public var range: SourceRange {
    switch self {
    case .expression(let e): e.range
    case .optionalBinding(_, _, _, _, let range): range
    case .casePattern(_, _, let range): range
    }
  }
}

/// `switch subject { case …: … default: … }`.
public struct SwitchStmtSyntax: Sendable, Hashable {
  public var subject: ExprSyntax
  public var cases: [SwitchCaseSyntax]
  public var range: SourceRange

  public init(subject: ExprSyntax, cases: [SwitchCaseSyntax], range: SourceRange) {
    self.subject = subject
    self.cases = cases
    self.range = range
  }
}

/// One `case a, b:` or `default:` clause with its statements.
public struct SwitchCaseSyntax: Sendable, Hashable {
  /// The patterns; empty for `default`.
  public var patterns: [ExprSyntax]
  public var isDefault: Bool
  /// `where` guard of the clause, if any.
  public var whereClause: ExprSyntax?
  public var statements: [StmtSyntax]
  /// `#if … #endif` around cases: this entry stands for the directive (no patterns, not
  /// `default`, no statements) and its clauses hold the cases.
  public var ifConfig: IfConfigSyntax<SwitchCaseSyntax>?
  public var range: SourceRange

  public init(
    patterns: [ExprSyntax], isDefault: Bool, whereClause: ExprSyntax?, statements: [StmtSyntax],
    ifConfig: IfConfigSyntax<SwitchCaseSyntax>? = nil, range: SourceRange
  ) {
    self.ifConfig = ifConfig
    self.patterns = patterns
    self.isDefault = isDefault
    self.whereClause = whereClause
    self.statements = statements
    self.range = range
  }
}

/// `for case let x? in items where x > 0 { … }`.
public struct ForInStmtSyntax: Sendable, Hashable {
  /// Whether the pattern follows `case`.
  public var isCasePattern: Bool
  public var pattern: ExprSyntax
  public var sequence: ExprSyntax
  public var whereClause: ExprSyntax?
  public var body: CodeBlockSyntax

  public init(
    isCasePattern: Bool, pattern: ExprSyntax, sequence: ExprSyntax, whereClause: ExprSyntax?,
    body: CodeBlockSyntax
  ) {
    self.isCasePattern = isCasePattern
    self.pattern = pattern
    self.sequence = sequence
    self.whereClause = whereClause
    self.body = body
  }
}
