import SwiftUI

// Hand-counted: a module with a #Preview compiles its previews; the app is never evaluated, so
// its scene types, its delegate adaptor and its scene modifiers need no support. One preview,
// one Bool toggled both ways by the tap: 2 states, 2 taps.
@main
struct NotesApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate

  var body: some Scene {
    WindowGroup {
      NoteCard()
    }
    .modelContainer(for: Note.self)
    #if os(macOS)
      Settings { SettingsView() }
    #endif
  }
}

struct NoteCard: View {
  @State private var open = false

  var body: some View {
    Capsule()
      .frame(width: open ? 240 : 80, height: 44)
      .onTapGesture { open.toggle() }
  }
}

#Preview("Card") { NoteCard() }

// expect-scene "Card": states 2, transitions 2, tap 2
