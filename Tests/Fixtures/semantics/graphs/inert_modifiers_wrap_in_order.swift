import SwiftUI

// Hand-derived from the order modifiers wrap in (swiftui-semantics §6) and the hit-testing rule
// (docs/states.md): `opacity(0)` and `allowsHitTesting(false)` take touches away from the view
// they wrap, which holds the overlays written before them but not those written after.
//
// "Reveal": the card is invisible but its overlay, written after the opacity, is not: its
// button toggles `open` (s0 ⇄ s1, 2 taps). The card's own tap gesture, inside the opacity, is
// never offered, so `count` stays 0; so is the tap inside `allowsHitTesting(false)`.
struct Reveal: View {
  @State private var open = false
  @State private var count = 0

  var body: some View {
    VStack {
      Color.blue.frame(width: 100, height: 100)
        .onTapGesture { count += 1 }
        .opacity(0)
        .overlay {
          Button(open ? "Close" : "Open") { open.toggle() }
        }
      Text("Locked")
        .onTapGesture { count += 1 }
        .allowsHitTesting(false)
    }
  }
}

#Preview("Reveal") { Reveal() }

// expect-scene "Reveal": states 2, transitions 2, tap 2
