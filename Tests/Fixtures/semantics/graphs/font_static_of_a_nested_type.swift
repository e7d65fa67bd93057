import SwiftUI

// Hand-counted: `.font(.Tab.label)` names a static of a type nested in `extension Font`
// (The Swift Programming Language, "Implicit Member Expression" allows a chain of members
// ending in the expected type). It builds with no diagnostic: 1 state.
extension Font {
  struct Tab {
    static let label: Font = .system(size: 10, weight: .regular)
  }
}

struct TabLabel: View {
  var body: some View {
    Text("Home").font(.Tab.label)
  }
}

#Preview("TabLabel") { TabLabel() }

// expect-scene "TabLabel": states 1, transitions 0
