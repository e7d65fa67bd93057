import SwiftUI

// Hand-counted (docs/semantics.md "Code that is not about views"): `URLSession.shared.data(from:)`
// is framework code Matchcut does not run; destructuring its result gives each name the
// stand-in, so the task goes on and sets `loaded`. The view appears (s0 → s1, an appear edge):
// 2 states, 1 transition.
struct Feed: View {
  @State private var loaded = false

  var body: some View {
    Color.orange
      .frame(height: loaded ? 200 : 100)
      .task {
        guard let url = URL(string: "https://example.com") else { return }
        do {
          let (data, _) = try await URLSession.shared.data(from: url)
          _ = data
          loaded = true
        } catch {
          loaded = false
        }
      }
  }
}

#Preview("Feed") { Feed() }

// expect-scene "Feed": states 2, transitions 1, appear 1
