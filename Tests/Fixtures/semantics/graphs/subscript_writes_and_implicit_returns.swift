import SwiftUI

// Hand-counted (Swift: a subscript is assignable and writes back to its container; SE-0380:
// a getter that is one `switch` returns its branch's value; a function can be passed where a
// closure is expected). Values (cards[0].lift, cards[1].lift): the first card's tap sets its own
// lift to 5, the second card's drag calls `raise`, which sets the second's to 10, and the label
// reads the enum's title. From (0, 0): tap → (5, 0), drag → (0, 10); from each, the other →
// (5, 10): 4 states, 4 transitions (2 taps, 2 drags).
enum Section: String {
  case cards, settings

  var title: String {
    switch self {
    case .cards: "Cards"
    case .settings: "Settings"
    }
  }
}

struct Tile: Identifiable {
  let id: Int
  var lift: CGFloat = 0
}

struct Board: View {
  @State private var cards = [Tile(id: 0), Tile(id: 1)]

  func raise(_ value: DragGesture.Value) { cards[1].lift = 10 }

  var body: some View {
    VStack {
      Text(Section.cards.title)
      Color.red
        .frame(width: 50, height: 50 + cards[0].lift)
        .onTapGesture { cards[0].lift = 5 }
      Color.blue
        .frame(width: 50, height: 50 + cards[1].lift)
        .gesture(DragGesture().onEnded(raise))
    }
  }
}

#Preview("Board") { Board() }

// expect-scene "Board": states 4, transitions 4, tap 2, drag 2
