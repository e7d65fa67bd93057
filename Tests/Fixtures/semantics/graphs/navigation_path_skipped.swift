import SwiftUI

// Hand-counted: `NavigationStack(path:)` binds the pushed routes; pushes are not explored,
// so appending to a `NavigationPath` is skipped with a warning and the stack stays at its root.
// `Image(systemName:variableValue:)` is the symbol. One Bool the tap toggles: 2 states, 2 taps.
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
            // expected-warning@+1 {{'NavigationPath' is skipped: pushes are not explored, so the stack stays at its root}}
            path.append("detail")
          }
      }
      .navigationDestination(for: String.self) { value in Text(value) }
    }
  }
}
#Preview("Routes") { Routes() }

// expect-scene "Routes": states 2, transitions 2, tap 2
