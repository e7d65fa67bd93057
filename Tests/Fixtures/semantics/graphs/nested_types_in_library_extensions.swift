import SwiftUI

// Hand-derived (The Swift Programming Language, "Extensions" → "Nested Types"): an extension of
// a standard type may declare a type, and a method there returning `[Piece]` builds its
// elements with `.init(…)`, which only the extended type's context names. "a b c" gives three
// pieces, drawn as three texts; the tap flips `spaced`: 2 states, 2 taps.
extension String {
  struct Piece {
    var text: String
    var index: Int
  }

  func pieces() -> [Piece] {
    split(separator: " ").enumerated().map { .init(text: String($0.element), index: $0.offset) }
  }
}

struct Words: View {
  @State private var spaced = false

  var body: some View {
    HStack(spacing: spaced ? 20 : 4) {
      ForEach("a b c".pieces(), id: \.index) { piece in
        Text(piece.text)
      }
    }
    .onTapGesture { spaced.toggle() }
  }
}

#Preview("Words") { Words() }

// expect-scene "Words": states 2, transitions 2, tap 2
