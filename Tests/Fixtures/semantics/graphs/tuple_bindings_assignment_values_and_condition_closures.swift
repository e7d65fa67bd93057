import SwiftUI

// Forms app code uses that change the state: an optional binding of a tuple, an assignment
// used as a value (a `return` of one, the middle of `?:`), a trailing closure inside an `if`
// condition, and a model's `$published` publisher handed to `onReceive` (accepted, not run).
//
// Hand-derived from Swift's rules. s0: pair nil, log 0, wide false.
// - Top text: `if let (a, b) = pair` fails on nil, so pair = (2, 3) (s1); then log = 2 + 3 (s2).
// - Bottom text: `[1, 2].filter { $0 > log }` is empty only when log ≥ 2; then `wide` toggles,
//   and `wide ? reset(0) : nil` (reset returns `log = 0`) clears log when wide is now true.
//   In s2 (log 5, wide false): wide true and log 0 (s3). In s3 the top text sets log 5 (s4);
//   in s4 the bottom text toggles wide back off and leaves log (s2).
// Five states; edges s0→s1, s1→s2, s2→s3, s3→s4, s4→s2: five taps.
final class Counter: ObservableObject {
  @Published private(set) var total = 0
}

struct Panel: View {
  @StateObject private var counter = Counter()
  @State private var pair: (Int, Int)? = nil
  @State private var log = 0
  @State private var wide = false

  func reset(_ value: Int) {
    return log = value
  }

  var body: some View {
    VStack {
      Text("top").frame(width: wide ? 200 : 100, height: 40)
        .onTapGesture {
          if let (a, b) = pair { log = a + b } else { pair = (2, 3) }
        }
      Text("bottom")
        // expected-warning@+1 {{'onReceive' is accepted but its closure is not run: Matchcut does not model what calls it (swiftui-semantics §21.5)}}
        .onReceive(counter.$total) { value in log = value }
        .onTapGesture {
          if [1, 2].filter { $0 > log }.isEmpty { wide.toggle() }
          wide ? reset(0) : nil
        }
    }
  }
}

#Preview("Panel") { Panel() }

// expect-scene "Panel": states 5, transitions 5, tap 5
// expect-edge "Panel" t0: s0 -> s1 tap
// expect-edge "Panel" t1: s1 -> s2 tap
// expect-edge "Panel" t2: s2 -> s3 tap
// expect-edge "Panel" t3: s3 -> s4 tap
// expect-edge "Panel" t4: s4 -> s2 tap
