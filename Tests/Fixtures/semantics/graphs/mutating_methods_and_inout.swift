import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Methods" — a `mutating`
// method changes the value it is called on, and may assign `self` — and "Functions", "In-Out
// Parameters" — the parameter's final value is copied back to the argument):
// "Meter": each tap calls `reading.advance()` on the @State struct (value 0 → 3 → 6, the
//   second `mutating` call by implicit self adds 1 after `value += 2`), flips `mode` with a
//   `mutating` enum method that assigns `self`, and moves the struct inside an array with
//   `dots[1].reset()`. After the first tap: value 3, mode .on, dots[1] back at 0 (it started
//   at 9). After the second: value 6, mode .off. The third tap would make 9, which `advance`
//   refuses (`guard value < 6`), and flipping `mode` again gives .on: value 6, mode .on.
//   Then the fourth tap flips back to (6, .off), a state already seen. States: (0,off,9),
//   (3,on,0), (6,off,0), (6,on,0): 4 states, 4 taps.
// "Doubler": `double(&total)` doubles the local copy and writes it back, then `swapped(&a, &b)`
//   exchanges two locals; `total` 1 → 2 → 4 → 8, and the tap stops at 8 (`if next <= 8`):
//   4 states, 3 taps (at 8 the tap changes nothing).
enum Mode {
  case on, off

  mutating func flip() {
    self = self == .on ? .off : .on
  }
}

struct Reading {
  var value = 0

  mutating func advance() {
    guard value < 6 else { return }
    value += 2
    nudge()
  }

  mutating func nudge() { value += 1 }
}

struct Dot {
  var offset: CGFloat

  mutating func reset() { offset = 0 }
}

struct Meter: View {
  @State private var reading = Reading()
  @State private var mode = Mode.off
  @State private var dots = [Dot(offset: 4), Dot(offset: 9)]

  var body: some View {
    Text("\(reading.value)")
      .offset(x: dots[1].offset)
      .onTapGesture {
        reading.advance()
        mode.flip()
        dots[1].reset()
      }
  }
}

func double(_ number: inout Int) {
  number *= 2
}

func swapped(_ a: inout Int, _ b: inout Int) {
  let kept = a
  a = b
  b = kept
}

struct Doubler: View {
  @State private var total = 1

  var body: some View {
    Text("\(total)")
      .onTapGesture {
        var next = total
        double(&next)
        var low = next
        var high = 0
        swapped(&low, &high)
        if high == next, low == 0, next <= 8 { total = next }
      }
  }
}

#Preview("Meter") { Meter() }
#Preview("Doubler") { Doubler() }

// expect-scene "Meter": states 4, transitions 4, tap 4
// expect-scene "Doubler": states 4, transitions 3, tap 3
