import MatchcutLayout

/// A layout fixture file: a canvas, a tree written one node per line, and expected frames.
///
/// ```text
/// # Source and derivation of the numbers (comments start with '#').
/// canvas 300x200 scale 1 safe 0,0,0,0     (or: canvas iPhone15Pro)
/// tolerance 0.5                           (optional; default one device pixel)
/// ---
/// frame(width: 150, height: 100) [75, 50, 150, 100]
///   hstack(spacing: 0) [62.5, 50, 175, 100]
///     rectangle [62.5, 50, 75, 100]
/// ```
///
/// Each tree line is `kind(arguments)` indented two spaces per level, optionally followed by
/// the expected window-space frame `[x, y, w, h]`. The node spellings are those of
/// `LayoutDump.describe`.
struct LayoutFixture {
  struct Line {
    var depth: Int
    var name: String
    var arguments: [FixtureArgument]
    var expected: [Double]?
    var lineNumber: Int
  }

  var canvas = Canvas(width: 390, height: 844)
  var tolerance: Double?
  var lines: [Line] = []

  init(text: String) throws {
    var inTree = false
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let trimmed = line.drop { $0 == " " }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if !inTree {
        if trimmed.hasPrefix("---") {
          inTree = true
        } else {
          try header(String(trimmed))
        }
        continue
      }
      let depth = (line.count - trimmed.count) / 2
      var parser = FixtureParser(try FixtureTokenizer.tokenize(String(trimmed)))
      let (name, arguments) = try parser.call()
      let expected = try parser.frame()
      lines.append(
        Line(depth: depth, name: name, arguments: arguments, expected: expected, lineNumber: offset + 1))
    }
  }

  private mutating func header(_ line: String) throws {
    let words = line.split(separator: " ").map(String.init)
    guard let keyword = words.first else { return }
    switch keyword {
    case "canvas":
      switch words.count > 1 ? words[1] : "" {
      case "iPhone15Pro": canvas = .iPhone15Pro
      case "iPhoneSE": canvas = .iPhoneSE
      case "iPadPro11": canvas = .iPadPro11
      default:
        let size = words[1].split(separator: "x").compactMap { Double($0) }
        guard size.count == 2 else {
          throw FixtureTokenizer.Failure(description: "bad canvas size \(words[1])")
        }
        var scale = 1.0
        var safe = EdgeInsets()
        var index = 2
        while index + 1 < words.count {
          if words[index] == "scale" { scale = Double(words[index + 1]) ?? 1 }
          if words[index] == "safe" {
            let parts = words[index + 1].split(separator: ",").compactMap { Double($0) }
            if parts.count == 4 {
              safe = EdgeInsets(top: parts[0], leading: parts[1], bottom: parts[2], trailing: parts[3])
            }
          }
          index += 2
        }
        canvas = Canvas(width: size[0], height: size[1], safeArea: safe, scale: scale)
      }
    case "tolerance":
      tolerance = words.count > 1 ? Double(words[1]) : nil
    default:
      throw FixtureTokenizer.Failure(description: "unknown header '\(keyword)'")
    }
  }

  /// Builds the arena; returns it with the node id of each fixture line.
  func build() throws -> (LayoutArena, [LayoutNodeID]) {
    var tree = LayoutArena()
    var ids = Array(repeating: LayoutNodeID(0), count: lines.count)
    // Children come before parents in the arena: build each subtree recursively, post-order.
    func build(_ index: Int) throws -> Int {
      var next = index + 1
      var children: [LayoutNodeID] = []
      while next < lines.count && lines[next].depth > lines[index].depth {
        guard lines[next].depth == lines[index].depth + 1 else {
          throw FixtureTokenizer.Failure(description: "line \(lines[next].lineNumber): bad indentation")
        }
        let after = try build(next)
        children.append(ids[next])
        next = after
      }
      ids[index] = try FixtureNodes.add(lines[index], children: children, to: &tree)
      return next
    }
    var index = 0
    var roots: [Int] = []
    while index < lines.count {
      roots.append(index)
      index = try build(index)
    }
    guard roots.count == 1, let root = roots.first else {
      throw FixtureTokenizer.Failure(description: "a fixture needs exactly one root node")
    }
    tree.root = ids[root]
    return (tree, ids)
  }
}
