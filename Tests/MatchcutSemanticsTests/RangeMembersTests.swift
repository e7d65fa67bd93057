import MatchcutSemantics
import MatchcutSource
import Testing

/// A range's `first`, `last` and `isEmpty` (Swift's `Collection` members on `Range` and
/// `ClosedRange`), read through the state a tap writes. Expected values by hand.
@Suite struct RangeMembersTests {
  @Test func indicesFirstLastAndEmpty() throws {
    let scene = try EvaluatorTests.scene(
      """
      struct Pages: View {
        @State private var items = ["a", "b", "c"]
        @State private var summary = ""
        var body: some View {
          Text("pages").onTapGesture {
            let empty = 0..<0
            summary = "\\(items.indices.first ?? -1) \\((1...4).last ?? -1) \\(items.indices.last ?? -1) \\(empty.isEmpty) \\(empty.last ?? -1)"
          }
        }
      }
      #Preview { Pages() }
      """)
    // indices of three items: 0..<3, first 0, last 2; 1...4 ends at 4; 0..<0 is empty, no last.
    #expect(EvaluatorTests.values(scene, 1)["Pages.summary"] == "\"0 4 2 true -1\"")
  }
}
