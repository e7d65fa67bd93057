import SwiftData
import SwiftUI

// Hand-counted: a preview has no store (docs/semantics.md "Code that is not about views"), so
// `@Environment(\.modelContext)` is a context whose calls cannot change what the scene draws:
// each is skipped with a warning naming `ModelContext`, with or without `try`, and the rest of
// the action runs. The tap toggles `saved` around two skipped calls: 2 states, 2 taps. The
// long press only saves: it never changes the state.
struct NoteEditor: View {
  @Environment(\.modelContext) private var modelContext
  @State private var saved = false

  var body: some View {
    Text(saved ? "Saved" : "Draft")
      .onTapGesture {
        // expected-warning@+1 {{'ModelContext' is skipped: it cannot change what the scene draws}}
        modelContext.insert(saved)
        // expected-warning@+1 {{'ModelContext' is skipped: it cannot change what the scene draws}}
        try? modelContext.save()
        saved.toggle()
      }
      .onLongPressGesture {  // expected-warning {{this longPress action never changes the state}}
        // expected-warning@+1 {{'ModelContext' is skipped: it cannot change what the scene draws}}
        try? modelContext.save()
      }
  }
}

#Preview("Editor") { NoteEditor() }

// expect-scene "Editor": states 2, transitions 2, tap 2
