/// A row's path as the key of the paths a row memo was moved to (`RowMemo.moved`): hashed by
/// its length and its last eight bytes instead of all of them.
///
/// The paths one memo is moved to share everything but the row labels near their end (a
/// `ForEach`'s rows, `…/ForEach[12]/HStack`), so the tail tells them apart; equal keys still
/// compare the whole paths. Hashing whole ~40-byte paths was most of a look-up's cost (~680
/// instructions, with growing the table ~1 470 per insertion, on the 2 000-row scene).
struct RowPathKey: Hashable {
  let path: String
  /// The last (up to) eight bytes of the path, in the low bytes, and its length above them.
  private let tail: UInt64

  init(_ path: String) {
    self.path = path
    if let tail = path.utf8.withContiguousStorageIfAvailable(Self.tail) {
      self.tail = tail
    } else {
      self.tail = Array(path.utf8).withUnsafeBufferPointer(Self.tail)
    }
  }

  private static func tail(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var tail = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
    for index in bytes.indices.suffix(8) {
      tail = tail << 8 | UInt64(bytes[index])
    }
    return tail
  }

  static func == (a: RowPathKey, b: RowPathKey) -> Bool { a.tail == b.tail && a.path == b.path }

  func hash(into hasher: inout Hasher) { hasher.combine(tail) }
}
