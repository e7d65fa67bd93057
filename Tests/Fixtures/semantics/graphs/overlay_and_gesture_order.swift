import SwiftUI

// Hand-counted (swiftui-semantics §6, docs/states.md "Reachability"): modifiers wrap in the
// order they are written. The card's tap is written after its dimming overlay, so it wraps the
// overlay and receives taps on it; the badge's tap is written before a covering colour overlay,
// which takes the taps instead. Only `expanded` changes: 2 states, 2 taps.
struct Card: View {
  @State private var expanded = false
  @State private var badged = false

  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 16)
        .frame(height: expanded ? 300 : 200)
        .overlay(Color.black.opacity(0.3))
        .onTapGesture { expanded.toggle() }
      Circle()
        .frame(width: badged ? 30 : 20, height: 20)
        .onTapGesture { badged.toggle() }
        .overlay(Color.white)
    }
  }
}

#Preview("Card") { Card() }

// expect-scene "Card": states 2, transitions 2, tap 2
