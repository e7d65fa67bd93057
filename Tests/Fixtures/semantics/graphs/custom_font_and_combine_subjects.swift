import Combine
import SwiftUI

// Hand-derived: a font the app bundles is measured as the system font of its size, with a
// warning (swiftui-semantics §23.11); a Combine subject and its cancellables are stand-ins, so a
// model that keeps them still builds, and `send` is skipped (docs/semantics.md "Code that is not
// about views"). The tap flips `big`: 2 states, 2 taps.
final class Ticker: ObservableObject {
  let events = PassthroughSubject<Int, Never>()
  var bag = Set<AnyCancellable>()
  @Published var big = false

  func flip() {
    big.toggle()
    events.send(1)
  }
}

struct Headline: View {
  @StateObject private var ticker = Ticker()

  var body: some View {
    Text("Matchcut")
      // expected-warning@+1 {{the font 'Avenir-Heavy' is measured as the system font of its size: custom font files are not read}}
      .font(.custom("Avenir-Heavy", size: ticker.big ? 34 : 17))
      .onTapGesture { ticker.flip() }
  }
}

#Preview("Headline") { Headline() }

// expect-scene "Headline": states 2, transitions 2, tap 2
