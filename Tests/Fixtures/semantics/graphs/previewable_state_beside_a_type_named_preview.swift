import SwiftUI

// Hand-counted: the preview's `@Previewable` state makes it a view of its own, which must not
// take the name of the module's `struct Preview` declared after it (a plain Swift name: macros
// are spelt with `#`). One Bool toggled by the tap: 2 states, 2 taps.
struct Lamp: View {
  @Binding var on: Bool

  var body: some View {
    Color.yellow
      .frame(width: on ? 100 : 50, height: 50)
      .onTapGesture { on.toggle() }
  }
}

#Preview {
  @Previewable @State var on = false
  Lamp(on: $on)
}

struct Preview {
  static let title = "Lamps"
}

// expect-scene "Lamp": states 2, transitions 2, tap 2
