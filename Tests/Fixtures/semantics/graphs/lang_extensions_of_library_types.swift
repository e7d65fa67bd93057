import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Extensions": computed
// properties, methods, static members and `where` clauses on types the module did not
// declare; `self` is the extended value): each tap moves `stage` on by one only when that
// stage's check computes the value worked out below.
//   0 `extension Array where Element == Int`: [1, 2, 3].total → 6, and [].total → 0
//   1 `extension String`: "Ada Lovelace".initials → "AL"; "ab".repeated(3) → "ababab"
//   2 `extension Double` and `extension CGFloat`: 5.0.halved → 2.5; CGFloat.gutter · 2 → 24
//   3 `extension Int`: 7.squared → 49; 15.clamped(to: 0..<11) → 10; (-3).clamped(to: 0..<11)
//     → 0 (parenthesised: a prefix `-` applies after the member access) → 49 + 10 + 0 = 59
//   4 SwiftUI statics declared by the module are found qualified and as implicit members
//     where their type is expected: `Color.brand`, `.title3Bold`, `.pop`, `withAnimation(.hero)`
//     are used by the body and the tap; the check itself reads `Animation.heroDuration` → 0.4
// The extensions change no count: the views only use them. Stages 0…5: 6 states, 5 taps; at 5
// no case matches and the tap changes nothing.
extension Array where Element == Int {
  var total: Int { reduce(0) { $0 + $1 } }
}

extension String {
  var initials: String {
    split(separator: " ").compactMap { $0.first }.map { String($0) }.joined()
  }

  func repeated(_ times: Int) -> String { String(repeating: self, count: times) }
}

extension Double {
  var halved: Double { self / 2 }
}

extension CGFloat {
  static let gutter: CGFloat = 12
}

extension Int {
  var squared: Int { self * self }

  // A half-open range: Matchcut keeps an integer `a...b` as `a..<b+1`, so a closed range's
  // `upperBound` would read one past (docs/semantics.md "Value types, operators and generics").
  func clamped(to range: Range<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound - 1)
  }
}

extension Color {
  static let brand = Color(red: 0.2, green: 0.4, blue: 0.8)
}

extension Animation {
  static let heroDuration = 0.4
  static var hero: Animation { .easeInOut(duration: heroDuration) }
}

extension AnyTransition {
  static var pop: AnyTransition { .scale.combined(with: .opacity) }
}

extension Font {
  static let title3Bold = Font.title3.bold()
}

struct ExtensionChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0 where [1, 2, 3].total == 6 && [Int]().total == 0: stage = 1
    case 1 where "Ada Lovelace".initials == "AL" && "ab".repeated(3) == "ababab": stage = 2
    case 2 where 5.0.halved == 2.5 && CGFloat.gutter * 2 == 24: stage = 3
    case 3 where 7.squared + 15.clamped(to: 0..<11) + (-3).clamped(to: 0..<11) == 59: stage = 4
    case 4 where Animation.heroDuration == 0.4: stage = 5
    default: break
    }
  }

  var body: some View {
    VStack(spacing: .gutter) {
      Text("Stage \(stage)")
        .font(.title3Bold)
        .foregroundStyle(Color.brand)
      if stage > 0 {
        Circle()
          .fill(.brand)
          .frame(width: 20, height: 20)
          .transition(.pop)
      }
    }
    .onTapGesture {
      withAnimation(.hero) { advance() }
    }
  }
}

#Preview("LangExtensions") { ExtensionChecks() }

// expect-scene "LangExtensions": states 6, transitions 5, tap 5
