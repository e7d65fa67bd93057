import SwiftUI

// Hand-counted: writing `slider.offset = 0` stores the declared `CGFloat`, so the state after a
// round trip equals the initial one (the initializer made `0.0`, the literal is an `Int`). The
// tap moves the knob to 10 and back: 2 states, 2 taps (3 if the round trip made a new state).
private struct GestureProperties {
  var offset: CGFloat = 0
  var lastOffset: CGFloat = 0
}
struct Knob: View {
  @State private var slider1: GestureProperties = .init()
  var body: some View {
    Circle().frame(width: 20, height: 20).offset(x: slider1.offset)
      .onTapGesture { slider1.offset = slider1.offset == 0 ? 10 : 0 }
  }
}
#Preview("Knob") { Knob() }

// expect-scene "Knob": states 2, transitions 2, tap 2
