/// Sizes already computed, keyed by (node, proposal), in flat arrays.
///
/// Stacks probe each child at several proposals (0, ∞, its share, and again when placing,
/// swiftui-semantics §1.3, §1.6); nested containers would multiply those probes per level.
/// Caching every container's answer keeps layout linear in the number of nodes. No
/// `Dictionary`: each cached node owns a block of `ways` slots, numbered in visiting order so
/// that lookups walk memory mostly forwards; a node asked more distinct proposals than that
/// spills into an open-addressing table keyed by the node index and the proposal's bits.
struct MeasureCache {
  private struct Slot {
    var width: UInt64
    var height: UInt64
    var size: Size
  }

  /// Slots per cached node; containers are typically probed at 3–4 proposals.
  static let ways = 4
  /// Bit pattern marking an unused slot (a NaN no arithmetic produces).
  private static let emptySlot: UInt64 = 0x7FF8_DEAD_BEEF_0002

  /// Block index per node, or −1 for nodes that are not cached in blocks.
  private var blockOf: [Int32]
  private var slots: [Slot]
  private var spilled: [Bool]
  private var overflow = OverflowTable(expectedEntries: 0)
  private(set) var blockCount = 0

  init(nodeCount: Int) {
    blockOf = Array(repeating: -1, count: nodeCount)
    slots = []
    spilled = []
  }

  /// Gives `node` a block of slots (call once per cached node, in visiting order).
  mutating func reserveBlock(for node: LayoutNodeID) {
    guard blockOf[node.int] < 0 else { return }
    blockOf[node.int] = Int32(blockCount)
    blockCount += 1
  }

  /// Allocates the slots once every block is reserved.
  mutating func allocate() {
    slots = Array(
      repeating: Slot(width: Self.emptySlot, height: 0, size: .zero), count: blockCount * Self.ways)
    spilled = Array(repeating: false, count: blockCount)
  }

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 {
    value.map { $0.bitPattern } ?? OverflowTable.unspecified
  }

  /// The cached size of `node` for `proposal`, if any.
  @inline(__always)
  func lookup(_ node: LayoutNodeID, _ proposal: ProposedSize) -> Size? {
    let width = Self.bits(proposal.width)
    let height = Self.bits(proposal.height)
    let block = node.int < blockOf.count ? Int(blockOf[node.int]) : -1
    guard block >= 0 && !slots.isEmpty else { return overflow.lookup(node, width, height) }
    let base = block * Self.ways
    for index in base..<(base + Self.ways) {
      let slot = slots[index]
      if slot.width == Self.emptySlot { return nil }
      if slot.width == width && slot.height == height { return slot.size }
    }
    return spilled[block] ? overflow.lookup(node, width, height) : nil
  }

  /// Records `size` as the answer of `node` to `proposal`.
  mutating func insert(_ node: LayoutNodeID, _ proposal: ProposedSize, _ size: Size) {
    let width = Self.bits(proposal.width)
    let height = Self.bits(proposal.height)
    let block = node.int < blockOf.count ? Int(blockOf[node.int]) : -1
    if block >= 0 && !slots.isEmpty {
      let base = block * Self.ways
      for index in base..<(base + Self.ways) where slots[index].width == Self.emptySlot {
        slots[index] = Slot(width: width, height: height, size: size)
        return
      }
      spilled[block] = true
    }
    overflow.insert(node, width, height, size)
  }
}

/// The spill-over table: open addressing over (node, proposal bits), linear probing.
struct OverflowTable {
  private struct Entry {
    var node: Int32
    var width: UInt64
    var height: UInt64
    var size: Size
  }

  /// Bit pattern standing for a `nil` proposal (a NaN no arithmetic produces).
  static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

  private var entries: [Entry]
  private var mask: Int
  private(set) var count = 0

  init(expectedEntries: Int) {
    var capacity = 16
    while capacity < expectedEntries * 2 { capacity <<= 1 }
    entries = Array(repeating: Entry(node: -1, width: 0, height: 0, size: .zero), count: capacity)
    mask = capacity - 1
  }

  @inline(__always)
  private static func hash(_ node: Int32, _ width: UInt64, _ height: UInt64) -> Int {
    var value = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
    value ^= width &* 0xC2B2_AE3D_27D4_EB4F
    value = (value ^ (value >> 29)) &* 0x1656_67B1_9E37_79F9
    value ^= height &* 0x85EB_CA77_C2B2_AE63
    return Int(truncatingIfNeeded: value ^ (value >> 32))
  }

  /// The cached size of `node` for the proposal with these bit patterns, if any.
  func lookup(_ node: LayoutNodeID, _ width: UInt64, _ height: UInt64) -> Size? {
    var slot = Self.hash(node.index, width, height) & mask
    while true {
      let entry = entries[slot]
      if entry.node < 0 { return nil }
      if entry.node == node.index && entry.width == width && entry.height == height { return entry.size }
      slot = (slot + 1) & mask
    }
  }

  /// Records `size` as the answer of `node` to the proposal with these bit patterns.
  mutating func insert(_ node: LayoutNodeID, _ width: UInt64, _ height: UInt64, _ size: Size) {
    if (count + 1) * 2 > entries.count { grow() }
    insertBits(Entry(node: node.index, width: width, height: height, size: size))
  }

  private mutating func insertBits(_ entry: Entry) {
    var slot = Self.hash(entry.node, entry.width, entry.height) & mask
    while entries[slot].node >= 0 {
      if entries[slot].node == entry.node && entries[slot].width == entry.width
        && entries[slot].height == entry.height
      {
        entries[slot].size = entry.size
        return
      }
      slot = (slot + 1) & mask
    }
    entries[slot] = entry
    count += 1
  }

  private mutating func grow() {
    let old = entries
    entries = Array(repeating: Entry(node: -1, width: 0, height: 0, size: .zero), count: old.count * 2)
    mask = entries.count - 1
    count = 0
    for entry in old where entry.node >= 0 { insertBits(entry) }
  }
}
