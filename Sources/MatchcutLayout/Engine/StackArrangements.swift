/// Where each stack put its children the last time it was sized: per child its offer, size and
/// offsets from the stack's origin, with the proposal and size they were worked out for.
///
/// Placing a stack re-runs its sizing for the placement proposal (swiftui-semantics §1.6) to
/// learn each child's offer and offset. That proposal is almost always the one the stack was
/// last sized for — a parent's final offer is the last proposal it makes — and the sizing is
/// deterministic, so placement reads what sizing recorded instead of distributing again. Any
/// other proposal (or size) misses and the stack is arranged afresh. Flat arrays, one region
/// of child slots per stack reserved in `LayoutContext.prepare`; no dictionary.
struct StackArrangements {
  /// One child's placement.
  struct Child {
    var node: LayoutNodeID
    /// The offer's bit pattern, ``OverflowTable/unspecified`` for `nil`.
    var offerBits: UInt64
    /// Offset along the stack's axis.
    var major: Double
    /// Offset across it.
    var minor: Double
    /// The child's size for its proposal.
    var size: Size

    var offer: Double? { offerBits == OverflowTable.unspecified ? nil : Double(bitPattern: offerBits) }
  }

  private struct Header {
    var start: Int32
    var count: Int32 = 0
    /// The proposal's bit patterns; `emptyKey` until a sizing is recorded.
    var width: UInt64 = StackArrangements.emptyKey
    var height: UInt64 = 0
    var size = Size.zero
  }

  /// A NaN pattern no proposal has (distinct from the `nil` pattern).
  private static let emptyKey: UInt64 = 0x7FF8_DEAD_BEEF_0003

  /// Header index per node, −1 for nodes that are not stacks.
  private var headerOf: [Int32]
  private var headers: [Header] = []
  private(set) var children: [Child] = []
  private var slotCount = 0

  init(nodeCount: Int) {
    headerOf = Array(repeating: -1, count: nodeCount)
  }

  /// Reserves `count` child slots for the stack `node` (once per stack, before ``allocate()``).
  mutating func reserve(for node: LayoutNodeID, children count: Int) {
    guard headerOf[node.int] < 0 else { return }
    headerOf[node.int] = Int32(headers.count)
    headers.append(Header(start: Int32(slotCount)))
    slotCount += count
  }

  /// Allocates the child slots once every stack is reserved.
  mutating func allocate() {
    children = Array(
      repeating: Child(node: LayoutNodeID(0), offerBits: 0, major: 0, minor: 0, size: .zero), count: slotCount
    )
  }

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 {
    value.map { $0.bitPattern } ?? OverflowTable.unspecified
  }

  /// Records the arrangement of `node` sized `size` for `proposal`: `items` hold each child's
  /// offer and, in `major`/`minor`, its offsets.
  mutating func record(
    _ node: LayoutNodeID, _ proposal: ProposedSize, _ size: Size, _ items: ArraySlice<StackItem>
  ) {
    let header = node.int < headerOf.count ? Int(headerOf[node.int]) : -1
    guard header >= 0 else { return }
    let start = Int(headers[header].start)
    var slot = start
    for item in items {
      children[slot] = Child(
        node: item.child, offerBits: Self.bits(item.offer), major: item.major, minor: item.minor,
        size: item.size)
      slot += 1
    }
    headers[header].count = Int32(slot - start)
    headers[header].width = Self.bits(proposal.width)
    headers[header].height = Self.bits(proposal.height)
    headers[header].size = size
  }

  /// The slots of `node`'s recorded arrangement if it was worked out for exactly this proposal
  /// and size (bit for bit).
  func lookup(_ node: LayoutNodeID, _ proposal: ProposedSize, _ size: Size) -> Range<Int>? {
    let index = node.int < headerOf.count ? Int(headerOf[node.int]) : -1
    guard index >= 0 else { return nil }
    let header = headers[index]
    guard header.width == Self.bits(proposal.width) && header.height == Self.bits(proposal.height),
      header.size.width.bitPattern == size.width.bitPattern,
      header.size.height.bitPattern == size.height.bitPattern
    else { return nil }
    let start = Int(header.start)
    return start..<(start + Int(header.count))
  }
}
