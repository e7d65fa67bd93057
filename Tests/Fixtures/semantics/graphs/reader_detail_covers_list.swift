import SwiftUI

// Hand-derived from docs/states.md "Which views receive touches": a `GeometryReader` takes all
// the space it is offered (swiftui-semantics §8), so a detail built inside one, whose content
// ignores the safe area and has a background, covers the list it is laid over; while it is
// slid off to the side by an offset it covers nothing.
//
// s0 (nil, shown false): the three rows take taps. A row's tap selects it and shows the detail:
// s1 (1), s2 (2), s3 (3), each covered, so only the detail's close button takes taps, back to
// s0. "Slid": the same detail moved 300 pt to the right leaves the rows reachable: from each
// selected state the other rows' taps lead to one another. Covered: 4 states, 3 + 3 = 6 taps;
// slid: 4 states, 3 + 3 × 3 = 12 taps.
struct Covered: View {
  @State private var selected: Int? = nil

  var body: some View {
    VStack {
      ForEach(1..<4) { row in
        Text("Row \(row)").onTapGesture { selected = row }
      }
    }
    .overlay {
      if let selected {
        GeometryReader { proxy in
          VStack {
            Text("Detail \(selected)")
            Button("Close") { self.selected = nil }
          }
          .frame(width: proxy.size.width, height: proxy.size.height)
          .background(Color.white)
          .ignoresSafeArea()
        }
      }
    }
  }
}

struct Slid: View {
  @State private var selected: Int? = nil

  var body: some View {
    VStack {
      ForEach(1..<4) { row in
        Text("Row \(row)").onTapGesture { selected = row }
      }
    }
    .overlay {
      if let selected {
        GeometryReader { proxy in
          VStack {
            Text("Detail \(selected)")
            Button("Close") { self.selected = nil }
          }
          .frame(width: proxy.size.width, height: proxy.size.height)
          .background(Color.white)
          .ignoresSafeArea()
          .offset(x: 300)
        }
      }
    }
  }
}

// "ClearLayer": a measuring layer of `Color.clear` in a reader over the rows draws nothing, so
// it takes no touches and every row stays reachable: s0 (0) and one state per picked row; from
// s0 three taps, from each other state the two other rows: 4 states, 3 + 3 × 2 = 9 taps.
struct ClearLayer: View {
  @State private var picked = 0

  var body: some View {
    VStack {
      ForEach(1..<4) { row in
        Text("Row \(row)").onTapGesture { picked = row }
      }
    }
    .overlay {
      GeometryReader { _ in
        Color.clear
      }
    }
  }
}

#Preview("Covered") { Covered() }
#Preview("Slid") { Slid() }
#Preview("ClearLayer") { ClearLayer() }

// expect-scene "Covered": states 4, transitions 6, tap 6
// expect-scene "Slid": states 4, transitions 12, tap 12
// expect-scene "ClearLayer": states 4, transitions 9, tap 9
