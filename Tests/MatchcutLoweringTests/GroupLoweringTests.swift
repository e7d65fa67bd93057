import MatchcutLowering
import MatchcutMotion
import Testing

/// A modifier on a `Group` applies to each child (SwiftUI's `Group`); the lowering keeps the
/// group's path as the key of an `.animation(_:value:)` scope, which is the path the semantic
/// pass lists for the edges that change the watched value.
@Suite struct GroupLoweringTests {
  static let source = """
    import SwiftUI

    struct Grower: View {
      @State private var wide = false

      var body: some View {
        Group {
          Color.red.frame(width: wide ? 200 : 100, height: 50)
        }
        .animation(.easeInOut(duration: 0.4), value: wide)
        .onTapGesture { wide.toggle() }
      }
    }

    #Preview { Grower() }

    """

  @Test func animationOnGroupAnimatesItsChildren() throws {
    let scenes = LoweringInput.compile(Self.source, path: "Grower.mcut")
    #expect(scenes != nil)
    let scene = try #require(scenes?.first)
    #expect(scene.states.count == 2)
    #expect(scene.transitions.count == 2)
    // The tap is outside withAnimation, so only the group's .animation scope animates the
    // change: easeInOut(duration: 0.4) → each edge lasts 0.4 s (an unscoped change is instant).
    for plan in scene.transitions {
      let duration = try #require(plan.duration, "\(plan.edge.id) is instant")
      #expect(abs(duration - 0.4) < 1e-9)
    }
  }
}
