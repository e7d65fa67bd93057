import SwiftUI

// Hand-derived from Swift's implicit member expressions: `.init(…)` where the type is
// `EdgeInsets` or `CGRect` constructs that type (every inset 0 when not given; a rectangle's
// maxY is y + height).
//
// "Insets": `.init()` has top 0, `custom` has top 4 and the rectangle's maxY is 2 + 4 = 6, so
// the condition holds and the button shows: tapping it sets `done` (s0 → s1, 1 tap). With any
// of the three read wrong the button would never show and the scene would have one state.
struct Insets: View {
  @State private var insets: EdgeInsets = .init()
  @State private var custom: EdgeInsets = .init(top: 4, leading: 0, bottom: 2, trailing: 0)
  @State private var rect: CGRect = .init(x: 1, y: 2, width: 3, height: 4)
  @State private var done = false

  var body: some View {
    VStack {
      if insets.top == 0 && custom.top == 4 && rect.maxY == 6 && !done {
        Button("Go") { done = true }
      }
    }
    .padding(.top, insets.top)
  }
}

#Preview("Insets") { Insets() }

// expect-scene "Insets": states 2, transitions 1, tap 1
