import MatchcutSource

/// A `SourceRange` stored in two 32-bit offsets, for the syntax nodes the parser makes by the
/// hundred thousand (identifiers, expressions, arguments, statements).
///
/// An `Identifier` sits inline in most expressions, so its size sets the size of every
/// `ExprKind`, `ExprSyntax` and `ArgumentSyntax` the parser copies: 32-bit offsets make an
/// identifier 24 bytes instead of 32 and an expression 40 instead of 56. Parsed files are below
/// 4 GiB (token offsets are 32-bit too; `parseFile` refuses larger files); an offset beyond that
/// range, which only hand-made nodes could hold, is clamped. Inlinable, so that reading a
/// node's `range` from another module stays a field access.
@usableFromInline
struct CompactRange: Sendable, Hashable {
  @usableFromInline var start: UInt32
  @usableFromInline var end: UInt32

  @inlinable
  init(_ range: SourceRange) {
    start = UInt32(clamping: range.start)
    end = UInt32(clamping: range.end)
  }

  @inlinable
  var range: SourceRange {
    get { SourceRange(start: Int(start), end: Int(end)) }
    set { self = CompactRange(newValue) }
  }
}
