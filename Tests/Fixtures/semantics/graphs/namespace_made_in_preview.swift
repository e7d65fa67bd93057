import SwiftUI

// A view that takes its matched-geometry namespace as a parameter, previewed with a namespace
// made on the spot (`Namespace().wrappedValue`): the preview's namespace is one of its own, so
// the thumbnail and the detail, swapped by a tap, pair in it. `StackNavigationViewStyle()` is a
// style value of a modifier that does not change an iPhone's geometry (swiftui-semantics §21.1).
// Hand-counted: one Bool toggled both ways by a tap on either view: 2 states, 2 taps.
struct Gallery: View {
  let namespace: Namespace.ID
  @State private var open = false

  var body: some View {
    ZStack {
      if open {
        Color.blue.frame(width: 300, height: 400)
          .matchedGeometryEffect(id: "photo", in: namespace)
          .onTapGesture { withAnimation { open = false } }
      } else {
        Color.blue.frame(width: 80, height: 80)
          .matchedGeometryEffect(id: "photo", in: namespace)
          .onTapGesture { withAnimation { open = true } }
      }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

#Preview("Gallery") { Gallery(namespace: Namespace().wrappedValue) }

// expect-scene "Gallery": states 2, transitions 2, tap 2
