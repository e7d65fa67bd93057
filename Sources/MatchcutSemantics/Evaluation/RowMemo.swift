import MatchcutSource

/// One `ForEach` row kept from an earlier render: the element it was built for, the view value
/// its content closure returned, and the nodes it rendered to.
///
/// SwiftUI, too, re-evaluates only the views whose inputs changed (swiftui-semantics.md does not
/// cover this; here it is purely a speed-up that must not change any result). A row whose
/// closure observed nothing but its element, the declarations of the module and scopes that are
/// identical again is the same view in every render that reaches it, so the render reuses it
/// instead of evaluating and rendering it again (`Interpreter+RowMemo.swift` lists what counts as
/// an observation).
final class RowMemo {
  // `@exclusivity(unchecked)` like `Interpreter`'s properties: read once per row and render.
  /// The element the closure was called with.
  let element: Value
  /// What the closure returned, as a view.
  let content: ViewValue
  /// Evaluation steps the call took: a reuse charges them again, so the step limit is reached
  /// exactly where it would have been.
  let steps: Int
  /// The structural path the row was first rendered at, once it has been rendered without
  /// observing anything outside itself; the row's nodes are kept at that path and at every path
  /// it has been moved to since (a row that never reads its element stands at every element's
  /// path).
  @exclusivity(unchecked) var renderedPath: String?
  /// The nodes rendered at `renderedPath`.
  @exclusivity(unchecked) var renderedNodes: [ViewNode] = []
  /// The nodes moved to each other path (`ViewNode.rebased`).
  @exclusivity(unchecked) var moved: [RowPathKey: [ViewNode]] = [:]
  @exclusivity(unchecked) var renderSteps = 0
  /// How many times the row was rendered and kept: a `ForEachRender` made of an earlier
  /// generation's nodes no longer stands for the row.
  @exclusivity(unchecked) var generation = 0

  init(element: Value, content: ViewValue, steps: Int) {
    self.element = element
    self.content = content
    self.steps = steps
  }
}

/// The rows of one `ForEach` content closure, for one receiver instance, with what the closure
/// could see when they were made: the receiver and the locals of every scope around the closure.
/// A later call reuses the rows only when all of that is identical (`Value.isIdentical`).
final class ForEachMemo {
  struct Key: Hashable {
    var file: String
    var start: Int
    var end: Int
    var receiverPath: String?
  }

  let receiverType: ObjectIdentifier?
  let depth: Int
  let scopes: [[String: Value]]
  @exclusivity(unchecked) var rows: [Value: RowMemo] = [:]
  /// A row whose closure never read its parameters: the same for every element.
  @exclusivity(unchecked) var anyElement: RowMemo?
  /// The scopes of the call in progress (the objects, to recognise writes to them).
  @exclusivity(unchecked) var chain: [Env] = []
  /// Set when a row wrote to one of those scopes: the rest of the call neither reuses nor keeps
  /// rows, and the next call starts a new memo.
  @exclusivity(unchecked) var isForgotten = false
  /// The last call's view over a range whose every element was `anyElement`
  /// (`repeatedRows(lo:hi:file:range:)`).
  @exclusivity(unchecked) private var repeated: RepeatedRows?

  /// A `ForEach` over `lo..<hi` whose rows are all the one row that never read its element: the
  /// whole view value (each element labelled with its integer and holding that row).
  struct RepeatedRows {
    let row: RowMemo
    let lo: Int
    let hi: Int
    let file: String
    let range: SourceRange
    /// The steps the rows' reuse charges: the row's steps once per element.
    let steps: Int
    let view: ViewValue
  }

  /// The view a call over `lo..<hi` at `file`/`range` made when every element reused
  /// `anyElement`, while that row is still the one every element reuses: the call then makes the
  /// same view again (its elements, labels and rows are the same) without going element by
  /// element.
  func repeatedRows(lo: Int, hi: Int, file: String, range: SourceRange) -> RepeatedRows? {
    guard !isForgotten, let repeated, let row = anyElement, repeated.row === row, repeated.lo == lo,
      repeated.hi == hi, repeated.range == range, repeated.file == file
    else { return nil }
    return repeated
  }

  /// Keeps `view`, made over `lo..<hi` of `rows`, when every row is `anyElement`.
  func keepRepeatedRows(
    _ view: ViewValue, rows: [ForEachRow], lo: Int, hi: Int, file: String, range: SourceRange
  ) {
    guard !isForgotten, let row = anyElement, !rows.isEmpty, rows.allSatisfy({ $0.memo === row }) else {
      repeated = nil
      return
    }
    let (steps, overflow) = row.steps.multipliedReportingOverflow(by: rows.count)
    repeated =
      overflow
      ? nil : RepeatedRows(row: row, lo: lo, hi: hi, file: file, range: range, steps: steps, view: view)
  }

  init(receiverType: ObjectIdentifier?, depth: Int, scopes: [[String: Value]]) {
    self.receiverType = receiverType
    self.depth = depth
    self.scopes = scopes
  }

  /// Whether a call seeing `scopes` from `receiverType` at `depth` sees what the rows saw.
  func matches(receiverType: ObjectIdentifier?, depth: Int, scopes: [[String: Value]]) -> Bool {
    guard receiverType == self.receiverType, depth == self.depth, scopes.count == self.scopes.count else {
      return false
    }
    for (old, new) in zip(self.scopes, scopes) {
      guard old.count == new.count else { return false }
      for (name, value) in old {
        guard let other = new[name], value.isIdentical(to: other) else { return false }
      }
    }
    return true
  }
}

extension Value {
  /// Equality that no evaluation can tell apart, stricter than `==`: numbers compare by bit
  /// pattern (`-0.0` prints differently from `0.0`), views by identity, and closures, methods and
  /// gestures never (what they do depends on the scopes they captured, which `==` ignores).
  func isIdentical(to other: Value) -> Bool {
    switch (self, other) {
    case (.void, .void), (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return Value.identical(a, b)
    case (.dictionary(let ak, let av), .dictionary(let bk, let bv)):
      return Value.identical(ak, bk) && Value.identical(av, bv)
    case (.range(let a0, let a1, let ac), .range(let b0, let b1, let bc)):
      return a0 == b0 && a1 == b1 && ac == bc
    case (.structure(let a), .structure(let b)):
      guard a.type == b.type, a.fields.count == b.fields.count else { return false }
      for (x, y) in zip(a.fields, b.fields) where x.name != y.name || !x.value.isIdentical(to: y.value) {
        return false
      }
      return true
    case (.enumCase(let at, let an, let ap), .enumCase(let bt, let bn, let bp)):
      return at == bt && an == bn && Value.identical(ap, bp)
    case (.uuid(let a), .uuid(let b)): return a == b
    case (.color(let a), .color(let b)):
      return a.red.bitPattern == b.red.bitPattern && a.green.bitPattern == b.green.bitPattern
        && a.blue.bitPattern == b.blue.bitPattern && a.alpha.bitPattern == b.alpha.bitPattern
    case (.size(let a0, let a1), .size(let b0, let b1)), (.point(let a0, let a1), .point(let b0, let b1)):
      return a0.bitPattern == b0.bitPattern && a1.bitPattern == b1.bitPattern
    case (.symbol(let a), .symbol(let b)):
      guard a.name == b.name, a.typeQualifier == b.typeQualifier, a.range == b.range else { return false }
      switch (a.base, b.base) {
      case (nil, nil): break
      case (let x?, let y?): guard x.isIdentical(to: y) else { return false }
      default: return false
      }
      switch (a.arguments, b.arguments) {
      case (nil, nil): return true
      case (let x?, let y?):
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y)
        where p.label != q.label || p.range != q.range || !p.value.isIdentical(to: q.value) {
          return false
        }
        return true
      default: return false
      }
    case (.view(let a), .view(let b)): return a === b
    case (.binding(let a), .binding(let b)): return a.isIdentical(to: b)
    case (.namespace(let a), .namespace(let b)): return a == b
    case (.keyPath(let a), .keyPath(let b)): return a == b
    case (.type(let a), .type(let b)): return a == b
    case (.object(let a), .object(let b)): return a == b
    default: return false
    }
  }

  private static func identical(_ a: [Value], _ b: [Value]) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) where !x.isIdentical(to: y) { return false }
    return true
  }

  /// Whether the value holds a closure, method or gesture anywhere, views included: what such a
  /// value does later depends on the scopes it captured.
  var holdsCallable: Bool {
    switch self {
    case .closure, .method, .gesture: return true
    case .view(let ref): return ref.view.holdsCallable
    case .array(let items): return items.contains { $0.holdsCallable }
    case .dictionary(let keys, let values):
      return keys.contains { $0.holdsCallable } || values.contains { $0.holdsCallable }
    case .structure(let s): return s.fields.contains { $0.value.holdsCallable }
    case .enumCase(_, _, let payload): return payload.contains { $0.holdsCallable }
    case .symbol(let s):
      return (s.base?.holdsCallable ?? false) || (s.arguments ?? []).contains { $0.value.holdsCallable }
    case .binding(let ref): return ref.holdsCallable
    default: return false
    }
  }
}

extension BindingRef {
  func isIdentical(to other: BindingRef) -> Bool {
    switch (self, other) {
    case (.state(let a), .state(let b)): return a == b
    case (.constant(let a), .constant(let b)): return a.isIdentical(to: b)
    case (.member(let a, let x), .member(let b, let y)): return x == y && a.isIdentical(to: b)
    case (.animated(let a, let x), .animated(let b, let y)): return x == y && a.isIdentical(to: b)
    default: return false
    }
  }

  var holdsCallable: Bool {
    switch self {
    case .state: return false
    case .computed: return true
    case .constant(let value): return value.holdsCallable
    case .member(let base, _), .animated(let base, _): return base.holdsCallable
    }
  }
}

extension ViewValue {
  /// Whether any argument of this view or of a view inside it holds a closure, method or gesture
  /// (both answers are kept as the view is built: `contentHoldsCallable`, `modifiersHoldCallable`).
  var holdsCallable: Bool { modifiersHoldCallable || contentHoldsCallable }
}

extension ModifierApplication {
  /// Whether an argument of the application (a custom modifier's included) holds a closure,
  /// method or gesture.
  var holdsCallable: Bool {
    if arguments.contains(where: { $0.value.holdsCallable }) { return true }
    if let custom, custom.arguments.values.contains(where: { $0.holdsCallable }) { return true }
    return false
  }
}
