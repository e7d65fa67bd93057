import SwiftUI

// Hand-counted (Swift, "Inheritance": `super.init` runs the superclass's initializer on the same
// object, `super.bump()` the superclass's method): the subclass starts at 10 and its override
// bumps twice, so taps go 10 → 12 → 14, where the guard stops them: 3 states, 2 taps. (Without
// `super` the count would start at 0 or bump by 1.)
class Counter {
  var count = 0

  init(start: Int) { count = start }

  func bump() { count += 1 }
}

final class DoubleCounter: Counter {
  init() { super.init(start: 10) }

  override func bump() {
    super.bump()
    super.bump()
  }
}

struct Tally: View {
  @State private var counter = DoubleCounter()

  var body: some View {
    Text("\(counter.count)")
      .onTapGesture {
        if counter.count < 14 { counter.bump() }
      }
  }
}

#Preview("Tally") { Tally() }

// expect-scene "Tally": states 3, transitions 2, tap 2
