import SwiftUI

// Hand-derived from Swift's and SwiftUI's rules named inline.
//
// "Inbox": `List(messages, id: \.self) { message in … }` draws a row per element, as a
// `ForEach` over them does. The tap calls `archive(_:keep:)`, the overload its labels fit
// beside `archive()` (Swift resolves overloads by argument labels): it removes the first
// message and appends "kept" when `keep` is true: ["b", "kept"]. The tap's guard stops at
// count 2 with "kept" present, so: 2 states, 1 tap.
//
// "Gauge": `@Binding var level: Level` given `.constant(.high)` reads the case `.high`
// (`Binding.constant` of the declared type); the needle's width 10 + 20 × index(.high = 2)
// = 50, and `CGVector(dx:dy:)` reads back its `dx`. The tap builds "1234" into "12 34" with
// `insert(" ", at: 2)` (a character offset), interpolates 10 towards 30 by 0.25 (15:
// VectorArithmetic.interpolated(towards:amount:)), and leaves a skipped framework value alone:
// `UserDefaults.standard.integer(forKey:) < 3` is its stand-in, false as a condition (so the
// early return is not taken), and setting a member of one changes nothing. `done` becomes
// true only when both checks hold: 2 states, 1 tap.
struct Inbox: View {
  @State private var messages = ["a", "b", "c"]

  func archive() { messages.removeAll() }

  func archive(_ count: Int, keep: Bool) {
    messages.removeFirst(count)
    if keep { messages.append("kept") }
  }

  var body: some View {
    List(messages, id: \.self) { message in
      Text(message)
    }
    .onTapGesture {
      guard !messages.contains("kept") else { return }
      archive(2, keep: true)
    }
  }
}

enum Level: Int, CaseIterable {
  case low, mid, high
}

struct Gauge: View {
  @Binding var level: Level
  @State private var done = false

  var body: some View {
    let push = CGVector(dx: 4, dy: 0)
    Rectangle()
      .frame(width: 10 + 20 * CGFloat(level.rawValue) + push.dx - 4, height: 8)
      .font(.none)
      .onTapGesture {
        var code = "1234"
        code.insert(" ", at: 2)
        let eased = CGFloat(10).interpolated(towards: 30, amount: 0.25)
        let defaults = UserDefaults.standard
        // expected-warning@+1 {{'UserDefaults' is skipped: it cannot change what the scene draws}}
        defaults.someSetting = true
        let fewLaunches = defaults.integer(forKey: "launches") < 3
        // expected-warning@+1 {{this condition comes from 'UserDefaults', which is not evaluated; it is taken as false}}
        if fewLaunches { return }
        if code == "12 34", eased == 15 { done = true }
      }
  }
}

#Preview("Inbox") { Inbox() }
#Preview("Gauge") { Gauge(level: .constant(.high)) }

// expect-scene "Inbox": states 2, transitions 1, tap 1
// expect-scene "Gauge": states 2, transitions 1, tap 1
