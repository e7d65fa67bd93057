import SwiftUI

// Hand-derived (swiftui-semantics §22.7: a tap on a segment of a segmented control selects its
// option): three options, so three states of `range`; in each, the two other segments are taps
// that select theirs and the chosen one changes nothing: 3 × 2 = 6 taps. "Mistagged": tags of
// another type than the selection (`String` tags for a `Span`) never match it, so no segment
// selects anything (Apple, `Picker`): 1 state, no taps.
enum Span: String, CaseIterable {
  case day, week, month
}

struct SpanPicker: View {
  @State private var span = Span.day

  var body: some View {
    VStack {
      Picker("Span", selection: $span) {
        ForEach(Span.allCases, id: \.self) { option in
          Text(option.rawValue).tag(option)
        }
      }
      .pickerStyle(.segmented)
      Rectangle()
        .frame(width: span == .day ? 40 : span == .week ? 80 : 120, height: 20)
    }
  }
}

struct MistaggedPicker: View {
  @State private var span = Span.day

  var body: some View {
    Picker("Span", selection: $span) {
      ForEach(Span.allCases, id: \.self) { option in
        Text(option.rawValue).tag(option.rawValue)
      }
    }
    .pickerStyle(.segmented)
  }
}

#Preview("Span") { SpanPicker() }
#Preview("Mistagged") { MistaggedPicker() }

// expect-scene "Span": states 3, transitions 6, tap 6
// expect-scene "Mistagged": states 1, transitions 0
