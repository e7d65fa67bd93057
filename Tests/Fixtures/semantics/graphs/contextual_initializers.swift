import AVFoundation
import SwiftUI

// Hand-derived from Swift's rules: an implicit member takes the type its context expects
// (The Swift Programming Language, "Expressions", "Implicit Member Expression").
//
// "Sections": `groups()` is declared `-> [Group]` and maps the dictionary's pairs with
// `.init(title:count:)`, so each element is a `Group`; sorted by title they are "a" (2) and
// "b" (1). `Panel.Style.init(…)` constructs the nested type. `_items` is set in `init` with
// `.init(initialValue:)`, the property wrapper made from its initial value, so `items` starts
// as ["x"]. `@State var session: AVCaptureSession = .init()` is a framework stand-in: reading
// `isRunning` from it gives a condition taken as false (a warning), so `!session.isRunning`
// is never taken either. The tap sets `ready` when all hold: 2 states, 1 tap.
struct Group {
  var title: String
  var count: Int
}

func groups() -> [Group] {
  Dictionary(grouping: ["a", "b", "a"]) { $0 }
    .map { .init(title: $0.key, count: $0.value.count) }
    .sorted { $0.title < $1.title }
}

struct Panel {
  struct Style {
    var radius: Double
  }
}

struct Sections: View {
  @State private var items: [String]
  @State private var ready = false
  @State private var session: AVCaptureSession = .init()

  init(first: String) {
    _items = .init(initialValue: [first])
  }

  var body: some View {
    Text("\(items.count)")
      .onTapGesture {
        let list = groups()
        let style = Panel.Style.init(radius: 8)
        // expected-warning@+1 {{this condition comes from 'AVCaptureSession', which is not evaluated; it is taken as false}}
        if !session.isRunning { return }
        if list.map(\.title) == ["a", "b"], list[0].count == 2, style.radius == 8, items == ["x"] {
          ready = true
        }
      }
  }
}

#Preview("Sections") { Sections(first: "x") }

// expect-scene "Sections": states 2, transitions 1, tap 1
