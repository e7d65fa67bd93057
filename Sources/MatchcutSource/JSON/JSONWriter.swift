/// A fast, deterministic JSON writer that appends UTF-8 bytes to a buffer of its own.
///
/// Foundation's `JSONEncoder` is slow (~22 MB/s here) and orders dictionary keys by hash; every
/// JSON output of Matchcut goes through this writer instead, so keys come out in the order the
/// caller writes them and numbers always print the same way.
///
/// The writer is noncopyable: it owns its buffer outright, so an append is a capacity check and
/// a store. An `[UInt8]` checked on every append that no copy shares its storage, and its
/// generic `append(contentsOf:)` cost ~90 instructions a call — a third of writing the timeline.
/// (`@unchecked Sendable`: the buffer is never shared, so moving the writer moves it whole.)
public struct JSONWriter: ~Copyable, @unchecked Sendable {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var count = 0
  @usableFromInline var capacity: Int
  /// Whether the next value or key in the open container needs a comma before it. One flag
  /// suffices: opening a container clears it, and closing one sets it (the container was a
  /// value of its parent), so no stack of flags is kept.
  @usableFromInline var needsComma = false
  /// Numbers formatted lately (see ``value(_:decimals:)``), allocated once
  /// ``uncachedNumbers`` numbers have been written without it.
  private var recent: UnsafeMutablePointer<RecentNumber>?
  /// Numbers written before the table of recent ones exists: the small writers that serialise
  /// one fragment to cache (a fill, a tail of members) write a few numbers, and clearing a table
  /// of 64 entries for them cost more than formatting the numbers.
  private var uncachedNumbers = 0
  /// Whether `base` is this writer's own allocation; `false` while it writes into the storage of
  /// the array ``makeBytes(reservingCapacity:_:)`` is building.
  private var ownsBase = true

  public init(reservingCapacity capacity: Int = 4096) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  /// A writer whose first buffer is `buffer`, owned by the caller (see
  /// ``makeBytes(reservingCapacity:_:)``); outgrowing it moves the output to an allocation of the
  /// writer's own.
  private init(borrowing buffer: UnsafeMutableBufferPointer<UInt8>) {
    if let start = buffer.baseAddress, buffer.count >= 64 {
      base = start
      capacity = buffer.count
      ownsBase = false
    } else {
      capacity = 64
      base = .allocate(capacity: capacity)
    }
  }

  deinit {
    if ownsBase { base.deallocate() }
    recent?.deallocate()
  }

  /// The bytes `body` writes, written straight into the storage of the returned array when they
  /// fit in `capacity`, so a large document is not copied out of the writer afterwards (a 10 MB
  /// timeline was copied twice, 22 MB of memmove and ~930 more page faults a compile). If the
  /// output outgrows `capacity`, it is copied once at the end, as ``takeBytes()`` would.
  public static func makeBytes(reservingCapacity capacity: Int, _ body: (inout JSONWriter) -> Void) -> [UInt8]
  {
    var overflow: [UInt8]?
    let bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, 64)) { buffer, initialized in
      var writer = JSONWriter(borrowing: buffer)
      body(&writer)
      if writer.ownsBase {
        overflow = writer.bytes
        initialized = 0
      } else {
        initialized = writer.count
      }
    }
    return overflow ?? bytes
  }

  /// A copy of the bytes written so far.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// How many bytes have been written.
  @inlinable public var byteCount: Int { count }

  /// The output as a `String` (always valid UTF-8).
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// Hands over the bytes written, leaving the writer empty.
  public mutating func takeBytes() -> [UInt8] {
    let taken = bytes
    count = 0
    needsComma = false
    return taken
  }

  /// Makes room for at least `count` more bytes.
  public mutating func reserveAdditionalCapacity(_ count: Int) {
    ensure(count)
  }

  // MARK: Buffer

  @inlinable @inline(__always)
  mutating func ensure(_ extra: Int) {
    if extra > capacity &- count { grow(extra) }
  }

  @usableFromInline @inline(never)
  mutating func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    if ownsBase { base.deallocate() }
    ownsBase = true
    base = newBase
    capacity = newCapacity
  }

  /// Stores one byte; the caller has ensured the room.
  @inlinable @inline(__always)
  mutating func put(_ byte: UInt8) {
    base[count] = byte
    count &+= 1
  }

  /// Copies `length` bytes; the caller has ensured the room. Runs of up to 32 bytes (keys, ids,
  /// frames, short paths) are copied as the first and the last words of the run, overlapping
  /// in the middle — cheaper than a call to `memcpy` or a loop per byte. The source never
  /// overlaps the target (it is another buffer, or bytes written before `count`).
  @inlinable @inline(__always)
  mutating func put(_ source: UnsafePointer<UInt8>, _ length: Int) {
    JSONWriter.copy(UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + count), length)
    count &+= length
  }

  /// ``put(_:_:)``'s copy.
  @inlinable @inline(__always)
  static func copy(_ source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, _ length: Int) {
    if length >= 16 && length <= 32 {
      let head0 = source.loadUnaligned(as: UInt64.self)
      let head1 = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      let tail0 = source.loadUnaligned(fromByteOffset: length &- 16, as: UInt64.self)
      let tail1 = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      target.storeBytes(of: head0, as: UInt64.self)
      target.storeBytes(of: head1, toByteOffset: 8, as: UInt64.self)
      target.storeBytes(of: tail0, toByteOffset: length &- 16, as: UInt64.self)
      target.storeBytes(of: tail1, toByteOffset: length &- 8, as: UInt64.self)
    } else if length >= 8 && length < 16 {
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
    } else if length < 8 {
      for index in 0..<length {
        target.storeBytes(
          of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
      }
    } else {
      target.copyMemory(from: source, byteCount: length)
    }
  }

  @inlinable @inline(__always)
  mutating func separate() {
    if needsComma { put(UInt8(ascii: ",")) }
    needsComma = true
  }

  // MARK: Containers

  @inlinable @inline(__always) public mutating func beginObject() {
    ensure(2)
    separate()
    put(UInt8(ascii: "{"))
    needsComma = false
  }

  @inlinable @inline(__always) public mutating func endObject() {
    ensure(1)
    put(UInt8(ascii: "}"))
    needsComma = true
  }

  @inlinable @inline(__always) public mutating func beginArray() {
    ensure(2)
    separate()
    put(UInt8(ascii: "["))
    needsComma = false
  }

  @inlinable @inline(__always) public mutating func endArray() {
    ensure(1)
    put(UInt8(ascii: "]"))
    needsComma = true
  }

  // MARK: Keys

  /// Writes an object key; the next value call writes its value.
  public mutating func key(_ name: String) {
    let comma = needsComma
    // The value that follows must not be preceded by a comma.
    needsComma = false
    let written: Bool? = name.utf8.withContiguousStorageIfAvailable { utf8 in
      guard let start = utf8.baseAddress else { return false }
      return putPlainKey(start, utf8.count, comma: comma)
    }
    if written == true { return }
    ensure(1)
    if comma { put(UInt8(ascii: ",")) }
    writeString(name)
    ensure(1)
    put(UInt8(ascii: ":"))
  }

  /// Writes a key known at compile time (serialised when the key was made).
  @inlinable @inline(__always) public mutating func key(_ key: JSONKey) {
    let comma = needsComma
    needsComma = false
    if key.packedLength > 0 {
      ensure(17)
      if comma { put(UInt8(ascii: ",")) }
      // Sixteen bytes stored, `packedLength` kept: the rest is overwritten by what follows.
      let target = UnsafeMutableRawPointer(base + count)
      target.storeBytes(of: key.head.littleEndian, as: UInt64.self)
      target.storeBytes(of: key.tail.littleEndian, toByteOffset: 8, as: UInt64.self)
      count &+= key.packedLength
    } else {
      putUnpackedKey(key, comma: comma)
    }
  }

  /// ``key(_:)-(JSONKey)`` for a key too long to be packed, or that needs escapes.
  @usableFromInline @inline(never)
  mutating func putUnpackedKey(_ key: JSONKey, comma: Bool) {
    ensure(1)
    if comma { put(UInt8(ascii: ",")) }
    writeString(key.name.description)
    ensure(1)
    put(UInt8(ascii: ":"))
  }

  /// Appends `,"name":` (comma optional) when `name` needs no escape, as keys almost always;
  /// false otherwise (nothing written).
  private mutating func putPlainKey(_ name: UnsafePointer<UInt8>, _ length: Int, comma: Bool) -> Bool {
    for index in 0..<length where JSONWriter.needsEscape(name[index]) { return false }
    ensure(length + 4)
    if comma { put(UInt8(ascii: ",")) }
    put(UInt8(ascii: "\""))
    put(name, length)
    put(UInt8(ascii: "\""))
    put(UInt8(ascii: ":"))
    return true
  }

  // MARK: Values

  public mutating func value(_ string: String) {
    ensure(1)
    separate()
    writeString(string)
  }

  public mutating func value(_ number: Int) {
    ensure(21)
    separate()
    if number < 0 { put(UInt8(ascii: "-")) }
    count &+= JSONNumberFormat.writeDigits(UInt64(number.magnitude), into: base + count)
  }

  /// Writes a number with at most `decimals` fractional digits, trailing zeros removed.
  /// Non-finite values are written as `null` (JSON has no NaN or infinity).
  ///
  /// Documents repeat their numbers (sizes, opacities, the x of a column of views), so the last
  /// number formatted in each of 64 slots, chosen by a hash of its bits, is kept as text: the
  /// same bits and decimals again are two word copies instead of the formatting.
  public mutating func value(_ number: Double, decimals: Int = 4) {
    ensure(JSONNumberFormat.maxLength + 1)
    separate()
    putNumber(number, decimals: decimals)
  }

  /// `[a,b,c,d]` as four ``value(_:decimals:)`` calls in an array write it, in one call (a
  /// frame: the timeline writes ~120 000 of them).
  public mutating func array(_ a: Double, _ b: Double, _ c: Double, _ d: Double, decimals: Int = 4) {
    ensure(4 &* (JSONNumberFormat.maxLength &+ 1) &+ 2)
    separate()
    guard let recent else {
      put(UInt8(ascii: "["))
      putNumber(a, decimals: decimals)
      put(UInt8(ascii: ","))
      putNumber(b, decimals: decimals)
      put(UInt8(ascii: ","))
      putNumber(c, decimals: decimals)
      put(UInt8(ascii: ","))
      putNumber(d, decimals: decimals)
      put(UInt8(ascii: "]"))
      needsComma = true
      return
    }
    // The position kept in a local: `count` stored back after each byte (stores through the
    // buffer's pointer might alias it, for all the compiler knows) cost as much as the copies.
    var position = count
    base[position] = UInt8(ascii: "[")
    position = putNumber(a, decimals: decimals, recent: recent, at: position &+ 1)
    base[position] = UInt8(ascii: ",")
    position = putNumber(b, decimals: decimals, recent: recent, at: position &+ 1)
    base[position] = UInt8(ascii: ",")
    position = putNumber(c, decimals: decimals, recent: recent, at: position &+ 1)
    base[position] = UInt8(ascii: ",")
    position = putNumber(d, decimals: decimals, recent: recent, at: position &+ 1)
    base[position] = UInt8(ascii: "]")
    count = position &+ 1
    needsComma = true
  }

  /// ``putNumber(_:decimals:)`` at `position` (room ensured), `count` being stale: returns the
  /// position after the number.
  @inline(__always)
  private mutating func putNumber(
    _ number: Double, decimals: Int, recent: UnsafeMutablePointer<RecentNumber>, at position: Int
  ) -> Int {
    let length = JSONWriter.recall(number, decimals: decimals, from: recent, into: base + position)
    if length != 0 { return position &+ length }
    count = position
    putNumberMissingRecent(number, decimals: decimals)
    return count
  }

  /// Copies the text of `number` at `decimals` from its slot of the table of recent numbers to
  /// `target` (16 bytes of room) and returns its length, or 0 when the slot holds another
  /// number (or none: an empty slot's length is 0, whatever its bits).
  @inline(__always)
  private static func recall(
    _ number: Double, decimals: Int, from recent: UnsafeMutablePointer<RecentNumber>,
    into target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let bits = number.bitPattern
    let slot = recent + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
    guard slot.pointee.bits == bits && slot.pointee.decimals == decimals else { return 0 }
    let raw = UnsafeMutableRawPointer(target)
    raw.storeBytes(of: slot.pointee.head, as: UInt64.self)
    raw.storeBytes(of: slot.pointee.tail, toByteOffset: 8, as: UInt64.self)
    return slot.pointee.length
  }

  /// Writes one number; the caller has ensured room for ``JSONNumberFormat/maxLength`` bytes
  /// and written the comma.
  ///
  /// Only the hit on the table of recent numbers is inlined (a hash, three compares, two word
  /// stores): with the formatting inlined too, the compiler kept one copy of it in `array` and
  /// called the other three out of line, ~40 instructions a number.
  @inline(__always)
  private mutating func putNumber(_ number: Double, decimals: Int) {
    if let recent = self.recent {
      let length = JSONWriter.recall(number, decimals: decimals, from: recent, into: base + count)
      if length != 0 {
        count &+= length
        return
      }
    }
    putNumberMissingRecent(number, decimals: decimals)
  }

  /// ``putNumber(_:decimals:)`` for a number not in the table of recent numbers (or before
  /// the table exists): formats it and, with the table, remembers it.
  @inline(never)
  private mutating func putNumberMissingRecent(_ number: Double, decimals: Int) {
    guard let recent = self.recent ?? makeRecentIfUsed() else {
      uncachedNumbers &+= 1
      guard let length = JSONNumberFormat.write(number, decimals: decimals, into: base + count) else {
        appendASCII(String(number))
        return
      }
      count &+= length
      return
    }
    let bits = number.bitPattern
    let slot = recent + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
    let target = UnsafeMutableRawPointer(base + count)
    // Sixteen bytes cleared first, so that the two words read back are all initialised.
    target.storeBytes(of: 0, as: UInt64.self)
    target.storeBytes(of: 0, toByteOffset: 8, as: UInt64.self)
    guard let length = JSONNumberFormat.write(number, decimals: decimals, into: base + count) else {
      // Too large to print exactly by integer arithmetic: Swift's description.
      appendASCII(String(number))
      return
    }
    if length <= 16 {
      slot.pointee = RecentNumber(
        bits: bits, decimals: decimals, length: length, head: target.loadUnaligned(as: UInt64.self),
        tail: target.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    count &+= length
  }

  /// The table of recent numbers, made once 8 numbers were written without it.
  @inline(never)
  private mutating func makeRecentIfUsed() -> UnsafeMutablePointer<RecentNumber>? {
    guard uncachedNumbers >= 8 else { return nil }
    let table = UnsafeMutablePointer<RecentNumber>.allocate(capacity: 64)
    table.initialize(repeating: RecentNumber(bits: 0, decimals: 0, length: 0, head: 0, tail: 0), count: 64)
    recent = table
    return table
  }

  public mutating func value(_ bool: Bool) {
    ensure(6)
    separate()
    appendStatic(bool ? "true" : "false")
  }

  /// Ends a document with a line feed after its top-level value (no comma logic: nothing
  /// follows).
  public mutating func newline() {
    ensure(1)
    put(UInt8(ascii: "\n"))
  }

  public mutating func null() {
    ensure(5)
    separate()
    appendStatic("null")
  }

  /// Appends already-serialised JSON (for example a cached fragment) as one value, or as one
  /// `"key":value` member of an object: either way it is preceded by a comma when needed.
  @inlinable public mutating func raw(_ json: [UInt8]) {
    json.withUnsafeBufferPointer { raw($0) }
  }

  /// ``raw(_:)-([UInt8])`` for bytes in place (a slice of a larger buffer of fragments).
  @inlinable @inline(__always) public mutating func raw(_ json: UnsafeBufferPointer<UInt8>) {
    ensure(json.count + 1)
    separate()
    if let start = json.baseAddress { put(start, json.count) }
  }

  /// Appends again, as one value (preceded by a comma when needed), the bytes this writer wrote
  /// at `range` — a value written earlier, such as a frame that a track repeats. Copying the
  /// text is cheaper than formatting its numbers again, even from the table of recent ones.
  @inlinable @inline(__always) public mutating func repeatValue(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "not written yet")
    let length = range.count
    ensure(length &+ 1)
    separate()
    // The source ends where the target starts or before: nothing read is overwritten.
    put(base + range.lowerBound, length)
  }

  /// Appends serialised JSON that opens containers and stops where a value or key comes next
  /// (`"from":{"frame":[`): preceded by a comma when needed, as a member or value is, and
  /// followed by none. The caller closes what it opened.
  public mutating func rawOpening(_ json: StaticString) {
    ensure(json.utf8CodeUnitCount + 1)
    separate()
    put(json.utf8Start, json.utf8CodeUnitCount)
    needsComma = false
  }

  /// ``rawOpening(_:)-(StaticString)`` for bytes in place (a fragment serialised at run time).
  public mutating func rawOpening(_ json: UnsafeBufferPointer<UInt8>) {
    ensure(json.count + 1)
    separate()
    if let start = json.baseAddress { put(start, json.count) }
    needsComma = false
  }

  /// ``rawOpening(_:)-(StaticString)`` for a fragment packed when it was made.
  @inlinable @inline(__always) public mutating func rawOpening(_ opening: JSONOpening) {
    guard opening.packedLength > 0 else { return rawOpening(opening.text) }
    ensure(25)
    separate()
    // Twenty-four bytes stored, `packedLength` kept: the rest is overwritten by what follows.
    let target = UnsafeMutableRawPointer(base + count)
    target.storeBytes(of: opening.first.littleEndian, as: UInt64.self)
    target.storeBytes(of: opening.second.littleEndian, toByteOffset: 8, as: UInt64.self)
    target.storeBytes(of: opening.third.littleEndian, toByteOffset: 16, as: UInt64.self)
    count &+= opening.packedLength
    needsComma = false
  }

  // MARK: Convenience

  public mutating func field(_ name: String, _ string: String) {
    key(name)
    value(string)
  }

  public mutating func field(_ name: String, _ number: Int) {
    key(name)
    value(number)
  }

  public mutating func field(_ name: String, _ number: Double, decimals: Int = 4) {
    key(name)
    value(number, decimals: decimals)
  }

  public mutating func field(_ name: String, _ bool: Bool) {
    key(name)
    value(bool)
  }

  public mutating func field(_ name: JSONKey, _ string: String) {
    key(name)
    value(string)
  }

  public mutating func field(_ name: JSONKey, _ number: Int) {
    key(name)
    value(number)
  }

  public mutating func field(_ name: JSONKey, _ number: Double, decimals: Int = 4) {
    key(name)
    value(number, decimals: decimals)
  }

  public mutating func field(_ name: JSONKey, _ bool: Bool) {
    key(name)
    value(bool)
  }

  // MARK: Encoding

  /// Appends the bytes of an ASCII literal.
  @inline(__always)
  private mutating func appendStatic(_ text: StaticString) {
    ensure(text.utf8CodeUnitCount)
    put(text.utf8Start, text.utf8CodeUnitCount)
  }

  private mutating func appendASCII(_ text: String) {
    for byte in text.utf8 {
      ensure(1)
      put(byte)
    }
  }

  /// Whether `byte` must be escaped inside a JSON string (quote, backslash, controls, DEL).
  @inline(__always)
  static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
  }

  /// Whether any of the eight bytes of `word` needs an escape: a byte below 0x20, or equal
  /// to `"`, `\\` or DEL. Each test is the classic "some byte is zero / below n" bit trick
  /// (`(x − 0x01…·n) & ~x & 0x80…`), which is exact as to whether such a byte exists (it may
  /// misplace which one, so the caller looks at the bytes one by one when it says yes).
  @inline(__always)
  static func someByteNeedsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let delete = word ^ (ones &* 0x7F)
    let control = (word &- ones &* 0x20) & ~word
    let quotes = (quote &- ones) & ~quote
    let backslashes = (backslash &- ones) & ~backslash
    let deletes = (delete &- ones) & ~delete
    return (control | quotes | backslashes | deletes) & highs != 0
  }

  /// Writes `string` quoted: runs of bytes that need no escape are copied in bulk.
  private mutating func writeString(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { buffer in
      guard let start = buffer.baseAddress else {
        appendStatic("\"\"")
        return
      }
      ensure(buffer.count + 2)
      put(UInt8(ascii: "\""))
      // Most strings (paths, ids) need no escape: eight bytes at a time, the last word
      // overlapping the one before, then the whole string in one copy.
      if buffer.count >= 8 {
        var word = 0
        while word &+ 8 < buffer.count
          && !JSONWriter.someByteNeedsEscape(UnsafeRawPointer(start + word).loadUnaligned(as: UInt64.self))
        {
          word &+= 8
        }
        if word &+ 8 >= buffer.count
          && !JSONWriter.someByteNeedsEscape(
            UnsafeRawPointer(start + (buffer.count &- 8)).loadUnaligned(as: UInt64.self))
        {
          put(start, buffer.count)
          put(UInt8(ascii: "\""))
          return
        }
      }
      var runStart = 0
      var index = 0
      while index < buffer.count {
        // Eight bytes at a time while none needs an escape (paths, ids: all of them).
        if index &+ 8 <= buffer.count
          && !JSONWriter.someByteNeedsEscape(UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self))
        {
          index &+= 8
          continue
        }
        if JSONWriter.needsEscape(start[index]) {
          put(start + runStart, index - runStart)
          appendEscaped(start[index])
          // Room for the rest of the string and the closing quote again.
          ensure(buffer.count - index + 1)
          runStart = index + 1
        }
        index &+= 1
      }
      put(start + runStart, buffer.count - runStart)
      put(UInt8(ascii: "\""))
    }
    if copied == nil {
      ensure(1)
      put(UInt8(ascii: "\""))
      for byte in string.utf8 {
        if JSONWriter.needsEscape(byte) {
          appendEscaped(byte)
        } else {
          ensure(1)
          put(byte)
        }
      }
      ensure(1)
      put(UInt8(ascii: "\""))
    }
  }

  /// The escape sequence of one byte that ``needsEscape(_:)`` accepts.
  private mutating func appendEscaped(_ byte: UInt8) {
    ensure(6)
    put(92)
    switch byte {
    case UInt8(ascii: "\""): put(34)
    case UInt8(ascii: "\\"): put(92)
    case 0x0A: put(UInt8(ascii: "n"))
    case 0x0D: put(UInt8(ascii: "r"))
    case 0x09: put(UInt8(ascii: "t"))
    default:
      let hex: StaticString = "0123456789abcdef"
      put(UInt8(ascii: "u"))
      put(48)
      put(48)
      put(hex.utf8Start[Int(byte >> 4)])
      put(hex.utf8Start[Int(byte & 0xF)])
    }
  }

  // MARK: Numbers for other writers

  /// Appends `number` rounded to `decimals` places without scientific notation, as
  /// ``value(_:decimals:)`` writes it (for text that is not JSON: CSS, SVG, summaries).
  public static func appendNumber(_ number: Double, decimals: Int, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONNumberFormat.maxLength) { scratch in
      guard let start = scratch.baseAddress,
        let length = JSONNumberFormat.write(number, decimals: decimals, into: start)
      else {
        bytes.append(contentsOf: String(number).utf8)
        return
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: length))
    }
  }
}

/// One number as ``JSONWriter/value(_:decimals:)`` wrote it: its text in two words (`length` 0:
/// an empty slot).
struct RecentNumber {
  var bits: UInt64
  var decimals: Int
  var length: Int
  var head: UInt64
  var tail: UInt64
}
