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
    if case .view(let ref) = value {
      // The common case, without the walk's stack: a view is one visit of its own weight.
      try checkMeasure(weight: ref.view.size, height: ref.view.depth, file: file, range: range)
      return value
    }
    var pending: [(Value, Int)] = [(value, 0)]
    var visits = 0
    while let (current, depth) = pending.popLast() {
      // A view carries its own depth and size, computed as it was built from smaller views.
      var weight = 1
      var height = 0
      if case .view(let ref) = current { (weight, height) = (ref.view.size, ref.view.depth) }
      let (sum, overflow) = visits.addingReportingOverflow(weight)
      visits = overflow ? Int.max : sum
      try checkBounds(visits: visits, depth: depth + height, file: file, range: range)
      current.forEachChild { pending.append(($0, depth + 1)) }
    }
    steps += visits / 32
    if steps > options.maxEvaluationSteps { try step(file, range) }
    return value
  }

  /// `checkValue` of a view: `weight` visits at `height` levels, then the steps they cost.
  private func checkMeasure(weight: Int, height: Int, file: String, range: SourceRange) throws {
    try checkBounds(visits: weight, depth: height, file: file, range: range)
    steps += weight / 32
    if steps > options.maxEvaluationSteps { try step(file, range) }
  }

  /// Fails when `visits` so far or the `depth` reached cross the value limits.
  private func checkBounds(visits: Int, depth: Int, file: String, range: SourceRange) throws {
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
  }
}

extension Value {
  /// Whether the value can hold other values (the cases `forEachChild` descends into, and views,
  /// which carry their own measure).
  var mayNest: Bool {
    switch self {
    case .array, .dictionary, .structure, .enumCase, .symbol, .binding, .view: true
    default: false
    }
  }

  /// Calls `body` on each value held directly inside this one. A binding's member chain
  /// (`$a.b.c`) counts one level per member; a view is not entered (see `ViewValue.size`).
  func forEachChild(_ body: (Value) -> Void) {
    switch self {
    case .array(let items): for item in items { body(item) }
    case .dictionary(let keys, let values):
      for key in keys { body(key) }
      for value in values { body(value) }
    case .structure(let s): for field in s.fields { body(field.value) }
    case .enumCase(_, _, let payload): for item in payload { body(item) }
    case .symbol(let s):
      for argument in s.arguments ?? [] { body(argument.value) }
      if let base = s.base { body(base) }
    case .binding(let ref):
      switch ref {
      case .state, .computed: break
      case .constant(let inner): body(inner)
      case .member(let base, _), .animated(let base, _): body(.binding(base))
      }
    default: break
    }
  }
}
