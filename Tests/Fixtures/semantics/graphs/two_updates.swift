import SwiftUI

// Hand-derived from docs/states.md "Two updates in one action": SwiftUI commits an action's
// writes outside any animation in an update of their own before the animated ones that follow
// (docs/reference/swiftui-semantics.md §15.8). When that first update changes what is drawn, it
// is a state of its own, left at once by a `timer` edge with no delay.
//
// "Layer": the tap selects (plain) and then animates `progress`. Selecting inserts the layer,
// so s0 (nil, 0) → tap → s1 (1, 0) → timer 0 → s2 (1, 1). The layer's tap animates `progress`
// back alone: s2 → tap → s3 (1, 0), no first update. From s3 the card's tap writes `selected`
// the value it has, which changes nothing drawn, so it is one update: s3 → tap → s2.
// 4 states; taps t0, t2, t3; timer t1.
struct Layer: View {
  @State private var selected: Int? = nil
  @State private var progress = 0.0

  var body: some View {
    ZStack {
      Color.red.frame(width: 80, height: 80)
        .onTapGesture {
          selected = 1
          withAnimation(.snappy) { progress = 1 }
        }
      if selected != nil {
        Color.blue.frame(width: 80 + 200 * progress, height: 80)
          .onTapGesture { withAnimation(.snappy) { progress = 0 } }
      }
    }
  }
}

// "Hidden": the plain write changes only a value the closed state does not draw (the detail's
// title), so the first update draws what s0 drew and the action is one edge: s0 → tap → s1
// (title "B", open) and back by the close tap → s2 (title "B", closed), whose open tap writes the
// title it has: → s1. 3 states, 3 taps, no timer.
struct Hidden: View {
  @State private var title = "A"
  @State private var open = false

  var body: some View {
    VStack {
      Button("Open B") {
        title = "B"
        withAnimation { open = true }
      }
      if open {
        Text(title)
        Button("Close") { withAnimation { open = false } }
      }
    }
  }
}

#Preview("Layer") { Layer() }
#Preview("Hidden") { Hidden() }

// expect-scene "Layer": states 4, transitions 4, tap 3, timer 1
// expect-edge "Layer" t0: s0 -> s1 tap
// expect-edge "Layer" t1: s1 -> s2 timer 0.0
// expect-edge "Layer" t2: s2 -> s3 tap
// expect-edge "Layer" t3: s3 -> s2 tap
// expect-scene "Hidden": states 3, transitions 3, tap 3
