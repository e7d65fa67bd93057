import SwiftUI

// Hand-counted (docs/semantics.md "Navigation"):
// "Links": the root has a link to Int 1, a link whose String value has no destination (it cannot
// be activated, so it offers no tap) and a link with a destination view. A pushed Int n shows a
// link to n + 1 while n < 2, and a circle whose tap calls `dismiss`. Paths: [] (s0), [1], [1, 2],
// [view]: 4 states. Taps: [] → [1], [] → [view], [1] → [1, 2]; back buttons [1] → [],
// [1, 2] → [1], [view] → []; dismiss [1] → [], [1, 2] → [1] (the same edges as the back
// buttons, each a transition of its own): 3 + 3 + 2 = 8 taps.
// "Flags": `navigationDestination(isPresented:)` and `(item:)` push while set; the buttons set
// them, the pushed views' back buttons clear them: (false, nil) → (true, nil) and
// (false, nil) → (false, 7); each pushed view covers the root's buttons, so nothing else is
// reachable: 3 states, 2 + 2 = 4 taps.
struct Links: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("One", value: 1)
        // expected-warning@+1 {{this NavigationLink's value of type 'String' has no 'navigationDestination' in its stack: it cannot be activated}}
        NavigationLink("Words", value: "words")
        NavigationLink("Plain") { Color.orange }
      }
      .navigationDestination(for: Int.self) { n in
        Level(n: n)
      }
    }
  }
}

struct Level: View {
  let n: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      if n < 2 {
        NavigationLink("Next", value: n + 1)
      }
      Circle().frame(width: 40, height: 40).onTapGesture { dismiss() }
    }
    .navigationTitle("Level \(n)")
  }
}

struct Flags: View {
  @State private var showsInfo = false
  @State private var picked: Int?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Info") { showsInfo = true }
        Button("Pick") { picked = 7 }
      }
      .navigationDestination(isPresented: $showsInfo) { Color.green }
      .navigationDestination(item: $picked) { value in Text("\(value)") }
    }
  }
}

#Preview("Links") { Links() }
#Preview("Flags") { Flags() }

// expect-scene "Links": states 4, transitions 8, tap 8
// expect-scene "Flags": states 3, transitions 4, tap 4
