import SwiftUI

// Hand-counted: string indices are character offsets (`code[code.index(code.startIndex,
// offsetBy: i)]`), integer and number ranges answer `contains`, `Text + Text` is one text (the
// bold part drawn plain, with a warning), and `@Environment(\.self)` reads keys such as
// `dismiss` at their preview values. The tap counts 2 → 3 → 4 → 2: 3 states, 3 taps.
struct Code: View {
  @Environment(\.self) private var env
  @State private var filled = 2
  let code = "4821"
  var body: some View {
    VStack {
      // expected-warning@+1 {{the parts of a concatenated Text are drawn in one style: modifiers on a part are not applied}}
      Text("Code ") + Text(code).bold()
      HStack {
        ForEach(0..<4, id: \.self) { index in
          Text(String(code[code.index(code.startIndex, offsetBy: index)]))
            .frame(width: (0..<filled).contains(index) ? 40 : 30)
        }
      }
      Circle().frame(width: 20, height: 20)
        .onTapGesture {
          filled = filled == 4 ? 2 : filled + 1
          if (0.5...2.0).contains(1.0) { env.dismiss() }
        }
    }
  }
}

#Preview("Code") { Code() }

// expect-scene "Code": states 3, transitions 3, tap 3
