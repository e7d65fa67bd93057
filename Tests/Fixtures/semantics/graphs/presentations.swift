import SwiftUI

// Hand-derived from SwiftUI's presentations (swiftui-semantics §21.4): presented content is drawn
// above the whole scene and takes its touches, so while a sheet or cover is up only its own
// controls act; `dismiss()` inside it ends that presentation and no other.
//
// "Library": showing ∈ {false, true} × cover ∈ {false, true}, but only one can be up at a time
// from the two buttons: s0 (none), s1 (sheet), s2 (cover) = 3 states. s0 has the two open
// buttons (2 taps); each presented state has its Close button alone (2 taps): 4.
struct Closing: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct Library: View {
  @State private var showing = false
  @State private var cover = false

  var body: some View {
    VStack(spacing: 20) {
      Button("Open sheet") { showing = true }
      Button("Open cover") { cover = true }
    }
    .sheet(isPresented: $showing) { Closing() }
    .fullScreenCover(isPresented: $cover) { Closing() }
  }
}

// "Picks": `sheet(item:)` presents while the item is not nil. chosen ∈ {nil, 1, 2, 3} = 4
// states; at nil the three rows are taps (3); each presented state has its Close (3): 6.
struct Pick: Identifiable {
  let id: Int
}

struct Picks: View {
  @State private var chosen: Pick?

  var body: some View {
    VStack {
      ForEach(1..<4) { number in
        Button("Row \(number)") { chosen = Pick(id: number) }
      }
    }
    .sheet(item: $chosen) { pick in
      VStack {
        Text("Row \(pick.id)")
        Closing()
      }
    }
  }
}

// "Stacked": a sheet that presents another. (outer, inner) ∈ {(F, F), (T, F), (T, T)} = 3
// states: Open (1); in the outer sheet Close and More (2); in the inner one only its Close, which
// dismisses the inner sheet alone (1): 4 taps.
struct Inner: View {
  @State private var more = false

  var body: some View {
    VStack {
      Closing()
      Button("More") { more = true }
    }
    .sheet(isPresented: $more) { Closing() }
  }
}

struct Stacked: View {
  @State private var outer = false

  var body: some View {
    Button("Open") { outer = true }
      .sheet(isPresented: $outer) { Inner() }
  }
}

#Preview("Library") { Library() }
#Preview("Picks") { Picks() }
#Preview("Stacked") { Stacked() }

// expect-scene "Library": states 3, transitions 4, tap 4
// expect-scene "Picks": states 4, transitions 6, tap 6
// expect-scene "Stacked": states 3, transitions 4, tap 4
