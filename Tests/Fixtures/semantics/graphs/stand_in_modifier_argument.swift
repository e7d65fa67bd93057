import SwiftUI

// Hand-derived from docs/semantics.md "Code that is not about views": `Calendar` is not
// evaluated, so an angle computed from it cannot reach `rotationEffect`; the modifier is not
// applied, with a warning naming the stand-in, and the rest of the scene compiles. The button
// toggles `ticking`: 2 states, 2 taps.
struct Clock: View {
  @State private var ticking = false
  private var seconds: Int { Calendar.current.component(.second, from: .now) }

  var body: some View {
    VStack {
      Capsule()
        .frame(width: 4, height: 60)
        // expected-warning@+1 {{'rotationEffect' is not applied: its argument comes from 'Calendar', which is not evaluated}}
        .rotationEffect(.degrees(Double(seconds) * 6))
        .opacity(ticking ? 1 : 0.5)
      Button(ticking ? "Stop" : "Start") { ticking.toggle() }
    }
  }
}

#Preview("Clock") { Clock() }

// expect-scene "Clock": states 2, transitions 2, tap 2
