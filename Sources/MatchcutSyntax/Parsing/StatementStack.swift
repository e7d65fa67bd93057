/// The statements of the statement lists being parsed, on one stack for the whole file (as
/// `ArgumentStack` holds arguments).
///
/// `parseStatementList` pushes each statement as it is read (a nested block pushes above it
/// and pops before it continues) and at its end moves its statements into an array of exactly
/// their count. Appending to a fresh `[StmtSyntax]` per list reallocated and copied it as it
/// grew: a view builder of five rows or more grew twice.
final class StatementStack {
  private var base: UnsafeMutablePointer<StmtSyntax>
  private var capacity: Int
  /// The number of statements on the stack.
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<StmtSyntax>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Pushes one statement, moved onto the stack.
  func push(_ statement: consuming StmtSyntax) {
    if count == capacity { grow() }
    (base + count).initialize(to: statement)
    count += 1
  }

  /// Moves the statements from index `start` on into a new array (empty arrays allocate
  /// nothing) and removes them from the stack: array literals of moved elements up to four,
  /// moved appends to an array of the exact capacity beyond (no reference counting either way).
  func pop(from start: Int) -> [StmtSyntax] {
    let moved = count - start
    // `start` is a count this stack had before (stack discipline), so never above `count`.
    guard moved > 0 else { return [] }
    let source = base + start
    count = start
    switch moved {
    case 1: return [source.move()]
    case 2: return [source.move(), (source + 1).move()]
    case 3: return [source.move(), (source + 1).move(), (source + 2).move()]
    case 4: return [source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move()]
    default:
      // One allocation of the exact size, then each statement moved in (a copy of the buffer
      // retained every statement and released the originals).
      var result: [StmtSyntax] = []
      result.reserveCapacity(moved)
      for k in 0..<moved { result.append((source + k).move()) }
      return result
    }
  }

  @inline(never)
  private func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<StmtSyntax>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
