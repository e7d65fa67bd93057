/// An object key known when the code is written (`json.key(.frame)` with
/// `extension JSONKey { static let frame = JSONKey("frame") }`). Its serialised form `"frame":`
/// is made once, with the key; when it fits in 16 bytes (names up to 13 bytes, which needs no
/// escape) the writer stores it with two word-sized stores instead of copying it byte by byte.
public struct JSONKey: Sendable {
  let name: StaticString
  /// `"name":`, little-endian, in the first ``packedLength`` bytes of `head` then `tail`.
  let head: UInt64
  let tail: UInt64
  /// The length of `"name":`, or 0 when it is not packed (too long, or needs escapes).
  let packedLength: Int

  public init(_ name: StaticString) {
    self.name = name
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var packedLength = 0
    if name.hasPointerRepresentation && name.utf8CodeUnitCount <= 13 {
      let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
      if !bytes.contains(where: JSONWriter.needsEscape) {
        let quoted = [UInt8(ascii: "\"")] + Array(bytes) + [UInt8(ascii: "\""), UInt8(ascii: ":")]
        for (index, byte) in quoted.enumerated() {
          if index < 8 {
            head |= UInt64(byte) << (8 * UInt64(index))
          } else {
            tail |= UInt64(byte) << (8 * UInt64(index - 8))
          }
        }
        packedLength = quoted.count
      }
    }
    self.head = head
    self.tail = tail
    self.packedLength = packedLength
  }
}
