import SwiftUI

// Hand-counted (Apple, ForEach(_:content:) over a Binding to a collection: each row gets a
// binding to its element, and `$item` declares `item`, read and written through it). Values
// (first.on, second.on): each row's tap toggles its own element, both ways, from every state:
// 4 states × 2 = 8 taps; the text's tap sets the first element on through `$items[0]`, an edge
// from the 2 states where it is off: 10 transitions.
struct Lamp: Identifiable {
  let id: Int
  var on: Bool
}

struct Lamps: View {
  @State private var lamps = [Lamp(id: 1, on: false), Lamp(id: 2, on: false)]

  var body: some View {
    VStack {
      ForEach($lamps) { $lamp in
        Color.yellow
          .frame(width: lamp.on ? 100 : 50, height: 20)
          .onTapGesture { lamp.on.toggle() }
      }
      Text("First on")
        .onTapGesture { $lamps[0].on.wrappedValue = true }
    }
  }
}

#Preview("Lamps") { Lamps() }

// expect-scene "Lamps": states 4, transitions 10, tap 10
