import SwiftUI

// Hand-derived: a preview body may declare its own `@Namespace` beside its `@State`, as code
// written before `@Previewable` does, and pass it to a view that takes a `Namespace.ID`;
// `ColorScheme.dark` is the colour scheme's case (accepted, the preview draws light). The card
// flips between its small and large frame: 2 states, 2 taps.
struct Card: View {
  var namespace: Namespace.ID
  @Binding var open: Bool

  var body: some View {
    if open {
      RoundedRectangle(cornerRadius: 20)
        .frame(width: 200, height: 300)
        .matchedGeometryEffect(id: "card", in: namespace)
        .onTapGesture { withAnimation { open = false } }
    } else {
      RoundedRectangle(cornerRadius: 10)
        .frame(width: 100, height: 60)
        .matchedGeometryEffect(id: "card", in: namespace)
        .onTapGesture { withAnimation { open = true } }
    }
  }
}

#Preview("Card") {
  @State var open = false
  @Namespace var namespace

  return Card(namespace: namespace, open: $open)
    .preferredColorScheme(ColorScheme.dark)
}

// expect-scene "Card": states 2, transitions 2, tap 2
