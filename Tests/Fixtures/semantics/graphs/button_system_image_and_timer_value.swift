import SwiftUI

// Hand-counted (Apple, Button(_:systemImage:action:); docs/semantics.md "Code that is not about
// views"): both buttons are tappable labels, each toggling `on` both ways: 2 states, 4 taps.
// The timer is a stand-in value whose ticks are not explored, and a shadowed fill is its colour.
struct Controls: View {
  @State private var on = false
  @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      Button("", systemImage: "plus") { on.toggle() }
      Button("Add", systemImage: "plus") { on.toggle() }
      RoundedRectangle(cornerRadius: 4)
        .fill(Color.red.shadow(.drop(radius: 3)))
        .frame(width: on ? 20 : 10, height: 10)
    }
  }
}

#Preview("Controls") { Controls() }

// expect-scene "Controls": states 2, transitions 4, tap 4
