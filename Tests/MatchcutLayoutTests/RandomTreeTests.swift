import MatchcutLayout
import Testing

/// Robustness: seeded random trees of every node kind, with hostile parameters (0, negative,
/// huge, infinite, nil), lay out without trapping, place every reachable node, and report only
/// finite frames. Deterministic: a SplitMix64 generator with fixed seeds.
@Suite struct RandomTreeTests {
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A length, sometimes hostile.
    mutating func length() -> Double {
      let pool: [Double] = [0, 1, 8, 20, 44.5, 100, 393, 1000, -10, 1e9, .infinity]
      return pool[int(pool.count)]
    }

    mutating func optionalLength() -> Double? { int(3) == 0 ? nil : length() }
  }

  static let words = ["", "Hi", "Hello world", "A much longer line of text that must wrap", "a\nb\n", "…–—•"]

  func randomTree(_ random: inout Generator, into tree: inout LayoutArena, depth: Int) -> LayoutNodeID {
    let leaf = depth >= 6 || random.int(3) == 0
    if leaf {
      switch random.int(9) {
      case 0: return tree.add(.color)
      case 1: return tree.add(.spacer(minLength: random.optionalLength()))
      case 2:
        return tree.add(.shape(random.int(2) == 0 ? .circle : .roundedRect(cornerWidth: 4, cornerHeight: 4)))
      case 3:
        let content = TextContent(
          [.string(Self.words[random.int(Self.words.count)]), .symbol("star")],
          font: Font(size: random.length(), weight: FontWeight.allCases[random.int(9)]),
          lineLimit: random.int(2) == 0 ? nil : random.int(4) - 1)
        return tree.addText(content)
      case 4:
        return tree.add(
          .image(
            ImageSpec(.asset(width: random.length(), height: random.length()), resizable: random.int(2) == 0))
        )
      case 5: return tree.add(.image(ImageSpec(.symbol(pointSize: random.length()))))
      case 6: return tree.add(.divider)
      case 7: return tree.add(.empty)
      default: return tree.add(.color)
      }
    }
    var children: [LayoutNodeID] = []
    let kind = random.int(24)
    let count = kind < 7 || kind == 9 ? random.int(5) : (kind == 20 || kind == 21 ? 2 : 1)
    for _ in 0..<count {
      children.append(randomTree(&random, into: &tree, depth: depth + 1))
    }
    switch kind {
    case 0:
      return tree.add(
        .hStack(alignment: .firstTextBaseline, spacing: random.optionalLength()), children: children)
    case 1:
      return tree.add(.vStack(alignment: .trailing, spacing: random.optionalLength()), children: children)
    case 2: return tree.add(.lazyVStack(alignment: .leading, spacing: nil), children: children)
    case 3: return tree.add(.lazyHStack(alignment: .lastTextBaseline, spacing: nil), children: children)
    case 4: return tree.add(.zStack(alignment: .bottomTrailing), children: children)
    case 5:
      let items = [
        GridItem(.adaptive(minimum: random.length(), maximum: random.length())),
        GridItem(.flexible(minimum: random.length(), maximum: .infinity), spacing: random.optionalLength()),
        GridItem(.fixed(random.length())),
      ]
      return tree.addGrid(
        vertical: random.int(2) == 0, GridSpec(items: Array(items.prefix(random.int(4)))), children: children)
    case 6: return tree.add(.geometryReader, children: children)
    case 7:
      return tree.add(.scrollView(axes: [.vertical, .horizontal, .both][random.int(3)]), children: children)
    case 8: return tree.add(.navigationStack(barHeight: 96), children: children)
    case 9: return tree.add(.hStack(alignment: .center, spacing: nil), children: children)
    case 10:
      return tree.add(
        .frame(FixedFrame(width: random.optionalLength(), height: random.optionalLength())),
        children: children)
    case 11:
      let frame = FlexibleFrame(
        width: FrameBounds(
          min: random.optionalLength(), ideal: random.optionalLength(), max: random.optionalLength()),
        height: FrameBounds(min: random.optionalLength(), max: random.optionalLength()),
        alignment: .topTrailing)
      return tree.add(.flexFrame(frame), children: children)
    case 12: return tree.add(.padding(EdgeInsets(all: random.length())), children: children)
    case 13: return tree.add(.offset(x: random.length(), y: -random.length()), children: children)
    case 14: return tree.add(.position(x: random.length(), y: random.length()), children: children)
    case 15: return tree.add(.fixedSize([.horizontal, .vertical, .both][random.int(3)]), children: children)
    case 16: return tree.add(.layoutPriority(Double(random.int(5)) - 2), children: children)
    case 17:
      return tree.add(
        .aspectRatio(ratio: random.optionalLength(), contentMode: random.int(2) == 0 ? .fit : .fill),
        children: children)
    case 18: return tree.add(.ignoresSafeArea(.all), children: children)
    case 19: return tree.add(.clip(.capsule), children: children)
    case 20: return tree.add(.overlay(alignment: .firstTextBaselineLeading), children: children)
    case 21: return tree.add(.background(alignment: .center), children: children)
    default:
      return tree.add(.padding(EdgeInsets(top: -5, leading: 3, bottom: 0, trailing: 1)), children: children)
    }
  }

  @Test(arguments: 0..<100)
  func randomTreesLayOut(seed: Int) {
    var random = Generator(state: UInt64(seed) &* 7919)
    var tree = LayoutArena()
    tree.root = randomTree(&random, into: &tree, depth: 0)
    let canvases: [Canvas] = [.iPhone15Pro, .iPhoneSE, .iPadPro11, Canvas(width: 0, height: 0)]
    let result = tree.layout(in: canvases[seed % canvases.count])
    // Every node is reachable from the root in these trees (built bottom-up, one parent each);
    // only EmptyView, which containers skip, has no frame.
    for index in 0..<tree.nodeCount where tree.kind(of: LayoutNodeID(index)) != .empty {
      #expect(result.placed[index], "node \(index) not placed")
    }
    #expect(
      result.frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite })
    #expect(LayoutDump.dump(tree, result).split(separator: "\n").count == tree.nodeCount)
    #expect(result.diagnostics.allSatisfy { $0.id.rawValue == "layout.non-finite-frame" })
  }
}

extension Alignment {
  /// A text-baseline alignment for the random trees.
  fileprivate static let firstTextBaselineLeading = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
}
