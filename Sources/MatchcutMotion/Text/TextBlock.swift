import MatchcutLayout

/// A text as layout laid it out in one state: its shaped content (to break it again at another
/// size), the lines layout broke it into, and the size of the frame those lines filled.
///
/// Lowering stores one in the `ViewRecord` of each placed `Text` (in its `Details` box, so other
/// views pay nothing). Exporters draw exactly ``lines`` for the text at rest, instead of wrapping
/// the string again with a renderer's own metrics.
public struct TextBlock: Sendable, Hashable {
  /// The content as layout measured it (Inter advances, `lineLimit`, alignment).
  public var shaped: ShapedText
  /// The lines layout showed, inline symbols as `[name]`, a truncated line ending in "…".
  public var lines: [String]
  /// The size of the text's layout frame (snapped to pixels), in which ``lines`` are its lines.
  public var size: Size

  public init(shaped: ShapedText, lines: [String], size: Size) {
    self.shaped = shaped
    self.lines = lines
    self.size = size
  }

  /// The lines this text shows when it is proposed `size`: layout's own lines for its own
  /// size, else the text broken again by layout's rule (`ShapedText.lineStrings(for:)`,
  /// swiftui-semantics §11: a text proposed less width wraps, less height truncates; a
  /// `matchedGeometryEffect` with `.size` proposes the shared size, §14).
  ///
  /// `pixel` (1 / the canvas scale) widens the proposal on both axes: a drawn frame is snapped
  /// to the pixel grid, which can take up to one pixel from the size the text asked for, and
  /// that pixel must not push a word to the next line.
  public func lines(fitting size: Size, pixel: Double) -> [String] {
    if size.width.bitPattern == self.size.width.bitPattern
      && size.height.bitPattern == self.size.height.bitPattern
    {
      return lines
    }
    let slack = pixel.isFinite && pixel > 0 ? pixel : 0
    let width = size.width.isFinite ? max(0, size.width) + slack : nil
    let height = size.height.isFinite ? max(0, size.height) + slack : nil
    return shaped.lineStrings(for: ProposedSize(width: width, height: height))
  }
}
