import SwiftUI
import UIKit

// Hand-derived from SwiftUI's and Swift's rules named inline.
//
// "Deck": a custom container reads each subview's `containerValues.rank`, which the content
// sets with `.containerValue(\.rank, n)`; a subview that sets none reads the key's `@Entry`
// default, 0 (ContainerValues, iOS 18). The ranks are 2, 0 and 5, so the tap's check that
// they sum to 7 holds and `revealed` becomes true from any of the three subviews' taps:
// 2 states, 3 taps (in the second state every tap changes nothing).
//
// "Bars": `$values.enumerated()` pairs each offset with a binding to that element (a binding
// to a collection is a collection of bindings, iOS 15); writing through the binding doubles
// every value, 1 2 3 → 2 4 6, and the tap stops once the first value is above 1. A text
// interpolating another `Text` shows its string. `String.replaceSubrange(1...1, with: "X")`
// makes "aXc". A loop over a value from an image Matchcut does not load (`UIImage`) runs no
// time (a warning). 2 states, 1 tap.
extension ContainerValues {
  @Entry var rank: Int = 0
}

struct Deck<Content: View>: View {
  @ViewBuilder var content: Content
  @State private var revealed = false

  var body: some View {
    VStack {
      Group(subviews: content) { collection in
        ForEach(collection) { subview in
          subview
            .opacity(revealed ? 1 : 0.5)
            .onTapGesture {
              let total = collection.reduce(0) { $0 + $1.containerValues.rank }
              if total == 7 { revealed = true }
            }
        }
      }
    }
  }
}

struct Bars: View {
  @State private var values = [1, 2, 3]
  @State private var label = "abc"

  var body: some View {
    Text("Values \(Text("\(values.count)"))")
      .onTapGesture {
        guard values[0] == 1 else { return }
        $values.enumerated().forEach { offset, value in
          value.wrappedValue = values[offset] * 2
        }
        label.replaceSubrange(1...1, with: "X")
        let size = UIImage().size
        // expected-warning@+1 {{this loop runs over a value from 'UIImage', which is not evaluated; it runs no time}}
        for _ in 0..<Int(size.width) { label = "never" }
      }
  }
}

#Preview("Deck") {
  Deck {
    Text("Two").containerValue(\.rank, 2)
    Text("None")
    Text("Five").containerValue(\.rank, 5)
  }
}

#Preview("Bars") { Bars() }

// expect-scene "Deck": states 2, transitions 3, tap 3
// expect-scene "Bars": states 2, transitions 1, tap 1
