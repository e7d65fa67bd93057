import SwiftUI

// Hand-counted: `onLongPressGesture { … } onPressingChanged: { … }` runs its first closure when
// the press completes (the pressing callback is not the action); `PlainButtonStyle()` and
// `SwitchToggleStyle()` are the styles `.plain` and `.switch`; `containerRelativeFrame([])`
// frames no axis; `asyncAfter(execute:)` given a nil work item schedules nothing (a warning).
// The long press toggles `done` both ways and Reset clears it: 2 states; long press 2, tap 1.
struct Hold: View {
  @State private var done = false
  @State private var task: DispatchWorkItem?
  var body: some View {
    VStack {
      Capsule().frame(width: done ? 200 : 100, height: 44)
        .onLongPressGesture(minimumDuration: 1) {
          done.toggle()
        } onPressingChanged: { status in
          if status { done = false }
        }
      Button("Reset") { done = false }
        .buttonStyle(PlainButtonStyle())
        // expected-warning@+1 {{'containerRelativeFrame' is measured against the screen's safe area, not the nearest scroll view (swiftui-semantics §23.5)}}
        .containerRelativeFrame(done ? [.horizontal] : [])
      Toggle("T", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
    }
    .onAppear {
      // expected-warning@+1 {{the work passed to 'DispatchQueue' is not a closure here; nothing is scheduled}}
      DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: task)
    }
  }
}
#Preview("Hold") { Hold() }

// expect-scene "Hold": states 2, transitions 3, longPress 2, tap 1
