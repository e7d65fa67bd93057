import SwiftUI

// Hand-derived from SwiftUI's rules named inline. `extension Text { func badge(…) }` declares a
// method of the built-in `Text` view, which a text calls with `self` the text (The Swift
// Programming Language, "Extensions"). `Shape.scale(x:y:anchor:)` scales a shape without
// changing its bounding frame, as `scaleEffect` draws (SwiftUI's `Shape` documentation): the
// capsule keeps its 200 × 20 frame while its drawing narrows to a quarter, anchored at its
// leading edge. `extension TextField { func boxed() }` works the same on a text field, which
// Matchcut draws from other views. The tap moves `progress` from 0.25 to 1: 2 states, 1 tap.
extension Text {
  func caption(highlighted: Bool) -> some View {
    self.foregroundStyle(highlighted ? .orange : .gray)
  }
}

extension TextField {
  func boxed(padding: CGFloat = 4) -> some View {
    // A border is an inset outline over the view (swiftui-semantics §21.10); layout is unchanged.
    self.padding(padding).border(.gray)
  }
}

struct Meter: View {
  @State private var progress = 0.25
  @State private var note = ""

  var body: some View {
    VStack {
      Text("Progress").caption(highlighted: progress == 1)
      TextField("Note", text: $note).boxed()
      Capsule()
        .fill(.blue)
        .scale(x: progress, anchor: .leading)
        .frame(width: 200, height: 20)
        .onTapGesture { progress = 1 }
    }
  }
}

#Preview("Meter") { Meter() }

// expect-scene "Meter": states 2, transitions 1, tap 1
