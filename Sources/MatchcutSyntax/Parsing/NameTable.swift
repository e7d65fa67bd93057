import MatchcutSource

/// Interns the spellings of identifiers while parsing one file: each distinct name is decoded
/// into a `String` once and later occurrences share it (no UTF-8 validation, and for names
/// longer than 15 bytes no heap allocation, per occurrence).
///
/// Open addressing with linear probing over (FNV-1a hash, first occurrence's byte range); a
/// probe compares the bytes in place, so nothing is allocated on a hit.
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

  /// FNV-1a over 8-byte words, then byte by byte for the rest.
  @inline(__always)
  private static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
    guard let base = buffer.baseAddress else { return 0 }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var index = start
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      hash = (hash ^ word) &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
      index += 8
    }
    while index < end {
      hash = (hash ^ UInt64(base[index])) &* 0x0000_0100_0000_01B3
      index += 1
    }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  @inline(__always)
  private static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
    guard let base = buffer.baseAddress else { return length == 0 }
    var offset = 0
    while offset + 8 <= length {
      let left = UnsafeRawPointer(base + a + offset).loadUnaligned(as: UInt64.self)
      let right = UnsafeRawPointer(base + b + offset).loadUnaligned(as: UInt64.self)
      if left != right { return false }
      offset += 8
    }
    while offset < length {
      if base[a + offset] != base[b + offset] { return false }
      offset += 1
    }
    return true
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
