import SwiftUI

// Hand-derived from onChange(of:initial:_:) (Apple: the action runs when the value changes,
// with the old and new values; docs/semantics.md "Reactions"). Values (count, even, flips):
// start (0, true, 0). A tap adds 1 while `even`, else 2, until count reaches 5.
//   tap: count 0 → 1; `count` changed, so even = (1 is even) = false; `even` changed, so
//        flips = 1 → (1, false, 1)
//   tap: count 1 → 3; even stays false, so the second reaction does not run → (3, false, 1)
//   tap: count 3 → 5 → (5, false, 1); further taps change nothing.
// 4 states, 3 taps. (Without reactions it would count 0, 1, …, 5 in steps of 1: 6 states.)
struct Reacting: View {
  @State private var count = 0
  @State private var even = true
  @State private var flips = 0

  var body: some View {
    Text("\(count) \(flips)")
      .onChange(of: count) { _, new in
        even = new % 2 == 0
      }
      .onChange(of: even) {
        flips += 1
      }
      .onTapGesture {
        guard count < 5 else { return }
        count += even ? 1 : 2
      }
  }
}

#Preview("Reacting") { Reacting() }

// expect-scene "Reacting": states 4, transitions 3, tap 3
