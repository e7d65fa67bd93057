import SwiftUI

// Hand-counted (docs/semantics.md "Navigation"): `NavigationStack(path:)` binds the pushed
// values, and appending to the `NavigationPath` pushes the destination its type declares. The
// tap toggles `big` and pushes "detail"; the pushed view covers the circle, so the only tap
// left is the bar's back button, which pops and keeps `big`. (big, path): (false, []) →
// (true, [detail]) → (true, []) → (false, [detail]) → (false, []): 4 states, 4 taps.
// `Image(systemName:variableValue:)` is the symbol.
struct Routes: View {
  @State private var path = NavigationPath()
  @State private var big = false
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Image(systemName: "wifi", variableValue: 0.5)
        Circle().frame(width: big ? 80 : 40, height: big ? 80 : 40)
          .onTapGesture {
            big.toggle()
            path.append("detail")
          }
      }
      .navigationDestination(for: String.self) { value in Text(value) }
    }
  }
}
#Preview("Routes") { Routes() }

// expect-scene "Routes": states 4, transitions 4, tap 4
