import SwiftUI

// Hand-counted (swiftui-semantics §23.6; docs/semantics.md "Dates"): a closed Menu is its label,
// and tapping the button beside it toggles `bold` both ways; the TimelineView's content is
// built once, at the preview's instant, whose time is 9:41 AM, so `late` stays false (a
// schedule written as a type, `AnimationTimelineSchedule`, is never read either); a
// StrokeStyle is a value the stroke takes (its line width). 2 states, 2 taps.
struct Panel: View {
  @State private var bold = false

  var body: some View {
    VStack {
      Menu("Options") {
        Button("Reset") {}
      }
      TimelineView(.periodic(from: .now, by: 1)) { context in
        let late = context.date > Date().addingTimeInterval(60)
        Text(late ? "Late" : "On time")
      }
      TimelineView(AnimationTimelineSchedule(minimumInterval: 0.1)) { _ in
        Text("Tick")
      }
      Circle()
        .stroke(style: StrokeStyle(lineWidth: bold ? 4 : 1))
        .frame(width: 40, height: 40)
      Button("Bold") { bold.toggle() }
    }
  }
}

#Preview("Panel") { Panel() }

// expect-scene "Panel": states 2, transitions 2, tap 2
