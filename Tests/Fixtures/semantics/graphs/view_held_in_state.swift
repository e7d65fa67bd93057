import SwiftUI

// Hand-derived: a view kept in state (`AnyView`, assigned as `.init(…)`) is the same state when
// the same code builds it again from the same inputs (swiftui-semantics §23.1: an `AnyView`
// draws the view it wraps). Three messages; a tap on one shows a copy of it in the preview
// slot. States: the empty slot and one per message (4). From the empty slot each of the 3 taps
// changes the state; from a message's state the taps on the other 2 do, and its own stores an
// equal view again, no change: 3 + 3 × 2 = 9 taps.
struct Preview {
  var source: AnyView = .init(EmptyView())
}

struct Inbox: View {
  @State private var preview = Preview()
  private let messages = ["Hello", "Lunch?", "On my way"]

  var body: some View {
    VStack {
      preview.source
      ForEach(messages, id: \.self) { message in
        Text(message)
          .onTapGesture { preview.source = .init(Text(message).bold()) }
      }
    }
  }
}

#Preview("Inbox") { Inbox() }

// expect-scene "Inbox": states 4, transitions 9, tap 9
