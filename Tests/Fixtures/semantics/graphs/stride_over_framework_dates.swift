import SwiftUI

// Hand-derived (docs/semantics.md "Code that is not about views"): a `stride` whose bounds are
// framework values (a calendar's dates) is that framework value's stand-in, so a `ForEach` over
// it draws no row and says so; the rest of the view still lays out and the tap still flips
// `compact`: 2 states, 2 taps.
struct WeekStrip: View {
  @State private var compact = false

  var days: [Date] {
    let calendar = Calendar.current
    let week = calendar.dateInterval(of: .weekOfMonth, for: Date())
    return stride(from: week?.start ?? Date(), to: week?.end ?? Date(), by: 24 * 60 * 60).map { $0 }
  }

  var body: some View {
    VStack {
      HStack {
        // expected-warning@+1 {{this loop runs over a value from 'Calendar', which is not evaluated; it runs no time}}
        ForEach(days, id: \.self) { day in
          Text("\(day)")
        }
      }
      Rectangle()
        .frame(height: compact ? 40 : 80)
        .onTapGesture { compact.toggle() }
    }
  }
}

#Preview("Week") { WeekStrip() }

// expect-scene "Week": states 2, transitions 2, tap 2
