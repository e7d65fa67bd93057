import SwiftUI

// A `ForEach`'s `onDelete` and `onMove` act on a swipe or in edit mode, neither of which the
// explorer performs, and leave the resting rows as they are (swiftui-semantics §21.1): they are
// accepted without a diagnostic. Hand-counted: no tap, no state: 1 state, no transition.
struct Fruits: View {
  @State private var names = ["Apple", "Pear", "Plum"]

  var body: some View {
    List {
      ForEach(names, id: \.self) { name in
        Text(name)
      }
      .onDelete { offsets in names.remove(atOffsets: offsets) }
      .onMove { from, to in names.move(fromOffsets: from, toOffset: to) }
    }
  }
}

#Preview("Fruits") { Fruits() }

// expect-scene "Fruits": states 1, transitions 0
