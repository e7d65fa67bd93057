import MatchcutLowering
import MatchcutMotion
import MatchcutSource
import Testing

/// The lowering hands the motion pass every state's records in paint order (backgrounds behind
/// the view and overlays in front, swiftui-semantics §6; siblings by zIndex, then declaration
/// order, §12), each with its parent's position. Records are made in declaration order; when that is
/// already paint order they are handed over as made, otherwise they are moved into paint order.
/// Both ways are checked here against orders worked out by hand from those rules.
@Suite struct PaintOrderLoweringTests {
  private func views(_ source: String) throws -> [ViewRecord] {
    let scenes = LoweringInput.compile(source, path: "Order.mcut")
    #expect(scenes != nil)
    let scene = try #require(scenes?.first)
    return try #require(scene.states.first).views
  }

  @Test func backgroundsOverlaysAndZIndexAreMovedIntoPaintOrder() throws {
    // Made in declaration order: ZStack, Color.blue#, Color.blue, Text#, Text, then the
    // background's Color and the overlay's Circle#, Circle. Painted: the ZStack's content by
    // zIndex (Text# at 0 before Color.blue# at 1); under Text# its background, the text, then
    // its overlay.
    let views = try views(
      """
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

      """)
    #expect(
      views.map(\.path) == [
        "Layers/ZStack", "Layers/ZStack/Text#", "Layers/ZStack/Text/background/Color", "Layers/ZStack/Text",
        "Layers/ZStack/Text/overlay/Circle#", "Layers/ZStack/Text/overlay/Circle", "Layers/ZStack/Color#",
        "Layers/ZStack/Color",
      ])
    #expect(views.map(\.parent) == [nil, 0, 1, 1, 1, 4, 0, 6])
    // Inherited values are filled in on the way: the zIndex stays on the record that declares it.
    #expect(views[6].zIndex == 1)
  }

  @Test func declarationOrderIsPaintOrderWithoutLayers() throws {
    // No background, overlay or zIndex: the records are painted in the order they were made.
    let views = try views(
      """
      import SwiftUI

      struct Column: View {
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Circle().opacity(0.5)
          }
        }
      }

      #Preview { Column() }

      """)
    #expect(
      views.map(\.path) == [
        "Column/VStack", "Column/VStack/Color#", "Column/VStack/Color", "Column/VStack/Circle#",
        "Column/VStack/Circle",
      ])
    #expect(views.map(\.parent) == [nil, 0, 1, 0, 3])
    // The colour's record takes the 20×20 frame's, centred in the stack (a VStack centres its
    // children horizontally by default, swiftui-semantics §1.5).
    #expect(views[1].frame.width == 20 && views[1].frame.height == 20)
    #expect(abs(views[1].frame.midX - views[0].frame.midX) < 0.5)
    #expect(views[3].opacity == 0.5)
  }
}
