import MatchcutSource

/// The bounds on values the evaluator builds (docs/reliability.md, "Limits").
///
/// Values are trees of Swift enums: freeing, hashing, comparing or printing one recurses once per
/// level, so a value nested 20000 levels deep (`b = Box(inner: [b])` in a loop) overflowed the
/// stack, and a value that shares itself (`b = Box(inner: [b, b])` 64 times) is a DAG of 2^64
/// paths that hashing as state never finished. Every construction that can nest (array and
/// dictionary literals, calls, `+`, `append`, member assignment, animation and other symbolic
/// chains) is measured here: depth in levels and size in nodes counted along every path, so a
/// shared sub-value counts once per reference, as the recursive operations visit it.
extension Interpreter {
  /// Checks a value just built against `maxValueDepth` and `maxValueSize`, and returns it.
  ///
  /// The measure walks the value with an explicit stack (no recursion) and stops as soon as a
  /// bound is crossed, so it costs at most `maxValueSize` visits; one evaluation step is charged
  /// per 32 visits, which keeps a loop that rebuilds a large value bounded by `--max-steps`.
  @discardableResult
  func checkValue(_ value: Value, file: String, range: SourceRange) throws -> Value {
    guard value.mayNest else { return value }
    var pending: [(ValuePart, Int)] = [(.value(value), 0)]
    var visits = 0
    while let (current, depth) = pending.popLast() {
      visits += 1
      if visits > options.maxValueSize {
        try fail(
          "semantics.value-too-large",
          "value grows beyond \(options.maxValueSize) nodes; shared parts count once per reference", file,
          range,
          notes: [DiagnosticNote("raise the limit with --max-value-size or build a smaller value")])
      }
      if depth > options.maxValueDepth {
        try fail(
          "semantics.value-too-deep", "value nests deeper than \(options.maxValueDepth) levels", file, range,
          notes: [DiagnosticNote("raise the limit with --max-value-depth or build a flatter value")])
      }
      current.forEachChild { pending.append(($0, depth + 1)) }
    }
    steps += visits / 32
    if steps > options.maxEvaluationSteps { try step(file, range) }
    return value
  }
}

/// One node of a value as `checkValue` walks it: a value, or a view inside a `.view` value
/// (whose children, arguments and modifier arguments nest like any other value).
enum ValuePart {
  case value(Value)
  case view(ViewValue)

  /// Calls `body` on each part held directly inside this one.
  func forEachChild(_ body: (ValuePart) -> Void) {
    switch self {
    case .value(let value): value.forEachChild(body)
    case .view(let view):
      for modifier in view.modifiers {
        for argument in modifier.arguments { body(.value(argument.value)) }
        modifier.custom?.arguments.values.forEach { body(.value($0)) }
      }
      switch view.content {
      case .primitive(_, let arguments, let children):
        for argument in arguments { body(.value(argument.value)) }
        for child in children { body(.view(child)) }
      case .component(_, let arguments): arguments.values.forEach { body(.value($0)) }
      case .forEach(let elements): for element in elements { body(.view(element.content)) }
      case .builder(let children): for child in children { body(.view(child)) }
      case .conditional(_, let content): if let content { body(.view(content)) }
      case .placeholder(let inner, _, _): body(.view(inner))
      case .empty: break
      }
    }
  }
}

extension Value {
  /// Whether the value can hold other values (the cases `forEachChild` descends into).
  var mayNest: Bool {
    switch self {
    case .array, .dictionary, .structure, .enumCase, .symbol, .binding, .view: true
    default: false
    }
  }

  /// Calls `body` on each part held directly inside this value. A binding's member chain
  /// (`$a.b.c`) counts one level per member.
  func forEachChild(_ body: (ValuePart) -> Void) {
    switch self {
    case .array(let items): for item in items { body(.value(item)) }
    case .dictionary(let keys, let values):
      for key in keys { body(.value(key)) }
      for value in values { body(.value(value)) }
    case .structure(let s): for field in s.fields { body(.value(field.value)) }
    case .enumCase(_, _, let payload): for item in payload { body(.value(item)) }
    case .symbol(let s):
      for argument in s.arguments ?? [] { body(.value(argument.value)) }
      if let base = s.base { body(.value(base)) }
    case .binding(let ref):
      switch ref {
      case .state: break
      case .constant(let inner): body(.value(inner))
      case .member(let base, _): body(.value(.binding(base)))
      }
    case .view(let ref): body(.view(ref.view))
    default: break
    }
  }
}
