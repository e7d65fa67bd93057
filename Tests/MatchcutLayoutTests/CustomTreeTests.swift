import MatchcutLayout
import Testing

/// The algorithms run over any ``LayoutTree`` (taffy's custom-tree examples): a second storage —
/// nodes owning their children's ids, priorities computed by the protocol's default — must lay
/// out exactly as ``LayoutArena`` does.
@Suite struct CustomTreeTests {
  struct OwnedTree: LayoutTree {
    struct Node {
      var kind: LayoutNodeKind
      var children: [LayoutNodeID]
    }

    var nodes: [Node] = []
    var texts: [ShapedText] = []

    mutating func add(_ kind: LayoutNodeKind, _ children: [LayoutNodeID] = []) -> LayoutNodeID {
      nodes.append(Node(kind: kind, children: children))
      return LayoutNodeID(nodes.count - 1)
    }

    var nodeCount: Int { nodes.count }
    func kind(of node: LayoutNodeID) -> LayoutNodeKind { nodes[node.int].kind }
    func childCount(of node: LayoutNodeID) -> Int { nodes[node.int].children.count }
    func child(_ index: Int, of node: LayoutNodeID) -> LayoutNodeID { nodes[node.int].children[index] }
    func text(_ id: TextID) -> ShapedText { texts[Int(id.index)] }
    func grid(_ id: GridID) -> GridSpec { GridSpec(items: []) }
  }

  @Test func ownedTreeMatchesArena() {
    // HStack(spacing: 0) { Color.frame(minWidth: 50); Color.frame(maxWidth: 200).layoutPriority(1) }
    // (the hstack_layout_priority fixture): 100 and 200 in width 300.
    var owned = OwnedTree()
    var arena = LayoutArena()
    let a = owned.add(.flexFrame(FlexibleFrame(width: FrameBounds(min: 50))), [owned.add(.color)])
    let inner = owned.add(.flexFrame(FlexibleFrame(width: FrameBounds(max: 200))), [owned.add(.color)])
    let b = owned.add(.layoutPriority(1), [inner])
    let root = owned.add(.hStack(alignment: .center, spacing: 0), [a, b])
    let arenaA = arena.add(.flexFrame(FlexibleFrame(width: FrameBounds(min: 50))), child: arena.add(.color))
    let arenaInner = arena.add(
      .flexFrame(FlexibleFrame(width: FrameBounds(max: 200))), child: arena.add(.color))
    let arenaB = arena.add(.layoutPriority(1), child: arenaInner)
    arena.root = arena.add(.hStack(alignment: .center, spacing: 0), children: [arenaA, arenaB])

    let canvas = Canvas(width: 300, height: 50)
    let ownedResult = computeLayout(owned, root: root, canvas: canvas)
    let arenaResult = arena.layout(in: canvas)
    #expect(owned.layoutPriority(of: b) == 1)
    #expect(ownedResult.frames == arenaResult.frames)
    #expect(ownedResult.frame(of: a) == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(LayoutDump.dump(owned, ownedResult) == LayoutDump.dump(arena, arenaResult))
  }
}
