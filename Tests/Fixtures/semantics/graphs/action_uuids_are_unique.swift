import SwiftUI

// Hand-derived from docs/states.md "UUIDs": a `UUID()` made by an action differs from every UUID
// the state it runs from holds, as real UUIDs are unique. "Chips": the add button appends a chip
// whose id is `UUID()`, written at one place. s0 = [], s1 = [a], s2 = [a, b]: the second chip's id
// is not the first's, so the `ForEach` has two distinct ids and no duplicate-id warning. Remove
// takes the last chip off: s2 → s1 → s0, and adding again from s0 makes the same [a] (the same
// action from the same state gives the same id). 3 states; add s0→s1, s1→s2, remove s2→s1,
// s1→s0: 4 taps.
struct Chip: Identifiable {
  let id = UUID()
  var label: String
}

struct Chips: View {
  @State private var chips: [Chip] = []

  var body: some View {
    VStack(spacing: 8) {
      HStack {
        ForEach(chips) { chip in
          Text(chip.label).padding(6).background(Capsule().fill(.yellow))
        }
      }
      if chips.count < 2 {
        Button("Add") { chips.append(Chip(label: "chip")) }
      }
      if !chips.isEmpty {
        Button("Remove") { chips.removeLast() }
      }
    }
  }
}

#Preview("Chips") { Chips() }

// expect-scene "Chips": states 3, transitions 4, tap 4
