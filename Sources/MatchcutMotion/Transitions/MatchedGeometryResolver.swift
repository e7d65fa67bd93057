import MatchcutLayout

/// Places the views of matched-geometry groups in a state at rest (swiftui-semantics §14).
///
/// In each group (namespace, id) the source is the first view in paint order with
/// `isSource: true`; it keeps its own frame. Every other member takes the source's frame through
/// its `properties` and `anchor`, and its content moves with it. Groups without a source change
/// nothing (§14: "no view with isSource: true → every view keeps its own frame").
///
/// Approximation (documented in docs/motion.md): SwiftUI proposes the shared size to the member's
/// content and lays it out again; Matchcut maps the content affinely from the member's own frame
/// onto the shared one, which is exact for leaf views.
public enum MatchedGeometryResolver {
  public static func resolve(_ state: StateLayout) -> StateLayout {
    var sources: [String: Rect] = [:]
    var anyMatch = false
    // Fields are read in place: copying every `ViewRecord` to look at its matches would retain
    // all of its strings and arrays.
    for index in state.views.indices where !state.views[index].matches.isEmpty {
      for match in state.views[index].matches {
        anyMatch = true
        if match.isSource, sources[match.groupKey] == nil {
          sources[match.groupKey] = state.views[index].frame
        }
      }
    }
    guard anyMatch else { return state }
    var result = state
    let ends = state.subtreeEnds
    for index in state.views.indices where !state.views[index].matches.isEmpty {
      for match in state.views[index].matches where !match.isSource {
        guard let shared = sources[match.groupKey] else { continue }
        let own = result.views[index].frame
        let placed = match.place(own, in: shared)
        guard placed != own else { continue }
        for member in index..<ends[index] {
          result.views[member].frame = own.map(result.views[member].frame, onto: placed)
        }
      }
    }
    return result
  }
}
