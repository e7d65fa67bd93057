import SwiftUI

// Hand-derived: a state declared as a labelled tuple keeps its labels when a plain tuple is
// assigned to it (The Swift Programming Language, "Types" → "Tuple Type": `(1, nil)` converts to
// `(start: Int?, end: Int?)`), so `picked.start` reads after each write; a conditional cast of a
// framework stand-in to another class cannot be decided and fails, so `nav` is nil and the
// rectangle is 40 wide. `picked`: (nil, nil) → (1, nil) → (1, 2), then the tap writes (1, 2)
// again: 3 states, 2 taps.
struct RangePicker: View {
  @State private var picked: (start: Int?, end: Int?) = (nil, nil)

  var body: some View {
    let root = UIApplication.shared.windows.first?.rootViewController
    let nav = root as? UINavigationController
    VStack {
      Text(picked.end == nil ? "open" : "closed")
      Rectangle()
        .frame(width: nav == nil ? 40 : 80, height: 40)
        .onTapGesture { picked = picked.start == nil ? (1, nil) : (picked.start, 2) }
    }
  }
}

#Preview("Range") { RangePicker() }

// expect-scene "Range": states 3, transitions 2, tap 2
