import MatchcutLayout

/// The nodes of a scene: every drawn view of every state, numbered by first appearance (states in
/// order, views in paint order), so the same view has the same id everywhere (TOOLING §2).
///
/// The table also interns every view path of its states (`PathInterner`) and remembers each
/// view's path id, so a transition between two of those states pairs views and finds their
/// nodes by integer id instead of hashing every path again.
public struct SceneNodeTable: Sendable {
  /// Static facts about one node.
  public struct Node: Sendable, Hashable {
    /// `n0`, `n1`, …
    public var id: String
    public var path: String
    public var kind: DrawnKind
    public var shape: DrawnShape?
    /// The outline of a stroked shape where it first appears (nil: filled).
    public var stroke: StrokeOutline?
    /// A `path` shape's outline where it first appears (docs/semantics.md "Custom shapes": a
    /// shape whose stored properties change its path keeps the first state's outline).
    public var outline: PathTemplate?
    public var text: String?
    /// The font of a text node where it first appears (a state may change it: see
    /// `Appearance.font`).
    public var font: TextFont?
    /// The matched-geometry effects on the node or on the views that carry it.
    public var matches: [MatchedGeometry]
  }

  public private(set) var nodes: [Node] = []
  /// Every view path of the table's states, drawn or not.
  private(set) var paths = PathInterner()
  /// The node index of each path id; −1 for a path no state draws.
  private var nodeOfPath: [Int32] = []
  /// The view storage of each state the table was built from, with each view's path id. An
  /// array's storage is never written while another array shares it (copy on write), so a
  /// state sharing this storage has exactly these views.
  private var known: [(views: [ViewRecord], ids: [Int32])] = []

  public init(states: [StateLayout]) {
    paths.reserve(states.first?.views.count ?? 0)
    known.reserveCapacity(states.count)
    // The first state's drawn views: usually most of the scene's nodes (no growth copies).
    if let first = states.first {
      var drawn = 0
      for index in first.views.indices where first.views[index].kind != nil { drawn += 1 }
      nodes.reserveCapacity(drawn)
    }
    for state in states {
      let views = state.views
      var ids: [Int32] = []
      ids.reserveCapacity(views.count)
      // States of a scene share most of their views in the same order, so each path is first
      // compared with the previous state's path at a cursor that follows along; only a path
      // that differs is looked up (and the cursor moves past its place in the previous state).
      let previous = known.last
      var cursor = 0
      var placeInPrevious: [Int32] = []
      for position in views.indices {
        let id: Int32
        if let previous, cursor < previous.views.count, previous.views[cursor].path == views[position].path {
          id = previous.ids[cursor]
          cursor += 1
        } else {
          id = paths.intern(views[position].path)
          if let previous {
            if placeInPrevious.isEmpty {
              placeInPrevious = Self.firstPlaces(of: previous.ids, count: paths.count)
            }
            if Int(id) < placeInPrevious.count, placeInPrevious[Int(id)] >= 0 {
              cursor = Int(placeInPrevious[Int(id)]) + 1
            }
          }
        }
        ids.append(id)
        if nodeOfPath.count < paths.count { nodeOfPath.append(-1) }
        guard let kind = views[position].kind, nodeOfPath[Int(id)] < 0 else { continue }
        nodeOfPath[Int(id)] = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(
          Node(
            id: Self.nodeID(nodes.count), path: views[position].path, kind: kind,
            shape: views[position].shape, stroke: views[position].stroke, outline: views[position].outline,
            text: views[position].text, font: views[position].font,
            matches: SceneNodeTable.matches(of: position, in: views)))
      }
      known.append((views, ids))
    }
  }

  /// The node index of a drawn view's path.
  public func index(of path: String) -> Int? {
    guard let id = paths.id(of: path) else { return nil }
    return node(ofPath: id)
  }

  /// The node index of a path id; nil for a path no state of the table draws (including the
  /// ids a copy of `paths` gave to paths the table never saw).
  func node(ofPath id: Int32) -> Int? {
    let index = Int(id)
    guard index < nodeOfPath.count, nodeOfPath[index] >= 0 else { return nil }
    return Int(nodeOfPath[index])
  }

  /// The path id of every view of `state`: the ids recorded at construction when `state` holds
  /// one of the table's own view arrays, else the paths interned into `interner` (a copy of
  /// `paths`, so ids stay comparable with the table's).
  func pathIDs(of state: StateLayout, interning interner: inout PathInterner) -> [Int32] {
    let count = state.views.count
    let storage = state.views.withUnsafeBufferPointer { $0.baseAddress }
    for entry in known where entry.views.count == count && count > 0 {
      if entry.views.withUnsafeBufferPointer({ $0.baseAddress }) == storage { return entry.ids }
    }
    var ids: [Int32] = []
    ids.reserveCapacity(count)
    for view in state.views.indices { ids.append(interner.intern(state.views[view].path)) }
    return ids
  }

  /// `n` followed by the decimal digits of `index` (`n0`, `n1`, …), written straight into a
  /// string (up to 15 bytes it is stored inline, no allocation); interpolation costs ~10× as
  /// much through `description` and `append`.
  static func nodeID(_ index: Int) -> String {
    guard index >= 0 else { return "n\(index)" }
    var digits = 1
    var rest = index / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return String(unsafeUninitializedCapacity: digits + 1) { buffer in
      buffer[0] = UInt8(ascii: "n")
      var value = index
      for position in stride(from: digits, through: 1, by: -1) {
        buffer[position] = UInt8(truncatingIfNeeded: 48 + value % 10)
        value /= 10
      }
      return digits + 1
    }
  }

  /// For each path id below `count`, the first position of a view with it in `ids`; −1 for none.
  private static func firstPlaces(of ids: [Int32], count: Int) -> [Int32] {
    var places = [Int32](repeating: -1, count: count)
    for position in ids.indices.reversed() {
      places[Int(ids[position])] = Int32(truncatingIfNeeded: position)
    }
    return places
  }

  /// Effects declared on the view and on its ancestors, nearest first.
  private static func matches(of position: Int, in views: [ViewRecord]) -> [MatchedGeometry] {
    var result: [MatchedGeometry] = []
    var current: Int? = position
    var guardSteps = views.count
    while let index = current, guardSteps > 0 {
      if !views[index].matches.isEmpty { result.append(contentsOf: views[index].matches) }
      current = views[index].parent
      guardSteps -= 1
    }
    return result
  }
}
