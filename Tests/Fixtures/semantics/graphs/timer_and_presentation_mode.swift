import SwiftUI

// Hand-counted (docs/semantics.md "Code that is not about views"): the timer's ticks are not
// explored, so `onReceive` never runs and `count` stays 0; `dismiss()` through the old
// presentation binding does nothing in a preview nobody presented; the visual effect changes
// no layout. One state, no transitions.
struct Ticker: View {
  @Environment(\.presentationMode) private var presentationMode
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var count = 0

  var body: some View {
    Text("\(count)")
      // expected-warning@+1 {{'onReceive' is accepted but its closure is not run: Matchcut does not model what calls it (swiftui-semantics §21.5)}}
      .onReceive(timer) { _ in count += 1 }
      .onTapGesture {  // expected-warning {{this tap action never changes the state}}
        // expected-warning@+1 {{'PresentationMode' is skipped: it cannot change what the scene draws}}
        presentationMode.wrappedValue.dismiss()
      }
      // expected-warning@+1 {{'visualEffect' leaves layout unchanged and is not drawn: the view is drawn without it (swiftui-semantics §21.6)}}
      .visualEffect { content, proxy in
        content.offset(y: proxy.size.height)
      }
  }
}

#Preview("Ticker") { Ticker() }

// expect-scene "Ticker": states 1, transitions 0
