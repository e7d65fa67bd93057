import MatchcutSource

/// Interns the spellings of identifiers while parsing one file: each distinct name is decoded
/// into a `String` once and later occurrences share it (no UTF-8 validation, and for names
/// longer than 15 bytes no heap allocation, per occurrence).
///
/// Open addressing with linear probing over (word-wise hash, first occurrence's byte range); a
/// probe compares the bytes in place, a word at a time, so nothing is allocated on a hit.
struct NameTable {
  private struct Slot {
    var hash: UInt32
    var length: UInt32
    var start: Int32
    /// Index into `names`, or −1 for an empty slot.
    var name: Int32
  }

  private var slots: [Slot] = []
  private var names: [String] = []
  private var mask = 0

  /// The `String` spelled by `bytes[range]`.
  mutating func name(_ bytes: [UInt8], _ range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    guard end > start else { return "" }
    // Offsets beyond 32 bits cannot be stored; such files are refused before parsing.
    guard end <= Int(Int32.max) else { return String(decoding: bytes[start..<end], as: UTF8.self) }
    if slots.isEmpty { grow() }
    return bytes.withUnsafeBufferPointer { buffer in intern(buffer, start, end) }
  }

  @inline(__always)
  private mutating func intern(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    let length = end - start
    let hash = Self.hash(buffer, start, end)
    var slot = Int(hash) & mask
    while slots[slot].name >= 0 {
      let candidate = slots[slot]
      if candidate.hash == hash && Int(candidate.length) == length
        && Self.equal(buffer, Int(candidate.start), start, length)
      {
        return names[Int(candidate.name)]
      }
      slot = (slot + 1) & mask
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    slots[slot] = Slot(hash: hash, length: UInt32(length), start: Int32(start), name: Int32(names.count))
    names.append(text)
    if names.count * 2 > slots.count { grow() }
    return text
  }

  /// The bytes `index..<index + count` (`count` ≤ 8) packed little-endian into one word: a
  /// single unaligned load, masked, unless the word would run past the end of the buffer.
  @inline(__always)
  private static func word(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int, _ count: Int) -> UInt64 {
    guard let base = buffer.baseAddress else { return 0 }
    if index + 8 <= buffer.count {
      let value = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      return count >= 8 ? value : value & ((1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1)
    }
    var value: UInt64 = 0
    for k in 0..<min(count, 8) { value |= UInt64(base[index + k]) &<< UInt64(truncatingIfNeeded: k &* 8) }
    return value
  }

  /// A multiplicative hash of the name's 8-byte words (the last one overlapping the one before
  /// when the length is not a multiple of 8) and its length: most names are one or two words.
  @inline(__always)
  private static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
    let length = end - start
    var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    if length <= 8 {
      hash = (hash ^ word(buffer, start, length)) &* 0xBF58_476D_1CE4_E5B9
    } else {
      var index = start
      while index + 8 < end {
        hash = (hash ^ word(buffer, index, 8)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 29
        index += 8
      }
      hash = (hash ^ word(buffer, end - 8, 8)) &* 0xBF58_476D_1CE4_E5B9
    }
    // Finish like SplitMix64, so that every input bit reaches the low bits the table uses.
    hash ^= hash >> 31
    hash = hash &* 0x94D0_49BB_1331_11EB
    hash ^= hash >> 32
    return UInt32(truncatingIfNeeded: hash)
  }

  /// Whether `buffer[a..<a + length]` and `buffer[b..<b + length]` hold the same bytes, compared
  /// a word at a time in the same chunks as ``hash``.
  @inline(__always)
  private static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
    if length <= 8 { return word(buffer, a, length) == word(buffer, b, length) }
    var offset = 0
    while offset + 8 < length {
      if word(buffer, a + offset, 8) != word(buffer, b + offset, 8) { return false }
      offset += 8
    }
    return word(buffer, a + length - 8, 8) == word(buffer, b + length - 8, 8)
  }

  private mutating func grow() {
    let old = slots
    let capacity = max(256, old.count * 2)
    slots = Array(repeating: Slot(hash: 0, length: 0, start: 0, name: -1), count: capacity)
    mask = capacity - 1
    for entry in old where entry.name >= 0 {
      var slot = Int(entry.hash) & mask
      while slots[slot].name >= 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
