import SwiftUI

// Hand-counted: @AppStorage and @SceneStorage are state starting from their declared default;
// @FocusState is state with nothing focused (false); @GestureState is its initial value
// whenever no finger is down, so `.updating` never shows in a state at rest; a @Query of a
// type that is not a model class of the module is empty (with a warning). The tap toggles `compact` (AppStorage),
// the long press toggles `tab`'s flag (SceneStorage "grid"/"list"): 2 × 2 = 4 states, each
// action changes every state: 8 transitions, 4 taps and 4 long presses.
struct Settings: View {
  @AppStorage("compact") private var compact = false
  @SceneStorage("layout") private var layout = "grid"
  @FocusState private var searching: Bool
  @GestureState private var pressOffset = CGSize.zero
  // expected-warning@+1 {{'String' is not a model class of this module: the query's result is empty}}
  @Query private var notes: [String]

  var body: some View {
    VStack {
      Rectangle()
        .frame(width: compact ? 100 : 200, height: layout == "grid" ? 80 : 40)
        .offset(pressOffset)
        .onTapGesture { compact.toggle() }
        // expected-warning@+1 {{this drag action never changes the state}}
        .gesture(DragGesture().updating($pressOffset) { value, state, _ in state = value.translation })
      Text(searching ? "Searching" : "\(notes.count) notes")
        .onLongPressGesture { layout = layout == "grid" ? "list" : "grid" }
    }
  }
}

#Preview("Settings") { Settings() }

// expect-scene "Settings": states 4, transitions 8, tap 4, longPress 4
