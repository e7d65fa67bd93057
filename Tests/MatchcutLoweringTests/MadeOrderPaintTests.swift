import MatchcutLayout
import MatchcutMotion
import MatchcutSemantics
import MatchcutSource
import MatchcutTestSupport
import Testing

@testable import MatchcutLowering

/// When lowering saw no background, overlay, zIndex or matched level record, the records were
/// made in paint order, and `flatten` fills them in with one pass in that order instead of
/// walking the record tree (`StateLowering+Flatten`). The plain rule is the walk: paint order
/// is backgrounds, content by zIndex, then overlays (swiftui-semantics §6, §12), each record
/// inheriting its parent's scale, rotation and clip. Every state of every sample and of trees
/// built here to exercise clips, scales, rotations, groups and nesting must come out of the
/// pass exactly as out of the walk.
@Suite struct MadeOrderPaintTests {
  private static let samples = [
    "AlbumShelf", "CircleToRectangle", "Destinations", "FilmCards", "FloatingMenu", "PhotoGrid",
    "SearchExpand", "StaggeredList", "TabUnderline", "TodayStories", "ToggleKnob",
  ]

  /// Lowers every state of every scene both ways; returns how many states were compared.
  private func compareBothWays(_ scenes: [MatchcutSemantics.Scene], _ label: String) throws -> Int {
    var compared = 0
    for scene in scenes {
      let canvas = SceneCompiler.layoutCanvas(scene.canvas)
      let pass = StateLowering(canvas: canvas)
      var walk = StateLowering(canvas: canvas)
      walk.alwaysWalksPaintOrder = true
      for index in scene.stateGraph.states.indices {
        let root = try #require(scene.viewTree(for: index))
        let passed = pass.lower(root: root, id: "s", values: [])
        let walked = walk.lower(root: root, id: "s", values: [])
        #expect(passed.state == walked.state, "\(label) state \(index)")
        #expect(passed.state.views.map(\.parent) == walked.state.views.map(\.parent))
        #expect(passed.state.views.map(\.clip) == walked.state.views.map(\.clip))
        compared += 1
      }
    }
    return compared
  }

  @Test func samplesComeOutAsTheWalkPaintsThem() throws {
    var compared = 0
    for name in Self.samples {
      compared += try compareBothWays(try LoweringInput.sample(name), name)
    }
    #expect(compared > 20)
  }

  @Test func clipsScalesRotationsAndGroupsComeOutAsTheWalkPaintsThem() throws {
    let source = """
      import SwiftUI

      struct Nested: View {
        @State private var on = false

        var body: some View {
          VStack(spacing: 4) {
            HStack {
              Circle().fill(.red).frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
              Group {
                Color.green.frame(width: 10, height: 10)
                Text("A").rotationEffect(.degrees(30))
              }
              .opacity(0.5)
              .scaleEffect(0.5)
            }
            .rotationEffect(.degrees(on ? 10 : 0))
            .clipShape(RoundedRectangle(cornerRadius: 6))
            ScrollView {
              VStack {
                ForEach(0..<4, id: \\.self) { index in
                  Capsule().fill(.blue).frame(width: 40, height: 10).clipped()
                }
              }
            }
            .frame(height: 30)
            Rectangle().fill(.orange).cornerRadius(3)
              .onTapGesture { withAnimation { on.toggle() } }
          }
          .padding(8)
        }
      }

      #Preview("Nested") { Nested() }

      """
    let scenes = LoweringInput.scenes([SourceFile(path: "Nested.mcut", text: source)])
    #expect(try compareBothWays(scenes, "Nested") == 2)
  }

  @Test func layersStillTakeTheWalk() throws {
    // A background, an overlay and a zIndex: made out of paint order, so `flatten` walks.
    let source = """
      import SwiftUI

      struct Layers: View {
        var body: some View {
          ZStack {
            Color.blue.zIndex(1)
            Text("A")
              .background(Color.red)
              .overlay(Circle().fill(.green))
          }
        }
      }

      #Preview { Layers() }

      """
    let scenes = LoweringInput.scenes([SourceFile(path: "Layers.mcut", text: source)])
    #expect(try compareBothWays(scenes, "Layers") == 1)
  }
}
