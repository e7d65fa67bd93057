import SwiftUI

// Hand-derived from Swift's implicit member expressions: `.zero` written for an `Int` parameter
// (`insert(_:at:)`) is `Int.zero`, 0.
//
// "Pile": `items.count` ∈ {0, 1, 2} = 3 states; Add inserts at the front while fewer than two:
// s0 → s1 → s2 (2 taps), and in s2 it changes nothing.
struct Pile: View {
  @State private var items: [String] = []

  var body: some View {
    VStack {
      Text("\(items.count)")
      Button("Add") {
        if items.count < 2 { items.insert("card \(items.count)", at: .zero) }
      }
    }
  }
}

#Preview("Pile") { Pile() }

// expect-scene "Pile": states 3, transitions 2, tap 2
