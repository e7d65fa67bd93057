/// A layout document: the intermediate form between the syntax tree and the formatted text.
///
/// Wadler's "prettier printer" algebra as Prettier uses it: text, line breaks that a `group`
/// prints either flat or broken, indentation, and `ifBreak` to choose content by whether an
/// earlier group broke. A group containing a hard line break is always broken (`forced`).
indirect enum Doc: Sendable {
  /// Literal text. It may span lines only when it is reproduced verbatim (a multi-line string
  /// literal or block comment); such text never forces a break.
  case text(String)
  /// Text at the end of a line that does not count toward the line's width: a trailing `//`
  /// comment must not push the code before it onto several lines (Prettier's `lineSuffix`).
  case trailingText(String)
  case line(LineBreak)
  case concat([Doc])
  /// The content one indentation level deeper (applies to the line breaks inside it).
  case indent(Doc)
  case group(DocGroup)
  /// `broken` if the group `id` was printed broken, else `flat`.
  case ifBreak(id: Int, broken: Doc, flat: Doc)

  static let empty = Doc.concat([])

  /// Whether printing this document always breaks the groups around it.
  var isForced: Bool {
    switch self {
    case .text, .trailingText: false
    case .line(let kind): kind == .hard || kind == .blank
    case .concat(let parts): parts.contains { $0.isForced }
    case .indent(let doc): doc.isForced
    case .group(let group): group.isForced
    case .ifBreak(_, _, let flat): flat.isForced
    }
  }
}

/// The kinds of line break.
enum LineBreak: Sendable, Hashable {
  /// Nothing when flat, a line break when broken.
  case soft
  /// A space when flat, a line break when broken.
  case space
  /// Always a line break.
  case hard
  /// Always a line break followed by one empty line.
  case blank
}

/// A group: printed flat when it fits in the remaining width, else broken.
struct DocGroup: Sendable {
  var id: Int
  var content: Doc
  var isForced: Bool

  init(id: Int, content: Doc) {
    self.id = id
    self.content = content
    self.isForced = content.isForced
  }
}
