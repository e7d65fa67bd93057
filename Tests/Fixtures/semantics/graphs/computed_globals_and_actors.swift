import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Properties" — global
// variables may be computed — and "Concurrency" — an actor is a reference type whose methods
// are reached with `await`):
// "Steps": `stepLimit` is computed from `baseLimit` (2) as 3, so the tap moves `step` 0 → 1 →
//   2 → 3 and then changes nothing: 4 states, 3 taps.
// "Ledger": both `add` calls reach the one `Ledger` the action made, so the second returns 2
//   and `settled` becomes true: 2 states, 1 tap (the second tap changes nothing).
let baseLimit = 2
var stepLimit: Int { baseLimit + 1 }

actor Ledger {
  var entries: [Int] = []

  func add(_ amount: Int) -> Int {
    entries.append(amount)
    return entries.count
  }
}

struct Steps: View {
  @State private var step = 0

  var body: some View {
    Text("Step \(step)")
      .onTapGesture {
        if step < stepLimit { step += 1 }
      }
  }
}

struct LedgerView: View {
  @State private var settled = false

  var body: some View {
    Text(settled ? "Settled" : "Open")
      .onTapGesture {
        Task {
          let ledger = Ledger()
          _ = await ledger.add(5)
          let count = await ledger.add(7)
          if count == 2 { settled = true }
        }
      }
  }
}

#Preview("Steps") { Steps() }
#Preview("Ledger") { LedgerView() }

// expect-scene "Steps": states 4, transitions 3, tap 3
// expect-scene "Ledger": states 2, transitions 1, tap 1
