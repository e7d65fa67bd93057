import SwiftUI

// Hand-counted: the `init` styles UIKit's tab bar, which Matchcut does not draw: the
// assignment is skipped with a warning naming `UITabBar`. `Array(repeating:count:)` gives two
// grid columns; `tag` and `coordinateSpace` cannot change geometry and are ignored. The tap
// toggles `wide`: 2 states, 2 taps.
struct Gallery: View {
  @State private var wide = false
  let columns = Array(repeating: GridItem(.flexible(), spacing: 8), count: 2)

  init() {
    // expected-warning@+1 {{'UITabBar' is skipped: it cannot change what the scene draws}}
    UITabBar.appearance().isHidden = true
  }

  var body: some View {
    LazyVGrid(columns: columns, spacing: 8) {
      ForEach(Array("ab"), id: \.self) { letter in
        Text(letter)
          .frame(height: wide ? 80 : 40)
          .tag(letter)
      }
    }
    .coordinateSpace(name: "grid")
    .onTapGesture { wide.toggle() }
  }
}

#Preview("Gallery") { Gallery() }

// expect-scene "Gallery": states 2, transitions 2, tap 2
