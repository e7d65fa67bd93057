import MatchcutSource

/// A name as written in the source (identifiers, labels, member names), with its range.
///
/// Backticks are stripped from `text` (`` `default` `` has text `default`) but stay inside `range`.
/// For `$x` projections the `$` is not part of `text`; see `ExprKind.projectedValue`.
public struct Identifier: Sendable, Hashable {
  public var text: String
  /// Stored in 32 bits (`CompactRange`): the parser copies this node often.
  @usableFromInline var compactRange: CompactRange
  public var range: SourceRange {
    @inlinable get { compactRange.range }
    @inlinable set { compactRange = CompactRange(newValue) }
  }

  public init(_ text: String, range: SourceRange) {
    self.text = text
    self.compactRange = CompactRange(range)
  }
}
