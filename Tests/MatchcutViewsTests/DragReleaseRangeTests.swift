import MatchcutViews
import Testing

/// A drag release range holds the translations a player maps to its edge (docs/states.md "Drag
/// probes"); the values are picked by hand on either side of each bound.
@Suite struct DragReleaseRangeContainsTests {
  /// `contains`: the translation on the range's axis, times its sign, in [min, max).
  @Test func aRangeHoldsTheTranslationsOnItsAxis() {
    let down = DragReleaseRange(axis: .vertical, sign: 1, minimum: 120.5, maximum: nil)
    #expect(down.contains(width: 0, height: 121))
    #expect(!down.contains(width: 0, height: 120))
    #expect(!down.contains(width: 0, height: -200))
    #expect(down.contains(width: 500, height: 130))
    let left = DragReleaseRange(axis: .horizontal, sign: -1, minimum: 50.5, maximum: 200.5)
    #expect(left.contains(width: -100, height: 0))
    #expect(!left.contains(width: -200.5, height: 0))
    #expect(!left.contains(width: 100, height: 0))
  }
}
