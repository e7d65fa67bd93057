/// The elements of the lists being parsed, on one stack for the whole file: `ArgumentStack` for
/// argument lists, `StatementStack` for statement lists.
///
/// A list pushes each element as it is read (a nested list pushes above it and pops before it
/// continues) and at its end moves its elements into an array of exactly their count. Growing a
/// fresh array per list instead reallocated and copied it as it grew (a view builder of five rows
/// or more grew twice) and retained and released every element on the way; the stack moves them.
final class ParseStack<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// The number of elements on the stack.
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Pushes one element, moved onto the stack.
  func push(_ element: consuming Element) {
    nextSlot().initialize(to: element)
  }

  /// Counts one more element and returns its uninitialised slot, which the caller must
  /// initialise before anything else touches the stack.
  func nextSlot() -> UnsafeMutablePointer<Element> {
    if count == capacity { grow() }
    let slot = base + count
    count += 1
    return slot
  }

  /// Moves the elements from index `start` on into a new array (empty arrays allocate nothing)
  /// and removes them from the stack.
  ///
  /// Up to four elements become an array literal of moved elements: specialised code with no
  /// reference counting. (`Array(unsafeUninitializedCapacity:)` was not specialised here: it
  /// looked up the array's generic metadata per call.) Longer lists get one allocation of the
  /// exact size and each element moved in (a copy of the buffer retained every element and
  /// released the originals).
  func pop(from start: Int) -> [Element] {
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
      var result: [Element] = []
      result.reserveCapacity(moved)
      for k in 0..<moved { result.append((source + k).move()) }
      return result
    }
  }

  @inline(never)
  private func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}

/// The statements of the statement lists being parsed (`parseStatementList`).
typealias StatementStack = ParseStack<StmtSyntax>
