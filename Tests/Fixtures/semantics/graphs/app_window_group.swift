import SwiftUI

// Hand-counted: the module has no #Preview, so the content of the app's WindowGroup is the one
// scene (docs/semantics.md "Apps"), named after its root view. The scene modifier after the
// group (`.defaultSize`) and the app's `init` set up the window, not views, and are never
// evaluated. `accent` is a property of the app that the content reads. The tap toggles
// `expanded` both ways: 2 states, 2 taps.
@main
struct PantryApp: App {
  let accent = Color.orange

  init() {
    UINavigationBar.appearance().tintColor = .orange
  }

  var body: some Scene {
    WindowGroup {
      PantryView(accent: accent)
    }
    .defaultSize(width: 400, height: 600)
  }
}

struct PantryView: View {
  let accent: Color
  @State private var expanded = false

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(accent)
      .frame(width: expanded ? 300 : 100, height: 100)
      .onTapGesture { withAnimation { expanded.toggle() } }
  }
}

// expect-scene "PantryView": states 2, transitions 2, tap 2
