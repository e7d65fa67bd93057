import SwiftUI

// Hand-counted: a provider whose `previews` is one Group of two views gives two scenes, one per
// view, named after the provider ("Pill") or by `.previewDisplayName` ("Second"); the #Preview
// after it is a third. Each Pill has its own `wide` (false, true) toggled by its tap: 2 states,
// 2 taps in every scene.
struct Pill: View {
  let label: String
  @State private var wide = false

  var body: some View {
    Capsule()
      .fill(Color.blue)
      .frame(width: wide ? 200 : 80, height: 40)
      .overlay(Text(label))
      .onTapGesture { withAnimation { wide.toggle() } }
  }
}

struct Pill_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Pill(label: "One")
      Pill(label: "Two").previewDisplayName("Second")
    }
  }
}

#Preview("Inline") { Pill(label: "Three") }

// expect-scene "Pill": states 2, transitions 2, tap 2
// expect-scene "Second": states 2, transitions 2, tap 2
// expect-scene "Inline": states 2, transitions 2, tap 2
