import SwiftUI

// A static of `extension AnyTransition` that calls the type's own statics unqualified
// (`asymmetric(…)`, `self.move(…)`), as Swift resolves a name in a static context against
// `Self`. Hand-counted: one Bool toggled by a tap: 2 states, 2 taps.
extension AnyTransition {
  static var slideIn: AnyTransition {
    asymmetric(insertion: .move(edge: .trailing), removal: .opacity)
  }

  static var fromTop: AnyTransition {
    self.move(edge: .top)
  }
}

struct Banner: View {
  @State private var shown = false

  var body: some View {
    VStack {
      if shown {
        Text("Saved").transition(.slideIn)
        Text("Synced").transition(.fromTop)
      }
      Text("Toggle").onTapGesture { withAnimation { shown.toggle() } }
    }
  }
}

#Preview("Banner") { Banner() }

// expect-scene "Banner": states 2, transitions 2, tap 2
