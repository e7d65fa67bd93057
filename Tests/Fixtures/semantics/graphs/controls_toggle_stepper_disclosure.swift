import SwiftUI

// Hand-derived from SwiftUI's documented control behaviour (swiftui-semantics §22.3, §22.11,
// §22.12): a tap on a toggle's switch flips `isOn`; a stepper's "−" and "+" move `value` by
// `step` and stop at the ends of `in:` (the button at a bound does nothing); a tap on a
// disclosure group's label row flips `isExpanded`.
//
// "Controls": sound ∈ {off, on} × volume ∈ {0, 1, 2} × details ∈ {closed, open} = 12 states.
// In every state the switch and the label row each give one tap (12 × 2 = 24); the stepper
// gives one tap at volume 0 ("+") and 2 ("−") and two at volume 1, so 4 for each of the 4
// sound × details pairs (16): 40 taps.
struct ControlPanel: View {
  @State private var sound = false
  @State private var volume = 0
  @State private var details = false

  var body: some View {
    VStack {
      Toggle("Sound", isOn: $sound)
      Stepper("Volume \(volume)", value: $volume, in: 0...2)
      DisclosureGroup("Details", isExpanded: $details) {
        Text("Output: speaker")
      }
    }
    .padding()
  }
}

// "Levels": the closures decide. level ∈ {0, 1, 2}: at 0 "−" changes nothing, at 2 "+"
// changes nothing, so 1 + 2 + 1 = 4 taps.
struct LevelPicker: View {
  @State private var level = 0

  var body: some View {
    Stepper {
      Text("Level \(level)")
    } onIncrement: {
      level = min(level + 1, 2)
    } onDecrement: {
      level = max(level - 1, 0)
    }
  }
}

// "Empty": a group with no binding stays collapsed and offers no tap; the unavailable view is
// static. One state.
struct EmptyInbox: View {
  var body: some View {
    VStack {
      // expected-warning@+1 {{DisclosureGroup without 'isExpanded:' is drawn collapsed: its own expansion is not explored}}
      DisclosureGroup("Filters") {
        Text("Unread")
      }
      ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
    }
  }
}

#Preview("Controls") { ControlPanel() }
#Preview("Levels") { LevelPicker() }
#Preview("Empty") { EmptyInbox() }

// expect-scene "Controls": states 12, transitions 40, tap 40
// expect-scene "Levels": states 3, transitions 4, tap 4
// expect-scene "Empty": states 1, transitions 0
