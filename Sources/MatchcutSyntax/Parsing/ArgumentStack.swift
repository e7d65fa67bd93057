import MatchcutSource

/// The arguments of the argument lists being parsed (`parseArgumentList`), on the file's
/// `ParseStack`; an argument of a list of up to four is written twice and retained never.
typealias ArgumentStack = ParseStack<ArgumentSyntax>

/// Where `ArgumentSyntax` keeps its stored properties (nil if the layout cannot say).
private let argumentFieldOffsets: (label: Int, value: Int, range: Int)? = {
  guard let label = MemoryLayout<ArgumentSyntax>.offset(of: \ArgumentSyntax.label),
    let value = MemoryLayout<ArgumentSyntax>.offset(of: \ArgumentSyntax.value),
    let range = MemoryLayout<ArgumentSyntax>.offset(of: \ArgumentSyntax.compactRange)
  else { return nil }
  return (label, value, range)
}()

extension ParseStack where Element == ArgumentSyntax {
  /// Pushes one argument, its parts moved into their places on the stack.
  ///
  /// Built as a whole by its initializer, Swift copied (retained) the new argument once more
  /// and released the copy; written field by field (at the offsets `MemoryLayout` gives, the
  /// documented way to address a stored property) the parts are only moved.
  @inline(never)
  func push(label: consuming Identifier?, value: consuming ExprSyntax, range: SourceRange) {
    let slot = nextSlot()
    guard let offsets = argumentFieldOffsets else {
      slot.initialize(to: ArgumentSyntax(label: label, value: value, range: range))
      return
    }
    let raw = UnsafeMutableRawPointer(slot)
    (raw + offsets.label).assumingMemoryBound(to: Identifier?.self).initialize(to: label)
    (raw + offsets.value).assumingMemoryBound(to: ExprSyntax.self).initialize(to: value)
    (raw + offsets.range).assumingMemoryBound(to: CompactRange.self).initialize(to: CompactRange(range))
  }
}
