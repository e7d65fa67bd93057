import SwiftUI

// Hand-counted: an @Observable class held in @State, passed to a child as @Bindable and read
// by a grandchild with @Environment(Library.self). `$library.favourite` binds to the object's
// property. One object, one Bool `Library.favourite`: 2 states. The toggle button flips it both
// ways through the binding (2 taps); the badge's tap calls `clear()` on the environment's
// object, which sets it to false (1 tap, from true only): 3 transitions.
@Observable
final class Library {
  var favourite = false

  func clear() { favourite = false }
}

struct Badge: View {
  @Environment(Library.self) private var library

  var body: some View {
    Circle()
      .frame(width: library.favourite ? 40 : 20, height: 20)
      .onTapGesture { library.clear() }
  }
}

struct FavouriteButton: View {
  @Binding var on: Bool

  var body: some View {
    Text(on ? "Unfavourite" : "Favourite").onTapGesture { on.toggle() }
  }
}

struct Shelf: View {
  @Bindable var library: Library

  var body: some View {
    VStack {
      FavouriteButton(on: $library.favourite)
      Badge()
    }
  }
}

struct Root: View {
  @State private var library = Library()

  var body: some View {
    Shelf(library: library).environment(library)
  }
}

#Preview("Shelf") { Root() }

// expect-scene "Shelf": states 2, transitions 3, tap 3
