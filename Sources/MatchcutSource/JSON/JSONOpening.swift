/// Serialised JSON known when the code is written that opens containers and stops where a key
/// or value comes next (`"from":{"frame":[`), for ``JSONWriter/rawOpening(_:)-(JSONOpening)``.
/// Up to 24 bytes are packed into three words when it is made, so the writer stores it with
/// three word stores instead of copying it byte by byte; longer ones are copied.
public struct JSONOpening: Sendable {
  @usableFromInline let text: StaticString
  /// The bytes, little-endian, in the first ``packedLength`` bytes of the three words.
  @usableFromInline let first: UInt64
  @usableFromInline let second: UInt64
  @usableFromInline let third: UInt64
  /// The length, or 0 when it is not packed (longer than 24 bytes).
  @usableFromInline let packedLength: Int

  public init(_ text: StaticString) {
    self.text = text
    var words: [UInt64] = [0, 0, 0]
    var packedLength = 0
    if text.hasPointerRepresentation && text.utf8CodeUnitCount <= 24 {
      let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
      words = packedWords(bytes, count: 3)
      packedLength = bytes.count
    }
    first = words[0]
    second = words[1]
    third = words[2]
    self.packedLength = packedLength
  }
}
