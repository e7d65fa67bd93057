/// Sizes already computed, keyed by (node, proposal), in one flat open-addressing table.
///
/// Stacks probe each child at several proposals (0, ∞, its share, and again when placing,
/// swiftui-semantics §1.3, §1.6); nested containers would multiply those probes per level.
/// Caching every container's answer keeps layout linear in the number of nodes. No
/// `Dictionary`: keys are the node index and the proposal's bit patterns, probed linearly.
struct MeasureCache {
  private struct Entry {
    var node: Int32
    var width: UInt64
    var height: UInt64
    var size: Size
  }

  /// Bit pattern standing for a `nil` proposal (a NaN no arithmetic produces).
  private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

  private var entries: [Entry]
  private var mask: Int
  private(set) var count = 0

  init(expectedEntries: Int) {
    var capacity = 64
    while capacity < expectedEntries * 2 { capacity <<= 1 }
    entries = Array(repeating: Entry(node: -1, width: 0, height: 0, size: .zero), count: capacity)
    mask = capacity - 1
  }

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 { value.map { $0.bitPattern } ?? unspecified }

  @inline(__always)
  private static func hash(_ node: Int32, _ width: UInt64, _ height: UInt64) -> Int {
    var value = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
    value ^= width &* 0xC2B2_AE3D_27D4_EB4F
    value = (value ^ (value >> 29)) &* 0x1656_67B1_9E37_79F9
    value ^= height &* 0x85EB_CA77_C2B2_AE63
    return Int(truncatingIfNeeded: value ^ (value >> 32))
  }

  /// The cached size of `node` for `proposal`, if any.
  @inline(__always)
  func lookup(_ node: LayoutNodeID, _ proposal: ProposedSize) -> Size? {
    let width = Self.bits(proposal.width)
    let height = Self.bits(proposal.height)
    var slot = Self.hash(node.index, width, height) & mask
    while true {
      let entry = entries[slot]
      if entry.node < 0 { return nil }
      if entry.node == node.index && entry.width == width && entry.height == height { return entry.size }
      slot = (slot + 1) & mask
    }
  }

  /// Records `size` as the answer of `node` to `proposal`.
  mutating func insert(_ node: LayoutNodeID, _ proposal: ProposedSize, _ size: Size) {
    if (count + 1) * 2 > entries.count { grow() }
    let width = Self.bits(proposal.width)
    let height = Self.bits(proposal.height)
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
