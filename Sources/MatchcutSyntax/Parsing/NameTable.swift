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
    let length = end - start
    guard length > 0 else { return "" }
    // Offsets beyond 32 bits cannot be stored; such files are refused before parsing.
    guard end <= Int(Int32.max) else { return String(decoding: bytes[start..<end], as: UTF8.self) }
    var hash: UInt32 = 2_166_136_261
    for index in start..<end { hash = (hash ^ UInt32(bytes[index])) &* 16_777_619 }
    if slots.isEmpty { grow() }
    var slot = Int(hash) & mask
    while slots[slot].name >= 0 {
      let candidate = slots[slot]
      if candidate.hash == hash && Int(candidate.length) == length
        && Self.equal(bytes, Int(candidate.start), start, length)
      {
        return names[Int(candidate.name)]
      }
      slot = (slot + 1) & mask
    }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    slots[slot] = Slot(hash: hash, length: UInt32(length), start: Int32(start), name: Int32(names.count))
    names.append(text)
    if names.count * 2 > slots.count { grow() }
    return text
  }

  @inline(__always)
  private static func equal(_ bytes: [UInt8], _ a: Int, _ b: Int, _ length: Int) -> Bool {
    for offset in 0..<length where bytes[a + offset] != bytes[b + offset] { return false }
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
