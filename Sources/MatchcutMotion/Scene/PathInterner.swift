/// Scene-wide integer ids for view paths: each distinct path gets the next id (0, 1, 2, …) the
/// first time it is interned, so the motion pass hashes a path once per state and then works
/// on arrays indexed by id (pairing views across states, finding a view's node).
///
/// An open-addressing table of ids keyed by `PathDigest`, a word-at-a-time digest of the path's
/// bytes: a lookup digests the path once and compares the path only with the paths whose digest
/// is equal, so a collision costs a comparison, never a wrong id. (A `Dictionary` keyed by the
/// digest would hash it again with SipHash and compare keys through `Hashable`.)
///
/// A value type: a copy interns further paths without changing the original (a transition
/// between states the scene table never saw extends its own copy).
struct PathInterner: Sendable {
  /// The path of each id.
  private var paths: [String] = []
  /// The digest of each id's path.
  private var digests: [UInt64] = []
  /// Open-addressing slots holding ids (−1 empty); the count is a power of two, `2^(64 − shift)`,
  /// at least twice the number of ids.
  private var slots: [Int32] = []
  private var shift: UInt64 = 64

  /// How many distinct paths have ids (the ids are `0..<count`).
  var count: Int { paths.count }

  init() {}

  /// Reserves room for `capacity` distinct paths.
  mutating func reserve(_ capacity: Int) {
    paths.reserveCapacity(capacity)
    digests.reserveCapacity(capacity)
    if slots.count < capacity * 2 { rehash(slotCount: Self.slotCount(for: capacity)) }
  }

  /// The id of `path`, giving it the next id when it has none yet.
  mutating func intern(_ path: String) -> Int32 {
    if slots.count < (paths.count + 1) * 2 { rehash(slotCount: Self.slotCount(for: paths.count + 1)) }
    let digest = PathDigest.of(path)
    let (slot, found) = probe(path, digest: digest)
    if let found { return found }
    let id = Int32(truncatingIfNeeded: paths.count)
    slots[slot] = id
    paths.append(path)
    digests.append(digest)
    return id
  }

  /// The id of `path`, or nil when it was never interned.
  func id(of path: String) -> Int32? {
    guard !slots.isEmpty else { return nil }
    return probe(path, digest: PathDigest.of(path)).id
  }

  /// Linear probing from `digest`'s home slot: the id of `path` if it is in the table, else the
  /// empty slot where it would go. The table always has an empty slot (at most half full).
  private func probe(_ path: String, digest: UInt64) -> (slot: Int, id: Int32?) {
    var slot = home(of: digest)
    while slots[slot] >= 0 {
      let id = Int(slots[slot])
      if digests[id] == digest, paths[id] == path { return (slot, Int32(truncatingIfNeeded: id)) }
      slot = (slot + 1) & (slots.count - 1)
    }
    return (slot, nil)
  }

  /// The first slot to probe: the digest's top bits after a Fibonacci multiply (the low bits of
  /// a multiplicative digest spread less).
  private func home(of digest: UInt64) -> Int {
    Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The smallest power of two that holds `count` ids at most half full.
  private static func slotCount(for count: Int) -> Int {
    var slots = 16
    while slots < count * 2 { slots *= 2 }
    return slots
  }

  private mutating func rehash(slotCount: Int) {
    slots = [Int32](repeating: -1, count: slotCount)
    shift = UInt64(64 - slotCount.trailingZeroBitCount)
    for id in digests.indices {
      var slot = home(of: digests[id])
      while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
      slots[slot] = Int32(truncatingIfNeeded: id)
    }
  }
}
