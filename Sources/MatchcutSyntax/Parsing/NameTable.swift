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
    /// The name's length in bytes; 0 marks an empty slot (names are never empty).
    var length: UInt32
    var start: Int
    var text: String
  }

  /// The slots, in one buffer the table owns: a probe reads a slot in place, with neither the
  /// bounds checks nor the retain and release of the array buffers it used before, and a hit
  /// returns the slot's `String` without a second look-up.
  private final class Storage {
    var slots: UnsafeMutablePointer<Slot>
    var mask: Int
    var count = 0

    init(capacity: Int) {
      slots = Storage.emptySlots(capacity)
      mask = capacity - 1
    }

    deinit {
      slots.deinitialize(count: mask + 1)
      slots.deallocate()
    }

    static func emptySlots(_ capacity: Int) -> UnsafeMutablePointer<Slot> {
      let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
      slots.initialize(repeating: Slot(hash: 0, length: 0, start: 0, text: ""), count: capacity)
      return slots
    }

    @inline(__always)
    func intern(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
      let length = end - start
      let hash = NameTable.hash(buffer, start, end)
      var slot = Int(hash) & mask
      while true {
        let candidate = slots + slot
        if candidate.pointee.length == 0 { break }
        if candidate.pointee.hash == hash && Int(candidate.pointee.length) == length
          && NameTable.equal(buffer, candidate.pointee.start, start, length)
        {
          return candidate.pointee.text
        }
        slot = (slot + 1) & mask
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
      slots[slot] = Slot(hash: hash, length: UInt32(length), start: start, text: text)
      count += 1
      if count * 2 > mask + 1 { grow() }
      return text
    }

    @inline(never)
    func grow() {
      let oldSlots = slots
      let oldCapacity = mask + 1
      let capacity = oldCapacity * 2
      slots = Storage.emptySlots(capacity)
      mask = capacity - 1
      for index in 0..<oldCapacity where oldSlots[index].length != 0 {
        var slot = Int(oldSlots[index].hash) & mask
        while slots[slot].length != 0 { slot = (slot + 1) & mask }
        slots[slot] = oldSlots[index]
      }
      oldSlots.deinitialize(count: oldCapacity)
      oldSlots.deallocate()
    }
  }

  private let storage = Storage(capacity: 256)

  /// The `String` spelled by `bytes[range]`.
  func name(_ bytes: [UInt8], _ range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    guard end > start else { return "" }
    // Offsets beyond 32 bits cannot be stored; such files are refused before parsing.
    guard end <= Int(Int32.max) else { return String(decoding: bytes[start..<end], as: UTF8.self) }
    return bytes.withUnsafeBufferPointer { buffer in storage.intern(buffer, start, end) }
  }

  /// The bytes `index..<index + count` (`count` ≤ 8) packed little-endian into one word: a
  /// single unaligned load, masked, unless the word would run past the end of the buffer.
  @inline(__always)
  static func word(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int, _ count: Int) -> UInt64 {
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
  static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
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
  static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
    if length <= 8 { return word(buffer, a, length) == word(buffer, b, length) }
    var offset = 0
    while offset + 8 < length {
      if word(buffer, a + offset, 8) != word(buffer, b + offset, 8) { return false }
      offset += 8
    }
    return word(buffer, a + length - 8, 8) == word(buffer, b + length - 8, 8)
  }
}
