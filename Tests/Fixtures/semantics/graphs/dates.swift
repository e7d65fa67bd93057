import SwiftUI

// Hand-derived (docs/semantics.md "Dates"): every Date() of a preview is Tuesday, January 9,
// 2007, 9:41:00 UTC, printed as Foundation prints dates in en_US. Each tap moves `stage` on
// only when that stage's value is the one worked out here:
//   0 the complete date → "Tuesday, January 9, 2007"
//   1 its description → "2007-01-09 09:41:00 +0000"
//   2 60 days and 5 hours later, formatted() → "3/10/2007, 2:41 PM" (2007 is no leap year:
//     22 days of January and 28 of February leave March 10; a narrow space before PM)
//   3 the 1970 epoch → −978,307,200 s from the 2001 reference date
//   4 dates compare by instant: now < now + 1 s, and two Date() are equal
// Stages 0…5: 6 states, 5 taps.
struct Calendarish: View {
  @State private var stage = 0

  func advance() {
    let now = Date()
    switch stage {
    case 0 where now.formatted(date: .complete, time: .omitted) == "Tuesday, January 9, 2007": stage = 1
    case 1 where "\(now)" == "2007-01-09 09:41:00 +0000": stage = 2
    case 2 where now.addingTimeInterval(86400 * 60 + 3600 * 5).formatted() == "3/10/2007, 2:41\u{202F}PM":
      stage = 3
    case 3 where Date(timeIntervalSince1970: 0).timeIntervalSinceReferenceDate == -978_307_200: stage = 4
    case 4 where Date.now < now.addingTimeInterval(1) && Date() == now: stage = 5
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("Calendarish") { Calendarish() }

// expect-scene "Calendarish": states 6, transitions 5, tap 5
