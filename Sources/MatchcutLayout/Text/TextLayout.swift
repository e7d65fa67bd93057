/// One laid-out line of a `Text`: the scalar range it shows, its width, and whether it ends in "…".
public struct TextLine: Sendable, Hashable {
  public var start: Int
  public var end: Int
  public var width: Double
  public var truncated: Bool
}

/// Line breaking and sizing of `Text` (swiftui-semantics §11, LANGUAGE §8).
///
/// Rules, as SwiftUI on iOS:
/// 1. A `nil` width proposal gives the single-line natural size: lines break only at `\n`.
/// 2. Otherwise lines wrap greedily at spaces; spaces at a wrap hang (take no width). A word too
///    long for an empty line is broken between characters, at least one character per line.
/// 3. The number of lines is limited by `lineLimit` and by the height proposal
///    (`max(1, ⌊height / lineHeight⌋)`); the last kept line is then cut to fit with "…" appended.
/// 4. Size = (widest line, lines × lineHeight), lineHeight = 1.1934 × size. Empty text is 0×0.
enum TextLayout {
  /// The text's size for `proposal`.
  static func size(of text: ShapedText, proposal: ProposedSize) -> Size {
    let lines = self.lines(of: text, proposal: proposal)
    var width = 0.0
    for line in lines { width = max(width, line.width) }
    return Size(width: width, height: Double(lines.count) * text.font.lineHeight)
  }

  /// The lines shown for `proposal`.
  static func lines(of text: ShapedText, proposal: ProposedSize) -> [TextLine] {
    var maxLines = text.lineLimit ?? Int.max
    if let height = proposal.height, height.isFinite {
      let fitting = max(0, (height + 0.001) / text.font.lineHeight).rounded(.down)
      if fitting < Double(maxLines) { maxLines = max(1, Int(fitting)) }
    }
    var lines: [TextLine] = []
    breakLines(text, limit: proposal.width.map { $0 + 1e-9 } ?? .infinity, maxLines: maxLines, into: &lines)
    if lines.count > maxLines {
      let start = lines[maxLines - 1].start
      lines.removeLast(lines.count - maxLines + 1)
      lines.append(truncatedLine(text, from: start, limit: proposal.width))
    }
    return lines
  }

  /// The line from `start` to the next hard break, cut so that it plus "…" fits in `limit`.
  private static func truncatedLine(_ text: ShapedText, from start: Int, limit: Double?) -> TextLine {
    let scalars = text.scalars
    let advances = text.advances
    let available = (limit ?? .infinity) + 1e-9
    var end = start
    var width = 0.0
    while end < scalars.count && scalars[end] != 0x0A
      && width + advances[end] + text.ellipsisWidth <= available
    {
      width += advances[end]
      end += 1
    }
    while end > start && scalars[end - 1] == 0x20 {
      end -= 1
      width -= advances[end]
    }
    return TextLine(start: start, end: end, width: width + text.ellipsisWidth, truncated: true)
  }

  /// Greedy line breaking; stops once `maxLines + 1` lines exist (enough to know to truncate).
  private static func breakLines(
    _ text: ShapedText, limit: Double, maxLines: Int, into lines: inout [TextLine]
  ) {
    let scalars = text.scalars
    let advances = text.advances
    let count = scalars.count
    guard count > 0 else { return }
    var start = 0
    var end = 0
    var width = 0.0
    var pendingSpace = 0.0
    var hasWord = false
    var index = 0

    func emit(_ lineEnd: Int, _ lineWidth: Double) {
      lines.append(TextLine(start: start, end: lineEnd, width: lineWidth, truncated: false))
    }

    while index < count && lines.count <= maxLines {
      let scalar = scalars[index]
      if scalar == 0x0A {
        emit(end, width)
        index += 1
        start = index
        end = index
        width = 0
        pendingSpace = 0
        hasWord = false
        if index == count { emit(index, 0) }
        continue
      }
      if scalar == 0x20 {
        var next = index
        var spaces = 0.0
        while next < count && scalars[next] == 0x20 {
          spaces += advances[next]
          next += 1
        }
        if hasWord {
          pendingSpace += spaces
        } else if start == index && (index == 0 || scalars[index - 1] == 0x0A) {
          // Leading spaces of a paragraph are content.
          width += spaces
          end = next
        } else {
          start = next
          end = next
        }
        index = next
        continue
      }
      var next = index
      var wordWidth = 0.0
      while next < count && scalars[next] != 0x20 && scalars[next] != 0x0A {
        wordWidth += advances[next]
        next += 1
      }
      if hasWord && width + pendingSpace + wordWidth > limit {
        emit(end, width)
        start = index
        end = index
        width = 0
        pendingSpace = 0
        hasWord = false
      }
      if hasWord || width + wordWidth <= limit {
        width += pendingSpace + wordWidth
        end = next
      } else {
        // Break the word between characters, at least one per line.
        var position = index
        while true {
          var lineWidth = width
          var cut = position
          while cut < next && (lineWidth + advances[cut] <= limit || (cut == position && lineWidth == 0)) {
            lineWidth += advances[cut]
            cut += 1
          }
          if cut == next {
            width = lineWidth
            end = next
            break
          }
          emit(cut, lineWidth)
          if lines.count > maxLines { break }
          start = cut
          end = cut
          width = 0
          position = cut
        }
      }
      pendingSpace = 0
      hasWord = true
      index = next
    }
    if index >= count && (hasWord || end > start) && lines.count <= maxLines {
      emit(end, width)
    }
  }
}
