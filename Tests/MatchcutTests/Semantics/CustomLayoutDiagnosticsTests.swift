import Matchcut
import MatchcutSource
import Testing

/// A custom layout's `placeSubviews` runs only when the geometry oracle has measured the space it
/// is offered, so its errors surface through `Driver.compile`, not the semantic pass alone: each
/// must still name its place in the file.
@Suite struct CustomLayoutDiagnosticsTests {
  static let source = """
    struct Column: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for view in subviews {
          view.place(at: bounds.origin, anchor: 0.5, proposal: .unspecified)
        }
      }
    }

    struct Stacked: View {
      var body: some View {
        Column {
          Color.red.frame(width: 20, height: 20)
        }
      }
    }

    #Preview { Stacked() }

    """

  @Test func aBadPlacementAnchorIsReportedAtItsArgument() throws {
    let file = SourceFile(path: "Column.mcut", text: Self.source)
    let result = Driver().compile(sources: [file])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    let error = try #require(errors.first)
    #expect(error.message == "expected a unit point such as .center")
    let span = try #require(error.span)
    #expect(span.path == "Column.mcut")
    // `anchor: 0.5` starts on line 8, column 37.
    let location = file.location(of: span.range.start)
    #expect(location.line == 8 && location.column == 37, "\(location)")
  }
}
