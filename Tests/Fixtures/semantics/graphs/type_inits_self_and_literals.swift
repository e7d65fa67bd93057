import SwiftUI

// Hand-derived (The Swift Programming Language: "Initialization" — `T.init(…)` is the call
// `T(…)`; "Types" → "Self Type" — `Self` in an enum's static method is the enum; "Lexical
// Structure" → "Literals" — `#colorLiteral` makes a colour from its components; ranges take any
// `Comparable` bounds): `Array.init(repeating: 1, count: 2)` has 2 elements, so the swatch is
// 20 tall; `Palette.width(0)` reads `Self.widths[0]`, 40. A preview provider that is also a
// view shows itself with `Self()`. The tap switches the width between 40 and 80: 2 states,
// 2 taps.
enum Palette {
  static let widths: [CGFloat] = [40, 80]

  static func width(_ index: Int) -> CGFloat { Self.widths[index] }
}

struct Swatch: View, PreviewProvider {
  @State private var wide = 0

  var body: some View {
    let marks = Array.init(repeating: 1, count: 2)
    let season = Date.now...Date.distantFuture
    VStack {
      Rectangle()
        .fill(Color(#colorLiteral(red: 1, green: 0.2, blue: 0.6, alpha: 1)))
        .frame(width: Palette.width(wide), height: CGFloat(marks.count) * 10)
        .onTapGesture { wide = wide == 0 ? 1 : 0 }
      Text(season.contains(Date.now) ? "In season" : "Out of season")
    }
  }

  static var previews: some View {
    Self()
  }
}

// expect-scene "Swatch": states 2, transitions 2, tap 2
