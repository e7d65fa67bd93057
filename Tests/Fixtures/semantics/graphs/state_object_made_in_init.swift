import SwiftUI

// Hand-counted: the view makes its model in its `init` with `StateObject(wrappedValue:)`; the
// model starts closed as the preview passes `open: false`, and the tap toggles it: 2 states,
// 2 taps.
final class Drawer: ObservableObject {
  @Published var open: Bool

  init(open: Bool) {
    self.open = open
  }
}

struct DrawerView: View {
  @StateObject private var drawer: Drawer

  init(open: Bool) {
    _drawer = StateObject(wrappedValue: Drawer(open: open))
  }

  var body: some View {
    Color.teal
      .frame(width: 200, height: drawer.open ? 300 : 80)
      .onTapGesture { withAnimation { drawer.open.toggle() } }
  }
}

#Preview("Drawer") { DrawerView(open: false) }

// expect-scene "Drawer": states 2, transitions 2, tap 2
