import MatchcutSource

/// What goes between the last emitted token and the next one.
enum Separator {
  /// Decided by `TokenSpacing` from the two tokens.
  case auto
  case none
  case space
  /// A space, or a line break at the same level when a comment forces one (`} else`,
  /// `} label: {`).
  case breakableSpace
  /// `Doc.line(.soft)`: nothing when the group is flat.
  case soft
  /// `Doc.line(.space)`: a space when the group is flat.
  case line
  case hard
  /// A line break forced inside an expression (by a comment) where the layout had none: the
  /// continuation line goes one level deeper.
  case continuation
  /// A line break between statements or declarations: a blank line when `forceBlank`, or when
  /// `allowBlank` and the source had at least one blank line there.
  case boundary(forceBlank: Bool, allowBlank: Bool)
  case doc(Doc)
}

/// Turns a parsed file into a `Doc`, walking the syntax tree for structure and emitting the
/// file's own tokens (and comments) in source order for text.
///
/// Every token of the file is emitted exactly once and in order: structural code decides
/// separators and line breaks, and `emit(upTo:)` picks up whatever a structural rule does not
/// handle, so the formatter cannot drop or reorder code. String literals (with their
/// interpolations) are copied byte for byte.
final class SourceFormatter {
  let file: SourceFile
  let bytes: [UInt8]
  let tokens: [Token]
  let comments: [SourceRange]
  let spacing: TokenSpacing

  /// The next token to emit.
  var index = 0
  /// The next comment to emit.
  var commentIndex = 0
  /// The end offset of the last emitted token or comment.
  var lastEnd = 0
  /// The last emitted token (a string literal counts as its closing delimiter).
  var lastToken: Int?
  var emittedAny = false
  var pending: Separator = .auto
  private var buffers: [[Doc]] = [[]]
  private var nextGroupID = 0
  /// Token index of a closing `}`, `)` or `]` → the group whose breaking puts it on a line of
  /// its own (a closure's body, an argument list, a literal).
  var closingGroups: [Int: Int] = [:]
  /// Inside a statement's condition or a loop's sequence (and not inside a closure there),
  /// where a trailing closure is one only while its first token shares the `{`'s line and the
  /// expression goes on after its `}` on that line (the parser's rule, after Swift's): one-line
  /// trailing closures stay on one line there and member chains do not break.
  var keepsClosuresOnOneLine = false

  init(result: ParseResult) {
    self.file = result.file
    self.bytes = result.file.bytes
    self.tokens = result.tokens
    self.comments = result.comments
    self.spacing = TokenSpacing(tokens: result.tokens)
  }

  // MARK: Building documents

  func append(_ doc: Doc) { buffers[buffers.count - 1].append(doc) }

  /// Runs `body` and returns what it appended instead of appending it.
  func capture(_ body: () -> Void) -> Doc {
    buffers.append([])
    body()
    return .concat(buffers.removeLast())
  }

  func newGroupID() -> Int {
    nextGroupID += 1
    return nextGroupID
  }

  /// Appends what `body` appends as one group and returns the group's id.
  @discardableResult
  func group(id: Int? = nil, _ body: () -> Void) -> Int {
    let id = id ?? newGroupID()
    let content = capture(body)
    append(.group(DocGroup(id: id, content: content)))
    return id
  }

  func indent(_ body: () -> Void) {
    append(.indent(capture(body)))
  }

  /// The whole document, after every remaining token and comment.
  func finish() -> Doc {
    emit(upTo: Int.max)
    pending = .boundary(forceBlank: false, allowBlank: true)
    flushComments(upTo: Int.max)
    if emittedAny { append(.line(.hard)) }
    return .concat(buffers[0])
  }

  // MARK: Tokens

  var current: Token { tokens[index] }
  var atEnd: Bool { tokens[index].kind == .endOfFile }

  /// Emits every token that starts before `offset`.
  func emit(upTo offset: Int) {
    while !atEnd, tokens[index].range.start < offset { emitNext() }
  }

  /// Emits tokens through the one that starts at `offset`.
  func emit(through offset: Int) { emit(upTo: offset + 1) }

  /// Emits the next token, or a whole string literal verbatim.
  func emitNext() {
    let first = index
    var last = index
    if tokens[first].kind == .stringStart { last = stringEnd(from: first) }
    let start = tokens[first].range.start
    let end = tokens[last].range.end
    flushComments(upTo: start)
    appendSeparator(before: first)
    append(.text(text(start, end)))
    // Comments inside interpolations travel inside the verbatim literal.
    while commentIndex < comments.count, comments[commentIndex].start < end { commentIndex += 1 }
    index = last + 1
    lastToken = last
    lastEnd = end
    emittedAny = true
    pending = .auto
  }

  /// Skips `;` tokens (statements go one per line instead) and a trailing `,`.
  func skip(_ kind: TokenKind) {
    while !atEnd, current.kind == kind { index += 1 }
  }

  /// The index of the `stringEnd` that closes the literal opened at `first` (`first` itself
  /// when there is none, which a file without syntax errors never has).
  func stringEnd(from first: Int) -> Int {
    var depth = 0
    var i = first
    while i < tokens.count - 1 {
      switch tokens[i].kind {
      case .stringStart: depth += 1
      case .stringEnd:
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
      i += 1
    }
    return first
  }

  /// The index of the first token starting at or after `offset`.
  func tokenIndex(at offset: Int) -> Int {
    var low = 0
    var high = tokens.count - 1
    while low < high {
      let mid = (low + high) / 2
      if tokens[mid].range.start < offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The first token of `kind` at or after the current one, starting before `limit`.
  func nextToken(_ kind: TokenKind, before limit: Int) -> Int? {
    var i = index
    while i < tokens.count, tokens[i].range.start < limit {
      if tokens[i].kind == kind { return i }
      i += 1
    }
    return nil
  }

  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  func newlines(from start: Int, to end: Int) -> Int {
    guard start < end else { return 0 }
    var count = 0
    for i in start..<min(end, bytes.count) where bytes[i] == UInt8(ascii: "\n") { count += 1 }
    return count
  }

  func hasComment(in range: SourceRange) -> Bool {
    var low = 0
    var high = comments.count
    while low < high {
      let mid = (low + high) / 2
      if comments[mid].start < range.start { low = mid + 1 } else { high = mid }
    }
    return low < comments.count && comments[low].start < range.end
  }

  // MARK: Separators and comments

  private func appendSeparator(before token: Int) {
    guard emittedAny else { return }
    switch pending {
    case .auto:
      if let last = lastToken, spacing.needsSpace(between: last, and: token) { append(.text(" ")) }
    case .none: break
    case .space, .breakableSpace: append(.text(" "))
    case .soft: append(.line(.soft))
    case .line: append(.line(.space))
    case .hard: append(.line(.hard))
    case .continuation: append(.indent(.line(.hard)))
    case .boundary(let forceBlank, let allowBlank):
      let blank = forceBlank || allowBlank && newlines(from: lastEnd, to: tokens[token].range.start) > 1
      append(.line(blank ? .blank : .hard))
    case .doc(let doc): append(doc)
    }
  }

  /// The separator once a comment forces a line break: a break the layout offered anyway
  /// (between arguments, modifiers, statements) stays as it is; elsewhere the rest of the
  /// expression continues one level deeper.
  private func forcedBreak(_ separator: Separator) -> Separator {
    switch separator {
    case .boundary, .hard, .continuation: separator
    case .soft, .line, .doc, .breakableSpace: .hard
    case .auto, .none, .space: .continuation
    }
  }

  /// Emits the comments that start before `offset`: a comment on the line of the previous
  /// token stays there; any other comment gets its own line.
  func flushComments(upTo offset: Int) {
    while commentIndex < comments.count, comments[commentIndex].start < offset {
      let comment = comments[commentIndex]
      commentIndex += 1
      let isLine = bytes[comment.start + 1] == UInt8(ascii: "/")
      var end = comment.end
      if isLine {
        while end > comment.start,
          bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t")
            || bytes[end - 1] == UInt8(ascii: "\r")
        {
          end -= 1
        }
      }
      let body = Doc.text(text(comment.start, end))
      let ownLine = !emittedAny || newlines(from: lastEnd, to: comment.start) > 0
      if ownLine {
        var allowBlank = true
        if emittedAny {
          if case .boundary(let force, let allow) = pending {
            let blank = force || allow && newlines(from: lastEnd, to: comment.start) > 1
            append(.line(blank ? .blank : .hard))
            allowBlank = allow
          } else {
            pending = forcedBreak(pending)
            if case .continuation = pending {
              append(.indent(.line(.hard)))
            } else {
              append(.line(.hard))
            }
            allowBlank = false
          }
        }
        append(body)
        let next = min(
          commentIndex < comments.count ? comments[commentIndex].start : Int.max,
          current.range.start)
        if isLine || newlines(from: comment.end, to: next) > 0 {
          if case .boundary = pending {
            pending = .boundary(forceBlank: false, allowBlank: allowBlank)
          } else if allowBlank {
            pending = .boundary(forceBlank: false, allowBlank: true)
          } else {
            pending = forcedBreak(pending)
          }
        } else {
          pending = .space
        }
      } else {
        let opensBracket = lastToken.map { tokens[$0].kind == .leftParen || tokens[$0].kind == .leftBracket }
        if opensBracket != true { append(isLine ? .trailingText(" ") : .text(" ")) }
        append(isLine ? .trailingText(text(comment.start, end)) : body)
        if isLine {
          pending = forcedBreak(pending)
        } else {
          switch pending {
          case .auto, .none: pending = .space
          case .soft: pending = .line
          default: break
          }
        }
      }
      lastEnd = comment.end
      emittedAny = true
    }
  }
}
