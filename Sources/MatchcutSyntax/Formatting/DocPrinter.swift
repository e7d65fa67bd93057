/// Lays a `Doc` out in a maximum line width (Prettier's `printDocToString`, simplified).
///
/// Groups are decided outermost first: a group prints flat when its content, and whatever
/// follows it up to the next possible line break, fits in the rest of the line. Indentation
/// is written lazily, so empty lines carry no trailing spaces.
struct DocPrinter {
  var indentWidth: Int
  var lineWidth: Int

  private enum Mode { case flat, broken }
  private struct Command {
    var indent: Int
    var mode: Mode
    var doc: Doc
  }

  func print(_ doc: Doc) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    var column = 0
    var pendingIndent: Int? = 0
    var groupModes: [Int: Mode] = [:]
    var stack = [Command(indent: 0, mode: .broken, doc: doc)]

    while let command = stack.popLast() {
      switch command.doc {
      case .text(let text), .trailingText(let text):
        if text.isEmpty { continue }
        if let indent = pendingIndent {
          out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * indentWidth))
          column = indent * indentWidth
          pendingIndent = nil
        }
        out.append(contentsOf: text.utf8)
        column = DocPrinter.columnAfter(text, from: column)
      case .concat(let parts):
        for part in parts.reversed() {
          stack.append(Command(indent: command.indent, mode: command.mode, doc: part))
        }
      case .indent(let inner):
        stack.append(Command(indent: command.indent + 1, mode: command.mode, doc: inner))
      case .group(let group):
        var mode = Mode.broken
        if command.mode == .flat && !group.isForced {
          mode = .flat
        } else if !group.isForced {
          let start = pendingIndent.map { $0 * indentWidth } ?? column
          let next = Command(indent: command.indent, mode: .flat, doc: group.content)
          if fits(next, rest: stack, width: lineWidth - start, groupModes: groupModes) {
            mode = .flat
          }
        }
        groupModes[group.id] = mode
        stack.append(Command(indent: command.indent, mode: mode, doc: group.content))
      case .ifBreak(let id, let broken, let flat):
        let mode = groupModes[id] ?? command.mode
        stack.append(
          Command(indent: command.indent, mode: command.mode, doc: mode == .broken ? broken : flat))
      case .line(let kind):
        if command.mode == .flat && (kind == .soft || kind == .space) {
          if kind == .space {
            if let indent = pendingIndent {
              out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * indentWidth))
              pendingIndent = nil
            }
            out.append(UInt8(ascii: " "))
            column += 1
          }
          continue
        }
        if pendingIndent == nil || !out.isEmpty {
          out.append(UInt8(ascii: "\n"))
          if kind == .blank { out.append(UInt8(ascii: "\n")) }
        }
        pendingIndent = command.indent
        column = 0
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `next` (flat) and then the rest of the stack fit in `width` columns before the
  /// next line break that is printed broken.
  private func fits(_ next: Command, rest: [Command], width: Int, groupModes: [Int: Mode]) -> Bool {
    var remaining = width
    var restIndex = rest.count
    var stack = [next]
    while remaining >= 0 {
      guard let command = stack.popLast() else {
        if restIndex == 0 { return true }
        restIndex -= 1
        stack.append(rest[restIndex])
        continue
      }
      switch command.doc {
      case .text(let text):
        if let newline = text.utf8.firstIndex(of: UInt8(ascii: "\n")) {
          remaining -= DocPrinter.width(text.utf8[..<newline])
          return remaining >= 0
        }
        remaining -= DocPrinter.width(text.utf8[...])
      case .trailingText:
        break
      case .concat(let parts):
        for part in parts.reversed() {
          stack.append(Command(indent: command.indent, mode: command.mode, doc: part))
        }
      case .indent(let inner):
        stack.append(Command(indent: command.indent, mode: command.mode, doc: inner))
      case .group(let group):
        let mode: Mode = group.isForced ? .broken : command.mode
        stack.append(Command(indent: command.indent, mode: mode, doc: group.content))
      case .ifBreak(let id, let broken, let flat):
        let mode = groupModes[id] ?? command.mode
        stack.append(
          Command(indent: command.indent, mode: command.mode, doc: mode == .broken ? broken : flat))
      case .line(let kind):
        if command.mode == .broken || kind == .hard || kind == .blank { return true }
        if kind == .space { remaining -= 1 }
      }
    }
    return false
  }

  /// Display width: Unicode scalars (UTF-8 lead bytes), a fair approximation for code.
  static func width(_ bytes: String.UTF8View.SubSequence) -> Int {
    var count = 0
    for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }

  static func columnAfter(_ text: String, from column: Int) -> Int {
    let utf8 = text.utf8
    if let newline = utf8.lastIndex(of: UInt8(ascii: "\n")) {
      return width(utf8[utf8.index(after: newline)...])
    }
    return column + width(utf8[...])
  }
}
