/// A word-at-a-time digest of a view path's bytes, for `PathInterner`'s table: the motion pass
/// keys thousands of long structural paths (`Rows/VStack/ForEach[1234]/HStack/Circle`) per
/// state, and SipHash over every byte at every lookup cost more than the rest of the lookup.
///
/// The digest only spreads the keys; equality is always the path's.
enum PathDigest {
  static func of(_ path: String) -> UInt64 {
    if let digest = path.utf8.withContiguousStorageIfAvailable({ digest(of: UnsafeRawBufferPointer($0)) }) {
      return digest
    }
    var text = path
    return text.withUTF8 { digest(of: UnsafeRawBufferPointer($0)) }
  }

  /// A multiply–xor digest over 8-byte words (the tail zero-padded) and the length.
  private static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* 0x0000_0100_0000_01B3
    return hash ^ (hash >> 32)
  }
}
