import SwiftUI

// Hand-derived from Swift's rules named inline.
//
// "Drift": `extension CGSize { static func + (…) }` declares `+` on a standard type, so
// `offset + step` adds the sizes (The Swift Programming Language, "Advanced Operators",
// "Operator Methods"); the tap moves the square from (0, 0) to (10, 20) and stops there.
// `var jitter: CGFloat = .random(in: 0...1)` takes a value of its declared type (Matchcut's
// random numbers are deterministic) that lies in 0...1. An enum case's `hashValue` is
// distinct per case, so `\.hashValue` identifies the rows. `"abc".removeLast()` returns "c"
// and leaves "ab". `stride(from: 0, to: .pi, by: 1)` has 4 values (0, 1, 2, 3).
// 2 states, 1 tap.
extension CGSize {
  static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }
}

enum Axis3: CaseIterable {
  case x, y, z
}

struct Drift: View {
  @State private var offset = CGSize.zero
  private var jitter: CGFloat = .random(in: 0...1)

  var body: some View {
    VStack {
      ForEach(Axis3.allCases, id: \.hashValue) { axis in
        Text("\(axis)")
      }
      Rectangle()
        .frame(width: 20, height: 20)
        .offset(offset)
        .onTapGesture {
          var letters = "abc"
          let last = letters.removeLast()
          let steps = stride(from: 0, to: .pi, by: 1).count
          guard offset == .zero, jitter >= 0, jitter <= 1, last == "c", letters == "ab", steps == 4 else {
            return
          }
          offset = offset + CGSize(width: 10, height: 20)
        }
    }
  }
}

#Preview("Drift") { Drift() }

// expect-scene "Drift": states 2, transitions 1, tap 1
