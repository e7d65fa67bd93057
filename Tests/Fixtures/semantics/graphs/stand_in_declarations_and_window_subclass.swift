import SwiftUI
import UIKit

// Hand-counted from docs/semantics.md "Code that is not about views": a framework value
// Matchcut does not evaluate keeps its stand-in when a declaration gives it a type (`let
// title: String = formatter.string(from:)`), and a `ForEach` over one draws no rows (a
// warning); a subclass of a UIKit class that declares no `init` takes the superclass's
// (`PassthroughWindow(windowScene:)`), which sets nothing Matchcut models, and a member it
// inherits (`isHidden`) is the superclass's stand-in, which equals no `false`: the last branch
// is never shown (a warning). The tap only flips `open`: 2 states, 2 taps.
final class PassthroughWindow: UIWindow {}

struct Week: View {
  @State private var open = false

  var body: some View {
    let formatter = DateFormatter()
    let title: String = formatter.string(from: Date())
    let window = PassthroughWindow(windowScene: UIApplication.shared.connectedScenes.first)
    VStack {
      // expected-warning@+1 {{this loop runs over a value from 'Calendar', which is not evaluated; it runs no time}}
      ForEach(Calendar.current.shortWeekdaySymbols, id: \.self) { day in
        Text(day)
      }
      Rectangle()
        .frame(width: open ? 120 : 60, height: 40)
        .onTapGesture { open.toggle() }
      // expected-warning@+1 {{this branch is never shown in any state the previews reach}}
      if window.isHidden == false, title.isEmpty {
        Text("never")
      }
    }
  }
}

#Preview("Week") { Week() }

// expect-scene "Week": states 2, transitions 2, tap 2
