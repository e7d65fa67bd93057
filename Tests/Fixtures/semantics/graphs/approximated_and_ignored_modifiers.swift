import SwiftUI

// Hand-counted: the text-design modifiers are not applied (a warning each, once per scene),
// system UI modifiers are ignored (notes, not counted here), `navigationBarTitle` is read as the
// title. One Bool toggled by the tap: 2 states, 2 taps.
struct Settings: View {
  @State private var compact = false
  @State private var query = ""

  var body: some View {
    NavigationStack {
      VStack {
        Text("Total")
          // expected-warning@+1 {{'fontDesign' is not applied: the views are laid out without it, so their sizes can differ slightly from SwiftUI's}}
          .fontDesign(.rounded)
          // expected-warning@+1 {{'monospacedDigit' is not applied: the views are laid out without it, so their sizes can differ slightly from SwiftUI's}}
          .monospacedDigit()
        Text("Second")
          .fontDesign(.serif)
        RoundedRectangle(cornerRadius: 12)
          .frame(height: compact ? 60 : 120)
          .redacted(reason: .placeholder)
          .onTapGesture { compact.toggle() }
      }
      .searchable(text: $query)
      .navigationBarTitle("Settings", displayMode: .inline)
    }
  }
}

#Preview("Settings") { Settings() }

// expect-scene "Settings": states 2, transitions 2, tap 2
