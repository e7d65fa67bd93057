/// A view path as a dictionary key, digested once, eight bytes at a time, instead of SipHash
/// over every byte at every lookup: the motion pass keys thousands of long structural paths
/// (`Rows/VStack/ForEach[1234]/HStack/Circle`) per state and per transition.
///
/// Equality is the path's; the digest only spreads the keys, so a collision costs a string
/// comparison, never a wrong match.
struct PathKey: Hashable {
  let path: String
  private let digest: UInt64

  init(_ path: String) {
    self.path = path
    var text = path
    digest = text.withUTF8 { PathKey.digest(of: UnsafeRawBufferPointer($0)) }
  }

  static func == (a: PathKey, b: PathKey) -> Bool { a.digest == b.digest && a.path == b.path }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }

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
