import SwiftUI

// An edit button draws "Edit" as a button's label while edit mode is inactive, as it is in a
// preview (swiftui-semantics §23.6); in a navigation bar's items it is accepted with them.
// Hand-counted: no state: 1 state, no transition.
struct Shelf: View {
  var body: some View {
    NavigationView {
      VStack {
        EditButton()
        Text("Books")
      }
      .navigationBarItems(trailing: EditButton())
    }
  }
}

#Preview("Shelf") { Shelf() }

// expect-scene "Shelf": states 1, transitions 0
