import SwiftUI

// Hand-derived (swiftui-semantics §22.7: a tap on a segment of a segmented control selects its
// option): three options, so three states of `range`; in each, the two other segments are taps
// that select theirs and the chosen one changes nothing: 3 × 2 = 6 taps.
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

#Preview("Span") { SpanPicker() }

// expect-scene "Span": states 3, transitions 6, tap 6
