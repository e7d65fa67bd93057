import SwiftUI

// Hand-derived from the exploration rules (docs/states.md "Limits"): exploration is breadth
// first and stops at the first state past the limit (256), keeping what it found.
//
// "Counter": every tap adds one, so the states are count = 0…255 (256 states), reached from s0
// by one tap each: s0→s1 … s254→s255 are 255 tap transitions. The tap in s255 would make the
// 257th state: exploration stops there, with a warning, and the scene still compiles.
struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Add") {
      count += 1
    }
  }
}

// expected-warning@+1 {{preview 'Counter' has more than 256 states; it grows with 'Counter.count' (256 values so far)}}
#Preview("Counter") { Counter() }

// expect-scene "Counter": states 256, transitions 255, tap 255
