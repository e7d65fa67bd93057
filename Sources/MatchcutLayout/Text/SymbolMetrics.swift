/// The size rule for SF Symbols, which cannot be measured on Linux.
///
/// Rule (documented in `docs/layout.md`): an `Image(systemName:)` is a square whose side is
/// **1.2 × the font's point size** — e.g. 20.4 pt at `.body` (17 pt). Real symbols vary around
/// this (most common glyphs are 1.1–1.25 em wide and about as tall as a text line, which is
/// 1.1934 em). Inside `Text`, a symbol advances the line by the same 1.2 em and does not change
/// the line height.
public enum SymbolMetrics {
  /// Side of a symbol's square, as a multiple of the point size.
  public static let sideRatio = 1.2

  /// Side of the square for a symbol drawn at `pointSize`.
  @inline(__always)
  public static func side(pointSize: Double) -> Double { sideRatio * pointSize }
}
