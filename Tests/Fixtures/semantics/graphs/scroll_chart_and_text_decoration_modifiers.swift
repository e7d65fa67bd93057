import SwiftUI

// Hand-counted from docs/semantics.md "Accepted and ignored" (swiftui-semantics §21.5, §21.6,
// §21.9): a scroll view's starting anchor and indicator flash, a bar's background visibility,
// a chart's scales and a custom text attribute change no resting geometry (notes, not counted
// here); a row background, a strikethrough and an underline are drawing effects left out (a
// warning each); a `.transaction` closure is not run (a warning). One Bool toggled by the
// tap: 2 states, 2 taps.
struct Ledger: View {
  @State private var settled = false

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack {
          Text("Rent")
            // expected-warning@+1 {{'strikethrough' leaves layout unchanged and is not drawn: the view is drawn without it (swiftui-semantics §21.6)}}
            .strikethrough(settled)
            // expected-warning@+1 {{'underline' leaves layout unchanged and is not drawn: the view is drawn without it (swiftui-semantics §21.6)}}
            .underline()
          Text("Food")
            // expected-warning@+1 {{'listRowBackground' leaves layout unchanged and is not drawn: the view is drawn without it (swiftui-semantics §21.6)}}
            .listRowBackground(Color.yellow)
          RoundedRectangle(cornerRadius: 8)
            .frame(height: settled ? 40 : 80)
            // expected-warning@+1 {{'transaction' is accepted but its closure is not run: Matchcut does not model what calls it (swiftui-semantics §21.5)}}
            .transaction { $0.animation = nil }
            .onTapGesture { settled.toggle() }
        }
      }
      .defaultScrollAnchor(.bottom)
      .scrollIndicatorsFlash(onAppear: true)
      .toolbarBackgroundVisibility(.visible, for: .navigationBar)
    }
  }
}

#Preview("Ledger") { Ledger() }

// expect-scene "Ledger": states 2, transitions 2, tap 2
