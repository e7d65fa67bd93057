import MatchcutLayout

/// Places the views of matched-geometry groups in a state at rest (swiftui-semantics §14).
///
/// Each group's source (`MatchedGroups`: the most recently registered view with `isSource:
/// true`) keeps its own frame. Every other member — also one with `isSource: true` — takes the
/// source's frame through its `properties` and `anchor`, and its content moves with it
/// (OpenSwiftUI `SharedFrame.updateValue()` hands the group (source frame, source view), and
/// `MatchedFrame` places every view but the source). Groups without a source change nothing
/// (§14: "no view with isSource: true → every view keeps its own frame").
///
/// Approximation (documented in docs/motion.md): SwiftUI proposes the shared size to the member's
/// content and lays it out again; Matchcut maps the content affinely from the member's own frame
/// onto the shared one, which is exact for leaf views.
public enum MatchedGeometryResolver {
  /// `state` at rest with the groups of a state whose views all appeared together.
  public static func resolve(_ state: StateLayout) -> StateLayout {
    resolve(state, groups: .initial(state))
  }

  /// `state` at rest with its groups in `groups` (made for `state`).
  public static func resolve(_ state: StateLayout, groups: MatchedGroups) -> StateLayout {
    guard !groups.sources.isEmpty else { return state }
    var result = state
    let ends = state.subtreeEnds
    // Fields are read in place: copying every `ViewRecord` to look at its matches would retain
    // all of its strings and arrays.
    for index in state.views.indices where !state.views[index].matches.isEmpty {
      for match in state.views[index].matches {
        guard let source = groups.sources[match.groupKey], source != index else { continue }
        let own = result.views[index].frame
        let placed = match.place(own, in: state.views[source].frame)
        guard placed != own else { continue }
        for member in index..<ends[index] {
          result.views[member].frame = own.map(result.views[member].frame, onto: placed)
        }
      }
    }
    return result
  }
}
