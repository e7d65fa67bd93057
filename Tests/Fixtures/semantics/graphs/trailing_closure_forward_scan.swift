import SwiftUI

// Hand-derived from SE-0286 ("Forward-scan matching for trailing closures"): an unlabelled
// trailing closure passes over a parameter of function type that has a default when a later
// parameter of function type has none. `banner(isShown:onClose:content:)` called with
// `(isShown:) { … }` gives the closure to `content`, so the banner draws its text. The tap
// shows it: 2 states; the tap from the hidden state only (the text's own tap does nothing):
// 1 tap.
extension View {
  func banner<Content: View>(
    isShown: Bool, onClose: @escaping () -> Void = {}, content: @escaping () -> Content
  ) -> some View {
    overlay(alignment: .top) {
      if isShown { content() }
    }
  }
}

struct Page: View {
  @State private var shown = false

  var body: some View {
    Color.white
      .frame(width: 200, height: 200)
      .onTapGesture { shown = true }
      .banner(isShown: shown) {
        Text("Saved")
      }
  }
}

#Preview("Page") { Page() }

// expect-scene "Page": states 2, transitions 1, tap 1
