import SwiftUI

// Hand-counted: a type qualified by its module (`SwiftUI.Color`, `SwiftUI.Image`, a property
// declared `SwiftUI.Color`) is the type itself, as when an app declares a `Color` or `Image`
// of its own elsewhere. One Bool the tap toggles: 2 states, 2 taps.
struct Swatch: View {
  @State private var picked = false
  let tint: SwiftUI.Color = .orange

  var body: some View {
    VStack {
      SwiftUI.Image(systemName: "paintpalette")
      SwiftUI.Color.blue
        .frame(width: picked ? 80 : 40, height: 40)
        .foregroundStyle(tint)
        .onTapGesture { picked.toggle() }
    }
  }
}

#Preview("Swatch") { Swatch() }

// expect-scene "Swatch": states 2, transitions 2, tap 2
