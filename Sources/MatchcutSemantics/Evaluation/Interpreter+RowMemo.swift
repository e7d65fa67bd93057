import MatchcutSource

/// Reusing `ForEach` rows between renders (`RowMemo`).
///
/// A row is recorded only when its content closure, and later its rendering, observed nothing
/// outside itself but what the memo checks again before a reuse:
/// - the element (compared with `Value.isIdentical`), unless the closure never read its
///   parameters (`Env.isWatched`): then the row is the same for every element;
/// - the scopes around the closure, compared local by local, and the receiver's type and path
///   (a write to one of those scopes forgets the memo);
/// - the evaluation depth, and the steps left (a reuse charges the steps the work took).
///
/// Everything else a row could observe marks it as not reusable (`rowObserved`): reading or
/// writing `@State` (also through bindings), reading a stored property of `self`, `$` projections,
/// `UUID()`, and in the renderer any component, custom modifier or button style, action, animation
/// scope or navigation title. A result holding a closure is not kept either: what the closure does
/// later depends on scopes it captured that were never compared. What a reuse skips has no other
/// effect: diagnostics repeat exactly and the sink drops repeats, branch coverage only records
/// what an earlier render recorded already, and globals are evaluated once per interpreter.
extension Interpreter {
  /// The memo of the `ForEach` about to call `closure`, or nil when the call cannot use one.
  func forEachMemo(for closure: Closure) -> (key: ForEachMemo.Key, memo: ForEachMemo)? {
    guard memoizesRows, !recordingRow, initializing == nil, case .statements = closure.body else {
      return nil
    }
    var receiverPath: String?
    var receiverType: ObjectIdentifier?
    switch closure.env.receiver {
    case nil: break
    case .instance(let instance):
      receiverPath = instance.path
      receiverType = ObjectIdentifier(instance.type)
    case .value: return nil
    }
    var chain: [Env] = []
    var scope: Env? = closure.env
    while let current = scope {
      chain.append(current)
      scope = current.parent
    }
    let scopes = chain.map(\.locals)
    let key = ForEachMemo.Key(
      file: closure.file, start: closure.range.start, end: closure.range.end, receiverPath: receiverPath)
    let memo: ForEachMemo
    if let existing = forEachMemos[key], !existing.isForgotten,
      existing.matches(receiverType: receiverType, depth: depth, scopes: scopes)
    {
      memo = existing
    } else {
      memo = ForEachMemo(receiverType: receiverType, depth: depth, scopes: scopes)
      forEachMemos[key] = memo
    }
    memo.chain = chain
    return (key, memo)
  }

  /// One row: the closure called with `element`, or the row an earlier render kept for it.
  func forEachRow(
    _ closure: Closure, _ element: Value, memo entry: (key: ForEachMemo.Key, memo: ForEachMemo)?,
    file: String, range: SourceRange
  ) throws -> (ViewValue, RowMemo?) {
    guard let (key, memo) = entry, !memo.isForgotten else {
      return (
        try viewContent(try callClosure(closure, [element], range: range), file: file, range: range), nil
      )
    }
    if let row = memo.anyElement
      ?? memo.rows[element].flatMap({ $0.element.isIdentical(to: element) ? $0 : nil }),
      steps <= options.maxEvaluationSteps - row.steps
    {
      steps += row.steps
      return (row.content, row)
    }
    let start = steps
    recordingRow = true
    rowObserved = false
    watchesNextCall = true
    defer {
      recordingRow = false
      watchesNextCall = false
      watchedScope = nil
    }
    let view = try viewContent(try callClosure(closure, [element], range: range), file: file, range: range)
    recordingRow = false
    let readElement = watchedScope?.wasRead ?? true
    if memo.isForgotten {
      if forEachMemos[key] === memo { forEachMemos[key] = nil }
      return (view, nil)
    }
    guard !rowObserved, !view.holdsCallable else { return (view, nil) }
    let row = RowMemo(element: element, content: view, steps: steps - start)
    if readElement { memo.rows[element] = row } else { memo.anyElement = row }
    return (view, row)
  }

  /// An assignment to `name` during a `ForEach` call with a memo: a write to a scope around the
  /// content closure changes what later rows see, so the memo is forgotten.
  func noteRowAssignment(_ name: String) {
    guard let memo = rowMemo, memo.chain.contains(where: { $0.locals[name] != nil }) else { return }
    rowObserved = true
    memo.isForgotten = true
  }
}
