// Font.Design has four members (AppleDoc `font/design`): default, serif, rounded, monospaced.
// Every design is measured with the same metrics, so a member SwiftUI does not have cannot move a
// frame: it is dropped with a warning and the rest of the scene compiles. Hand-counted: one Bool
// toggled by the button both ways: 2 states, 2 taps.
import SwiftUI

struct Badge: View {
  @State private var big = false

  var body: some View {
    VStack {
      Text("Serif").font(.system(size: 20, weight: .bold, design: .serif))
      Text("Mono").font(.system(size: 14, design: .monospaced))
      // expected-warning@+1 {{type 'Font.Design' has no member 'roundd'; the default design is used}}
      Text("Round").font(.system(size: big ? 30 : 20, design: .roundd))
      Button("Grow") { big.toggle() }
    }
  }
}

#Preview("Badge") { Badge() }

// expect-scene "Badge": states 2, transitions 2, tap 2
