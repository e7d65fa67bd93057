/// An object key known when the code is written (`json.key(.frame)` with
/// `extension JSONKey { static let frame = JSONKey("frame") }`). Its serialised form `"frame":`
/// is made once, with the key; when it fits in 16 bytes (names up to 13 bytes, which needs no
/// escape) the writer stores it with two word-sized stores instead of copying it byte by byte.
public struct JSONKey: Sendable {
  @usableFromInline let name: StaticString
  /// `"name":`, little-endian, in the first ``packedLength`` bytes of `head` then `tail`.
  @usableFromInline let head: UInt64
  @usableFromInline let tail: UInt64
  /// The length of `"name":`, or 0 when it is not packed (too long, or needs escapes).
  @usableFromInline let packedLength: Int

  public init(_ name: StaticString) {
    self.name = name
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var packedLength = 0
    if name.hasPointerRepresentation && name.utf8CodeUnitCount <= 13 {
      let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
      if !bytes.contains(where: JSONWriter.needsEscape) {
        let quoted = [UInt8(ascii: "\"")] + Array(bytes) + [UInt8(ascii: "\""), UInt8(ascii: ":")]
        let words = packedWords(quoted, count: 2)
        head = words[0]
        tail = words[1]
        packedLength = quoted.count
      }
    }
    self.head = head
    self.tail = tail
    self.packedLength = packedLength
  }
}

/// `bytes` little-endian in `count` words, byte `i` in word `i / 8` (zero past the end): the
/// packed forms of ``JSONKey`` and ``JSONOpening``. `bytes` holds at most `8 * count` bytes.
func packedWords(_ bytes: some Collection<UInt8>, count: Int) -> [UInt64] {
  var words = [UInt64](repeating: 0, count: count)
  for (index, byte) in bytes.enumerated() where index / 8 < count {
    words[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8))
  }
  return words
}
