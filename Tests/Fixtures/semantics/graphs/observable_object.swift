import SwiftUI

// Hand-counted: the view model is one object (docs/semantics.md "Classes and view models").
// `Panel` owns it as a @StateObject and hands it down with .environmentObject; `Header` reads
// the same object with @EnvironmentObject. Its one published Bool `PanelModel.expanded` is the
// state: false, true (2 states). The rectangle's tap calls `toggle()`, which flips it both
// ways (2 taps); the header's tap sets it to false, which changes only the expanded state
// (1 tap): 3 transitions.
final class PanelModel: ObservableObject {
  @Published var expanded = false

  func toggle() {
    expanded.toggle()
  }
}

struct Header: View {
  @EnvironmentObject var model: PanelModel

  var body: some View {
    Text(model.expanded ? "Close" : "Open")
      .onTapGesture { model.expanded = false }
  }
}

struct Panel: View {
  @StateObject private var model = PanelModel()

  var body: some View {
    VStack {
      Header()
      RoundedRectangle(cornerRadius: 8)
        .frame(height: model.expanded ? 300 : 80)
        .onTapGesture { withAnimation { model.toggle() } }
    }
    .environmentObject(model)
  }
}

#Preview("Panel") { Panel() }

// expect-scene "Panel": states 2, transitions 3, tap 3
