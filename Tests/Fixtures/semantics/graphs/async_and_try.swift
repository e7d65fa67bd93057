import SwiftUI

// Hand-counted: `async` functions run synchronously in the action that calls them, `await`
// and `try` are the value itself (nothing the evaluator runs throws), and `do` runs its body.
// The tap sets `loaded` to true through `load()`, the long press sets `count` to 1 through
// `bump()` inside `do`/`try`. Values (loaded, count): start (false, 0); tap → (true, 0); press →
// (false, 1); from (true, 0) the press → (true, 1); from (false, 1) the tap → (true, 1). Taps
// from a state with loaded = true and presses from one with count = 1 change nothing and are not
// edges: 4 states, 4 transitions (2 taps, 2 long presses).
struct Loader: View {
  @State private var loaded = false
  @State private var count = 0

  func load() async -> Bool { true }
  func bump() throws { count = 1 }

  var body: some View {
    VStack {
      Text(loaded ? "Loaded" : "Loading")
        .onTapGesture { Task { loaded = await load() } }
      Text("\(count)")
        .onLongPressGesture {
          do {
            try bump()
          } catch {
            count = 0
          }
        }
    }
  }
}

#Preview("Loader") { Loader() }

// expect-scene "Loader": states 4, transitions 4, tap 2, longPress 2
