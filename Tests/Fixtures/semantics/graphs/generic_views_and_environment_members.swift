import LocalAuthentication
import SwiftUI

// Hand-derived from Swift's and SwiftUI's rules named inline.
//
// "Fruits": `Chooser<Value: CaseIterable …>` lists `Value.allCases`; `Value` is the type of
// what its `@Binding var selection: Value` holds, `Fruit` (a generic parameter names the
// concrete type it is bound to). Each of the three rows' taps selects its fruit: 3 states,
// and from each state the two other rows' taps: 6 taps.
//
// "Lock": `@Environment(\.dynamicTypeSize.isAccessibilitySize)` is false in a preview (its
// type size is `.large`); `LAContext().canEvaluatePolicy(…)` is a framework answer Matchcut
// does not evaluate: written to a `Bool` state it is false (with the stand-in warning), and
// to a `String` state it leaves the state as it was. The tap sets `checked`: 2 states, 1 tap.
enum Fruit: String, CaseIterable {
  case apple, pear, plum
}

struct Chooser<Value: CaseIterable & Hashable & RawRepresentable>: View where Value.RawValue == String {
  @Binding var selection: Value

  var body: some View {
    HStack {
      ForEach(Array(Value.allCases), id: \.self) { item in
        Text(item.rawValue)
          .onTapGesture { selection = item }
      }
    }
  }
}

struct Fruits: View {
  @State private var fruit = Fruit.apple

  var body: some View {
    Chooser(selection: $fruit)
  }
}

struct Lock: View {
  @Environment(\.dynamicTypeSize.isAccessibilitySize) private var largeText
  @State private var biometrics = true
  @State private var method = "none"
  @State private var checked = false

  var body: some View {
    Text(largeText ? "Large" : "Regular")
      .onTapGesture {
        let context = LAContext()
        // expected-warning@+1 {{this condition comes from 'LAContext', which is not evaluated; it is taken as false}}
        biometrics = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        // expected-warning@+1 {{'method' keeps its value: what is assigned comes from 'LAContext', which is not evaluated}}
        method = context.biometryType
        checked = true
      }
  }
}

#Preview("Fruits") { Fruits() }
#Preview("Lock") { Lock() }

// expect-scene "Fruits": states 3, transitions 6, tap 6
// expect-scene "Lock": states 2, transitions 1, tap 1
