import SwiftUI

// Hand-counted (swiftui-semantics §15.9 bindings; a `.constant` binding ignores writes): the
// preview passes `.constant(.home)` for `@Binding var selected: T`, whose `T` only the other
// argument names, so `.home` stays an implicit member until compared. Assigning `current` (a
// `Tab`) writes to the constant: nothing changes, with the warning the explorer gives an
// action that never changes the state. 1 state, no transitions.
enum Tab: Hashable {
  case home, search
}

struct TabButton<T: Hashable>: View {
  var current: T
  @Binding var selected: T

  var body: some View {
    // expected-warning@+1 {{this tap action never changes the state}}
    Button("Go") { selected = current }
      .frame(width: selected == current ? 60 : 40)
  }
}

#Preview("Button") { TabButton(current: Tab.search, selected: .constant(.home)) }

// expect-scene "Button": states 1, transitions 0
