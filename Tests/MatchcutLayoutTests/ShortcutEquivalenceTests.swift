import Foundation
import MatchcutTestSupport
import Testing

@testable import MatchcutLayout

/// The layout's shortcuts (rigid cache keys, the stacks' reuse of a rigid child's probe, see
/// `LayoutContext.rigidAxes`) must never change a result: every tree here is laid out with them
/// and without (`computeLayout(_:root:canvas:shortcuts: false)`, the plain algorithm of
/// swiftui-semantics §1–§7 with every proposal cached under its own key) and the two results
/// are compared exactly — frames bit for bit, placement, text lines, diagnostics.
@Suite struct ShortcutEquivalenceTests {
  static func expectSame(_ tree: LayoutArena, _ canvas: Canvas, _ label: String) {
    let root = tree.root ?? LayoutNodeID(tree.nodeCount - 1)
    let fast = computeLayout(tree, root: root, canvas: canvas, shortcuts: true)
    let plain = computeLayout(tree, root: root, canvas: canvas, shortcuts: false)
    func bits(_ frame: Rect) -> [UInt64] { [frame.x, frame.y, frame.width, frame.height].map(\.bitPattern) }
    let differing = fast.frames.indices.first {
      $0 < plain.frames.count && bits(fast.frames[$0]) != bits(plain.frames[$0])
    }
    #expect(fast.frames.count == plain.frames.count, "\(label): frame counts differ")
    #expect(
      differing == nil,
      "\(label): node \(differing ?? -1) at \(differing.map { fast.frames[$0] }) instead of \(differing.map { plain.frames[$0] })"
    )
    #expect(fast.placed == plain.placed, "\(label): placement differs")
    #expect(fast.texts == plain.texts, "\(label): text lines differ")
    #expect(fast.diagnostics.map(\.id) == plain.diagnostics.map(\.id), "\(label): diagnostics differ")
    #expect(fast.diagnosticNodes == plain.diagnosticNodes, "\(label): diagnostic nodes differ")
    #expect(fast.evaluations <= plain.evaluations, "\(label): the shortcuts computed more")
  }

  /// The robustness suite's random trees (every node kind, hostile lengths) on four canvases.
  @Test(arguments: 0..<150)
  func randomTrees(seed: Int) {
    var random = RandomTreeTests.Generator(state: UInt64(seed) &* 7919)
    var tree = LayoutArena()
    tree.root = RandomTreeTests().randomTree(&random, into: &tree, depth: 0)
    let canvases: [Canvas] = [.iPhone15Pro, .iPhoneSE, .iPadPro11, Canvas(width: 0, height: 0)]
    Self.expectSame(tree, canvases[seed % canvases.count], "seed \(seed)")
  }

  /// Trees made mostly of views rigid on one axis or both (fixed and half-fixed frames,
  /// `fixedSize`, images, spacers and dividers in stacks) mixed with flexible ones and text,
  /// under baseline alignments: the cases where the shortcuts apply.
  @Test(arguments: 0..<150)
  func rigidHeavyTrees(seed: Int) {
    var random = RandomTreeTests.Generator(state: UInt64(seed) &* 104_729 &+ 17)
    var tree = LayoutArena()
    tree.root = Self.rigidHeavyTree(&random, into: &tree, depth: 0)
    let canvases: [Canvas] = [.iPhone15Pro, .iPhoneSE, Canvas(width: 300, height: 120)]
    Self.expectSame(tree, canvases[seed % canvases.count], "seed \(seed)")
  }

  /// Every layout fixture (`Tests/Fixtures/layout/`).
  @Test(arguments: LayoutFixtureTests.fixtureNames)
  func fixture(_ name: String) throws {
    let text = try String(contentsOfFile: Fixtures.root + "/layout/" + name, encoding: .utf8)
    let fixture = try LayoutFixture(text: text)
    let (tree, _) = try fixture.build()
    Self.expectSame(tree, fixture.canvas, name)
  }

  /// The benchmark trees: rows (`makeRowsTree`) and a list like the compile benchmark's, rows
  /// of five fixed shapes and a Spacer under a header, in a padded VStack.
  @Test func benchmarkShapes() {
    Self.expectSame(makeRowsTree(rows: 60), .iPhone15Pro, "rows tree")
    var tree = LayoutArena()
    var rows = [tree.add(.frame(FixedFrame(width: 100, height: 40)), child: tree.add(.color))]
    for _ in 0..<60 {
      var cells: [LayoutNodeID] = []
      for shape in [ShapeKind.circle, .rect, .capsule, .roundedRect(cornerWidth: 4, cornerHeight: 4)] {
        cells.append(tree.add(.frame(FixedFrame(width: 20, height: 20)), child: tree.add(.shape(shape))))
      }
      cells.append(tree.add(.spacer(minLength: nil)))
      let row = tree.add(.hStack(alignment: .center, spacing: 2), children: cells)
      rows.append(tree.add(.padding(EdgeInsets(all: 4)), child: row))
    }
    let column = tree.add(.vStack(alignment: .center, spacing: 0), children: rows)
    tree.root = tree.add(.padding(EdgeInsets(all: 8)), child: column)
    Self.expectSame(tree, .iPhone15Pro, "compile benchmark list")
  }

  /// By hand (swiftui-semantics §1.3, §1.7, §3.1, §4): such a row is 28 tall whatever height it
  /// is offered, so it is rigid vertically and computed once for the VStack's three probes
  /// (0, ∞, its share); the Spacer makes it flexible horizontally.
  @Test func listRowIsRigidVerticallyOnly() {
    var tree = LayoutArena()
    let cell = tree.add(.frame(FixedFrame(width: 20, height: 20)), child: tree.add(.color))
    let row = tree.add(
      .hStack(alignment: .center, spacing: 2), children: [cell, tree.add(.spacer(minLength: nil))])
    let padded = tree.add(.padding(EdgeInsets(all: 4)), child: row)
    tree.root = tree.add(.vStack(alignment: .center, spacing: 0), children: [padded])
    var context = LayoutContext(tree: tree, canvas: .iPhone15Pro)
    _ = context.prepare(root: padded, maxDepth: LayoutLimits.maxDepth)
    #expect(context.rigidAxes(cell) == .both)
    #expect(context.rigidAxes(row) == .vertical)
    #expect(context.rigidAxes(padded) == .vertical)
    for height in [0, .infinity, 120] as [Double] {
      #expect(context.size(padded, ProposedSize(width: 300, height: height)) == Size(width: 300, height: 28))
    }
    // The padding (uncached) three times; the row and its cell once (the Spacer is sized inline).
    #expect(context.evaluations == 5)
  }

  /// Half-fixed frames: `.frame(width:)` is rigid horizontally whatever its child (the child is
  /// always offered that width, §3.1), `.fixedSize(horizontal:)` likewise (§3.3); text is
  /// rigid on neither axis.
  @Test func halfFixedFramesAreRigidOnTheirAxis() {
    var tree = LayoutArena()
    let text = tree.addText(TextContent("Hello world", font: Font(.body)))
    let wide = tree.add(.frame(FixedFrame(width: 50)), child: text)
    let fixed = tree.add(.fixedSize(.vertical), child: tree.add(.color))
    let image = tree.add(.image(ImageSpec(.asset(width: 30, height: 10))))
    tree.root = tree.add(.zStack(alignment: .center), children: [wide, fixed, image])
    var context = LayoutContext(tree: tree, canvas: .iPhone15Pro)
    _ = context.prepare(root: LayoutNodeID(tree.nodeCount - 1), maxDepth: LayoutLimits.maxDepth)
    #expect(context.rigidAxes(text).isEmpty)
    #expect(context.rigidAxes(wide) == .horizontal)
    #expect(context.rigidAxes(fixed) == .vertical)
    #expect(context.rigidAxes(image) == .both)
    #expect(context.rigidAxes(LayoutNodeID(tree.nodeCount - 1)).isEmpty)
  }

  /// A recorded arrangement is found only for the very proposal (bit for bit, `nil` distinct
  /// from every length) and size it was recorded with, and only for the stack it belongs to.
  @Test func stackArrangementsMatchExactly() {
    var arrangements = StackArrangements(nodeCount: 4)
    arrangements.reserve(for: LayoutNodeID(3), children: 2)
    arrangements.allocate()
    var first = StackItem(child: LayoutNodeID(0), priority: 0)
    first.offer = 10
    first.major = 0
    first.minor = 4
    first.size = Size(width: 10, height: 20)
    var second = StackItem(child: LayoutNodeID(1), priority: 0)
    second.major = 18
    second.size = Size(width: 8, height: 28)
    let proposal = ProposedSize(width: 100, height: nil)
    let size = Size(width: 26, height: 28)
    #expect(arrangements.lookup(LayoutNodeID(3), proposal, size) == nil)
    arrangements.record(LayoutNodeID(3), proposal, size, [first, second][...])
    #expect(arrangements.lookup(LayoutNodeID(3), proposal, size) == 0..<2)
    #expect(arrangements.children[0].offer == 10)
    #expect(arrangements.children[1].offer == nil)
    #expect(arrangements.children[1].major == 18)
    #expect(arrangements.children[1].size == Size(width: 8, height: 28))
    #expect(arrangements.lookup(LayoutNodeID(3), ProposedSize(width: 100, height: 0), size) == nil)
    #expect(arrangements.lookup(LayoutNodeID(3), .unspecified, size) == nil)
    #expect(arrangements.lookup(LayoutNodeID(3), proposal, Size(width: 26, height: 27)) == nil)
    #expect(arrangements.lookup(LayoutNodeID(2), proposal, size) == nil)
  }

  static let words = ["Hi", "Hello world", "A longer line that wraps at narrow widths", "a\nb"]

  static func rigidHeavyTree(
    _ random: inout RandomTreeTests.Generator, into tree: inout LayoutArena, depth: Int
  ) -> LayoutNodeID {
    func length() -> Double { [0, 8, 20, 44.5, 100, 393][random.int(6)] }
    if depth >= 5 || random.int(4) == 0 {
      switch random.int(10) {
      case 0, 1:
        return tree.add(.frame(FixedFrame(width: length(), height: length())), child: tree.add(.color))
      case 2: return tree.add(.spacer(minLength: random.int(2) == 0 ? nil : length()))
      case 3: return tree.add(.divider)
      case 4: return tree.add(.image(ImageSpec(.asset(width: length(), height: length()))))
      case 5: return tree.add(.image(ImageSpec(.symbol(pointSize: 17), resizable: random.int(2) == 0)))
      case 6:
        return tree.addText(
          TextContent(
            words[random.int(words.count)], font: Font(.body),
            lineLimit: random.int(2) == 0 ? nil : 1 + random.int(2)))
      case 7: return tree.add(.color)
      case 8: return tree.add(.empty)
      default: return tree.add(.shape(.circle))
      }
    }
    let kind = random.int(14)
    let count = kind < 4 ? 1 + random.int(4) : (kind == 10 || kind == 11 ? 2 : 1)
    var children: [LayoutNodeID] = []
    for _ in 0..<count { children.append(rigidHeavyTree(&random, into: &tree, depth: depth + 1)) }
    let spacing: Double? = random.int(2) == 0 ? nil : length()
    switch kind {
    case 0:
      let alignment: [VerticalAlignment] = [.center, .top, .firstTextBaseline, .lastTextBaseline]
      return tree.add(.hStack(alignment: alignment[random.int(4)], spacing: spacing), children: children)
    case 1: return tree.add(.vStack(alignment: .leading, spacing: spacing), children: children)
    case 2: return tree.add(.vStack(alignment: .center, spacing: spacing), children: children)
    case 3: return tree.add(.zStack(alignment: .bottomTrailing), children: children)
    case 4: return tree.add(.frame(FixedFrame(width: length())), children: children)
    case 5: return tree.add(.frame(FixedFrame(height: length(), alignment: .bottom)), children: children)
    case 6: return tree.add(.fixedSize([.horizontal, .vertical, .both][random.int(3)]), children: children)
    case 7: return tree.add(.padding(EdgeInsets(all: length())), children: children)
    case 8: return tree.add(.layoutPriority(Double(random.int(3)) - 1), children: children)
    case 9: return tree.add(.offset(x: 3, y: -4), children: children)
    case 10: return tree.add(.overlay(alignment: .center), children: children)
    case 11: return tree.add(.background(alignment: .topLeading), children: children)
    case 12:
      let frame = FlexibleFrame(width: FrameBounds(max: .infinity), height: FrameBounds(min: length()))
      return tree.add(.flexFrame(frame), children: children)
    default: return tree.add(.clip(.capsule), children: children)
    }
  }
}
