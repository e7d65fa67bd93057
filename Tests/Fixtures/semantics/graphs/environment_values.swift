import SwiftUI

// Hand-counted: a preview is an iPhone in light mode, presented by nobody (docs/semantics.md
// "Property wrappers"): colorScheme is .light, horizontalSizeClass .compact, verticalSizeClass
// .regular, isEnabled true, displayScale 3, and dismiss() does nothing. So the card is 200 wide
// (compact), the tap toggles `zoomed` and calls dismiss, which changes nothing else, and the
// long press's only statement is dismiss(): it never changes the state. States: zoomed false,
// true: 2 states, 2 taps; the long press is offered and never changes anything (a warning).
struct ThemedCard: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.displayScale) private var scale
  @Environment(\.dismiss) private var dismiss
  @State private var zoomed = false

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(colorScheme == .dark ? Color.black : Color.white)
      .frame(width: sizeClass == .compact ? 200 : 400, height: verticalSizeClass == .regular ? 120 : 60)
      .opacity(isEnabled ? 1 : 0.5)
      .scaleEffect(zoomed ? scale : 1)
      .onTapGesture {
        zoomed.toggle()
        dismiss()
      }
      .onLongPressGesture { dismiss() }  // expected-warning {{this longPress action never changes the state}}
  }
}

#Preview("Themed") { ThemedCard() }

// expect-scene "Themed": states 2, transitions 2, tap 2
