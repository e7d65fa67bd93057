import SwiftUI

// Hand-derived from SwiftUI's gesture values (`onTapGesture(count:coordinateSpace:perform:)`
// passes the tap's location, `LongPressGesture.onEnded` passes `true` once the press lasted its
// minimum duration) and docs/states.md: the location is not modelled, so the tap's action
// receives (0, 0), with a warning. `origin` goes from (5, 5) to (0, 0) on the square's tap and
// `held` from false to true on the circle's long press, independently: 4 states; the tap from
// each state with `origin` (5, 5) and the press from each with `held` false: 2 taps, 2 long
// presses.
struct Ripple: View {
  @State private var origin = CGPoint(x: 5, y: 5)
  @State private var held = false

  var body: some View {
    VStack {
      Rectangle()
        .frame(width: 100, height: 100)
        // expected-warning@+1 {{the tap's location is not modelled: this action receives the point (0, 0)}}
        .onTapGesture(count: 1, coordinateSpace: .local) { point in origin = point }
      Circle()
        .frame(width: 40, height: 40)
        .gesture(LongPressGesture(minimumDuration: 0.5).onEnded { finished in held = finished })
    }
  }
}

#Preview("Ripple") { Ripple() }

// expect-scene "Ripple": states 4, transitions 4, tap 2, longPress 2
