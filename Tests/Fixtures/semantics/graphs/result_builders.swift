import SwiftUI

// Hand-derived from SE-0289 (result builders; The Swift Programming Language, "Advanced
// Operators", "Result Builders"): a closure or stored property marked with the module's
// `@ActionBuilder` is built from its statements — each expression is a component, an `if`
// adds its taken branch's — passed to `buildBlock`, which here drops nothing. `Row` shows its
// enabled actions: "Share" in every state, "Delete" only while `on`; the `menu` helper counts
// its two actions. An `Identifiable` type whose `id` is computed identifies the rows. The tap
// toggles `on`: 2 states, 2 taps.
struct Action: Identifiable {
  var title: String
  var enabled = true
  var id: String { title }
}

@resultBuilder
struct ActionBuilder {
  static func buildBlock(_ components: Action...) -> [Action] { components.compactMap { $0 } }
}

struct Row: View {
  @ActionBuilder var actions: [Action]

  var body: some View {
    HStack {
      ForEach(actions.filter { $0.enabled }) { action in
        Text(action.title)
      }
    }
  }
}

extension View {
  func menu(@ActionBuilder items: () -> [Action]) -> some View {
    overlay { Text("\(items().count)") }
  }
}

struct Actions: View {
  @State private var on = false

  var body: some View {
    Row {
      Action(title: "Share")
      if on { Action(title: "Delete") }
      Action(title: "Hidden", enabled: false)
    }
    .menu {
      Action(title: "A")
      Action(title: "B")
    }
    .onTapGesture { on.toggle() }
  }
}

#Preview("Actions") { Actions() }

// expect-scene "Actions": states 2, transitions 2, tap 2
