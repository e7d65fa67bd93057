import MatchcutSource

/// An expression with its exact source range (LANGUAGE §3).
public struct ExprSyntax: Sendable, Hashable {
  public var kind: ExprKind
  /// Stored in 32 bits (`CompactRange`): the parser copies this node often.
  @usableFromInline var compactRange: CompactRange
  public var range: SourceRange {
    @inlinable get { compactRange.range }
    @inlinable set { compactRange = CompactRange(newValue) }
  }

  public init(_ kind: ExprKind, range: SourceRange) {
    self.kind = kind
    self.compactRange = CompactRange(range)
  }
}

/// The shapes an expression can take.
///
/// Only the cases that hold another expression, a type or a closure are `indirect` (a heap box
/// each): names and literals, about half of all expressions, are stored inline, so parsing them
/// allocates nothing.
public enum ExprKind: Sendable, Hashable {
  /// `42`, `1_000`, `0xFF`.
  case integerLiteral(Int)
  /// `0.5`, `1e3`.
  case floatLiteral(Double)
  /// `"text \(value)"`, multi-line `"""` (indentation already stripped, escapes decoded).
  case stringLiteral(StringLiteralSyntax)
  case booleanLiteral(Bool)
  case nilLiteral
  /// `[a, b]`
  case arrayLiteral([ExprSyntax])
  /// `[k: v]`, `[:]`
  case dictionaryLiteral([DictionaryElementSyntax])
  /// `name`
  case identifier(Identifier)
  /// `$name`: the binding projection of a property wrapper (the identifier has no `$`).
  case projectedValue(Identifier)
  /// `$0`, `$1` in closures.
  case shorthandArgument(Int)
  /// `self`
  case selfExpr
  /// `_` (as in `_ = value`).
  case discard
  /// `base.name` (also `base.0`, `base.init`, `Item.self`).
  indirect case memberAccess(base: ExprSyntax, name: Identifier)
  /// `.name`, the base inferred from context (`.infinity`, `.spring(…)` is this plus a call).
  case implicitMember(Identifier)
  /// `callee(args) { trailing } label: { … }`
  indirect case call(CallSyntax)
  /// `base[args]`
  indirect case subscriptAccess(base: ExprSyntax, arguments: [ArgumentSyntax])
  /// `Foo<Int>` in expression position (`Binding<Bool>.constant(true)`).
  indirect case specialization(base: ExprSyntax, genericArguments: [TypeSyntax])
  indirect case closure(ClosureSyntax)
  /// `\.self`, `\Item.id`
  indirect case keyPath(root: TypeSyntax?, components: [KeyPathComponentSyntax])
  /// `base?` as the start of an optional chain (`a?.b` is `memberAccess(optionalChain(a), b)`).
  indirect case optionalChain(ExprSyntax)
  /// `base!`
  indirect case forceUnwrap(ExprSyntax)
  /// `-x`, `!flag`
  indirect case prefixOperator(OperatorSyntax<PrefixOperator>, ExprSyntax)
  /// `a + b`, folded by Swift's precedence (`lhs`/`rhs` are already grouped).
  indirect case binary(lhs: ExprSyntax, op: OperatorSyntax<BinaryOperator>, rhs: ExprSyntax)
  /// `cond ? a : b`
  indirect case ternary(condition: ExprSyntax, then: ExprSyntax, else: ExprSyntax)
  /// `x as T`, `x as? T`, `x as! T`
  indirect case cast(ExprSyntax, CastKind, TypeSyntax)
  /// `x is T`
  indirect case typeCheck(ExprSyntax, TypeSyntax)
  /// `(x)`
  indirect case parenthesized(ExprSyntax)
  /// `(a, label: b)`, `()`
  case tuple([ArgumentSyntax])
  /// `try x`, `try? x`
  indirect case tryExpr(ExprSyntax, TryKind)
  /// `await x`
  indirect case awaitExpr(ExprSyntax)
  /// `let name` / `var name` inside a `case` pattern (`case .detail(let item)`), or
  /// `let .a(x)` applied to a whole pattern.
  indirect case bindingPattern(BindingKeyword, ExprSyntax)
  /// A type written where an expression stands (`[Item]()` is an array literal, but
  /// `Int.self`'s base and `some`/function types land here when parsed as expressions).
  indirect case type(TypeSyntax)
  /// `#selector(…)`, `#colorLiteral(…)`, `#Predicate<T> { … }`, `#file`: a freestanding
  /// macro's name (with `#`); a call or specialization wraps it like any callee.
  case macroName(Identifier)
  /// `#available(iOS 17, *)` (or `#unavailable(…)`: `unavailable` is true); the platform list
  /// is left to the source range.
  case availability(unavailable: Bool)
  /// `base` followed by `#if` clauses of postfix members (`view #if os(iOS) .foo() #endif`):
  /// each clause's element is the whole chain with `base` at its root; a missing `#else`
  /// leaves `base` alone.
  indirect case postfixIfConfig(base: ExprSyntax, IfConfigSyntax<ExprSyntax>)
  /// `start...`: a range with no upper bound (`items[index...]`, `case 10...:`).
  indirect case partialRangeFrom(ExprSyntax)
  /// `..<end`, `...end`: a range with no lower bound (`in: ..<Date()`, `case ...0:`).
  indirect case partialRangeUpTo(ExprSyntax, inclusive: Bool)
  /// `if c { 1 } else { 2 }` used as a value (SE-0380): each branch ends in an expression.
  indirect case ifExpression(IfStmtSyntax)
  /// `switch n { case 0: "zero" default: "many" }` used as a value (SE-0380).
  indirect case switchExpression(SwitchStmtSyntax)
  /// An operator used as a function value: `sorted(by: <)`, `reduce(0, +)`; the identifier
  /// is the operator's spelling.
  case operatorReference(Identifier)
  /// `/[a-z]+/` or `#/…/#`: a regex literal, kept as its source range (semantics reports it).
  case regexLiteral
  /// `target = value`, `target += value` where a value stands (`return total = 0`,
  /// `isOn ? count -= 1 : nil`); its value is `()`. A statement of its own is
  /// `StmtKind.assignment`.
  indirect case assignment(target: ExprSyntax, op: OperatorSyntax<AssignmentOperator>, value: ExprSyntax)
  /// An expression the parser could not read (an error was reported).
  case missing
}

extension ExprKind {
  /// `#selector`, `#Predicate`: a freestanding macro's name.
  public var isMacroName: Bool {
    if case .macroName = self { return true }
    return false
  }
}

/// `as`, `as?`, `as!`.
public enum CastKind: String, Sendable, Hashable {
  case plain = "as"
  case conditional = "as?"
  case forced = "as!"
}

/// `try`, `try?`, `try!`.
public enum TryKind: String, Sendable, Hashable {
  case plain = "try"
  case optional = "try?"
  case forced = "try!"
}

/// An operator token with the operator it denotes.
public struct OperatorSyntax<Op: Sendable & Hashable>: Sendable, Hashable {
  public var op: Op
  public var range: SourceRange

  public init(_ op: Op, range: SourceRange) {
    self.op = op
    self.range = range
  }
}

/// Prefix operators in the language.
public enum PrefixOperator: String, Sendable, Hashable {
  case negate = "-"
  case plus = "+"
  case not = "!"
  case bitwiseNot = "~"
  /// Any other prefix operator (`!!x`, a declared `prefix operator`); the spelling is the
  /// operator's source range. Also the words of a pack expansion, `repeat each value`
  /// (SE-0393), whose range is then the word.
  case custom = "prefix operator"
}

/// Binary operators in the language, spelled as in Swift.
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case add = "+"
  case subtract = "-"
  case halfOpenRange = "..<"
  case closedRange = "..."
  case nilCoalescing = "??"
  case equal = "=="
  case notEqual = "!="
  case identical = "==="
  case notIdentical = "!=="
  case less = "<"
  case lessEqual = "<="
  case greater = ">"
  case greaterEqual = ">="
  case and = "&&"
  case or = "||"
  case bitwiseAnd = "&"
  case bitwiseOr = "|"
  case bitwiseXor = "^"
  case shiftLeft = "<<"
  case shiftRight = ">>"
  case overflowAdd = "&+"
  case overflowSubtract = "&-"
  case overflowMultiply = "&*"
  case patternMatch = "~="
  /// Any other infix operator (`<>`, `**`, a declared `infix operator`); the spelling is the
  /// operator's source range and the parser folds it by its declared precedence group.
  case custom = "infix operator"

  /// Swift's precedence groups, higher binds tighter
  /// (BitwiseShiftPrecedence > MultiplicationPrecedence > AdditionPrecedence > RangeFormationPrecedence >
  /// NilCoalescingPrecedence > ComparisonPrecedence > LogicalConjunctionPrecedence >
  /// LogicalDisjunctionPrecedence; casts sit between nil-coalescing and comparison).
  public var precedence: Int {
    switch self {
    case .shiftLeft, .shiftRight: 80
    case .multiply, .divide, .remainder, .bitwiseAnd, .overflowMultiply: 70
    case .add, .subtract, .bitwiseOr, .bitwiseXor, .overflowAdd, .overflowSubtract: 60
    case .halfOpenRange, .closedRange: 50
    case .nilCoalescing: 40
    case .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater,
      .greaterEqual, .patternMatch:
      30
    case .and: 20
    case .or: 10
    case .custom: Parser.defaultPrecedence
    }
  }

  /// `??` is right-associative; comparison and range operators are non-associative; the
  /// rest are left-associative.
  public var associativity: Associativity {
    switch self {
    case .nilCoalescing: .right
    case .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater,
      .greaterEqual, .halfOpenRange, .closedRange, .patternMatch, .custom:
      .none
    default: .left
    }
  }

  /// How an infix operator groups with itself.
  public enum Associativity: Sendable, Hashable {
    case left, right, none
  }
}

/// A call: `callee(label: value) { … } label: { … }`.
///
/// A postfix operator (`x++`, `value′`) is a call too: the callee is the operator
/// (`.operatorReference`), the one argument is the operand, and there is neither an argument
/// list nor a trailing closure (`isPostfixOperator`).
public struct CallSyntax: Sendable, Hashable {
  public var callee: ExprSyntax
  public var arguments: [ArgumentSyntax]
  /// The range of `( … )`, `nil` when the call has only trailing closures (`VStack { … }`).
  public var argumentListRange: SourceRange?
  public var trailingClosures: [TrailingClosureSyntax]

  public init(
    callee: ExprSyntax, arguments: [ArgumentSyntax], argumentListRange: SourceRange?,
    trailingClosures: [TrailingClosureSyntax]
  ) {
    self.callee = callee
    self.arguments = arguments
    self.argumentListRange = argumentListRange
    self.trailingClosures = trailingClosures
  }

  /// `operand++`: a postfix operator applied to `arguments[0]`.
  public var isPostfixOperator: Bool {
    guard argumentListRange == nil, trailingClosures.isEmpty, case .operatorReference = callee.kind
    else { return false }
    return true
  }
}

/// `label: value` or `value` in a call, tuple, subscript or interpolation.
public struct ArgumentSyntax: Sendable, Hashable {
  public var label: Identifier?
  public var value: ExprSyntax
  /// Stored in 32 bits (`CompactRange`): the parser copies this node often.
  @usableFromInline var compactRange: CompactRange
  public var range: SourceRange {
    @inlinable get { compactRange.range }
    @inlinable set { compactRange = CompactRange(newValue) }
  }

  public init(label: Identifier?, value: ExprSyntax, range: SourceRange) {
    self.label = label
    self.value = value
    self.compactRange = CompactRange(range)
  }
}

/// A trailing closure; the first has no label, the following ones do (`label: { … }`).
public struct TrailingClosureSyntax: Sendable, Hashable {
  public var label: Identifier?
  public var closure: ClosureSyntax
  public var range: SourceRange

  public init(label: Identifier?, closure: ClosureSyntax, range: SourceRange) {
    self.label = label
    self.closure = closure
    self.range = range
  }
}

/// `{ (a, b) -> T in statements }`, `{ item in … }`, `{ _ in … }`, `{ … $0 … }`.
public struct ClosureSyntax: Sendable, Hashable {
  /// `nil` when the closure has no `in` signature.
  public var signature: ClosureSignatureSyntax?
  public var statements: [StmtSyntax]
  public var range: SourceRange

  public init(signature: ClosureSignatureSyntax?, statements: [StmtSyntax], range: SourceRange) {
    self.signature = signature
    self.statements = statements
    self.range = range
  }
}

/// The part of a closure before `in`.
public struct ClosureSignatureSyntax: Sendable, Hashable {
  /// `[weak self]` entries, kept as expressions.
  public var captures: [ExprSyntax]
  public var parameters: [ClosureParameterSyntax]
  /// Whether the parameters were written in parentheses.
  public var hasParentheses: Bool
  public var effects: EffectsSyntax
  public var returnType: TypeSyntax?
  public var range: SourceRange

  public init(
    captures: [ExprSyntax], parameters: [ClosureParameterSyntax], hasParentheses: Bool,
    effects: EffectsSyntax, returnType: TypeSyntax?, range: SourceRange
  ) {
    self.captures = captures
    self.parameters = parameters
    self.hasParentheses = hasParentheses
    self.effects = effects
    self.returnType = returnType
    self.range = range
  }
}

/// One closure parameter: `item`, `_`, `value: Int`.
public struct ClosureParameterSyntax: Sendable, Hashable {
  public var name: Identifier
  public var type: TypeSyntax?
  public var range: SourceRange

  public init(name: Identifier, type: TypeSyntax?, range: SourceRange) {
    self.name = name
    self.type = type
    self.range = range
  }
}

/// One `key: value` pair of a dictionary literal.
public struct DictionaryElementSyntax: Sendable, Hashable {
  public var key: ExprSyntax
  public var value: ExprSyntax
  public var range: SourceRange

  public init(key: ExprSyntax, value: ExprSyntax, range: SourceRange) {
    self.key = key
    self.value = value
    self.range = range
  }
}

/// One component of a key path after the root.
public enum KeyPathComponentSyntax: Sendable, Hashable {
  /// `.name` (including `.self`).
  case property(Identifier)
  /// `?`
  case optionalChain(SourceRange)
  /// `!`
  case forceUnwrap(SourceRange)
  /// `[args]`
  case subscriptAccess([ArgumentSyntax], range: SourceRange)
}

/// A string literal's decoded contents.
public struct StringLiteralSyntax: Sendable, Hashable {
  public var segments: [StringSegmentSyntax]
  public var isMultiline: Bool

  public init(segments: [StringSegmentSyntax], isMultiline: Bool) {
    self.segments = segments
    self.isMultiline = isMultiline
  }

  /// The value when the literal has no interpolation.
  public var staticValue: String? {
    var result = ""
    for segment in segments {
      guard case .text(let text, _) = segment else { return nil }
      result += text
    }
    return result
  }
}

/// A run of literal text (escapes decoded) or one `\( … )` interpolation.
public enum StringSegmentSyntax: Sendable, Hashable {
  case text(String, range: SourceRange)
  /// `\(value)`, `\(value, specifier: "%.1f")`; the range covers `\(` through `)`.
  case interpolation([ArgumentSyntax], range: SourceRange)
}
