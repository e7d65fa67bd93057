import SwiftUI

// Hand-counted: `.task { await feed.load() }` runs when the view appears, as onAppear does
// (its async code synchronously); a Binding extension builds `Binding(get:set:)` over the view
// model's optional. States (items, selected): s0 ([], nil) with the task pending; the appear
// runs it → s1 (["a", "b"], nil). From s1 the row taps select "a" (s2) or "b" (s3). From s2: "b"
// → s3, "Close" sets the computed binding to false, whose setter clears the selection → s1; "a"
// changes nothing. From s3 likewise "a" → s2 and "Close" → s1. 4 states; 1 appear and 6 taps.
final class Feed: ObservableObject {
  @Published var items: [String] = []
  @Published var selected: String?

  func load() async {
    items = ["a", "b"]
  }
}

extension Binding where Value == String? {
  var isPresented: Binding<Bool> {
    Binding<Bool>(
      get: { self.wrappedValue != nil },
      set: { if !$0 { self.wrappedValue = nil } }
    )
  }
}

struct CloseButton: View {
  @Binding var shown: Bool

  var body: some View {
    Text("Close").onTapGesture { shown = false }
  }
}

struct FeedView: View {
  @StateObject private var feed = Feed()

  var body: some View {
    VStack {
      ForEach(feed.items, id: \.self) { item in
        Text(item).onTapGesture { feed.selected = item }
      }
      if feed.selected != nil {
        CloseButton(shown: $feed.selected.isPresented)
      }
    }
    .task { await feed.load() }
  }
}

#Preview("Feed") { FeedView() }

// expect-scene "Feed": states 4, transitions 7, appear 1, tap 6
