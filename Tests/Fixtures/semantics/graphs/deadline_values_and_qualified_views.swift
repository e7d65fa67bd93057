import SwiftUI

// Hand-derived from docs/states.md "Timers" and the Swift rules cited inline.
//
// "Stagger": the tap calls `reveal(after: .now() + 0.25)`, a function taking the deadline as a
// `DispatchTime` value (Dispatch: `DispatchTime + Double` is a time that many seconds later)
// and handing it to `asyncAfter(deadline:)`: s0 → tap → s1 (armed, waiting 0.25 s) → timer
// 0.25 → s2 (shown). In s1 and s2 the tap returns at its guard. 3 states, tap 1, timer 1.
//
// "Offsets": a model's `var offset: CGSize = .zero` moves the text by nothing; the tap adds
// the items of `extra` with `append(contentsOf:)` (three items, not one array element) and
// sets `offset` to 10 × 10 once the count is 4 — a count that only holds when each item is
// appended by itself (Swift: `append(contentsOf:)` adds every element of the sequence).
// `SwiftUI.Tab.init(…)` is the built-in tab view named through its module. 2 states, 1 tap.
struct Stagger: View {
  @State private var armed = false
  @State private var shown = false

  func reveal(after deadline: DispatchTime) {
    DispatchQueue.main.asyncAfter(deadline: deadline) {
      withAnimation(.easeOut) { shown = true }
    }
  }

  var body: some View {
    Text(shown ? "Shown" : "Hidden")
      .onTapGesture {
        guard !armed else { return }
        armed = true
        reveal(after: .now() + 0.25)
      }
  }
}

@Observable
final class Placement {
  var offset: CGSize = .zero
}

struct Offsets: View {
  @State private var placement = Placement()
  @State private var items = [1]
  private let extra = [2, 3, 4]

  var body: some View {
    TabView {
      SwiftUI.Tab.init("Items", systemImage: "square") {
        Text("\(items.count) items")
          .offset(placement.offset)
          .onTapGesture {
            guard items.count == 1 else { return }
            items.append(contentsOf: extra)
            if items.count == 4 { placement.offset = CGSize(width: 10, height: 10) }
          }
      }
    }
  }
}

#Preview("Stagger") { Stagger() }
#Preview("Offsets") { Offsets() }

// expect-scene "Stagger": states 3, transitions 2, tap 1, timer 1
// expect-edge "Stagger" t0: s0 -> s1 tap
// expect-edge "Stagger" t1: s1 -> s2 timer 0.25
// expect-scene "Offsets": states 2, transitions 1, tap 1
