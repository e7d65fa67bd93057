import MatchcutSource

/// The arguments of the argument lists being parsed, on one stack for the whole file.
///
/// `parseArgumentList` pushes each argument as it is read (nested lists push above it and pop
/// before it continues) and at its closer moves its arguments into an array of exactly their
/// count. Growing a fresh `[ArgumentSyntax]` per list instead went through the array's
/// reserve-and-append path and copied, retained and released every argument on the way; the
/// stack moves them, so an argument of a list of up to four is written twice and retained
/// never.
final class ArgumentStack {
  private var base: UnsafeMutablePointer<ArgumentSyntax>
  private var capacity: Int
  /// The number of arguments on the stack.
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<ArgumentSyntax>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Where `ArgumentSyntax` keeps its stored properties (nil if the layout cannot say).
  private static let fieldOffsets: (label: Int, value: Int, range: Int)? = {
    guard let label = MemoryLayout<ArgumentSyntax>.offset(of: \ArgumentSyntax.label),
      let value = MemoryLayout<ArgumentSyntax>.offset(of: \ArgumentSyntax.value),
      let range = MemoryLayout<ArgumentSyntax>.offset(of: \ArgumentSyntax.compactRange)
    else { return nil }
    return (label, value, range)
  }()

  /// Pushes one argument, its parts moved into their places on the stack.
  ///
  /// Built as a whole by its initializer, Swift copied (retained) the new argument once more
  /// and released the copy; written field by field (at the offsets `MemoryLayout` gives, the
  /// documented way to address a stored property) the parts are only moved.
  @inline(never)
  func push(label: consuming Identifier?, value: consuming ExprSyntax, range: SourceRange) {
    if count == capacity { grow() }
    let slot = base + count
    count += 1
    guard let offsets = Self.fieldOffsets else {
      slot.initialize(to: ArgumentSyntax(label: label, value: value, range: range))
      return
    }
    let raw = UnsafeMutableRawPointer(slot)
    (raw + offsets.label).assumingMemoryBound(to: Identifier?.self).initialize(to: label)
    (raw + offsets.value).assumingMemoryBound(to: ExprSyntax.self).initialize(to: value)
    (raw + offsets.range).assumingMemoryBound(to: CompactRange.self).initialize(to: CompactRange(range))
  }

  /// Moves the arguments from index `start` on into a new array (empty arrays allocate
  /// nothing) and removes them from the stack.
  ///
  /// Up to four arguments become an array literal of moved elements: specialised code with no
  /// reference counting. (`Array(unsafeUninitializedCapacity:)` was not specialised here: it
  /// looked up the array's generic metadata per call.) Longer lists are copied and released.
  func pop(from start: Int) -> [ArgumentSyntax] {
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
      let result = Array(UnsafeBufferPointer(start: source, count: moved))
      source.deinitialize(count: moved)
      return result
    }
  }

  @inline(never)
  private func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<ArgumentSyntax>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
